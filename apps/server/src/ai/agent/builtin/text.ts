import { detectLanguage } from '../../builtin/language.ts';

/** Text helpers of the built-in agent: folding, words and the question's language. */

/** Lower case, no accents, apostrophes and dashes as spaces, single spaces. */
export function fold(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[’‘`'"“”«»\-–—_/.,;:!?()[\]{}]/g, ' ')
      .replace(/\s+/g, ' ')
      // An elision typed without its apostrophe: « depuis lete », « le debut de lannee ».
      .replace(/\bl(ete|annee|an|automne|hiver)\b/g, 'l $1')
      .replace(/\bd(aout|octobre|avril)\b/g, 'd $1')
      .trim()
  );
}

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a folded text names a folded phrase as whole words, a trailing plural allowed. */
export function hasPhrase(folded: string, phrase: string): boolean {
  const p = fold(phrase);
  if (!p) return false;
  return new RegExp(`(^| )${escapeRegex(p)}(s|x)?( |$)`).test(folded);
}

/** Edit distance, bounded: enough to forgive one or two typos in a name. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const saved = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = saved;
    }
  }
  return row[b.length]!;
}

/**
 * Whether the question names a name loosely: every word of the name appears, each word of five
 * letters or more allowed one typo ("Platau", "vieux port").
 */
export function namesLoosely(folded: string, name: string): boolean {
  if (hasPhrase(folded, name)) return true;
  const words = folded.split(' ');
  const parts = fold(name).split(' ').filter(Boolean);
  if (parts.length === 0) return false;
  return parts.every((part) =>
    words.some((w) => w === part || (part.length >= 5 && editDistance(w, part) <= 1)),
  );
}

const FR_WORDS =
  /\b(le|la|les|des|du|de|quel|quelle|quels|quelles|combien|avis|mois|semaine|dernier|derniere|cette|ce|est|sont|nous|notre|nos|qui|quoi|comment|plus|moins|resume|resumez|resumer|pourquoi|serveur|serveuse|plat|plats|note|par|rapport|au|aux|une|un|et|en|sur|ont|a|quoi|corriger|ameliorer|d|l|j|qu|moyenne|depuis|toujours|pire|pires|meilleur|meilleure|va|vont|ca|gens|monde|parlent|parle|mentionnent|mentionne|semaines|jours|annee|trimestre|hier|etoiles|plaintes|pourcentage|repartition|equipe|critique|ecris|redige|derniers|dernieres|passe|aussi|avec|pour|chez|tu|moi|mon|ma|mes|ete|depuis|donne|dis|clients)\b/g;
const EN_WORDS =
  /\b(the|how|what|which|who|many|much|did|do|does|reviews?|last|this|month|week|our|we|is|are|was|were|most|least|best|worst|summari[sz]e|compared?|with|about|of|and|to|in|at|should|fix|first|get|gets|rating|average|since|doing|ever|yesterday|people|stars?|breakdown|complaints?|compare|mention(s|ed)?|year|quarter|weeks|months|days|guests|who|you|can|tell|me|show|give)\b/g;

/** 'fr' when the question reads as French, else 'en'. */
export function languageOf(question: string): 'en' | 'fr' {
  const folded = fold(question);
  const accents = (question.match(/[éèêàâçùûôîï]/gi) ?? []).length;
  const fr = (folded.match(FR_WORDS) ?? []).length + accents;
  const en = (folded.match(EN_WORDS) ?? []).length;
  if (fr !== en) return fr > en ? 'fr' : 'en';
  // A tie (a few words, none of them a question word): the reviews' language reading decides.
  return detectLanguage(question) ?? 'en';
}

/** The words of the question that fold to `folded`, as typed (« bière », not "biere"); else `folded`. */
export function asTyped(question: string, folded: string): string {
  const words = question
    .split(/[^\p{L}\p{N}'’-]+/u)
    .map((w) => w.replace(/^['’]+|['’]+$/g, ''))
    .filter(Boolean);
  const n = folded.split(' ').length;
  for (let i = 0; i + n <= words.length; i++) {
    const run = words.slice(i, i + n).join(' ');
    if (fold(run) === folded) return run.toLocaleLowerCase();
  }
  return folded;
}

/** A message's sentences, those with a word or a figure. */
export const sentencesOf = (question: string) =>
  question.split(/(?<=[.!?])\s+/).filter((s) => /[\p{L}\p{N}]/u.test(s));

/**
 * A greeting before the question ("hey hope ur weekend is going ok 🙂 who's…", "Happy
 * saturday! How many…", « Bonjour, combien… »), up to the first mark that closes it: small talk,
 * whose words ("weekend", « samedi ») are not what is asked about.
 */
const GREETING =
  /^\s*(?:hi|hey|hello|heya|yo|good (?:morning|afternoon|evening)|happy \p{L}+|hope\b|bonjour|bonsoir|bon matin|salut|allo|allô|coucou)\b[^?!.,:\p{Extended_Pictographic}]{0,80}?(?:[!.,:]+|(?:\s*\p{Extended_Pictographic}\uFE0F?)+)\s+(?=\S)/iu;

export const withoutGreeting = (typed: string): string => {
  const rest = typed.replace(GREETING, '');
  return /\p{L}{2}/u.test(rest) ? rest : typed;
};
