/**
 * The reply scorer's own text helpers (scripts/eval-replies.ts): folding, whole-word search,
 * sentences, a language guess and what "addressed" means, written apart from the engine's.
 */
import { CONTACT, FOLLOW_UP, INCIDENT_KINDS, QUESTION_TOPICS } from './eval-reply-words.ts';

/** Lower case, no accents, straight apostrophes, words separated by single spaces. */
export const fold = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9@.]+/g, ' ')
    .replace(/\.+(?= |$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;

/** Whole words, case- and accent-insensitive; a trailing plural "s"/"x" is allowed. */
export function names(text: string, term: string): boolean {
  const t = fold(term).trim();
  if (!t) return false;
  const f = fold(text);
  return f.includes(` ${t} `) || f.includes(` ${t}s `) || f.includes(` ${t}x `);
}
export const namesAny = (text: string, terms: readonly string[]) =>
  terms.some((t) => names(text, t));

export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

export const wordsOf = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

const EN_STOP = new Set(
  'the and you your we our us for with was were is are it this that to of in on at thank thanks hope sorry please team see soon again all be have has will would very so'.split(
    ' ',
  ),
);
const FR_STOP = new Set(
  'le la les et vous votre vos nous notre nos pour avec est sont de des du un une en au aux que qui merci ce cette dans sur pas plus tres bientot equipe plaisir revoir toute desoles espere'.split(
    ' ',
  ),
);

/** 'en' | 'fr' by stop-word count; null when the text has none of either. */
export function languageOf(text: string): 'en' | 'fr' | null {
  let en = 0;
  let fr = 0;
  for (const word of fold(text).trim().split(' ')) {
    if (EN_STOP.has(word)) en++;
    if (FR_STOP.has(word)) fr++;
  }
  if (en === fr) return null;
  return fr > en ? 'fr' : 'en';
}

const LEADING =
  /^(the|a|an|my|our|their|his|her|your|le|la|les|l'|un|une|des|du|de la|mon|ma|mes|notre|nos|votre|vos|leur|leurs|son|sa|ses)\s*/i;
export const stripArticle = (span: string) => span.replace(/[’]/g, "'").trim().replace(LEADING, '');

/** A question answered (or a follow-up promised), an incident named with a way to get in touch. */
export function addressed(text: string, entry: string): boolean {
  const [kind, topic] = entry.split(':') as [string, string];
  if (kind === 'question') {
    const words = QUESTION_TOPICS[topic];
    if (!words) throw new Error(`unknown question topic ${topic}`);
    return namesAny(text, words) || namesAny(text, FOLLOW_UP);
  }
  const words = INCIDENT_KINDS[topic];
  if (!words) throw new Error(`unknown incident kind ${topic}`);
  return namesAny(text, words) && namesAny(text, CONTACT);
}
