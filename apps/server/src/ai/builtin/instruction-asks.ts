import type { QuestionTopic } from '@tableside/domain/review-signals';
import { topicsOf } from './facts.ts';
import { toGuest } from './instruction-rules.ts';
import { fold } from './text.ts';
import type { ReplyLanguage } from './language.ts';

/*
 * Regeneration instructions that ask for something the writer says in its own words, in the
 * reply's language whatever the instruction's: an apology ("apologize", "excuse-toi"), a call
 * offered ("offer a call", "propose de l'appeler"), one of the restaurant's facts ("give them our
 * hours", "donne nos heures d'ouverture"). Also a statement typed as the reply would say it
 * ("yes we do takeout", "on est fermés le lundi").
 */

export type Gesture = 'apology' | 'call' | 'invite';
/** A fact topic a guest can ask about (the incidents contact is no such topic). */
type AskedTopic = Exclude<QuestionTopic, 'other'>;
export type FactAsked = { topic: AskedTopic; text: string };

/** "apologize", "say sorry", "excuse-toi", "présente nos excuses": an apology, nothing more. */
const APOLOGY =
  /^(?:please\s+)?(?:apologi[sz]e|say (?:you(?:'re| are) |we(?:'re| are) )?sorry|(?:s['’]|t['’]|nous |vous )?excuse[rsz]?(?:-(?:toi|vous|nous))?|pr[ée]sente[rz]?(?:-(?:lui|leur))? (?:nos |des |tes |vos )?excuses|d[ée]sol[ée]e?s?)(?:\s+(?:to (?:them|him|her|the guest)|(?:à|au) (?:la cliente|client|eux)))?(?:\s+(?:again|encore|profusely|sincerely|properly|genuinely|sincèrement|vraiment|comme il faut))?$/iu;

function readApology(clause: string): boolean {
  return APOLOGY.test(clause.trim());
}

const CALL_WORD =
  /\b(?:a |to )?(?:(?:phone |quick )?call|give (?:them|him|her) a (?:call|ring)|ring|chat on the phone)\b|(?:^|\s)(?:un |d['’])?(?:appel|appeler|l['’]appeler|les appeler|rappel(?:er)?|coup de (?:fil|téléphone)|téléphoner)(?=\s|$)/iu;
