/**
 * Scores the built-in reply engine on the hand-labelled corpus (`apps/server/eval/`):
 *   npm run -s eval:replies -- [--split dev|test|all] [--group hv|cl|bp|me|gp|tq|ov|cs|cb] [--verbose]
 *   npm run -s eval:replies -- --cases b|c|d [--split dev|test|all] [--verbose]
 *
 * Each non-spam review gets the `ReplyRequest` the server would build (`eval-reply-request.ts`,
 * as `src/features/replies/context.ts` does): the group's name and facts, the location's name,
 * the default tone, the menu and staff as the product stores them, the review's analysis with
 * that catalogue, no language (the platforms rarely give one; the engine detects it) and the
 * openings of the location's last 20 drafts, most recent first. Drafts are generated location by
 * location in date order.
 *
 * Every check is written here, from the reader's side, with its own word lists: nothing comes
 * from the engine's helpers. The checks are keyword checks, so they are approximate; the
 * contradiction check most of all. The test split is read only for final figures (eval/README.md).
 *
 * `--cases b` (or `c`, `d`) scores the blind instruction set B (`eval/data/instruction-cases-b.json`),
 * C or D alone: their cases are on dev reviews, so the originals are the dev drafts and `--split` picks
 * the cases. `--cases complaints` scores the drafts' checks on the blind complaint yardstick
 * (`eval/complaint-yardstick.ts`) instead of the corpus, with no instruction cases.
 */
import { parseArgs } from 'node:util';
import { createBuiltinReplyEngine } from '../src/ai/builtin/reply-engine.ts';
import type { ReplyRequest } from '../src/ai/engine.ts';
import { loadComplaintYardstick } from '../eval/complaint-yardstick.ts';
import {
  isInstructionCaseSet,
  loadCorpus,
  loadInstructionCases,
  type Review,
} from '../eval/corpus.ts';
import { draftCorpus, groupOf as groupOfReview, type Draft } from './eval-drafts.ts';
import { runInstructionCases } from './eval-instruction-run.ts';
import { replyChecks } from './eval-reply-checks.ts';
import { repeatedShare } from './eval-reply-repeats.ts';

/** A failed case check's kind, from its message (eval-reply-cases.ts). */
function failureKind(message: string): string {
  const note = /^unexpected note (\S+)/.exec(message);
  if (note) return `a note it should not give (${note[1]})`;
  const missing = /^no "(\S+)" note/.exec(message);
  if (missing) return `no note where one was due (${missing[1]})`;
  if (message.startsWith('none of')) return 'asked content missing';
  if (message.startsWith('has ')) return 'content left in';
  if (message.startsWith('not signed')) return 'signature';
  if (message.startsWith('no longer addresses')) return 'question or incident dropped';
  if (message.startsWith('not in ')) return 'language';
  if (/^\d+ words/.test(message)) return 'length';
  if (/^\d+ ×/.test(message)) return 'too many of a word';
  return message.split(' ').slice(0, 3).join(' ');
}

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'dev' },
    verbose: { type: 'boolean', default: false },
    /** Comma-separated review or instruction-case ids whose drafts to print (dev reviews only, for debugging). */
    show: { type: 'string', default: '' },
    /**
     * Gives the engine the reviews' labelled questions and incidents instead of the analysis's own
     * signals: scores the replies apart from the signal detection. Not the server's request.
     */
    'gold-signals': { type: 'boolean', default: false },
    /** Scores one group's drafts and instruction cases only (its figures apart from the others'). */
    group: { type: 'string', default: '' },
    /**
     * `a` (the first instruction set, with the drafts' rubric), `b`, `c` or `d` (that set's cases
     * alone), `complaints` (the complaint yardstick's drafts, no instruction cases).
     */
    cases: { type: 'string', default: 'a' },
  },
});
const split = values.split;
if (!['dev', 'test', 'all'].includes(split)) throw new Error('--split is dev, test or all');
const yardstick = values.cases === 'complaints';
const caseSet = yardstick ? 'a' : values.cases;
if (!isInstructionCaseSet(caseSet)) throw new Error('--cases is a, b, c, d or complaints');

