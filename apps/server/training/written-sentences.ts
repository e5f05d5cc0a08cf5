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

/** Offsets of terms given as words, a term named twice taking its next occurrence. */
function place(text: string, terms: { term: string; polarity: string }[], line: number) {
  const next = new Map<string, number>();
  return terms.map(({ term, polarity }) => {
    const from = locate(text, term, next.get(term) ?? 0);
    if (from < 0) throw new Error(`line ${line}: "${term}" is not in its sentence`);
    next.set(term, from + term.length);
    return { term, polarity, from, to: from + term.length };
  });
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
    const terms = place(s.text, s.terms, n + 1);
    out.push({ id: `${idPrefix}${n + 1}`, text: s.text, terms, categories: s.categories });
  });
  return out;
}

export const WRITTEN_URL = new URL('./data/written-sentences.jsonl', import.meta.url);

/**
 * Paraphrases of training sentences, one `{"source": id, "text"}` a line
 * (`data/paraphrased-sentences.md`). Each takes its original's annotation: the same terms, which
 * a paraphrase keeps word for word, with their polarities, and the same categories.
 */
export function parseParaphrases(jsonl: string, originals: SemevalSentence[]): SemevalSentence[] {
  const byId = new Map(originals.map((s) => [s.id, s]));
  const out: SemevalSentence[] = [];
  jsonl.split('\n').forEach((line, n) => {
    if (!line.trim()) return;
    const { source, text } = JSON.parse(line) as { source: string; text: string };
    const original = byId.get(source);
    if (!original) return; // held out of this training run, or not a training sentence
    const terms = place(text, original.terms, n + 1);
    out.push({
      id: `p${n + 1}`,
      text,
      terms,
      categories: original.categories,
      paraphraseOf: source,
    });
  });
  return out;
}

export const PARAPHRASED_URL = new URL('./data/paraphrased-sentences.jsonl', import.meta.url);
