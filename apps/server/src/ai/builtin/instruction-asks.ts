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

export type Gesture = 'apology' | 'call' | 'invite';
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

/** Words of an apology: "don't apologize" leaves out every sentence that says one. */
export const APOLOGY_WORDS = [
  'sorry',
  'apologies',
  'apologize',
  'apologise',
  'désolés',
  'désolé',
  'désolée',
  'excuses',
];
const NO_APOLOGY =
  /^(?:please\s+)?(?:(?:don['’]?t|do not|never|no need to|stop)\s+(?:apologi[sz]e|apologi[sz]ing|say(?:ing)? sorry)|(?:no|drop the|remove the|skip the|lose the|cut the|without (?:the |an? )?)\s*(?:apolog(?:y|ies)|sorry)|(?:pas d['’]|sans |enl[eè]ve les |retire les |pas besoin d['’])excuses?|ne (?:t['’]|vous |nous )?excuse[sz]? pas|pas besoin de (?:s['’]|t['’]|nous )?excuser)\b/iu;

export function readNoApology(clause: string): boolean {
  return NO_APOLOGY.test(clause.trim());
}

const NO_SIGN_OFF =
  /^(?:please\s+)?(?:(?:no|without|drop the|remove the|skip the)\s+(?:sign-?off|signature|name at the end)|(?:don['’]?t|do not)\s+sign(?:\s+it)?|(?:pas de|sans|enl[eè]ve la|retire la)\s+signature|ne signe pas)$/iu;

/** "no sign-off", "pas de signature": the reply ends without a name. */
export function readNoSignOff(clause: string): boolean {
  return NO_SIGN_OFF.test(clause.trim());
}

const INVITE_BACK =
  /^(?:please\s+)?(?:invite (?:them|him|her|the guest) back|ask (?:them|him|her) to come back|say (?:that )?we hope to see (?:them|him|her) (?:again|back))$/iu;

/** "invite them back": a welcome back in the writer's words. */
export function readInviteBack(clause: string): boolean {
  return INVITE_BACK.test(clause.trim());
}

/**
 * "wish her a happy birthday", "souhaite-lui bon anniversaire", "dis-lui merci pour le
 * pourboire": a wish or a thanks said to the guest, in the words typed.
 */
export function readWish(clause: string): { text: string; language: ReplyLanguage } | null {
  const text = clause.trim();
  const en = /^(?:please\s+)?wish (?:them|him|her|the guest|the couple) (.+)$/iu.exec(text);
  if (en) return { text: `we wish you ${en[1]}`, language: 'en' };
  const fr = /^souhait(?:e|ez|er)(?:-(?:lui|leur))?\s+(?:(?:lui|leur)\s+)?(.+)$/iu.exec(text);
  if (fr) return { text: `nous vous souhaitons ${fr[1]}`, language: 'fr' };
  const thanks =
    /^(?:dis|dites|dire)(?:-(?:lui|leur))?\s+(?:(?:lui|leur)\s+)?merci\s+((?:pour|de|d['’])\s*.+)$/iu.exec(
      text,
    );
  if (thanks) return { text: `merci ${thanks[1]}`, language: 'fr' };
  const thank = /^(?:please\s+)?say thanks?\s+(for\s+.+)$/iu.exec(text);
  return thank ? { text: `thank you ${thank[1]}`, language: 'en' } : null;
}