// --- Requests and drafts -----------------------------------------------------------------------

const loaded = loadCorpus();
// The yardstick's reviews are written at the corpus's restaurants, so its groups serve them.
const corpus = yardstick ? { ...loaded, reviews: loadComplaintYardstick() } : loaded;
const groupOf = (review: Review) => groupOfReview(corpus, review);
const inSplit = (s: 'dev' | 'test') => split === 'all' || s === split;

/** With --gold-signals, the labelled questions and incidents instead of the analysis's own. */
function goldSignals(review: Review, request: ReplyRequest): ReplyRequest {
  if (!values['gold-signals'] || !request.analysis) return request;
  const signals = {
    ...request.analysis.signals,
    questions: review.questions,
    incidents: review.incidents,
  };
  return { ...request, analysis: { ...request.analysis, signals } };
}

const engine = createBuiltinReplyEngine();
const inGroup = (review: Review) => !values.group || review.group === values.group;
if (values.group && !corpus.groups.some((g) => g.id === values.group))
  throw new Error(`--group: no group ${values.group}`);
// Drafts depend only on their own location's earlier drafts, so one group can be drafted alone.
// Set B is written on dev reviews only: its originals are the dev drafts whatever the split.
const drafts = (await draftCorpus(corpus, caseSet !== 'a' ? 'dev' : split, goldSignals)).filter(
  (d) => inGroup(d.review),
);

const CHECKS = replyChecks(groupOf);

// --- Report ------------------------------------------------------------------------------------

