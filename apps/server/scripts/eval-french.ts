import { evaluateSemeval, prf } from '../training/evaluate.ts';
import { loadFrenchEval, type FrenchEvalSentence } from '../training/french-eval.ts';
import { loadModel } from '../src/ai/analysis/model.ts';
import type { AnalysisModel } from '../src/ai/analysis/model-file.ts';
import { analyseReview } from '../src/ai/analysis/review-analysis.ts';

// The four official SemEval-2014 Task 4 figures on our French gold set
// (apps/server/training/data/french-eval.json), then what a French review gets from analyseReview:
// its terms, its language and its overall label.
// Report only: nothing is ever tuned on this set.

/** Terms as analyseReview reports them, matched to the gold ones by their text. */
function reviewMeasures(model: AnalysisModel, sentences: FrenchEvalSentence[]) {
  let tp = 0;
  let predicted = 0;
  let gold = 0;
  let french = 0;
  let labelOk = 0;
  for (const s of sentences) {
    const r = analyseReview(s.text, null, { model, taxonomy: 'semeval2014' });
    const left = s.terms.map((t) => t.term.toLowerCase());
    gold += left.length;
    for (const a of r.aspects) {
      predicted++;
      const k = left.indexOf(a.term.toLowerCase());
      if (k >= 0) {
        tp++;
        left.splice(k, 1);
      }
    }
    if (r.language === 'fr') french++;
    if (r.sentiment.label === s.sentiment) labelOk++;
  }
  return {
    terms: prf(tp, predicted, gold),
    language: french / sentences.length,
    sentiment: labelOk / sentences.length,
  };
}

const sentences = loadFrenchEval();
const model = loadModel();
const scores = evaluateSemeval(model, sentences, 'fr');
const review = reviewMeasures(model, sentences);
const pct = (x: number) => (x * 100).toFixed(2).padStart(6);
const terms = sentences.reduce((n, s) => n + s.terms.length, 0);
const categories = sentences.reduce((n, s) => n + s.categories.length, 0);
console.log(
  `French gold set: ${sentences.length} sentences, ${terms} terms, ${categories} categories`,
);
console.log(`aspect term extraction F1             ${pct(scores.termExtraction.f1)}`);
console.log(`aspect term polarity accuracy         ${pct(scores.termPolarityAccuracy)}`);
console.log(`aspect category detection F1          ${pct(scores.categoryDetection.f1)}`);
console.log(`aspect category polarity accuracy     ${pct(scores.categoryPolarityAccuracy)}`);
console.log(
  `term extraction P/R ${pct(scores.termExtraction.precision).trim()}/` +
    `${pct(scores.termExtraction.recall).trim()}; category detection P/R ` +
    `${pct(scores.categoryDetection.precision).trim()}/${pct(scores.categoryDetection.recall).trim()}`,
);
console.log('As analyseReview reads each sentence as a review:');
console.log(
  `aspect terms F1                       ${pct(review.terms.f1)}   ` +
    `(P/R ${pct(review.terms.precision).trim()}/${pct(review.terms.recall).trim()})`,
);
console.log(`language detected as French          ${pct(review.language)}`);
console.log(`overall sentiment label accuracy      ${pct(review.sentiment)}`);
