import type { Polarity } from '@tableside/domain/insights';
import { bothClause } from './both-clause.ts';
import { segments, type Segment } from './clauses.ts';
import { excessive } from './excess-cue.ts';
import { readPersonClause } from './person-clause.ts';
import { placeRange } from './person-place.ts';
import {
  ateUnharmed,
  composed,
  concedes,
  hyperbole,
  lowStarIrony,
  madeUpFor,
  misdone,
  outdone,
  sentenceWords,
  starsFor,
  tautology,
  waitedFor,
} from './mention-cues.ts';
import {
  IRONY,
  asideRanges,
  continues,
  labelled,
  segmentScore,
  thanked,
  withheld,
  type MentionReading,
} from './mention-score.ts';
import type { Word } from './sentence.ts';
import { singledOut } from './singled-out.ts';

/**
 * The polarity of a dish or a staff member named in a sentence, read as a manager reads it
 * (docs/product/review-understanding.md#analysis): the clause around the name, the service the
 * person gave the guest, the praise attached to the name, negation, and the stars when the clause
 * gives no opinion. The aspect model learnt sentences about food in general; a name in a list
 * ("we had the halibut and the risotto" at 1★) carries the review's verdict.
 */

/** Below this, a clause says nothing about the mention. */
const OPINION = 0.3;
/**
 * The learnt reader of a person's clause answers instead of the stars from this probability
 * ("walked past our table four times" in a 5★ review), and over a mild reading of the lexicons
 * (below `LEARNT_OVERRIDES`) from `LEARNT_SURE`: "offered us 10% off after a two hour wait".
 */
const LEARNT_CONFIDENT = 0.6;
const LEARNT_OVERRIDES = 1;
const LEARNT_SURE = 0.9;
/** In a question, only a clause this strong is a verdict ("is the cheesecake nut-free?"). */
const ASKED_OPINION = 1;
/** A lukewarm clause stays neutral unless something stronger is said in it. */
const LUKEWARM_HOLDS = 0.7;

