import { NO_SIGNALS, type ReviewSignals } from '@tableside/domain/review-signals';
import {
  ASPECT_CATEGORIES,
  isCompleteKeyword,
  type AspectCategory,
  type Polarity,
  type SentimentLabel,
} from '@tableside/domain/insights';
import { isFillerKeyword } from '@tableside/domain/keyword-filler';
import { detectLanguage } from '../builtin/language.ts';
import { matchCatalogue, type CatalogueEntry } from './catalogue-match.ts';
import { recordSightings, type Sighting } from './catalogue-sightings.ts';

export type { Sighting };
import { detectCategories, loadModel, predictCategoryPolarity } from './model.ts';
import type { AnalysisModel } from './model-file.ts';
import {
  intendedStars,
  overallSentiment,
  starsDisowned,
  type SentimentEvidence,
} from './overall-sentiment.ts';
import { ambivalent, softenedCriticism, type ClauseReading } from './overall-sentiment-features.ts';
import { lukewarmVerdict } from './lukewarm-verdict.ts';
import { lukewarmOnly, sentenceFrame, sentenceWords } from './mention-cues.ts';
import { modelReading, readTermPolarity } from './french-gloss.ts';
import { contrasted, segments } from './clauses.ts';
import { mentionPolarity, silence } from './mention-polarity.ts';
import { readSentence, type Word } from './sentence.ts';
import { isContrast } from './lexicon.ts';
import { dockedStar, wishedOtherwise } from './docked-star.ts';
import { quotedIn, quotedPassages, unquotedWords } from './quoted-speech.ts';
import { otherVisit } from './time-shift.ts';
import { ceilingHedge } from './ceiling-hedge.ts';
import { splitSentences } from './tokenize.ts';
import { readSignals } from './signals/signals.ts';
import { ownWords } from './own-words.ts';
import { WAIT_TERM, noWait, waitPolarity } from './wait-cue.ts';
import { CLEANLINESS_TERMS, cleanlinessPolarity, speaksOfAtmosphere } from './cleanliness-cue.ts';
import { neglectedService } from './service-cue.ts';
import { billingReading } from './billing-cue.ts';
import { roomNotJudged } from './room-cue.ts';
import { uneaten } from './uneaten-cue.ts';
import { spamSentiment } from './signals/spam-sentiment.ts';

export type StaffEntry = CatalogueEntry & { role?: string | null };

export type ReviewAnalysisResult = {
  language: 'en' | 'fr' | 'und';
  /** Why nothing was analysed (empty, no words), or null. */
  skipped: string | null;
  sentiment: { label: SentimentLabel; score: number };
  categories: { category: string; polarity: Polarity }[];
  aspects: { term: string; category: string; polarity: Polarity; snippet: string }[];
  keywords: { keyword: string; category: string; snippet: string; sentiment: Polarity }[];
  menuItems: { item: string; polarity: Polarity; snippet: string }[];
  staff: { name: string; polarity: Polarity; snippet: string }[];
  /**
   * Catalogue mentions the words did not spell (inferred) or that could be several entries
   * (ambiguous), once per kind and phrase: what alias suggestions are made of.
   */
  sightings?: Sighting[];
  /** Questions, incidents, spam, sarcasm (docs/product/review-understanding.md#signals). */
  signals: ReviewSignals;
};

/**
 * What replies, their checks and auto-approval's holds read of an analysis: all of it but the
 * keywords and alias sightings, which only insights use. Drafting reads it from the stored rows,
 * with people's corrections (features/insights/understanding.ts).
 */
export type ReviewUnderstanding = Omit<ReviewAnalysisResult, 'keywords' | 'sightings'>;

export type AnalyseOptions = {
  menu?: readonly CatalogueEntry[];
  staff?: readonly StaffEntry[];
  /** 'semeval2014' reports exactly SemEval's five categories. */
  taxonomy?: 'fine' | 'semeval2014';
  model?: AnalysisModel;
};

/** Text beyond this is not read: a review is never that long, a paste of a page may be. */
const MAX_CHARS = 20_000;
const MAX_SNIPPET = 240;
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
/** How far a sentence's words and aspects must lean to count as a praising or critical clause. */
const CLAUSE_LEAN = 0.25;

