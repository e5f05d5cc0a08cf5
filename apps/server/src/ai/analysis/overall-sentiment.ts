import { readFileSync } from 'node:fs';
import type { SentimentLabel } from '@tableside/domain/insights';
import { starCountOf } from '@tableside/domain/ratings';
import { predictLinear, type LinearModel } from './learn/linear.ts';
import { sentimentFeatures, type ClauseReading } from './overall-sentiment-features.ts';

/** What the words of a review said, counted while it was read. */
export type SentimentEvidence = {
  /** Sum of the word polarities (negation and intensifiers applied). */
  lexicon: number;
  /** Aspect and category readings that came out positive / negative. */
  positives: number;
  negatives: number;
  /** Sentences whose words and aspects lean clearly positive / negative. */
  positiveClauses: number;
  negativeClauses: number;
  /** The guest says the stars are not what they meant ("meant to give 5 stars"). */
  starsDisowned?: boolean;
  /** The stars the guest says they meant, when they disown the ones given ("should be 1"). */
  intendedStars?: number | null;
  /** Each sentence's lean, side and softening, in order. */
  clauses?: readonly ClauseReading[];
  /** The review was read as sarcastic (its ironic praise already turned). */
  sarcasm?: boolean;
};

export type OverallSentiment = { label: SentimentLabel; score: number };

/** Score in [-1, 1] from the words alone. */
function textScore(e: SentimentEvidence): number {
  return Math.tanh(e.lexicon / 2) * 0.5 + Math.tanh((e.positives - e.negatives) / 2) * 0.5;
}

/** The reading of the words alone, for reviews without stars (or whose stars the guest disowns). */
function textLabel(e: SentimentEvidence, score: number): SentimentLabel {
  const both = Math.min(e.positives, e.negatives);
  if (both >= 1 && both >= Math.max(e.positives, e.negatives) / 3) return 'mixed';
  return score > 0.15 ? 'positive' : score < -0.15 ? 'negative' : 'neutral';
}

/** The verdicts the stars allow: a 1–2★ review is never praise, a 4–5★ one never a complaint. */
const allowed = (stars: number, label: string) =>
  stars <= 2 ? label !== 'positive' : stars >= 4 ? label !== 'negative' : true;

/**
 * The review's overall sentiment. The stars set the prior and the words move it: a learned
 * decision (scripts/train-overall-sentiment.ts, weights in data/overall-sentiment.json) over the
 * stars and the evidence counted while reading (how many sentences praise and criticise, how
 * strongly, whether the criticism is softened, sarcasm) says when praise and criticism both
 * weigh enough to be "mixed". A 1–2★ review is never read as positive nor a 4–5★ as negative (a
 * "treat" at 1★ is sarcasm) unless the guest says the stars are a mistake. Without stars, the
 * words decide.
 */
export function overallSentiment(rating: number | null, e: SentimentEvidence): OverallSentiment {
  const fromText = textScore(e);
  // Disowned stars give way to the ones the guest says they meant, or to the words alone.
  const given = e.starsDisowned ? (e.intendedStars ?? null) : rating;
  const stars = given == null ? null : Math.max(1, Math.min(5, given));
  const raw = stars == null ? fromText : 0.5 * fromText + 0.5 * ((stars - 3) / 2);
  const score = Math.round(Math.max(-1, Math.min(1, raw)) * 100) / 100;
  if (stars == null) return { label: textLabel(e, fromText), score };
  const model = overallSentimentModel();
  const probs = predictLinear(model, sentimentFeatures(stars, e));
  let best = -1;
  model.labels.forEach((label, i) => {
    if (allowed(stars, label) && (best < 0 || probs[i]! > probs[best]!)) best = i;
  });
  return { label: model.labels[best] as SentimentLabel, score };
}

let shipped: LinearModel | undefined;
/** The committed weights, read on first use. */
export function overallSentimentModel(): LinearModel {
  shipped ??= JSON.parse(
    readFileSync(new URL('./data/overall-sentiment.json', import.meta.url), 'utf8'),
  ) as LinearModel;
  return shipped;
}

/**
 * The guest says the stars are wrong: "meant to give 5 stars", "wrong number of stars",
 * "clicked one star by mistake", « je voulais mettre 5 étoiles », « étoile mise par erreur ».
 * Wishing for fewer ("wanted to give zero stars") or calling the visit a mistake is not it.
 */