const pct = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)}%` : '–';
const columns = ['all', 'en', 'fr-CA', 'fr-FR'] as const;
const inColumn = (column: string, lang: string) => column === 'all' || column === lang;

const outcomes = drafts.map((d) => ({ draft: d, results: CHECKS.map((c) => c.run(d)) }));
const failures: string[] = [];

/** The drafts' rubric figures (set A's run; sets B, C and D print their cases alone). */
function printDraftReport() {
  console.log(
    `Reply drafts, built-in engine, ${split} split: ${drafts.length} non-spam reviews ` +
      `(spam gets no reply)\n`,
  );
  console.log(`| check | ${columns.join(' | ')} |`);
  console.log(`| --- | ${columns.map(() => '---').join(' | ')} |`);
  CHECKS.forEach((check, i) => {
    const cells = columns.map((column) => {
      const scope = outcomes.filter(
        (o) => inColumn(column, o.draft.review.lang) && o.results[i]!.applies,
      );
      return `${pct(scope.filter((o) => o.results[i]!.ok).length, scope.length)} (${scope.length})`;
    });
    console.log(`| ${check.name} | ${cells.join(' | ')} |`);
  });
  const allPass = columns.map((column) => {
    const scope = outcomes.filter((o) => inColumn(column, o.draft.review.lang));
    return `${pct(scope.filter((o) => o.results.every((r) => r.ok)).length, scope.length)} (${scope.length})`;
  });
  console.log(`| **every applicable check** | ${allPass.join(' | ')} |`);

  const repeated = columns.map((column) => {
    const { repeated: r, all } = repeatedShare(
      drafts.filter((d) => inColumn(column, d.review.lang)),
    );
    return `${pct(r, all)} of ${all}`;
  });
  console.log(`| repeated sentences (lower is better) | ${repeated.join(' | ')} |`);

  // The target is stated for 40 drafts: consecutive blocks of 40 in date order, worst block shown.
  const byDate = [...drafts].sort((a, b) => a.review.date.localeCompare(b.review.date));
  const blocks: number[] = [];
  for (let start = 0; start + 40 <= byDate.length; start += 40) {
    const { repeated: r, all } = repeatedShare(byDate.slice(start, start + 40));
    blocks.push(all ? r / all : 0);
  }
  if (blocks.length)
    console.log(
      `| repeated sentences, blocks of 40 drafts (target ≤ 15%) | worst ${pct(Math.max(...blocks), 1)}, ` +
        `mean ${pct(
          blocks.reduce((a, b) => a + b, 0),
          blocks.length,
        )} over ${blocks.length} | | | |`,
    );
}
if (caseSet === 'a') printDraftReport();

// Instruction cases: the original draft, then a regeneration with the instruction.
const allCases = yardstick
  ? []
  : caseSet === 'a'
    ? corpus.instructionCases
    : loadInstructionCases(caseSet);
const cases = allCases.filter(
  (c) => inSplit(c.split) && drafts.some((d) => d.review.id === c.reviewId),
);
const rubricOf = (draft: Draft) =>
  CHECKS.flatMap((check) => {
    const o = check.run(draft);
    return o.ok ? [] : [`${check.name}: ${o.why}`];
  });
const results = await runInstructionCases(cases, drafts, engine, rubricOf);
const regenerated = new Map(results.map((r) => [r.case.id, r.text]));
const caseRows = new Map<string, { checks: number; rubric: number; all: number }>();
for (const { case: c, failed, rubric, notes } of results) {
  for (const key of ['all', c.language]) {
    const row = caseRows.get(key) ?? { checks: 0, rubric: 0, all: 0 };
    row.all++;
    if (!failed.length) row.checks++;
    if (!failed.length && !rubric.length) row.rubric++;
    caseRows.set(key, row);
  }
  // Only dev cases are listed: the test split is read as figures (eval/README.md).
  if ((failed.length || rubric.length) && c.split === 'dev')
    failures.push(
      `${c.id} (${c.reviewId}, "${c.instruction}"): ${[...failed, ...rubric.map((r) => `rubric ${r}`)].join('; ')}` +
        (notes.length
          ? ` [notes: ${notes.map((n) => `${n.reason} "${n.instruction}"`).join(', ')}]`
          : ''),
    );
}
if (!yardstick) {
  console.log(
    `\nInstruction cases, set ${caseSet} (${cases.length}): regenerated with the instruction\n`,
  );
  console.log('| cases | checks pass | checks and rubric pass |');
  console.log('| --- | --- | --- |');
  for (const [key, row] of caseRows)
    console.log(
      `| ${key} (${row.all}) | ${pct(row.checks, row.all)} | ${pct(row.rubric, row.all)} |`,
    );
}

// What went wrong, counted by kind for each split: the test split's cases are never listed, but
// whether its misses are notes where the engine gave up or content it got wrong is worth knowing.
if (!yardstick) {
  const kinds = new Map<string, number>();
  for (const { case: c, failed } of results)
    for (const kind of new Set(failed.map(failureKind)))
      kinds.set(`${c.split}: ${kind}`, (kinds.get(`${c.split}: ${kind}`) ?? 0) + 1);
  if (kinds.size) {
    console.log('\n| instruction misses by kind (cases) | n |\n| --- | --- |');
    for (const [kind, n] of [...kinds].sort()) console.log(`| ${kind} | ${n} |`);
  }
}

if (values.verbose && caseSet === 'a') {
  console.log('\nFailing drafts');
  for (const { draft, results } of outcomes) {
    const why = results.flatMap((r, i) => (r.ok ? [] : [`${CHECKS[i]!.name}: ${r.why}`]));
    if (why.length) console.log(`- ${draft.review.id} (${draft.review.lang}): ${why.join('; ')}`);
  }
}
if (values.verbose) {
  console.log('\nFailing instruction cases (dev)');
  for (const line of failures) console.log(`- ${line}`);
}

for (const id of values.show.split(',').filter(Boolean)) {
  const again = regenerated.get(id);
  if (again !== undefined) {
    console.log(`\n${id} regenerated:\n  > ${again}`);
    continue;
  }
  const draft = drafts.find((d) => d.review.id === id);
  if (!draft) throw new Error(`--show: no draft for ${id} in the ${split} split`);
  console.log(`\n${id} ${draft.review.stars}★: ${draft.review.text}\n  > ${draft.text}`);
}
