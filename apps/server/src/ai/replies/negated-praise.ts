import { clausesOf, fold } from './text.ts';

/*
 * Praise the guest negated ("the burger was not that great", « les quenelles n'étaient pas
 * terribles »): words of praise that a reading word by word may count as praise. Read in the
 * clause that names the dish or the person (commas cut too), so "pas terribles, par contre le
 * vin était excellent" judges the quenelles only. "Not bad" and « pas mauvais » negate a complaint, not
 * praise, and are left alone.
 */

const EN =
  /(?:\bnot|n t|\bnever|\bhardly)\s(?:(?:that|very|so|as|exactly|really|particularly|all that|quite|too|anything|overly)\s)*(?:great|good|amazing|impressive|special|tasty|memorable|worth it|worth the|fresh|nice|outstanding|excellent|awesome|the best)\b|\bnothing (?:special|great|to write home about|memorable|amazing)\b|\bno better than\b/;
const FR =
  /\bpas\s(?:(?:tres|si|vraiment|super|trop|du tout|tellement|particulierement|franchement|forcement)\s)*(?:terrible|terribles|super|bon|bons|bonne|bonnes|top|fou|folle|ouf|extra|incroyable|incroyables|genial|geniale|geniaux|fameux|fameuse|fameuses|terrible|exceptionnel|exceptionnelle|frais|fraiche|fraiches|a la hauteur|memorable|extraordinaire)\b|\brien de (?:special|transcendant|fou|extraordinaire|exceptionnel|memorable)\b|\bsans plus\b/;

/** The clause of the guest's sentence that names one of these words; none, nothing is judged. */
function clauseNaming(snippet: string, names: readonly string[]): string | null {
  const clauses = clausesOf(snippet)
    .flatMap((c) => c.split(','))
    .map(fold);
  const wanted = names.map((n) => fold(n).trim()).filter((n) => n.length >= 3);
  return clauses.find((c) => wanted.some((w) => c.includes(` ${w}`))) ?? null;
}

/** Whether the guest's words about this dish or person negate praise. */
export function negatesPraise(snippet: string, names: readonly string[]): boolean {
  const clause = clauseNaming(snippet, names);
  return clause !== null && (EN.test(clause) || FR.test(clause));
}

/** The words by which a guest may name a catalogue entry: its distinctive words, stems kept. */
export function mentionWords(name: string): string[] {
  return fold(name)
    .trim()
    .split(' ')
    .filter((w) => w.length >= 4)
    .map((w) => (w.length > 6 ? w.slice(0, -1) : w));
}