const STAR = String.raw`(?:\bstars?\b|(?<!\p{L})étoiles?(?!\p{L}))`;
const FEWER = new RegExp(
  String.raw`(?:\b(?:zero|no|negative|minus|zéro|aucune|less\s+than\s+(?:one|1))|(?<!\d)0|moins\s+d'une?)\s+${STAR}|${STAR}\s+négatives?`,
  'iu',
);
const DISOWNED = [
  String.raw`\b(?:meant|wanted|supposed|intended)\s+to\s+(?:give|put|leave|click|rate)\b[^.!?]{0,20}${STAR}`,
  String.raw`\bwrong\s+(?:number\s+of\s+)?${STAR}`,
  String.raw`${STAR}\s+(?:by\s+(?:mistake|accident)|in\s+error|was\s+a\s+(?:mistake|typo))`,
  String.raw`\b(?:clicked|pressed|tapped|hit|put|gave)\b[^.!?]{0,20}${STAR}[^.!?]{0,20}\bby\s+(?:mistake|accident)`,
  String.raw`\b(?:voulais|voulait|voulu|pensais|pensait)\s+(?:mettre|donner|laisser|cliquer)\b[^.!?]{0,20}${STAR}`,
  String.raw`${STAR}[^.!?]{0,20}(?:par\s+erreur|par\s+mégarde)`,
  String.raw`\b(?:trompée?|erreur)\s+(?:sur|dans|d')\s*(?:le\s+nombre\s+d'|les\s+)?${STAR}`,
].map((source) => new RegExp(source, 'iu'));
/**
 * A slip of the finger told with the rating's number but no word for stars: "clicked 3 by
 * accident, this should be 1", "misclicked the 2", « j'ai mis 3 par erreur ».
 */
const RATING = String.raw`(?:[1-5]|one|two|three|four|five|une?|deux|trois|quatre|cinq)`;
const SLIPS = [
  String.raw`\b(?:clicked|pressed|tapped|hit|gave|put|selected|rated)\s+(?:it\s+|this\s+|them\s+|you\s+)?(?:an?\s+|the\s+)?${RATING}(?:\s*\/\s*5)?,?\s+(?:by\s+(?:mistake|accident)|in\s+error)`,
  String.raw`\baccidentally\s+(?:clicked|pressed|tapped|hit|gave|put|selected|rated)\s+(?:on\s+)?(?:it\s+|this\s+|them\s+|you\s+)?(?:an?\s+|the\s+)?${RATING}\b`,
  String.raw`\b(?:mis-?click(?:ed)?|fat[- ]finger(?:ed)?)\s+(?:on\s+)?(?:the\s+|an?\s+)?${RATING}\b`,
  String.raw`\b(?:cliqué|mis|donné|appuyé|sélectionné)\s+(?:sur\s+)?(?:le\s+)?${RATING}(?:\s*\/\s*5)?,?\s+(?:par\s+erreur|par\s+mégarde|sans\s+faire\s+exprès)`,
].map((source) => new RegExp(source, 'iu'));
const MENTIONS_STARS = /stars?\b|étoiles?/i;
export function starsDisowned(text: string): boolean {
  const sentences = text.split(/[.!?\n]+/);
  if (sentences.some((sentence) => SLIPS.some((re) => re.test(sentence)))) return true;
  if (!MENTIONS_STARS.test(text)) return false;
  return sentences.some(
    (sentence) => !FEWER.test(sentence) && DISOWNED.some((re) => re.test(sentence)),
  );
}

/** A rating as a number, then a word for stars, "/5", "by mistake" or the end of the clause. */
const MEANT = String.raw`(${RATING})(?=\s*(?:stars?\b|étoiles?|\/\s*5)|\s*[,.;:!?)]|\s*$|\s+(?:by|par)\s)`;
const INTENDED = [
  String.raw`\b(?:meant|wanted|intended|supposed)(?:\s+to\s+(?:give|put|leave|click|rate|be))?(?:\s+(?:it|this|you|them))?\s+(?:an?\s+)?${MEANT}`,
  String.raw`\bshould\s+(?:be|have\s+been|['’]ve\s+been|say|read)\s+(?:an?\s+)?${MEANT}`,
  String.raw`\b(?:instead\s+of|au\s+lieu\s+de)\s+${MEANT}`,
  String.raw`\b(?:voulais|voulait|voulu|pensais|pensait)\s+(?:mettre|donner|laisser|cliquer(?:\s+sur)?)\s+${MEANT}`,
  String.raw`\bdevrait\s+(?:être|etre)\s+(?:une?\s+|à\s+)?${MEANT}`,
].map((source) => new RegExp(source, 'iu'));

/**
 * The stars a guest who disowns theirs says they meant ("clicked 3 by accident, this should be
 * 1", "meant 5!", « je voulais mettre 5 étoiles »), or null when they do not say.
 */
export function intendedStars(text: string): number | null {
  for (const sentence of text.split(/[.!?\n]+/))
    for (const re of INTENDED) {
      const said = re.exec(sentence)?.[1]?.toLowerCase();
      if (said) return starCountOf(said);
    }
  return null;
}
