import { PHRASES } from './french-glossary.ts';
import { glossOf, glossTable } from './french-word-gloss.ts';
import { frenchEntry, isFrenchWord } from './lexicon.ts';
import { extractTerms, predictTermPolarity } from './model.ts';
import type { AnalysisModel } from './model-file.ts';
import { readSentence, type Word } from './sentence.ts';

// Hyphens are tokens of their own ("qualité-prix" is three).
const PHRASE_GLOSS = new Map([...glossTable(PHRASES)].map(([k, v]) => [k.replace(/-/g, ' - '), v]));
const LONGEST_PHRASE = Math.max(...[...PHRASE_GLOSS.keys()].map((k) => k.split(' ').length));

// Unknown words stay: many are the same in English ("menu", "service", "dessert"), and the
// French lexicons still know the rest.
const glossWord = (w: Word) => glossOf(w.lower) ?? w.text;

/** "ne … plus" is "no longer"; "le plus" is "the most"; "plus" alone is "more". */
function glossPlus(words: Word[], i: number): string {
  for (let k = i - 1; k >= 0 && !words[k]!.punct; k--) {
    const f = words[k]!.folded;
    if (f === 'pas') break;
    if (f === 'ne' || f === "n'") return 'no longer';
  }
  const before = words[i - 1]?.folded;
  return before === 'le' || before === 'la' || before === 'les' ? 'most' : 'more';
}

const REFLEXIVE = new Set(["s'", "m'", "t'", 'se', 'me', 'te', 'nous', 'vous']);
const EXPECTING =
  /^(?:attend(?:ais|ait|ions|iez|aient|ons|ez|re|s|u|ue|us)?|esper(?:ais|ait|ions|iez|aient|e|es|ons|ez|er|e))$/;
const SO_MUCH = new Set(['beaucoup', 'bien', 'tellement', 'nettement', 'vraiment', 'autrement']);
const BETTER: Record<string, string> = { mieux: 'better', plus: 'more', davantage: 'more' };

/**
 * « On s'attendait à (beaucoup) mieux », « j'espérais plus »: an expectation the visit fell short
 * of, read as the English "expected (much) better", which the models know as a complaint. Word
 * by word it would be "waited to a lot better": a wait, and praise. Tokens it covers, or null.
 */
function unmetExpectation(words: Word[], i: number): { n: number; text: string } | null {
  let k = i;
  const hope = words[k]?.folded.startsWith('esper');
  if (!hope) {
    if (!REFLEXIVE.has(words[k]?.folded ?? '')) return null;
    k++;
  }
  const verb = words[k]?.folded ?? '';
  if (!EXPECTING.test(verb)) return null;
  k++;
  if (!hope) {
    if (words[k]?.folded !== 'a') return null;
    k++;
  }
  let much = false;
  while (SO_MUCH.has(words[k]?.folded ?? '')) {
    much = true;
    k++;
  }
  const better = BETTER[words[k]?.folded ?? ''];
  if (!better) return null;
  const verbText = hope ? 'hoped for' : 'expected';
  return { n: k + 1 - i, text: `${verbText} ${much ? 'much ' : ''}${better}` };
}

/** Adjectives that only say "how much" after a noun: « d'une lenteur incroyable ». */
const INTENSIFIERS = new Set(
  'incroyable incroyables hallucinant hallucinante dingue phenomenal phenomenale impressionnant impressionnante rare folle fou extreme'.split(
    ' ',
  ),
);

/** « Un service d'une lenteur incroyable » is slow, not incredible: the adjective measures the complaint. */
function intensifiesComplaint(words: Word[], i: number): boolean {
  if (!INTENSIFIERS.has(words[i]!.folded)) return false;
  const before = words[i - 1];
  return !!before && !before.punct && frenchEntry(before.folded).polarity < 0;
}

/** An untranslated word of the gloss read with its French score (`frenchEntry`). */
function frenchSense(english: Word, french: Word) {
  if (!isFrenchWord(french.folded)) return;
  const { polarity } = frenchEntry(french.folded);
  english.polarity = (english.negated ? -0.8 : 1) * polarity;
  english.valence = english.valence.map(() => 0);
}

/** A French sentence as the English models read it, and where each French word went. */
export type EnglishReading = {
  words: Word[];
  /** English tokens [from, to) of French tokens [a, b), or null when they gloss to nothing. */
  span(a: number, b: number): [number, number] | null;
  /** French tokens [from, to) that English tokens [x, y) gloss. */
  back(x: number, y: number): [number, number];
};

