import { ASPECT_CATEGORIES, type AspectCategory, type Polarity } from '@tableside/domain/insights';
import { segmentAt, segments, type Segment } from './clauses.ts';
import { readTermPolarity } from './french-gloss.ts';
import { lukewarmOnly, sentenceWords, tautology } from './mention-cues.ts';
import { detectCategories, predictCategoryPolarity } from './model.ts';
import type { AnalysisModel } from './model-file.ts';
import { merge, type Tally } from './review-tally.ts';
import type { ReviewContext, SentenceReading } from './sentence-context.ts';
import { SUBJECT, type Word } from './sentence.ts';
import { WAIT_TERM, noWait } from './wait-cue.ts';

/** Nouns that stand for nothing in particular, never an aspect on their own. */
const GENERIC_NOUNS = new Set(
  'stuff thing things everything something anything nothing lot lots bit way kind sort chose choses truc trucs'.split(
    ' ',
  ),
);
/** Terms that name the meal as an occasion, not what was cooked. */
const OCCASION =
  /^(?:the |our |my |le |la |notre |mon )?(?:lunch|dinner|brunch|breakfast|meal|supper|souper|diner|dîner|déjeuner|dejeuner|repas)$/i;
/** Words of what it cost. */
const PRICED =
  /\b(?:overpriced|pricey|expensive|price[ds]?|cost|value|worth|cher|chere|prix|trop paye|hors de prix|dispendieu\w*)\b/;

/**
 * The sentence's opinion terms and categories, added to the tally; returns how many terms it
 * read (what a mention's polarity is weighed against). `counts` says whether a reading of that
 * polarity counts towards the review's praise and criticism.
 */
export function readAspects(
  t: Tally,
  s: SentenceReading,
  c: ReviewContext,
  counts: (p: Polarity) => boolean,
): number {
  const { model, semeval, lang } = c;
  const { words, read, sentence, snippet, named, quoted, framed } = s;
  const semevalCats = detectCategories(model, read.words, read.terms);
  const spans = read.found.filter(
    ([a, b]) =>
      words.slice(a, b).every((w) => w.polarity === 0 || w.categories.length > 0) &&
      // "Four stars only because of the small stuff" names no aspect (SemEval's tagger may).
      (semeval || b - a > 1 || !GENERIC_NOUNS.has(words[a]!.folded)) &&
      // "The server said 'our best dish'": the guest judged no dish there.
      !quoted.some(([x, y]) => a >= x && b <= y),
  );
  const fineHere = new Set<string>();
  // "Lovely room and friendly staff, but the food was just okay": the food's clause is lukewarm.
  const parts = semeval ? [] : segments(words);
  const inLukewarmPart = (i: number) => {
    const part = parts[segmentAt(parts, i)];
    return (
      !!part &&
      part.to - part.from < words.length &&
      lukewarmOnly(words.slice(part.from, part.to), undefined, lang)
    );
  };
  const termsHere: { parent: string; lukewarm: boolean; noWait: boolean }[] = [];
  for (const [a, b] of spans) {
    const term = sentence.text.slice(words[a]!.start, words[b - 1]!.end);
    // "No wait at all", "the wait was only 10 min": the word is the wait, and it was short.
    const short = WAIT_TERM.test(term) && noWait(s.folded);
    // What the review's balance counts is the reading of the whole sentence; what is reported
    // for the term (and replies read) is its own clause's.
    const whole = short
      ? 'positive'
      : framed(readTermPolarity(model, words, read, a, b, spans.length));
    const fault = semeval ? null : faultFor(term, parts, words, a);
    const plain = !semeval && !fault && plainClause(parts, words, a, b, lang);
    const reading = semeval
      ? whole
      : (fault ??
        (plain
          ? 'neutral'
          : (praisedApart(whole, parts, words, a, c) ?? ownClause(whole, parts, words, a))));
    const polarity =
      !semeval && reading === 'positive' && lowStars(c) && !praiseIn(parts, words, a)
        ? 'neutral'
        : reading;
    const fine = termCategory(model, words, a, b, semevalCats[0]!);
    // "Dinner felt overpriced": the meal stands for what it cost, not for the cooking.
    const category = semeval
      ? ASPECT_CATEGORIES[fine]
      : OCCASION.test(term) && PRICED.test(s.folded)
        ? 'price'
        : fine;
    fineHere.add(category);
    termsHere.push({
      parent: ASPECT_CATEGORIES[fine],
      lukewarm: plain || inLukewarmPart(a),
      noWait: short,
    });
    t.aspects.push({ term, category, polarity, snippet });
    // A dish's or a person's name is theirs (Menu and Staff screens), never split into keywords.
    if (!named.some(([x, y]) => a < y && x < b))
      t.keywordAspects.push({ term, category, polarity, snippet });
    if ((whole === 'positive' || whole === 'conflict') && counts(whole)) t.positives++;
    if ((whole === 'negative' || whole === 'conflict') && counts(whole)) t.negatives++;
  }
  for (const cat of semevalCats) {
    const own = termsHere.filter((term) => term.parent === cat);
    // The category of a short wait alone is no complaint about the service either.
    const polarity =
      own.length && own.every((term) => term.lukewarm)
        ? 'neutral'
        : own.length && own.every((term) => term.noWait)
          ? 'positive'
          : framed(predictCategoryPolarity(model, read.words, cat, semevalCats.length, read.terms));
    // A finer category found in the sentence ("wine" → drinks) stands for its SemEval parent.
    const finer = semeval
      ? []
      : [...fineHere].filter((f) => ASPECT_CATEGORIES[f as AspectCategory] === cat && f !== cat);
    for (const name of finer.length ? finer : [cat])
      t.categoryPolarity.set(name, merge(t.categoryPolarity.get(name), polarity));
    if (polarity === 'positive' && counts(polarity)) t.positives++;
    if (polarity === 'negative' && counts(polarity)) t.negatives++;
  }
  return spans.length;
}