const OFFERING =
  /^(?:please\s+)?(?:offer|propose|suggest|give (?:them|him|her)|say we(?:'d| would) (?:like to|love to)|offre|offrez|offrir|propose|proposez|proposer|sugg[eè]re)(?:-(?:lui|leur))?\b/iu;

/** "offer a call", "give them a call", "propose de l'appeler", "offre un appel": a call offered. */
function readCallOffer(clause: string): boolean {
  const text = clause.trim();
  if (!OFFERING.test(text) && !/^give (?:them|him|her) a (?:call|ring)\b/i.test(text)) return false;
  // "offer a call and a dessert" is read in two; what remains must be the call itself.
  const rest = text.replace(OFFERING, '').trim();
  return CALL_WORD.test(rest) && rest.split(/\s+/).length <= 6;
}

const GIVING =
  /^(?:please\s+)?(?:give|add|include|share|put|list|provide|donne|donnez|donner|ajoute|ajoutez|ajouter|inclus|incluez|mets|mettez|indique|indiquez|précise|précisez|rappelle)(?:-(?:lui|leur))?\s+(?:(?:them|him|her|the guest|lui|leur)\s+)?(?:our|the|their|your|nos|notre|les|le|la|l['’]|des|vos|votre)\s*(.+)$/iu;
/** Words that name a fact topic in an instruction (reviews use "heures" for waits, not here). */
const EXTRA_TOPIC: [RegExp, AskedTopic][] = [
  [/\b(?:heures?(?: d['’]ouverture)?|opening (?:hours|times)|schedule)\b/iu, 'hours'],
];

/**
 * "tell them about our patio", "say something about parking", "add a line on the hours", « un mot
 * sur la terrasse », « parle-lui du stationnement »: a topic to say something about, in the
 * writer's words from the facts, never the typed words made a sentence ("About our patio.").
 */
const ABOUT =
  /^(?:please\s+)?(?:(?:say|add|write|put|include|tell (?:them|him|her|the guest|guests)|let (?:them|him|her) know)\s+)?(?:(?:something|a (?:word|line|sentence|bit|note|few words)|some (?:info|words))\s+)?(?:about|on|re|regarding)\s+(.+)$|^(?:(?:dis|dites|dire|ajoute|ajoutez|ajouter|mets|mettez|écris|écrivez|glisse|glissez|parle|parlez|parler)(?:-(?:lui|leur))?\s+)?(?:(?:lui|leur)\s+)?(?:(?:quelque chose|un (?:petit )?mot|une (?:phrase|ligne)|deux mots)\s+)?(?:sur|à propos|au sujet|concernant|de|du|des|d['’])\s*(.+)$/iu;

/** Words around a topic that name nothing more: "our parking info", « les infos de la terrasse ». */
const AROUND_TOPIC = new Set(
  'the our your a an some any info infos information details policy options situation le la les l notre nos votre vos de du des d infos informations details options politique'.split(
    ' ',
  ),
);

/** Whether every word names the topic or sits around it: "our patio", not "our new vegan menu". */
function topicAlone(named: string): boolean {
  const words = fold(named).replace(/'/g, ' ').split(/\s+/).filter(Boolean);
  const alone = (w: string | undefined) => w !== undefined && topicsOf(w).length > 0;
  // "gift cards": a topic of two words, neither of which is one alone.
  const paired = (a: string | undefined, b: string | undefined) =>
    a !== undefined && b !== undefined && !alone(a) && !alone(b) && alone(`${a} ${b}`);
  return words.every(
    (w, i) => AROUND_TOPIC.has(w) || alone(w) || paired(words[i - 1], w) || paired(w, words[i + 1]),
  );
}

/** The topic a clause names the way ABOUT reads it, when it names the topic and nothing else. */
function aboutTopic(clause: string): string | null {
  const text = clause.trim();
  // "de la terrasse" alone says nothing: the French reading needs a verb or "un mot".
  if (/^(?:de|du|des|d['’])/iu.test(text)) return null;
  const found = ABOUT.exec(text);
  const named = (found?.[1] ?? found?.[2])?.trim();
  return named && topicAlone(named) ? named : null;
}

/**
 * "tell her where to park", « dis-lui où se stationner », « précise ce qui est sans gluten »,
 * "checke les heures": a fact the guest needs, asked by what it answers rather than by name.
 */
const TELLING_WHAT =
  /^(?:please\s+)?(?:tell|say|explain|let (?:them|him|her) know|show|answer|dis|dites|dire|explique|expliquez|indique|indiquez|pr[ée]cise|pr[ée]cisez|pr[ée]ciser|r[ée]ponds|r[ée]pondez)(?:-(?:lui|leur))?\s+(?:(?:them|him|her|the guest|lui|leur)\s+)?(?:where|when|how|what|which|if|whether|o[uù]|quand|comment|quel(?:le)?s?|ce qu['’]?(?:il|on)?|ce qui|si|s['’]il)\s+(.{3,60})$/iu;
const CHECKING =
  /^(?:please\s+)?(?:check|double-check|confirm|checke|check[ée]|v[ée]rifie|v[ée]rifiez|confirme|confirmez)\s+(?:our|the|nos|notre|les|le|la|l['’])\s*(.+)$/iu;

/**
 * "give them our hours", "ajoute les infos de stationnement": a fact from the restaurant's own
 * words, named by its topic and nothing else (a sentence to say is a statement).
 */
export function readFactAsked(clause: string): FactAsked | null {
  const what = TELLING_WHAT.exec(clause.trim());
  if (what) {
    const topic = topicsOf(what[1]!).find((t): t is AskedTopic => t !== 'other');
    if (topic) return { topic, text: clause.trim() };
  }
  const found = GIVING.exec(clause.trim()) ?? CHECKING.exec(clause.trim());
  const named = (found?.[1] ?? aboutTopic(clause))?.trim();
  if (!named || named.split(/\s+/).length > 5) return null;
  const topics = [
    ...EXTRA_TOPIC.filter(([re]) => re.test(named)).map(([, t]) => t),
    ...topicsOf(named).filter((t): t is AskedTopic => t !== 'other'),
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
  // "we'll honour his", "we'll call her back": the guest is "you" in the reply.
  return { text: language === 'en' ? toGuest(clause.trim()) : clause.trim(), language };
}

const NO_APOLOGY =
  /^(?:please\s+)?(?:(?:don['’]?t|do not|never|no need to|stop)\s+(?:apologi[sz]e|apologi[sz]ing|say(?:ing)? sorry|be so apologetic)|(?:less|not so|not as) apologetic|moins d['’]excuses|(?:no|drop the|remove the|skip the|lose the|cut the|without (?:the |an? )?)\s*(?:apolog(?:y|ies)|sorry)|(?:pas d['’]|sans |enl[eè]ve les |retire les |pas besoin d['’])excuses?|ne (?:t['’]|vous |nous )?excuse[sz]? pas|pas besoin de (?:s['’]|t['’]|nous )?excuser)\b/iu;

/** An apology named beside a limit: "only one sorry", « excusez-vous une seule fois », "less sorry". */
const APOLOGY_NAMED = /apolog|sorry|sorri|excus|d[ée]sol|navr|pardon/iu;
const LIMITED =
  /\b(?:once|only|just one|one|single|max|maximum|so much|too much|too many|enough|plenty|less|fewer|stop|no|not|don['’]?t|never)\b|(?:^|\s)(?:une (?:seule )?fois|une seule|trop|autant|moins|assez|suffit|arr[eê]te\p{L}*|seulement|qu['’]une|pas|jamais|max|en masse|amplement)(?=\s|$)/iu;

/** A limit that leaves one apology: "one sorry is plenty", « une excuse c'est en masse », "less". */
const ONE_LEFT =
  /\b(?:once|only|just one|one|single|max|maximum|so much|too much|too many|enough|plenty|less|fewer)\b|(?:^|\s)(?:une (?:seule )?fois|une seule|une|trop|autant|moins|assez|suffit|seulement|qu['’]une|max|en masse|amplement)(?=\s|$)/iu;

/** How many apologies the clause leaves: none ("don't apologize"), one ("one sorry max"), or null. */
function readApologyLimit(clause: string): 0 | 1 | null {
  const text = clause.trim();
  // "don't be so apologetic", « moins d'excuses »: toned down, not taken out.
  if (NO_APOLOGY.test(text))
    return /\b(?:less|so|as|too)\b|moins d['’]excuses/iu.test(text) ? 1 : 0;
  if (!APOLOGY_NAMED.test(text) || !LIMITED.test(text)) return null;
  return ONE_LEFT.test(text) ? 1 : 0;
}

const NO_SIGN_OFF =
  /^(?:please\s+)?(?:(?:no|without|drop the|remove the|skip the)\s+(?:sign-?off|signature|name at the end)|(?:don['’]?t|do not)\s+sign(?:\s+it)?|(?:pas de|sans|enl[eè]ve la|retire la)\s+signature|ne signe pas)$/iu;

/** "no sign-off", "pas de signature": the reply ends without a name. */
function readNoSignOff(clause: string): boolean {
  return NO_SIGN_OFF.test(clause.trim());
}

const INVITE_BACK =
  /^(?:please\s+)?(?:invite (?:them|him|her|the guest) back|ask (?:them|him|her) to come back|say (?:that )?we hope to see (?:them|him|her) (?:again|back))$/iu;

/** "invite them back": a welcome back in the writer's words. */
function readInviteBack(clause: string): boolean {
  return INVITE_BACK.test(clause.trim());
}

/**
 * "wish her a happy birthday", "souhaite-lui bon anniversaire", "dis-lui merci pour le
 * pourboire": a wish or a thanks said to the guest, in the words typed.
 */
function readWish(clause: string): { text: string; language: ReplyLanguage } | null {
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
  // "congratulate them on the engagement", « félicite-les pour le mariage ».
  const congrats =
    /^(?:please\s+)?(?:congratulate (?:them|him|her|the guest|the couple)|(?:say )?congrat(?:ulation)?s)\s+(?:on|for)\s+(.+)$/iu.exec(
      text,
    );
  if (congrats)
    return {
      text: `congratulations on ${congrats[1]!.replace(/\b(?:their|his|her)\b/giu, 'your')}`,
      language: 'en',
    };
  const bravo =
    /^f[ée]licit(?:e|ez|er|ations)(?:-(?:la|le|les|lui|leur))?\s+(?:(?:la|le|les)\s+)?(pour|de|d['’])\s*(.+)$/iu.exec(
      text,
    );
  if (bravo) {
    const what = bravo[2]!
      .replace(/(^|\s)(?:leur|sa|son)(?=\s)/giu, '$1votre')
      .replace(/(^|\s)(?:leurs|ses)(?=\s)/giu, '$1vos');
    return { text: `félicitations ${bravo[1]} ${what}`.replace(/d['’] /u, "d'"), language: 'fr' };
  }
  const thank = /^(?:please\s+)?say thanks?\s+(for\s+.+)$/iu.exec(text);
  return thank ? { text: `thank you ${thank[1]}`, language: 'en' } : null;
}

/** Who a thanks may go to besides a name: the kitchen, the team, a role. */
const THANKED_ROLE =
  /^(?:the |our |le |la |l['’]|notre |nos |les )\s*(?:(?:bar|kitchen|floor|front|brunch|service|whole|entire)\s+)?(?:chef|cheffe|kitchen|team|crew|staff|servers?|bartenders?|hosts?|cooks?|cuisine|équipe|brigade|serveu(?:r|se)s?|barman|barmaid|hôtesse)\b/iu;

const THANKS_EN =
  /^(?:please\s+)?(?:thank|name|(?:say|add|give|send) (?:a )?(?:big )?(?:thanks|thank you|thank-you) to|(?:give )?(?:a )?(?:big )?shout-?\s?out(?: to)?|give (?:some )?props to|(?:a )?(?:big |special )?thanks to)\s+(.+)$/iu;
const THANKS_FR =
  /^(?:remerci\p{L}*|(?:dis|dites|dire)(?:-lui|-leur)? merci à|(?:un )?(?:gros |grand |petit )?merci (?:spécial )?à|salu\p{L}*)\s+(.+)$/iu;
/** What follows the people thanked and is no name: "by name", « de notre part », "for the tip". */
const AFTER_THANKED =
  /\s+(?:by name|too|as well|also|personally|from (?:us|me|the team)|for\s.*|de (?:notre|ma) part|aussi|également|personnellement|pour\s.*|par (?:son|leur) (?:nom|prénom))$/iu;

/** Words after "thank" or « merci à » that name nobody in particular. */
const NOT_NAMES = new Set(
  'them him her you everyone everybody all guests customers us tous toutes vous eux elles lui leur tout monde gang'.split(
    ' ',
  ),
);

/**
 * "thank Jenny by name", « remercie Jenny et Cath », « merci à Cath de notre part », "shout out
 * to the kitchen": people (or a team) to thank, as typed; never the guest ("thank them for…"),
 * whom a statement thanks.
 */
function readThanks(clause: string): string[] | null {
  const found = THANKS_EN.exec(clause.trim()) ?? THANKS_FR.exec(clause.trim());
  let named = found?.[1]?.trim() ?? '';
  for (let i = 0; i < 3 && AFTER_THANKED.test(named); i++)
    named = named.replace(AFTER_THANKED, '').trim();
  const people = named
    .split(/\s*(?:,|&|\band\b|(?<!\p{L})et(?!\p{L}))\s*/u)
    .map((p) => p.trim())
    .filter(Boolean);
  // "dis merci à math": a first name typed in lower case, one word that is no pronoun.
  const lowerName = (p: string) => /^\p{Ll}[\p{L}'’-]{2,}$/u.test(p) && !NOT_NAMES.has(fold(p));
  const isPerson = (p: string) =>
    (/^\p{Lu}/u.test(p) && p.split(/\s+/).length <= 3) || THANKED_ROLE.test(p) || lowerName(p);
  return people.length && people.every(isPerson)
    ? people.map((p) => (lowerName(p) ? p.charAt(0).toLocaleUpperCase() + p.slice(1) : p))
    : null;
}

/** Capitalised words that name a day, a season or a meal, not a person ("mention Sunday"). */
const NOT_A_PERSON =
  /^(?:christmas|noël|noel|easter|pâques|paques|thanksgiving|halloween|valentine['’]?s?|mother['’]?s|father['’]?s|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|brunch|lunch|dinner|breakfast|happy|january|february|march|april|may|june|july|august|september|october|november|december|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|instagram|facebook|google|yelp|tripadvisor|uber|doordash|skip)$/iu;
const ROLE_AFTER =
  /^(\p{Lu}[\p{Ll}'’-]+)(?:,?\s+(?:our|the|notre|le|la|l['’])\s*(?:chef|cheffe|server|bartender|manager|host|hostess|owner|sommelier|serveur|serveuse|gérante?|barman|hôtesse|propriétaire|cuisinier|cuisinière))?$/u;

/**
 * "mention Jenny", "mention Kevin our chef", « mentionne Jenny »: a person to name is thanked,
 * never invited to be discovered like a dish. Null for anything else ("mention Sunday brunch").
 */
export function personMentioned(value: string): string | null {
  const found = ROLE_AFTER.exec(value.trim());
  if (!found || NOT_A_PERSON.test(found[1]!)) return null;
  return found[1]!;
}

export type Asked = {
  /** At most this many apologies ("don't apologize": 0; "one sorry is plenty": 1). */
  apologies?: 0 | 1;
  /** People to thank by name, as typed. */
  thanks?: string[];
  /** "" leaves the sign-off out. */
  signOff?: string;
  statement?: { text: string; language: ReplyLanguage };
  gesture?: Gesture;
};

/** What a clause asks of this module's kinds, read in one place, or null. */
export function readAsked(clause: string): Asked | null {
  const apologies = readApologyLimit(clause);
  if (apologies !== null) return { apologies };
  const thanks = readThanks(clause);
  if (thanks) return { thanks };
  if (readNoSignOff(clause)) return { signOff: '' };
  const statement = readWish(clause);
  if (statement) return { statement };
  if (readApology(clause)) return { gesture: 'apology' };
  if (readCallOffer(clause)) return { gesture: 'call' };
  if (readInviteBack(clause)) return { gesture: 'invite' };
  return null;
}

/** "signed alex", "signe marie-eve": a first name typed in lower case, alone after the word. */
const LOWER_SIGN =
  /^(?:please\s+)?(?:sign(?:ed)?|signature\s*:?|sign(?:e|é|ez))\s+(?!(?:it|off|here|this|that|them|the|as|with|by|from|ça|ca|la|le|les|avec|par|comme|pour|en)$)(\p{Ll}[\p{L}'’]+(?:-\p{L}[\p{L}'’]*)?)$/u;

export function lowerSignOff(clause: string): string | null {
  const found = LOWER_SIGN.exec(clause.trim());
  return found
    ? found[1]!.replace(
        /(^|-)(\p{Ll})/gu,
        (_m, dash: string, c: string) => dash + c.toLocaleUpperCase(),
      )
    : null;
}

/** A thing named as an offer: "our 10% offer", "la promo de 15 %", "a free coffee". */
const OFFERED: Record<ReplyLanguage, RegExp> = {
  en: /\d+ ?%|\b(?:free|complimentary|discount|voucher|on the house|on us)\b/i,
  fr: /\d+ ?%|(?:^|\s)(?:gratuit\p{L}*|offert\p{L}*|rabais|réduction|remise|bon d['’]achat)(?=\s|$)/iu,
};

/**
 * "mention our 10% offer": a gesture to make, not a promotion. "our 10% offer" is made as "10%
 * off your next visit", "notre offre de 15 %" as "15 % de rabais…"; the words typed are kept for
 * a note.
 */
export function offerNamed(
  value: string,
  language: ReplyLanguage,
): { text: string; language: ReplyLanguage; typed: string } | null {
  if (!OFFERED[language].test(value)) return null;
  const percent = /(\d+ ?%)/.exec(value)?.[1];
  const bare = value.replace(/^(?:our|the|a|notre|la|le|une?)\s+/iu, '');
  const plain =
    /^(?:\d+ ?%\s*)?(?:offer|deal|promo\p{L}*|offre|rabais|réduction)?(?:\s+(?:de|of)\s+\d+ ?%)?$/iu;
  const text =
    !percent || !plain.test(bare)
      ? bare
      : /offre|rabais|réduction|promo\p{L}*\s+de/iu.test(bare)
        ? `${percent} de rabais sur votre prochaine visite`
        : `${percent} off your next visit`;
  return { text, language, typed: value };
}

/** What staff call a stretch of the draft: "the benny bit", « la partie sur le dessert ». */
const STRETCH_EN =
  /(?:\s+(?:in|bit|bits|part|parts|line|lines|sentence|mention|stuff|thing|piece|tho|though|pls|please|there|too|as is))+$/iu;
const KEEP_EN =
  /^(?:please\s+)?(?:keep|leave)\s+(?!(?:it|this|that|things|everything|the tone|the same)\b)(?:in\s+)?(?:the\s+(?:(?:bit|part|line|mention)\s+(?:about|on|of)\s+)?)?(.+)$/iu;
const KEEP_FR =
  /^(?:garde|gardez|garder|conserve|conservez|conserver|laisse|laissez)(?:\s+(?:quand même|quand meme|juste))?\s+(?!(?:ça|ca|ce|le ton|faire|tomber|le vous|le tu|le vouvoiement|le tutoiement|vous|tu)(?!\p{L}))(?:(?:la partie|le bout|la ligne|la phrase|la réponse|le passage|la mention|le mot)\s+(?:sur|à propos d[eu']|au sujet d[eu']|de|du|des)\s*)?(?:(?:le|la|les|l['’]|du|des|de)\s*)?(.+?)(?:\s+(?:dedans|là|stp|svp|aussi))*$/iu;

/**
 * "keep hannah in", "keep the benny bit tho", « garde la brûlure »: something the draft says that
 * a shorter reply must still say; the words as typed, without "the … bit".
 */
export function readKeep(clause: string): string | null {
  const text = clause.trim();
  // "keep Bartek out of it" leaves him out.
  if (/\bout(?:\s+of\s+(?:it|this|that|the reply|there))?$/iu.test(text)) return null;
  const en = KEEP_EN.exec(text);
  const value = en ? en[1]!.replace(STRETCH_EN, '') : KEEP_FR.exec(text)?.[1];
  const kept = value?.trim().replace(/^["'“”«»]+|["'“”«».]+$/g, '');
  // "keep it short" is a length; a kept thing is a few words at most.
  return kept && kept.split(/\s+/).length <= 4 ? kept : null;
}