/**
 * Reads a French sentence word by word in English. The models learnt English from thousands of
 * annotated sentences; in French they had only lexicons. A gloss keeps French word order ("un
 * service impeccable" → "a service impeccable"), which the category and polarity models, reading
 * words and their neighbourhoods rather than syntax, mostly do not need.
 */
export function readInEnglish(french: Word[]): EnglishReading {
  const pieces: { text: string; from: number; to: number; verbatim?: boolean }[] = [];
  for (let i = 0; i < french.length;) {
    let n = Math.min(LONGEST_PHRASE, french.length - i);
    for (; n >= 2; n--) {
      const key = french
        .slice(i, i + n)
        .map((w) => w.folded)
        .join(' ');
      const found = PHRASE_GLOSS.get(key);
      if (found === undefined) continue;
      pieces.push({ text: found, from: i, to: i + n });
      break;
    }
    if (n >= 2) {
      i += n;
      continue;
    }
    const unmet = unmetExpectation(french, i);
    if (unmet) {
      pieces.push({ text: unmet.text, from: i, to: i + unmet.n });
      i += unmet.n;
      continue;
    }
    const w = french[i]!;
    // "ne"/"n'" only mark the negation that "pas", "jamais" or "plus" carries in English.
    const text = w.punct
      ? w.text
      : w.folded === 'ne' || w.folded === "n'"
        ? ''
        : w.folded === 'plus'
          ? glossPlus(french, i)
          : intensifiesComplaint(french, i)
            ? 'really'
            : w.folded === 'personne' && /^n(?:e|')$/.test(french[i + 1]?.folded ?? '')
              ? 'nobody' // « Personne n'est venu », not "a person"
              : glossWord(w);
    pieces.push({ text, from: i, to: i + 1, verbatim: !w.punct && text === w.text });
    i++;
  }
  let text = '';
  const ranges = pieces.map((p) => {
    if (!p.text) return [text.length, text.length] as const;
    if (text) text += ' ';
    const start = text.length;
    text += p.text;
    return [start, text.length] as const;
  });
  const words = readSentence(text);
  const first = new Array<number>(french.length).fill(-1);
  const last = new Array<number>(french.length).fill(-1);
  const source = words.map(() => [0, 0] as [number, number]);
  pieces.forEach((p, k) => {
    const [start, end] = ranges[k]!;
    if (start === end) return;
    const a = words.findIndex((w) => w.start >= start);
    let b = a;
    while (b < words.length && words[b]!.start < end) b++;
    for (let i = p.from; i < p.to; i++) {
      first[i] = a;
      last[i] = b;
    }
    for (let j = a; j < b; j++) {
      source[j] = [p.from, p.to];
      // A French word the glossary does not translate keeps its French sense, not the English
      // sense of its spelling.
      if (p.verbatim) frenchSense(words[j]!, french[p.from]!);
    }
  });
  return {
    words,
    span(a, b) {
      let from = Infinity;
      let to = -1;
      for (let i = a; i < b; i++) {
        if (first[i]! < 0) continue;
        from = Math.min(from, first[i]!);
        to = Math.max(to, last[i]!);
      }
      return to > from ? [from, to] : null;
    },
    back(x, y) {
      return [source[x]![0], source[y - 1]![1]];
    },
  };
}

export type ModelReading = Pick<EnglishReading, 'words' | 'span'> & {
  terms: [number, number][];
  found: [number, number][];
};

/**
 * The sentence the models read: English as it is, French through its gloss. `terms` are the
 * tagger's terms in the words read (the detectors read them); `found` the same terms in the
 * original words. In French, the tagger reads the gloss: it learnt English.
 */
export function modelReading(
  model: AnalysisModel,
  words: Word[],
  language: 'en' | 'fr',
): ModelReading {
  if (language === 'en') {
    const terms = extractTerms(model, words);
    return { words, terms, found: terms, span: (a, b) => [a, b] };
  }
  const english = readInEnglish(words);
  const terms = extractTerms(model, english.words);
  const found: [number, number][] = [];
  for (const [x, y] of terms) {
    const [a, b] = english.back(x, y);
    const previous = found.at(-1);
    if (previous && previous[1] > a) previous[1] = Math.max(previous[1], b);
    else found.push([a, b]);
  }
  return { words: english.words, span: english.span, terms, found };
}

/** A term's polarity, read where the models read its sentence (French through its gloss). */
export function readTermPolarity(
  model: AnalysisModel,
  words: Word[],
  read: ModelReading,
  a: number,
  b: number,
  count: number,
) {
  const mapped = read.span(a, b);
  return mapped
    ? predictTermPolarity(model, read.words, mapped[0], mapped[1], count)
    : predictTermPolarity(model, words, a, b, count);
}
