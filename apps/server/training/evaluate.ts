import { modelReading, readTermPolarity } from '../src/ai/analysis/french-gloss.ts';
import { detectCategories, predictCategoryPolarity } from '../src/ai/analysis/model.ts';
import type { AnalysisModel } from '../src/ai/analysis/model-file.ts';
import { readSentence } from '../src/ai/analysis/sentence.ts';
import { spansToTokens } from './prepare.ts';
import type { SemevalSentence } from './semeval.ts';

export type SemevalScores = {
  termExtraction: { precision: number; recall: number; f1: number };
  termPolarityAccuracy: number;
  categoryDetection: { precision: number; recall: number; f1: number };
  categoryPolarityAccuracy: number;
};

/** Precision, recall and F1 of `tp` right answers among `predicted`, against `gold`. */
export const prf = (tp: number, predicted: number, gold: number) => {
  const precision = predicted ? tp / predicted : 0;
  const recall = gold ? tp / gold : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
};

/**
 * The task's official measures: exact-span F1 for terms, set F1 for categories, and accuracy of
 * polarity given the gold terms and categories (subtasks 1–4 of SemEval-2014 Task 4).
 */
export function evaluateSemeval(
  model: AnalysisModel,
  sentences: SemevalSentence[],
  language: 'en' | 'fr' = 'en',
): SemevalScores {
  let termTp = 0;
  let termPred = 0;
  let termGold = 0;
  let termPolOk = 0;
  let catTp = 0;
  let catPred = 0;
  let catGold = 0;
  let catPolOk = 0;
  let catPolN = 0;
  for (const s of sentences) {
    const words = readSentence(s.text);
    const gold = new Set(s.terms.map((t) => `${t.from}:${t.to}`));
    // Terms, categories and polarities are read in English, French through its gloss.
    const read = modelReading(model, words, language);
    const { found } = read;
    const predicted = new Set(found.map(([a, b]) => `${words[a]!.start}:${words[b - 1]!.end}`));
    termGold += gold.size;
    termPred += predicted.size;
    for (const p of predicted) if (gold.has(p)) termTp++;
    const spans = spansToTokens(words, s.terms);
    spans.forEach(([a, b], j) => {
      if (readTermPolarity(model, words, read, a, b, spans.length) === s.terms[j]!.polarity)
        termPolOk++;
    });
    const goldCats = new Set(s.categories.map((c) => c.category));
    const cats = detectCategories(model, read.words, read.terms);
    catGold += goldCats.size;
    catPred += cats.length;
    for (const c of cats) if (goldCats.has(c)) catTp++;
    for (const c of s.categories) {
      catPolN++;
      if (
        predictCategoryPolarity(model, read.words, c.category, s.categories.length, read.terms) ===
        c.polarity
      )
        catPolOk++;
    }
  }
  return {
    termExtraction: prf(termTp, termPred, termGold),
    termPolarityAccuracy: termGold ? termPolOk / termGold : 0,
    categoryDetection: prf(catTp, catPred, catGold),
    categoryPolarityAccuracy: catPolN ? catPolOk / catPolN : 0,
  };
}