/**
 * The term's clause only says it was as expected: "Service was normal", "the burger was ok",
 * "the salad was a salad", « le service était correct ». The model, trained on sentences that
 * judge, reads such a clause as a complaint, and a reply then apologises for it.
 */
function plainClause(parts: Segment[], words: Word[], a: number, b: number, lang: 'en' | 'fr') {
  if (tautology(words, a, b)) return true;
  const part = parts[segmentAt(parts, a)];
  if (!part) return false;
  const clause = words.slice(part.from, part.to);
  // "Prices are a bit much for ok": a mild complaint beside the lukewarm word is still one.
  return !TOO_MUCH.test(sentenceWords(clause)) && lukewarmOnly(clause, undefined, lang, MILD);
}
/**
 * "Dommage, le lieu a du charme", "Shame, the room is lovely": a term read as faulted whose own
 * clause only praises it, the fault being a word of regret alone before it. Not at 1★, where
 * praise beside a fault is mostly irony.
 */
function praisedApart(
  polarity: Polarity,
  parts: Segment[],
  words: Word[],
  at: number,
  c: ReviewContext,
): Polarity | null {
  if (polarity !== 'negative' || (c.rating !== null && c.rating < 2)) return null;
  const k = segmentAt(parts, at);
  const part = parts[k];
  const before = parts[k - 1];
  if (!part || !before || !REGRET.test(sentenceWords(words, before.from, before.to))) return null;
  const own = words.slice(part.from, part.to);
  const others = [...words.slice(0, before.from), ...words.slice(before.to, part.from)];
  const after = words.slice(part.to);
  return own.some((w) => w.polarity > 0) &&
    ![...own, ...others, ...after].some((w) => w.polarity < 0)
    ? 'positive'
    : null;
}
/**
 * "Dommage", "What a shame", "Too bad": the words of regret a praise can follow; not "Seul
 * bémol" nor "Only gripe", which announce a fault.
 */
const REGRET =
  /^(?:(?:quel |c'est |c' est )?dommage|(?:what a |such a |a )?(?:shame|pity)|too bad|helas|hélas)\s*[,.!…]*$/u;

/** At 1–2★ a term is praised only by a word of praise in its clause. */
const lowStars = (c: ReviewContext) => c.rating !== null && c.rating <= 2;

/**
 * Whether the term's clause holds a word of praise. At 1–2★ the model reads "the server stood
 * there watching me" as praise from the words around a role noun, and a reply then thanks the
 * guest "for a good word for the server".
 */
