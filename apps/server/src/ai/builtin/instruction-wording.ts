import { inLexicon } from './instruction-lexicon.ts';
import { fold } from './text.ts';

/*
 * What staff type around an instruction that changes nothing of what it asks: a polite wrapper
 * ("could you please…", « est-ce que tu peux… », « pourriez-vous… »), an intensifier at the end
 * (« pantoute », "at all"), words typed without their accents (« reponds », « generale ») and a
 * typo in the verb that starts the instruction ("mentoin", « repons »). The sentence rules read the
 * instruction once these are taken off or spelled out, so one rule serves every wording.
 */

/** Verbs and words the instruction rules key on, spelled as the rules expect them. */
const VOCABULARY = (
  'say tell answer explain mention sign use keep make add give offer include invite write reply ' +
  'respond thank skip leave remove drop delete omit avoid shorten trim cut switch translate ' +
  'congratulate wish apologise apologize stop ask let put share attach the and with about that ' +
  'them their dire dis dites réponds répondre répondez réponse préciser précise précisez ' +
  'indiquer indique indiquez expliquer explique expliquez mentionner mentionne mentionnez ' +
  'remercier remercie remerciez signer signe signez écrire écris écrivez ajouter ajoute ajoutez ' +
  'offrir offre offrez proposer propose proposez enlever enlève enlevez retirer retire retirez ' +
  'supprimer supprime supprimez éviter évite évitez garder garde gardez raccourcir raccourcis ' +
  'raccourcissez abréger abrège abrégez tutoyer tutoie tutoyez vouvoyer vouvoie vouvoyez parler ' +
  'parle parlez féliciter félicite félicitez souhaiter souhaite souhaitez donner donne donnez ' +
  'mettre mets mettez traduire traduis traduisez excuser excuse excusez glisse glissez'
).split(' ');

/** Words whose unaccented spelling is no other word: their accents are put back anywhere. */
const ACCENTED = (
  'générale gérante propriétaire français poème numéro ' +
  'téléphone désolé désolée désolés guindé très réduction précisez réponse réponses directrice ' +
  'hôtesse éviter évitez écrivez écrire répondre répondez réponds abrégez abréger félicitez ' +
  'féliciter enlève'
).split(' ');

const BY_FOLD = new Map([...VOCABULARY, ...ACCENTED].map((w) => [fold(w), w]));
const KNOWN = new Set(VOCABULARY.map(fold));

/** One edit apart, a swap of neighbours counting as one ("mentoin", « repons »). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
    if (diff.length === 1) return true;
    return (
      diff.length === 2 &&
      diff[1] === diff[0]! + 1 &&
      a[diff[0]!] === b[diff[1]!] &&
      a[diff[1]!] === b[diff[0]!]
    );
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i++)
    if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/** The vocabulary word a typed word stands for, or null when it is no misspelling of one. */
function spellingOf(word: string, first: boolean): string | null {
  const folded = fold(word);
  if (!folded || folded.includes(' ')) return null;
  const exact = BY_FOLD.get(folded);
  const capital = (w: string) => w.charAt(0).toLocaleUpperCase() + w.slice(1);
  if (exact) {
    if (word === word.toLocaleLowerCase()) return exact;
    if (!KNOWN.has(folded)) return null;
    // "Reponds que…" at the start of an instruction; a capital elsewhere may start a name.
    return first && word === capital(word.toLocaleLowerCase()) ? capital(exact) : null;
  }
  // A word the concept lexicon knows ("shorter", "warmer") is spelled right as it is.
  if (inLexicon(folded)) return null;
  // A typo is read in the verb that starts an instruction and in "teh"-like short words only:
  // anywhere else a word one letter away from a verb may be a word of its own ("dates").
  if (word !== word.toLocaleLowerCase() && !first) return null;
  // Three letters: only two swapped ("teh"); "une" or "les" are words one letter from "use".
  const near = [...KNOWN].filter((k) =>
    first && folded.length >= 5
      ? oneEditApart(folded, k)
      : folded.length === 3 &&
        k.length === 3 &&
        k !== folded &&
        [...k].sort().join('') === [...folded].sort().join('') &&
        oneEditApart(folded, k),
  );
  if (near.length !== 1) return null;
  const fixed = BY_FOLD.get(near[0]!)!;
  return /^\p{Lu}/u.test(word) ? capital(fixed) : fixed;
}

