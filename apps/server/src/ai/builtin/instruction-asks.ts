import type { FactTopic } from '@tableside/domain/restaurant-facts';
import { topicsOf } from './facts.ts';
import type { ReplyLanguage } from './language.ts';

/*
 * Regeneration instructions that ask for something the writer says in its own words, in the
 * reply's language whatever the instruction's: an apology ("apologize", "excuse-toi"), a call
 * offered ("offer a call", "propose de l'appeler"), one of the restaurant's facts ("give them our
 * hours", "donne nos heures d'ouverture"). Also a statement typed as the reply would say it
 * ("yes we do takeout", "on est fermés le lundi").
 */

export type Gesture = 'apology' | 'call';
export type FactAsked = { topic: FactTopic; text: string };

/** "apologize", "say sorry", "excuse-toi", "présente nos excuses": an apology, nothing more. */
const APOLOGY =
  /^(?:please\s+)?(?:apologi[sz]e|say (?:you(?:'re| are) |we(?:'re| are) )?sorry|(?:s['’]|t['’]|nous |vous )?excuse[rsz]?(?:-(?:toi|vous|nous))?|pr[ée]sente[rz]?(?:-(?:lui|leur))? (?:nos |des |tes |vos )?excuses|d[ée]sol[ée]e?s?)(?:\s+(?:to (?:them|him|her|the guest)|(?:à|au) (?:la cliente|client|eux)))?(?:\s+(?:again|encore|profusely|sincerely|sincèrement))?$/iu;

export function readApology(clause: string): boolean {
  return APOLOGY.test(clause.trim());
}

const CALL_WORD =
  /\b(?:a |to )?(?:(?:phone |quick )?call|give (?:them|him|her) a (?:call|ring)|ring|chat on the phone)\b|(?:^|\s)(?:un |d['’])?(?:appel|appeler|l['’]appeler|les appeler|rappel(?:er)?|coup de (?:fil|téléphone)|téléphoner)(?=\s|$)/iu;
const OFFERING =
  /^(?:please\s+)?(?:offer|propose|suggest|give (?:them|him|her)|say we(?:'d| would) (?:like to|love to)|offre|offrez|offrir|propose|proposez|proposer|sugg[eè]re)(?:-(?:lui|leur))?\b/iu;

/** "offer a call", "give them a call", "propose de l'appeler", "offre un appel": a call offered. */
export function readCallOffer(clause: string): boolean {
  const text = clause.trim();
  if (!OFFERING.test(text) && !/^give (?:them|him|her) a (?:call|ring)\b/i.test(text)) return false;
  // "offer a call and a dessert" is read in two; what remains must be the call itself.
  const rest = text.replace(OFFERING, '').trim();
  return CALL_WORD.test(rest) && rest.split(/\s+/).length <= 6;
}

const GIVING =
  /^(?:please\s+)?(?:give|add|include|share|put|list|provide|donne|donnez|donner|ajoute|ajoutez|ajouter|inclus|incluez|mets|mettez|indique|indiquez|précise|précisez|rappelle)(?:-(?:lui|leur))?\s+(?:(?:them|him|her|the guest|lui|leur)\s+)?(?:our|the|their|your|nos|notre|les|le|la|l['’]|des|vos|votre)\s*(.+)$/iu;
/** Words that name a fact topic in an instruction (reviews use "heures" for waits, not here). */
const EXTRA_TOPIC: [RegExp, FactTopic][] = [
  [/\b(?:heures?(?: d['’]ouverture)?|opening (?:hours|times)|schedule)\b/iu, 'hours'],
];

/**
 * "give them our hours", "ajoute les infos de stationnement": a fact from the restaurant's own
 * words, named by its topic and nothing else (a sentence to say is a statement).
 */
export function readFactAsked(clause: string): FactAsked | null {
  const found = GIVING.exec(clause.trim());
  const named = found?.[1]?.trim();
  if (!named || named.split(/\s+/).length > 5) return null;
  const topics = [
    ...EXTRA_TOPIC.filter(([re]) => re.test(named)).map(([, t]) => t),
    ...topicsOf(named).filter((t): t is FactTopic => t !== 'other'),
  ];
  return topics[0] ? { topic: topics[0], text: clause.trim() } : null;
}

const TYPED_AS_SAID =
  /^(?:(?:yes|yep|yeah|yup|no|nope|oui|ouais|non)[\s,!.:]+)?(?:(we|we're|we’re|we've|we’ve|we'll|we’ll|our|on|nous|notre|nos)\s)/iu;

/** "yes we do takeout", "on est fermés le lundi": the words the reply says, as typed. */
export function readTypedStatement(
  clause: string,
): { text: string; language: ReplyLanguage } | null {
  const found = TYPED_AS_SAID.exec(clause.trim());
  if (!found || clause.trim().split(/\s+/).length < 3) return null;
  const language: ReplyLanguage = /^(?:we|our)/i.test(found[1]!) ? 'en' : 'fr';
  return { text: clause.trim(), language };
}