/** Visible text only: tags and entities are dropped before anything is read or stored. */
export function plainText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:nbsp|amp|lt|gt|quot|#39);/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim()
    .slice(0, MAX_CHARS);
}

const merge = (a: Polarity | undefined, b: Polarity): Polarity => {
  if (!a || a === b) return b;
  if (a === 'neutral') return b;
  if (b === 'neutral') return a;
  return 'conflict';
};

function snippetOf(sentence: string): string {
  return sentence.length <= MAX_SNIPPET
    ? sentence
    : `${sentence.slice(0, MAX_SNIPPET - 1).trimEnd()}…`;
}

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

/** The tokens [a, b) a character span of a sentence covers. */
function tokenRange(words: Word[], from: number, to: number): [number, number] {
  const a = Math.max(
    0,
    words.findIndex((w) => w.end > from),
  );
  let b = a;
  while (b < words.length && words[b]!.start < to) b++;
  return [a, Math.max(b, a + 1)];
}

/** Analyses one review; never throws on any text. */
export function analyseReview(
  raw: string,
  rating: number | null,
  options: AnalyseOptions = {},
): ReviewAnalysisResult {
  return readReview(raw, rating, options).result;
}

/** The analysis and the evidence its overall sentiment was decided on (what training reads). */
export function readReview(
  raw: string,
  rating: number | null,
  options: AnalyseOptions = {},
): { result: ReviewAnalysisResult; evidence: SentimentEvidence | null } {
  const model = options.model ?? loadModel();
  const semeval = options.taxonomy === 'semeval2014';
  // The guest's own, current words: no machine translation, no superseded first review.
  const text = ownWords(plainText(raw ?? ''));
  const empty: ReviewAnalysisResult = {
    language: 'und',
    skipped: null,
    sentiment: ratingSentiment(rating),
    categories: [],
    aspects: [],
    keywords: [],
    menuItems: [],
    staff: [],
    sightings: [],
    signals: NO_SIGNALS,
  };
  if (!text) return { result: { ...empty, skipped: 'empty' }, evidence: null };
  if (!/\p{L}/u.test(text)) return { result: { ...empty, skipped: 'no_words' }, evidence: null };
  const language = detectLanguage(text) ?? 'en';
  const { signals, ironic } = readSignals(
    text,
    rating,
    language === 'fr' ? 'fr' : 'en',
    (options.menu ?? []).map((m) => [m.name, ...(m.aliases ?? [])].join(' / ')),
  );
  const result: ReviewAnalysisResult = { ...empty, language, signals };
  const categoryPolarity = new Map<string, Polarity>();
  let lexicon = 0;
  let positives = 0;
  let negatives = 0;
  let positiveClauses = 0;
  let negativeClauses = 0;
  const clauses: ClauseReading[] = [];
  const menuSeen = new Map<string, { polarity: Polarity; snippet: string }>();
  const staffSeen = new Map<string, { polarity: Polarity; snippet: string }>();
  const sightings: Sighting[] = [];
  result.sightings = sightings;
  const keywordAspects: ReviewAnalysisResult['aspects'] = [];

  const quotes = quotedPassages(text);
  for (const sentence of splitSentences(text)) {
    const lang: 'en' | 'fr' = language === 'fr' ? 'fr' : 'en';
    const words = readSentence(sentence.text, lang);
    if (!words.some((w) => !w.punct)) continue;
    const folded = sentenceWords(words);
    const snippet = snippetOf(sentence.text);
    const menu = matchCatalogue(sentence.text, options.menu ?? [], 'menu');
    const staff = matchCatalogue(sentence.text, options.staff ?? [], 'staff');
    const named = [...menu, ...staff].map((m) => tokenRange(words, m.start, m.end));
    recordSightings(sightings, sentence.text, 'menu', menu);
    recordSightings(sightings, sentence.text, 'staff', staff);
    // A name is no opinion: "crème brûlée" is not burnt, "Joy" is not joyful. Nor is what the
    // server said, quoted by the guest (quoted-speech.ts).
    const quoted = quotedIn(quotes, sentence, (a, b) => tokenRange(words, a, b));
    for (const [a, b] of [...named, ...quoted]) silence(words, a, b);
    // Sarcasm: this sentence's praise means the opposite (docs/product/review-understanding.md#signals).
    const end = sentence.start + sentence.text.length;
    const meant = ironic.some((r) => r.start < end && sentence.start < r.end) ? sincere : same;
    // Terms, categories and polarities are read in English: French through its word-by-word gloss.
    const read = modelReading(model, words, lang);
    if (read.words !== words)
      for (const [a, b] of [...named, ...quoted]) {
        const mapped = read.span(a, b);
        if (mapped) silence(read.words, mapped[0], mapped[1]);
      }
    const { found } = read;
    // A sentence leans one way by its words and its aspect readings together.
    let lean = 0;
    for (const w of read.words) lean += w.polarity;
    if (meant === sincere) lean = -Math.abs(lean);
    // A hyperbole at 4–5★ praises with complaint words; an excused or hedged criticism is no
    // complaint about the visit (mention-cues.ts).
    const frame = meant === sincere ? null : sentenceFrame(folded, rating, menu.length > 0);
    const framed = frame === 'praise' ? praised : frame === 'complaint' ? sincere : meant;
    if (frame === 'praise') lean = Math.abs(lean);
    if (frame === 'complaint') lean = Math.min(-Math.abs(lean), -1);
    if (frame === 'excused') lean = Math.max(lean, 0);
    if (frame === 'reported') lean = 0;
    // « Correct, sans plus », "service was okay": neither praise nor criticism.
    const lukewarm = lukewarmOnly(words, folded, lang);
    if (lukewarm) lean = 0;
    const counts = (p: Polarity) =>
      !lukewarm && frame !== 'reported' && (frame !== 'excused' || p === 'positive');
    lexicon += lean;
    const lean0 = lean;
    const [positivesBefore, negativesBefore] = [positives, negatives];
    const semevalCats = detectCategories(model, read.words, read.terms);
    // A dirty restroom is cleanliness, not the atmosphere SemEval files it under.
    const clean = semeval ? null : cleanlinessPolarity(folded, lang);
    const aspectsBefore = result.aspects.length;
    const ambienceBefore = categoryPolarity.get('ambience');
    const priceBefore = categoryPolarity.get('price');
    const spans = found.filter(
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
      const part = parts.find((p) => i >= p.from && i < p.to);
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
      const short = WAIT_TERM.test(term) && noWait(folded);
      const polarity = short
        ? 'positive'
        : framed(readTermPolarity(model, words, read, a, b, spans.length));
      const fine = termCategory(model, words, a, b, semevalCats[0]!);
      // "Dinner felt overpriced": the meal stands for what it cost, not for the cooking.
      const category = semeval
        ? ASPECT_CATEGORIES[fine]
        : OCCASION.test(term) && PRICED.test(folded)
          ? 'price'
          : fine;
      fineHere.add(category);
      termsHere.push({
        parent: ASPECT_CATEGORIES[fine],
        lukewarm: inLukewarmPart(a),
        noWait: short,
      });
      result.aspects.push({ term, category, polarity, snippet });
      // A dish's or a person's name is theirs (Menu and Staff screens), never split into keywords.
      if (!named.some(([x, y]) => a < y && x < b))
        keywordAspects.push({ term, category, polarity, snippet });
      if ((polarity === 'positive' || polarity === 'conflict') && counts(polarity)) positives++;
      if ((polarity === 'negative' || polarity === 'conflict') && counts(polarity)) negatives++;
    }
    for (const c of semevalCats) {
      const own = termsHere.filter((t) => t.parent === c);
      // The category of a short wait alone is no complaint about the service either.
      const polarity =
        own.length && own.every((t) => t.lukewarm)
          ? 'neutral'
          : own.length && own.every((t) => t.noWait)
            ? 'positive'
            : framed(predictCategoryPolarity(model, read.words, c, semevalCats.length, read.terms));
      // A finer category found in the sentence ("wine" → drinks) stands for its SemEval parent.
      const finer = semeval
        ? []
        : [...fineHere].filter((f) => ASPECT_CATEGORIES[f as AspectCategory] === c && f !== c);
      for (const name of finer.length ? finer : [c])
        categoryPolarity.set(name, merge(categoryPolarity.get(name), polarity));
      if (polarity === 'positive' && counts(polarity)) positives++;
      if (polarity === 'negative' && counts(polarity)) negatives++;
    }
    // A steak cooked otherwise than asked is a complaint even when no aspect was read.
    if (frame === 'complaint' && negatives === negativesBefore) negatives++;
    lean += (positives - positivesBefore - (negatives - negativesBefore)) * 0.5;
    // "Good food but painfully slow service": both sides of a contrast count.
    let side: ClauseReading['side'] = 'none';
    if (positives > positivesBefore && negatives > negativesBefore && contrasted(read.words)) {
      positiveClauses++;
      negativeClauses++;
      side = 'both';
    } else if (lean > CLAUSE_LEAN) {
      positiveClauses++;
      side = 'positive';
    } else if (lean < -CLAUSE_LEAN) {
      negativeClauses++;
      side = 'negative';
    }
    // "Knocked a star because they dropped the trout": why a star is missing is a criticism.
    // "…, the bark could've been crustier": a wish for otherwise criticises, however softly.
    if (
      !semeval &&
      rating != null &&
      side !== 'negative' &&
      side !== 'both' &&
      (dockedStar(folded) || wishedOtherwise(folded))
    ) {
      if (negatives === negativesBefore) negatives++;
      negativeClauses++;
      side = side === 'positive' ? 'both' : 'negative';
    }
    // "Good not great", "decent but Montreal has better": praise with its ceiling said is the
    // guest's reservation, not their praise (ceiling-hedge.ts).
    if (
      !semeval &&
      rating != null &&
      side !== 'negative' &&
      side !== 'both' &&
      ceilingHedge(folded)
    ) {
      if (negatives === negativesBefore) negatives++;
      negativeClauses++;
      if (side === 'positive') positiveClauses--;
      side = 'negative';
    }
    // "Update: came back after my so-so visit…" at 4★, "used to be our go-to" at 2★: what the
    // stars contradict was said of another visit (time-shift.ts), not of this one.
    if (!semeval && rating != null && rating !== 3 && otherVisit(folded)) {
      const against = rating > 3 ? 'negative' : 'positive';
      if (side === against || side === 'both') {
        if (against === 'negative')
          [negatives, negativeClauses] = [negativesBefore, negativeClauses - 1];
        else [positives, positiveClauses] = [positivesBefore, positiveClauses - 1];
        if (side === against) lexicon -= lean0;
        side = side === 'both' ? (against === 'negative' ? 'positive' : 'negative') : 'none';
      }
    }
    // "Waited 40 minutes for our mains": the wait is a topic of its own, beside the service.
    const wait = semeval ? null : waitPolarity(folded, side);
    if (wait) categoryPolarity.set('wait', merge(categoryPolarity.get('wait'), wait));
    // "We had to ask three times for water" is the service, not the water or the room.
    const neglect = !semeval && side !== 'positive' && neglectedService(folded);
    if (neglect)
      categoryPolarity.set('service', merge(categoryPolarity.get('service'), 'negative'));
    if (clean || neglect) {
      if (clean)
        categoryPolarity.set('cleanliness', merge(categoryPolarity.get('cleanliness'), clean));
      if (!speaksOfAtmosphere(folded)) {
        if (ambienceBefore) categoryPolarity.set('ambience', ambienceBefore);
        else categoryPolarity.delete('ambience');
      }
      if (clean)
        for (const aspect of result.aspects.slice(aspectsBefore))
          if (CLEANLINESS_TERMS.test(aspect.term)) aspect.category = 'cleanliness';
    }
    if (!semeval)
      readBill(
        categoryPolarity,
        result.aspects.slice(aspectsBefore),
        folded,
        lang,
        side,
        priceBefore,
      );
    // "We were a loud group of 9", « le service en salle »: no verdict on the room.
    const room = semeval ? null : roomNotJudged(folded);
    if (room) {
      restore(categoryPolarity, 'ambience', ambienceBefore);
      for (const aspect of result.aspects.slice(aspectsBefore))
        if (aspect.category === 'ambience' || (room === 'own-noise' && PARTY.test(aspect.term)))
          aspect.category = room === 'floor-service' ? 'service' : 'anecdotes/miscellaneous';
    }
    clauses.push({
      lean,
      side,
      // "He said 'a bit behind tonight'": the server's downtoner is not the guest's.
      softened:
        side !== 'positive' &&
        softenedCriticism(quoted.length ? unquotedWords(words, quoted) : folded),
      parts: contrastParts(words, meant === sincere),
      torn: ambivalent(sentence.text),
      lukewarm: lukewarmVerdict(sentence.text),
    });
    const mentionAt = (m: { start: number; end: number }, count: number, person = false) => {
      const [a, b] = tokenRange(words, m.start, m.end);
      const reading = {
        words,
        start: a,
        end: b,
        language: lang,
        stars: rating,
        mentions: named,
        folded,
        person,
      };
      return mentionPolarity(reading, () => readTermPolarity(model, words, read, a, b, count));
    };
    // A dish in the sentence that tells of an illness, a reaction or an object in the food is
    // what went wrong, however calmly it is told ("…in my salad, noticed before eating it luckily"),
    // unless the guest praises it across a contrast ("the gnocchi were lovely but … in the bao").
    // The report's span may be the whole sentence, so the contrast is looked for in it.
    const harmed = signals.incidents.some(
      (i) => FOOD_HARM.has(i.kind) && overlaps(i.span, sentence.text),
    );
    const contrast = harmed && CONTRAST_WORD.test(sentence.text);
    for (const m of menu) {
      if (m.name === null) continue; // ambiguous: credit no item
      // "Couldn't have the mac", « il en restait plus »: named, not eaten, so not reviewed.
      if (!semeval && uneaten(words, ...tokenRange(words, m.start, m.end))) continue;
      const read = meant(mentionAt(m, spans.length + menu.length));
      const polarity = harmed && !(contrast && read === 'positive') ? 'negative' : read;
      // "Best poutine in town. The duck confit one is insane": the one is the poutine named before.
      const name = ONE_AFTER.test(sentence.text.slice(m.end))
        ? ([...menuSeen.keys()].at(-1) ?? m.name)
        : m.name;
      const prev = menuSeen.get(name);
      menuSeen.set(name, {
        polarity: merge(prev?.polarity, polarity),
        snippet: prev?.snippet ?? snippet,
      });
    }
    for (const m of staff) {
      if (m.name === null) continue; // ambiguous (two Marcs): credit nobody
      const polarity = meant(mentionAt(m, spans.length + staff.length, true));
      const prev = staffSeen.get(m.name);
      staffSeen.set(m.name, {
        polarity: merge(prev?.polarity, polarity),
        snippet: prev?.snippet ?? snippet,
      });
    }
  }

  result.categories = [...categoryPolarity].map(([category, polarity]) => ({ category, polarity }));
  result.keywords = keywordAspects
    .map((a) => ({
      keyword: a.term.toLowerCase().replace(/\s+/g, ' ').trim(),
      category: a.category,
      snippet: a.snippet,
      sentiment: a.polarity,
    }))
    .filter((k) => isCompleteKeyword(k) && !isFillerKeyword(k.keyword));
  result.menuItems = [...menuSeen].map(([item, v]) => ({ item, ...v }));
  result.staff = [...staffSeen].map(([name, v]) => ({ name, ...v }));
  const evidence: SentimentEvidence = {
    lexicon,
    positives,
    negatives,
    positiveClauses,
    negativeClauses,
    clauses,
    sarcasm: signals.sarcasm,
    starsDisowned: rating != null && starsDisowned(text),
  };
  if (evidence.starsDisowned) evidence.intendedStars = intendedStars(text);
  result.sentiment = overallSentiment(rating, evidence);
  // Spam's stars are not about this restaurant: only its words can say it was a bad time.
  if (signals.spam) {
    const fromText = overallSentiment(null, { ...evidence, starsDisowned: false });
    return { result: spamReading(result, spamSentiment(signals.spam, fromText)), evidence };
  }
  return { result, evidence };
}