function praiseIn(parts: Segment[], words: Word[], at: number): boolean {
  // The clauses on the term's side of a "but": "Kevin, notre serveur, a été formidable".
  let first = segmentAt(parts, at);
  if (first < 0) return words.some((w) => w.polarity > 0);
  let last = first;
  while (first > 0 && !parts[first]!.hardBefore) first--;
  while (last < parts.length - 1 && !parts[last]!.hardAfter) last++;
  return words.slice(parts[first]!.from, parts[last]!.to).some((w) => w.polarity > 0);
}

/** Any opinion word this strong beside a lukewarm one is a verdict: "okay but overpriced". */
const MILD = 0.3;
const TOO_MUCH = /\b(?:a bit|a little|a tad|too|way|far|so) much\b|\bun peu (?:trop|cher)\b/u;

/** The fine category of a term: the restaurant lexicon, then the training gazetteer. */
function termCategory(
  model: AnalysisModel,
  words: Word[],
  a: number,
  b: number,
  fallback: string,
): AspectCategory {
  for (let i = b - 1; i >= a; i--) {
    const fine = words[i]!.categories.find((c) => c in ASPECT_CATEGORIES);
    if (fine) return fine as AspectCategory;
  }
  const stat =
    model.gazetteer.terms[
      words
        .slice(a, b)
        .map((w) => w.stem)
        .join(' ')
    ];
  if (stat) {
    const best = Object.entries(stat.categories).sort((x, y) => y[1] - x[1])[0];
    if (best) return best[0] as AspectCategory;
  }
  return (fallback in ASPECT_CATEGORIES ? fallback : 'food') as AspectCategory;
}

/**
 * "La bouffe est bonne mais c'est tellement bruyant": a term read as both praised and criticised
 * takes its own clause's side when a contrast word cuts the sentence and that clause leans one
 * way only (the criticism after "mais" is the noise's, not the food's).
 */
function ownClause(polarity: Polarity, parts: Segment[], words: Word[], at: number): Polarity {
  if (polarity !== 'conflict') return polarity;
  const part = parts[segmentAt(parts, at)];
  // The other side of the contrast must say whose fault it is: "Service was friendly but a little
  // slow" is still the service's.
  const other =
    part &&
    (part.hardAfter
      ? parts[parts.indexOf(part) + 1]
      : part.hardBefore
        ? parts[parts.indexOf(part) - 1]
        : undefined);
  if (!part || !other || !ownSubject(words[other.from]!.folded)) return polarity;
  const own = words.slice(part.from, part.to).map((w) => w.polarity);
  const praised = own.some((p) => p > 0);
  const faulted = own.some((p) => p < 0);
  return praised === faulted ? polarity : praised ? 'positive' : 'negative';
}

/** A clause's first word that starts a subject of its own ("a little slow" starts none). */
const ownSubject = (first: string) => {
  const word = first.replace(/'s$/, '').replace(/^c'$/, 'ce');
  return SUBJECT.has(word) && !/^(?:a|an|un|une)$/.test(word);
};

/**
 * Words the model reads as praise that are faults for these things: music « trop forte » is too
 * loud (« trop fort » alone is French praise), a beer "flat" or "warm" is served wrong.
 */
const FAULT_FOR: [RegExp, RegExp][] = [
  [
    /^(?:la |le |the )?(?:musique|music|son|volume|bruit|tele|television|tv|ambiance sonore)$/,
    /\b(?:trop|vraiment trop|beaucoup trop|ben trop|way too|too|far too) (?:fort|forte|forts|fortes|loud|haut|elevee?)\b/,
  ],
  [
    /^(?:la |le |les |the |my |our )?(?:beers?|bieres?|sodas?|pop|coke|cokes|pepsi|prosecco|champagne|cidre|cider|lager|ipa|pint|pints|pinte|pintes)$/,
    /\b(?:flat|warm|lukewarm|tiede|tiedes|chaude?s?|eventee?s?|sans bulles|pas de bulles|no fizz)\b/,
  ],
];

function faultFor(term: string, parts: Segment[], words: Word[], at: number): Polarity | null {
  const folded = term.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  const fault = FAULT_FOR.find(([thing]) => thing.test(folded))?.[1];
  if (!fault) return null;
  const part = parts[segmentAt(parts, at)];
  const clause = words.slice(part?.from ?? 0, part?.to ?? words.length).map((w) => w.folded);
  return fault.test(clause.join(' ')) ? 'negative' : null;
}
