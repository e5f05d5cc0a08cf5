/**
 * A small attention network over the words around an aspect term: each word becomes hidden units
 * from its vector (with a correction when negated, so "not great" can mean the opposite of "great") and
 * a few facts (its lexicon polarity, its distance to the term, whether it shares the term's
 * clause); the network weighs the words, reads the weighted mean and the term's own units, and
 * gives each label's probability. It finds which opinion belongs to which term by itself, where
 * a linear model only counts words by distance.
 */
export type AttentionToken = {
  /** The word's vector (null when the vectors never saw it). */
  vector: Float32Array | null;
  /** What the projection of `vector` is remembered under at prediction time. */
  key: string;
  /** The words just before and after (punctuation skipped), read as context. */
  before: { vector: Float32Array; key: string } | null;
  after: { vector: Float32Array; key: string } | null;
  negated: boolean;
  /** Facts about the word: `extra` many numbers. */
  facts: Float32Array;
  /** Which attention offset applies: distance bucket and clause, below `positions`. */
  position: number;
  /** Part of the term itself. */
  term: boolean;
};

export type AttentionNet = {
  /** Hidden unit × vector component, for every word and added for a negated one. */
  plain: number[];
  negated: number[];
  /** The same for the word before and the word after. */
  previous: number[];
  next: number[];
  /** Hidden unit × fact. */
  facts: number[];
  bias: number[];
  /** Attention: a score per hidden unit and an offset per position. */
  attend: number[];
  offsets: number[];
  /** Label × (attended units, then the term's units). */
  output: number[];
  outputBias: number[];
};

export type AttentionModel = {
  labels: string[];
  vectorSize: number;
  factCount: number;
  positions: number;
  hidden: number;
  /** Networks trained with consecutive seeds; their probabilities are averaged. */
  nets: AttentionNet[];
};

/** The weights from a word's inputs to its hidden units, as training holds them. */
export type Projection = Record<
  'plain' | 'negated' | 'previous' | 'next' | 'facts' | 'bias',
  Float32Array
>;