/** Puts a category back as it was before this sentence was read. */
function restore(polarities: Map<string, Polarity>, category: string, before?: Polarity) {
  if (before) polarities.set(category, before);
  else polarities.delete(category);
}

/**
 * A service charge or a failed card machine is the bill, not what the food costs; waiting for the
 * bill is the wait. The sentence's price reading goes unless it also speaks of what things cost.
 */
function readBill(
  polarities: Map<string, Polarity>,
  aspects: ReviewAnalysisResult['aspects'],
  folded: string,
  lang: 'en' | 'fr',
  side: ClauseReading['side'],
  priceBefore?: Polarity,
) {
  const bill = billingReading(folded, lang);
  if (!bill.billing && !bill.waitedFor) return;
  if (bill.billing)
    polarities.set(
      'billing',
      merge(polarities.get('billing'), side === 'positive' ? 'positive' : 'negative'),
    );
  if (bill.waitedFor) polarities.set('wait', merge(polarities.get('wait'), 'negative'));
  if (COST_WORD.test(folded)) return;
  restore(polarities, 'price', priceBefore);
  for (const aspect of aspects)
    if (aspect.category === 'price') aspect.category = bill.billing ? 'billing' : 'wait';
}
/** Words of what things cost, beyond the bill itself. */
const COST_WORD =
  /\b(?:overpriced|pricey|expensive|price[ds]?|cost\w*|worth|cher|chere|chers|prix|dispendieu\w*|hors de prix|\$ ?\d+|\d+ ?\$|\d+ ?euros?)\b/;

