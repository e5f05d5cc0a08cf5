// Review-analysis throughput on one core, and the model's load time and size (and its word
// vectors', which load with the first review). Twice: on four short sentences, and on the
// evaluation corpus's development reviews (rated, English and French, 5 to 250 words, each with
// its restaurant's menu and staff), which is what a restaurant's reviews look like.
//   npx tsx bench/analysis-throughput.ts
// Baseline, measured in the same run: the signal reader alone
// (apps/server/src/ai/analysis/signals/signals.ts), word lists and patterns over the text, no
// model. (Until 2026-11-25 the baseline was the reply engine's keyword reader, which the grounded
// reply engine replaced: figures before that date are not comparable ratios.)
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { loadModel, MODEL_URL } from '../apps/server/src/ai/analysis/model.ts';
import { analyseReview } from '../apps/server/src/ai/analysis/review-analysis.ts';
import { readSignals } from '../apps/server/src/ai/analysis/signals/signals.ts';
import { loadCorpus } from '../apps/server/eval/corpus.ts';

// A fresh process first: the analysis modules read their word lists as they are imported.
const coldStart = execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    `const t0 = performance.now();
     const m = await import('./apps/server/src/ai/analysis/review-analysis.ts');
     const t1 = performance.now();
     m.analyseReview('The pasta was great but our waiter was rude.', 3, { menu: [], staff: [] });
     console.log(JSON.stringify({ imports: t1 - t0, first: performance.now() - t1 }));`,
  ],
  { encoding: 'utf8' },
);
const cold = JSON.parse(coldStart) as { imports: number; first: number };

const t0 = performance.now();
loadModel();
const loadMs = performance.now() - t0;
const texts = [
  'Great food and friendly staff. The pasta was a bit salty though.',
  'Service was slow and the waiter forgot our drinks. Never again.',
  'Lovely terrace, the tiramisu was to die for! Prices are fair.',
  'La terrasse est magnifique mais le serveur était lent. Le magret était parfait.',
];
const menu = ['Tiramisu', 'Magret de canard'];
const staff = ['Marco Rossi'];
const options = { menu: menu.map((name) => ({ name })), staff: staff.map((name) => ({ name })) };
function rate(run: (text: string) => unknown, n = 4000): number {
  for (let i = 0; i < 200; i++) run(texts[i % 4]!);
  const started = performance.now();
  for (let i = 0; i < n; i++) run(texts[i % 4]!);
  return n / ((performance.now() - started) / 1000);
}
const baseline = rate((text) => readSignals(text, 4));
const model = rate((text) => analyseReview(text, 4, options));

const corpus = loadCorpus();
const groups = new Map(corpus.groups.map((g) => [g.id, g]));
const realistic = corpus.reviews
  .filter((r) => r.split === 'dev')
  .map((r) => {
    const g = groups.get(r.group)!;
    return {
      text: r.text,
      stars: r.stars,
      catalogue: {
        menu: g.menu.map((i) => ({
          name: i.names[0]!,
          aliases: [...i.names.slice(1), ...i.aliases],
        })),
        staff: g.staff.map((m) => ({ name: m.fullName, role: m.role })),
      },
    };
  });
const meanWords =
  realistic.reduce((sum, r) => sum + r.text.split(/\s+/).length, 0) / realistic.length;
/** Reviews per second over every realistic review, `rounds` times, after one warm-up round. */
function rateRealistic(run: (r: (typeof realistic)[number]) => unknown, rounds = 3): number {
  for (const r of realistic) run(r);
  const started = performance.now();
  for (let k = 0; k < rounds; k++) for (const r of realistic) run(r);
  return (rounds * realistic.length) / ((performance.now() - started) / 1000);
}
const realisticBaseline = rateRealistic((r) => readSignals(r.text, r.stars));
const realisticModel = rateRealistic((r) => analyseReview(r.text, r.stars, r.catalogue));
const vectorsKb =
  statSync(new URL('../apps/server/src/ai/analysis/data/word-vectors.bin', import.meta.url)).size /
  1024;
console.log(
  `model load ${loadMs.toFixed(0)} ms, ${(statSync(MODEL_URL).size / 1024).toFixed(0)} KB on disk, ` +
    `word vectors ${vectorsKb.toFixed(0)} KB (read on first use)`,
);
console.log(
  `fresh process: analysis modules and their word lists imported in ${cold.imports.toFixed(0)} ms, ` +
    `first review (model file loaded on first use) in ${cold.first.toFixed(0)} ms`,
);
console.log(`baseline (signal reader): ${baseline.toFixed(0)} reviews/s`);
console.log(
  `review analysis: ${model.toFixed(0)} reviews/s (${(model / baseline).toFixed(2)}× the baseline)`,
);
console.log(
  `realistic reviews (${realistic.length} of the corpus's development split, ${meanWords.toFixed(0)} words on average): ` +
    `baseline ${realisticBaseline.toFixed(0)} reviews/s, review analysis ${realisticModel.toFixed(0)} reviews/s ` +
    `(${(realisticModel / realisticBaseline).toFixed(2)}× the baseline)`,
);
