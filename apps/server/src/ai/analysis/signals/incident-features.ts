import { glossOf } from '../french-word-gloss.ts';
import { stem } from '../tokenize.ts';
import { perWord } from '../word-memo.ts';
import { glossTable } from '../french-word-gloss.ts';
import { INCIDENT_GLOSSES } from './incident-glossary.ts';
import { unitVector } from '../unit-vector.ts';

/**
 * What the incident classifier reads of a stretch of review (`incident-classifier.ts`): its words
 * as stems, French read as their English gloss so both languages share what is learnt, and the
 * meaning of its content words as the mean and the maximum of their unit word vectors, so that
 * "retching", never seen in training, sits near "vomiting", which was.
 */

export const VECTOR_SIZE = 100;

/**
 * Each kind's sense, as a few English words: a stretch's closeness to each (the best cosine of
 * any of its words) is a feature, so a word the training never saw still counts by its meaning.
 * In `INCIDENT_KINDS` order.
 */
const SENSES = [
  'sick ill vomit vomiting nausea diarrhea cramps fever stomach poisoning toilet hospital',
  'allergy allergic reaction swelling hives rash epipen peanut breathe throat swollen anaphylaxis',
  'burn burned blister bleeding fell slipped cut bruise fracture injured stitches sprained',
  'hair plastic glass metal screw bandage insect shard wire worm caterpillar found',
  'cockroach mouse rat droppings filthy dirty raw unwashed mold soap sneezed floor',
  'racist discrimination black hijab wheelchair accent gay refused mocked humiliated bouncer muslim',
  'lawyer attorney sue lawsuit court legal claim liable negligence reimburse solicitor notice',
  'inspector inspection health department authorities city report complaint sanitary agency officials regulators',
].map((line) => line.split(' '));
export const SENSE_COUNT = SENSES.length;
const SENSE_WORDS = SENSES.flat();
/**
 * Mean then max of the content words' unit vectors, then the closeness to each sense, then to
 * each word of the senses.
 */
export const DENSE_SIZE = 2 * VECTOR_SIZE + SENSE_COUNT + SENSE_WORDS.length;

const INCIDENT_GLOSS = glossTable(INCIDENT_GLOSSES);

/** Words too common to carry meaning for the pooled vectors. */
const STOP = new Set(
  (
    'the and was were are is been be have has had this that with for from but not they them ' +
    'their our you your his her she him its it’s there then than what when who which would could ' +
    'just very really also all one two some any about into out over only too get got did does ' +
    'les des une est etait sont pas que qui pour dans avec mais nous vous ils elles sur par ' +
    'plus tout toute tous cette ces mon mes notre nos votre vos leur leurs son ses aux ont ete ' +
    'avait avons pis ben fait faire'
  ).split(' '),
);

/** French words by the incident glossary, then the sentence glossary, plural and feminine folded. */
const englishOf = perWord((folded): string => {
  const own =
    INCIDENT_GLOSS.get(folded) ??
    INCIDENT_GLOSS.get(folded.replace(/e?s$/, '')) ??
    INCIDENT_GLOSS.get(folded.replace(/s$/, ''));
  return (own ?? glossOf(folded) ?? folded).replace(/ /g, '_');
});

/**
 * A word's cosine with each word of the senses, then its best with each sense, below 0.3 read
 * as none.
 */
const closeness = perWord((word): Float32Array | null => {
  const v = unitVector(word);
  if (!v) return null;
  const near = new Float32Array(SENSE_COUNT + SENSE_WORDS.length);
  let at = SENSE_COUNT;
  SENSES.forEach((sense, k) => {
    for (const other of sense) {
      const u = unitVector(other);
      let dot = 0;
      if (u) for (let d = 0; d < VECTOR_SIZE; d++) dot += u[d]! * v[d]!;
      near[at++] = Math.max(0, dot - 0.3);
      near[k] = Math.max(near[k]!, near[at - 1]!);
    }
  });
  return near;
});

/** The English words of folded text, French glossed. */
export function englishWords(folded: string, french: boolean): string[] {
  const words = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  return french ? words.map(englishOf) : words;
}

export type StretchFeatures = { sparse: Set<string>; dense: Float32Array };

/** Stems and pairs of content stems present (binary), and the pooled vectors of the words. */
export function stretchFeatures(words: readonly string[]): StretchFeatures {
  const sparse = new Set<string>();
  const dense = new Float32Array(DENSE_SIZE);
  dense.fill(-1, VECTOR_SIZE, 2 * VECTOR_SIZE);
  let n = 0;
  let before = '';
  for (const word of words) {
    sparse.add(stem(word));
    if (word.length < 3 || STOP.has(word)) continue;
    // Two content words in a row ("lip swelled", "chipped tooth", "wet floor"): what happened
    // is often told by a pair whose words alone say nothing.
    const own = stem(word);
    if (before) sparse.add(`${before}+${own}`);
    before = own;
    const head = word.split('_')[0]!;
    const v = unitVector(head);
    if (!v) continue;
    n++;
    for (let d = 0; d < VECTOR_SIZE; d++) {
      dense[d]! += v[d]!;
      if (v[d]! > dense[VECTOR_SIZE + d]!) dense[VECTOR_SIZE + d] = v[d]!;
    }
    const near = closeness(head)!;
    for (let k = 0; k < near.length; k++) {
      const at = 2 * VECTOR_SIZE + k;
      if (near[k]! > dense[at]!) dense[at] = near[k]!;
    }
  }
  if (n) for (let d = 0; d < VECTOR_SIZE; d++) dense[d]! /= n;
  else dense.fill(0, VECTOR_SIZE, 2 * VECTOR_SIZE);
  return { sparse, dense };
}
