import { ANY_FAULT, NEGATED, TOPIC_CUES } from './complaint-words.ts';
import { fold } from './text.ts';

/*
 * People the guest thanks by name whom the analysis did not find: a short form ("Katie" for
 * Katherine), a first name two people share ("Sean"), or a name in a complaint ("Katie was lovely,
 * but the halibut…"). A manager thanks them by first name whatever the rest of the review says.
 */

/** Words that speak well of a person, folded (no accents). */
const KIND =
  /\b(?:lovely|friendly|great|amazing|wonderful|sweet|kind|attentive|helpful|excellent|awesome|fantastic|fabulous|delightful|charming|professional|lovely|the best|a star|a gem|a legend|looked after|look after|took (?:great |good )?care|thanks to|shout ?out|hats off|aux petits soins|gentil|gentille|gentils|adorable|sympa|sympathique|souriante?|attentionnee?|genial|geniale|parfaite?|excellente?|au top|chaleureu(?:x|se)|serviable|accueillante?|merci a|bravo a|s est occupee? de nous|prendre soin)\b/;

/** First names that are everyday words too: only a capital mid-sentence makes them a name. */
const COMMON = new Set([
  'will',
  'mark',
  'rose',
  'grace',
  'joy',
  'max',
  'bill',
  'pat',
  'sue',
  'art',
  'rob',
  'jack',
  'dawn',
  'faith',
  'hope',
  'may',
  'june',
  'april',
  'summer',
  'olive',
  'ruby',
  'sage',
  'victoire',
  'aime',
  'rene',
]);

/** Clauses of a review, cut at sentence ends and at a "but", with their original case. */
const clausesOf = (text: string) =>
  text
    .split(/(?<=[.!?…;])\s+|\n+|\s(?:but|mais|however|par contre|though)\s/i)
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * Whether a word of the clause is the person's first name or the short form guests use:
 * "Katie" or "Kate" for Katherine (the first three letters and a diminutive ending), "Sam" for
 * Samantha. A first name that is also a word counts only when capitalised after the first word.
 */
function calls(clause: string, first: string): boolean {
  const name = fold(first);
  const words = clause.split(/[^\p{L}'-]+/u).filter(Boolean);
  return words.some((w, i) => {
    const word = fold(w);
    const capital = /^\p{Lu}/u.test(w);
    if (COMMON.has(word) && !(capital && i > 0)) return false;
    if (word === name) return true;
    if (!capital || word.length < 3) return false;
    const stem = name.slice(0, 3);
    return (
      (name.length > word.length && name.startsWith(word)) ||
      (word.startsWith(stem) && /^(?:ie|y|i|e)$/.test(word.slice(3)))
    );
  });
}

const faults = (clause: string) => {
  const folded = fold(clause);
  return [ANY_FAULT, TOPIC_CUES.service?.fault].some(
    (fault) =>
      fault !== undefined &&
      [...folded.matchAll(new RegExp(fault.source, 'g'))].some(
        (hit) => !NEGATED.test(folded.slice(0, hit.index ?? 0)),
      ),
  );
};

/**
 * First names of the location's staff (`staff`, full names) whom a clause of the review names
 * kindly and none names with a fault, leaving out those already read (`known`) and clauses in a
 * mention the analysis already gives someone (`mentions`): a person staff moved a mention to
 * keeps it.
 */
export function staffNamedKindly(
  text: string,
  staff: string[],
  known: string[],
  mentions: string[] = [],
): string[] {
  const given = mentions.map(fold);
  const clauses = clausesOf(text).filter((c) => !given.some((m) => m.includes(fold(c))));
  const firsts = [...new Set(staff.map((s) => s.trim().split(/\s+/)[0] ?? s))];
  return firsts.filter((first) => {
    if (!first || known.includes(first)) return false;
    const naming = clauses.filter((c) => calls(c, first));
    return naming.some((c) => KIND.test(fold(c)) && !faults(c)) && !naming.some((c) => faults(c));
  });
}