/** The instruction with its words spelled as the rules expect; names and other words kept. */
export function spelledOut(text: string): string {
  let clauseStart = true;
  return text.replace(/[\p{L}]+|[^\p{L}]+/gu, (token) => {
    if (!/\p{L}/u.test(token)) {
      if (/[,;.!?+\n]|\s[-–—/]\s/u.test(token)) clauseStart = true;
      // "dis-lui", "l'équipe": the word goes on after a hyphen or an apostrophe.
      return token;
    }
    const first = clauseStart;
    clauseStart = false;
    return spellingOf(token, first) ?? token;
  });
}

/**
 * Polite wrappers before the instruction itself: "could you (please)", "can u", "would you mind",
 * "I'd like you to", « est-ce que tu peux », « pourriez-vous », « tu pourrais », « merci de ».
 */
const WRAPPER = new RegExp(
  [
    String.raw`^(?:(?:hey|hi|ok|okay|so|alright)[\s,]+)?(?:please\s+|pls\s+|kindly\s+)?`,
    String.raw`(?:would you mind|do you mind`,
    String.raw`|(?:could|can|would|will)\s+(?:you|u|ya)(?:\s+(?:please|pls|kindly|maybe|just))?`,
    String.raw`|i(?:['’]d| would) like (?:you )?to|i want (?:you )?to`,
    String.raw`|we(?:['’]d| would) like (?:you )?to|i need (?:you )?to|you (?:can|could|should|might)`,
    String.raw`|maybe|just|kindly|let['’]?s`,
    // "make sure to", "don't forget to", « n'oublie pas de »: a reminder, never a refusal.
    String.raw`|make sure (?:to|you)|be sure to|remember to|don['’]?t forget to|do not forget to`,
    String.raw`|(?:n['’])?oublie(?:z)? pas d(?:e|['’])|assure[sz]?-(?:toi|vous) d(?:e|['’])|pense[sz]? à`,
    String.raw`|(?:est[- ]ce (?:que |qu['’]))?(?:tu|vous) (?:peux|pourrais|pouvez|pourriez|veux bien|voulez bien)`,
    String.raw`|(?:peux|pourrais)[- ]tu|(?:pouvez|pourriez)[- ]vous|merci de|ce serait bien de`,
    String.raw`|(?:je voudrais|j['’]aimerais) que (?:tu|vous)|(?:il )?faudrait|juste)`,
    String.raw`(?:\s+(?:please|pls|svp|stp|juste|just))?\s+`,
  ].join(''),
  'iu',
);

/** Intensifiers after an instruction ("at all", « pantoute »): nothing is asked by them. */
const TRAILING =
  /(?:[\s,]+(?:at all|whatsoever|pantoute|du tout|for me|pour moi|if you can|si possible|please|thanks|merci|s['’]il (?:te|vous) pla[iî]t))+[\s.!]*$/iu;

/**
 * « dis-y », « réponds-y », « offre-y »: Québec's spoken "-y" after an order stands for "-lui";
 * "vas-y" (go ahead) is no such verb and keeps it.
 */
const SPOKEN_Y =
  /(?<!\p{L})(dis|dites|r[ée]ponds|r[ée]pondez|demande|demandez|explique|expliquez|offre|offrez|propose|proposez|donne|donnez|[ée]cris|[ée]crivez|souhaite|souhaitez|parle|parlez|rappelle|rappelez|pr[ée]cise|pr[ée]cisez|mentionne|mentionnez|redis|confirme|confirmez)-y(?!\p{L})/giu;

/**
 * An aside typed in brackets after a thing (« les calmars (sont pu au menu) »): no instruction.
 * A word or two in brackets is kept: "Yara (GM)", « Ilse (cheffe) » sign with a title.
 */
const ASIDE = /\s*\([^()]*\S\s+\S+\s+\S[^()]*\)/gu;

/** The clause without a polite wrapper or a closing intensifier; the clause itself when none. */
export function plainClause(clause: string): string {
  let text = clause.trim().replace(SPOKEN_Y, '$1-lui').replace(ASIDE, '');
  for (let i = 0; i < 2; i++) text = text.replace(WRAPPER, '');
  return (
    text
      .replace(TRAILING, '')
      // "signe juste Marc", "sign simply Lou": the name is what follows the filler.
      .replace(/^(sign\p{L}*)\s+(?:juste|just|only|simply|simplement|seulement)\s+/iu, '$1 ')
      .trim() || clause.trim()
  );
}
