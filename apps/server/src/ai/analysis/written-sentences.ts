import type { SemevalSentence } from './semeval.ts';

type WrittenLine = {
  text: string;
  terms: { term: string; polarity: string }[];
  categories: { category: string; polarity: string }[];
};

const isWordChar = (ch: string | undefined) => !!ch && /[\p{L}\p{N}]/u.test(ch);

/** Where `term` stands in `text` from `from` on, as a whole word if it can be found as one. */
function locate(text: string, term: string, from: number): number {
  let first = -1;
  for (let at = text.indexOf(term, from); at >= 0; at = text.indexOf(term, at + 1)) {
    if (first < 0) first = at;
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + term.length])) return at;
  }
  return first;
}

/**
 * Sentences written for this project in the SemEval annotation scheme, one JSON object a line
 * (`data/written-sentences.md`): terms are given as words, so their offsets are found here, a
 * term named twice taking its next occurrence.
 */
export function parseWrittenSentences(jsonl: string, idPrefix = 'w'): SemevalSentence[] {
  const out: SemevalSentence[] = [];
  jsonl.split('\n').forEach((line, n) => {
    if (!line.trim()) return;
    const s = JSON.parse(line) as WrittenLine;
    const next = new Map<string, number>();
    const terms = s.terms.map(({ term, polarity }) => {
      const from = locate(s.text, term, next.get(term) ?? 0);
      if (from < 0) throw new Error(`line ${n + 1}: "${term}" is not in its sentence`);
      next.set(term, from + term.length);
      return { term, polarity, from, to: from + term.length };
    });
    out.push({ id: `${idPrefix}${n + 1}`, text: s.text, terms, categories: s.categories });
  });
  return out;
}

export const WRITTEN_URL = new URL('./data/written-sentences.jsonl', import.meta.url);