/** The sentence's word polarity summed between contrast words; ironic praise counts against. */
function contrastParts(words: readonly Word[], ironic: boolean): number[] {
  const parts = [0];
  for (const w of words) {
    if (isContrast(w.folded)) parts.push(0);
    else parts[parts.length - 1]! += ironic ? -Math.abs(w.polarity) : w.polarity;
  }
  return parts.filter((p, i) => p !== 0 || i === 0);
}

/** What guests call their own party: "we were the loud table" is no verdict on the service. */
const PARTY =
  /^(?:the |our |a |la |notre |une )?(?:table|group|party|bunch|crowd|gang|tablee|tablée|groupe)s?$/i;

/** "The duck confit one", "the chocolate ones": a kind of a dish already named. */
const ONE_AFTER = /^\s+ones?\b/i;

/** Incidents that happen to a guest through a dish. */
const FOOD_HARM = new Set(['illness', 'allergy', 'foreign-object']);
/** What separates two clauses that say different things of the food. */
const CONTRAST_WORD =
  /(?<!\p{L})(?:but|however|though|although|yet|whereas|mais|cependant|par contre|sauf que|pourtant|alors que|tandis que)(?!\p{L})/iu;
/** Whether an incident's span and a sentence share their words (their cuts may differ). */
const overlaps = (span: string, sentence: string) => {
  const a = span.trim();
  const b = sentence.trim();
  return a.length > 0 && b.length > 0 && (a.includes(b) || b.includes(a));
};

const same = (p: Polarity) => p;
/** What a hyperbole's complaint words mean at 4–5★: "the wings are a problem" is praise. */
const praised = (p: Polarity): Polarity => (p === 'negative' ? 'positive' : p);
/** What an ironic sentence's praise means: "What a treat…" at 1★ is a complaint. */
const sincere = (p: Polarity): Polarity => (p === 'positive' ? 'negative' : p);

/** Spam is not about this restaurant: nothing in it is credited or counted against it. */
function spamReading(
  result: ReviewAnalysisResult,
  sentiment: ReviewAnalysisResult['sentiment'],
): ReviewAnalysisResult {
  return {
    ...result,
    sentiment,
    categories: [],
    aspects: [],
    keywords: [],
    menuItems: [],
    staff: [],
    sightings: [],
  };
}

function ratingSentiment(rating: number | null): ReviewAnalysisResult['sentiment'] {
  if (rating == null) return { label: 'neutral', score: 0 };
  const score = Math.round(((rating - 3) / 2) * 100) / 100;
  return { label: score > 0.2 ? 'positive' : score < -0.2 ? 'negative' : 'neutral', score };
}
