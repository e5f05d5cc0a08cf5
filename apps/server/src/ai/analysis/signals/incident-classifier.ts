import { readFileSync } from 'node:fs';
import type { IncidentKind } from '@tableside/domain/review-signals';
import { detectLanguage } from '../../builtin/language.ts';
import {
  DENSE_SIZE,
  englishWords,
  stretchFeatures,
  type StretchFeatures,
} from './incident-features.ts';
import type { SignalSentence } from './text.ts';

/**
 * A learnt reader of incidents told in words no rule lists (docs/product/review-understanding.md#signals):
 * one logistic score per kind over each sentence, and each pair of sentences in a row ("my friend
 * wears a hijab. The host said they were full"), read as stems and pooled word vectors
 * (`incident-features.ts`). Trained by `scripts/train-incidents.ts` on invented reviews; its
 * threshold was chosen there for precision, since the rules already find the plain reports.
 */

export type IncidentModel = {
  kinds: IncidentKind[];
  /** A kind is told when a stretch's score for it (a logit) reaches this. */
  threshold: number;
  /**
   * A review no kind flags still tells an incident when a stretch's "any incident" score reaches
   * this: every incident review taught that output, so it knows more of them than each kind's.
   */
  anyThreshold: number;
  /** One per kind, then one for any incident at all. */
  bias: number[];
  /** Output by output, `DENSE_SIZE` weights of the pooled vectors. */
  dense: number[];
  /** Stem (or `r:` and the stars) → one weight per output. */
  sparse: Record<string, number[]>;
};

export const INCIDENT_MODEL_URL = new URL('../data/incident-classifier.json', import.meta.url);

let shipped: IncidentModel | undefined;
export function incidentModel(): IncidentModel {
  shipped ??= JSON.parse(readFileSync(INCIDENT_MODEL_URL, 'utf8')) as IncidentModel;
  return shipped;
}

/** One sentence, or a sentence and the one before it, as the classifier reads them. */
export type Stretch = { sentence: number; features: StretchFeatures };

export const ratingFeature = (rating: number | null) => `r:${rating ?? 'none'}`;

export function reviewStretches(
  sentences: readonly SignalSentence[],
  rating: number | null,
): Stretch[] {
  const french = detectLanguage(sentences.map((s) => s.text).join(' ')) === 'fr';
  const words = sentences.map((s) => englishWords(s.folded, french));
  const stretches: Stretch[] = [];
  // A question asks rather than tells ("should I call the health department?"): not read.
  words.forEach((own, i) => {
    if (sentences[i]!.asks) return;
    stretches.push({ sentence: i, features: stretchFeatures(own) });
    if (i > 0 && !sentences[i - 1]!.asks)
      stretches.push({ sentence: i, features: stretchFeatures([...words[i - 1]!, ...own]) });
  });
  for (const s of stretches) s.features.sparse.add(ratingFeature(rating));
  return stretches;
}

/** The logit of each kind for one stretch, into `out`. */
export function scoreStretch(
  model: IncidentModel,
  { sparse, dense }: StretchFeatures,
  out: number[],
) {
  const k = model.bias.length;
  for (let c = 0; c < k; c++) {
    let z = model.bias[c]!;
    const row = c * DENSE_SIZE;
    for (let d = 0; d < DENSE_SIZE; d++) z += model.dense[row + d]! * dense[d]!;
    out[c] = z;
  }
  for (const f of sparse) {
    const w = model.sparse[f];
    if (w) for (let c = 0; c < k; c++) out[c]! += w[c]!;
  }
  return out;
}

/** Each kind's best stretch: its score and the sentence that ends it. */
export function scoreIncidents(
  model: IncidentModel,
  stretches: readonly Stretch[],
): { score: number; sentence: number }[] {
  const best = model.bias.map(() => ({ score: -Infinity, sentence: -1 }));
  const out = new Array<number>(model.bias.length).fill(0);
  for (const stretch of stretches) {
    scoreStretch(model, stretch.features, out);
    out.forEach((z, c) => {
      if (z > best[c]!.score) best[c] = { score: z, sentence: stretch.sentence };
    });
  }
  return best;
}

export type LearntIncidents = {
  /** The kinds whose own score reaches the threshold, each with its sentence. */
  kinds: Map<IncidentKind, string>;
  /** When the review tells an incident at all: its likeliest kind and that kind's sentence. */
  likeliest: { kind: IncidentKind; span: string } | null;
};

/** The incidents the classifier reads in a review. */
export function classifyIncidents(
  sentences: readonly SignalSentence[],
  rating: number | null,
  model: IncidentModel = incidentModel(),
): LearntIncidents {
  const kinds = new Map<IncidentKind, string>();
  const stretches = reviewStretches(sentences, rating);
  if (!stretches.length) return { kinds, likeliest: null };
  const best = scoreIncidents(model, stretches);
  let top = 0;
  model.kinds.forEach((kind, c) => {
    const { score, sentence } = best[c]!;
    if (score >= model.threshold) kinds.set(kind, sentences[sentence]!.text);
    if (score > best[top]!.score) top = c;
  });
  const any = best[model.kinds.length]!;
  const likeliest =
    any.score >= model.anyThreshold
      ? { kind: model.kinds[top]!, span: sentences[best[top]!.sentence]!.text }
      : null;
  return { kinds, likeliest };
}