export type { MentionReading };
/** "Next time we'll try the bison", "Do you still make the tourtière?", « pas goûté ». */
const UNTRIED =
  /\b(?:next\s+time|(?:want|wanted|going|plan|can't\s+wait)\s+to\s+try|(?:didn't|did\s+not|haven't|have\s+not|never)\s+(?:get\s+to\s+)?(?:try|tried|taste|tasted|order|ordered)|la\s+prochaine\s+fois|h[âa]te\s+d'\s*(?:essayer|go[ûu]ter)|(?:pas|jamais)\s+(?:encore\s+)?(?:go[ûu]t[ée]|essay[ée]|command[ée]))/iu;
function untried(words: Word[]): boolean {
  const last = words.at(-1);
  if (last?.text === '?') return true;
  return UNTRIED.test(words.map((w) => w.text).join(' '));
}

/** A clause that ends by echoing the one before: "the fries too", « le latte aussi ». */
const ECHO = /(?:\b(?:too|also|as well|aussi|itou|pareil|de meme)|\bidem)[\s,;.!]*$/u;

const sign = (v: number): Polarity => (v > 0 ? 'positive' : 'negative');

/**
 * The mention's polarity: its clause's opinion when it has one, the neighbouring clause's when
 * only a comma separates them, the stars when no clause says anything, and the model's reading
 * when the stars are neutral or absent.
 */
export function mentionPolarity(r: MentionReading, model: () => Polarity): Polarity {
  const lowStars = r.stars !== null && r.stars <= 2;
  const text = r.folded ?? sentenceWords(r.words);
  // « Seul point positif : la sangria »: the exception's verdict, not the sentence's or the stars'.
  const single = singledOut(r.words, r.start, r.end, r.stars);
  if (single) return single;
  if (thanked(r) && !lowStars) return 'positive';
  if (r.person && starsFor(r.words, r.start)) return 'positive';
  if (withheld(r)) return 'negative';
  if (madeUpFor(r.words, r.end)) return 'positive';
  if (tautology(r.words, r.start, r.end) || ateUnharmed(r.words, r.start, r.end)) return 'neutral';
  if (r.stars !== null && r.stars >= 4 && hyperbole(text, true)) return 'positive';
  if (misdone(text)) return 'negative';
  if (r.person && !lowStars && composed(text)) return 'positive';
  if (!r.person && outdone(r.words, r.start)) return 'negative';
  const all = segments(r.words);
  const at = all.findIndex((s) => r.start < s.to && r.end > s.from);
  const own = all[at];
  // "Waited an hour for our burgers": the wait is judged, not the burgers, unless more is said.
  // An ironic marker in the sentence mocks all of it ("Ah super, an hour for a salad").
  const marked = lowStars && IRONY.test(r.words.map((w) => w.text).join(' '));
  // "…the poutine and the sandwich, and both arrived lukewarm": that clause judges each dish.
  const both = !r.person && own ? bothClause(r.words, all, at, r.mentions) : undefined;
  const bothSum = both ? segmentScore(both, r, false).sum : 0;
  if (own && !marked && waitedFor(r.words, r.start)) {
    const after = segmentScore({ ...own, from: r.end }, r, true).sum;
    if (Math.abs(after) < OPINION) return Math.abs(bothSum) >= OPINION ? sign(bothSum) : 'neutral';
  }
  let reading = own ? segmentScore(own, r, true) : { sum: 0, lukewarm: false };
  if (Math.abs(reading.sum) < OPINION && own && !reading.lukewarm) {
    // "Our server, Lena, was wonderful": the opinion is in the next clause, the name's own.
    const next = all[at + 1];
    const previous = all[at - 1];
    const free = (s: Segment | undefined) =>
      s && !r.mentions.some(([a, b]) => a < s.to && b > s.from) ? s : undefined;
    // "…était magnifique, le latte aussi": an echo takes the verdict of the clause it echoes,
    // even when that clause names something else.
    const echo = !own.hardBefore && previous && ECHO.test(sentenceWords(r.words, own.from, own.to));
    const near = echo
      ? previous
      : (!own.hardAfter && free(next)) || (!own.hardBefore && free(previous));
    if (near) reading = segmentScore(near, r, false);
    else if (Math.abs(bothSum) >= OPINION) reading = { sum: bothSum, lukewarm: false };
  }
  // "Dana was sweet but forgot our drinks": after "but", a clause without a subject of its own
  // still speaks of the name.
  const sentence = r.words.map((w) => w.text).join(' ');
  const ironic = lowStars && (IRONY.test(sentence) || lowStarIrony(text, sentence));
  const then = own?.hardAfter ? all[at + 1] : undefined;
  if (then && Math.abs(reading.sum) >= OPINION && continues(r.words, then, r.language, r.person)) {
    const more = segmentScore(then, r, false).sum;
    if (Math.abs(more) >= OPINION && Math.sign(more) !== Math.sign(reading.sum))
      return ironic ? 'negative' : 'conflict';
  }
  let { sum } = reading;
  // Praise at a low rating with an ironic marker is a complaint ("Bravo… an hour for two salads").
  if (ironic && sum > 0) sum = -sum;
  // "The fries are great, I'll give them that": what the guest grants is praise.
  if (sum > -OPINION && concedes(text)) return 'positive';
  // "Great: the wings, the cocktails": a verdict before a colon covers the list after it.
  if (Math.abs(sum) < OPINION) sum += labelled(r);
  // A dish asked about carries no verdict unless the question says one outright.
  const asked = r.words.at(-1)?.text === '?' && at === all.length - 1;
  if (asked && Math.abs(sum) < ASKED_OPINION) return 'neutral';
  // "Okay, nothing special" is neither: lukewarm words hold back a mild reading.
  if (reading.lukewarm && Math.abs(sum) < LUKEWARM_HOLDS) return 'neutral';
  // What a person did is told as an event more often than judged: the stars answer only when
  // neither the lexicons nor the learnt reader hear a verdict in the clause.
  if (r.person && Math.abs(sum) < LEARNT_OVERRIDES) {
    const place = placeRange(r.words, r.end);
    const skip = [...r.mentions, ...asideRanges(r), ...(place ? [place] : [])];
    const learnt = readPersonClause(r.words, skip, r.start, r.end, r.language);
    const needed = Math.abs(sum) < OPINION ? LEARNT_CONFIDENT : LEARNT_SURE;
    if (learnt && learnt.p >= needed) return learnt.polarity;
  }
  // "Wings a bit too sweet": the word after "too" is no praise, and mildly put it still complains.
  if (!r.person && own && excessive(sentenceWords(r.words, own.from, own.to))) return 'negative';
  if (Math.abs(sum) >= OPINION) return sign(sum);
  // A dish asked about or not yet tried carries no verdict, whatever the stars.
  if (untried(r.words)) return 'neutral';
  if (r.stars !== null && r.stars >= 4) return 'positive';
  if (lowStars) return 'negative';
  return model();
}

/** Words that name a catalogue entry carry no opinion for any reader of the sentence. */
export function silence(words: Word[], start: number, end: number) {
  for (let i = start; i < end; i++) {
    const w = words[i]!;
    if (!w.polarity && w.valence.every((v) => v === 0)) continue;
    w.polarity = 0;
    w.valence = w.valence.map(() => 0);
  }
}
