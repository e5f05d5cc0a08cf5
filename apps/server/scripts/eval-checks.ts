/**
 * Runs the draft checks (`src/ai/replies/verify-draft.ts`) over the built-in engine's drafts of
 * the hand-labelled corpus and compares them with the reply scorer's rubric (`eval-replies.ts`):
 *   npm run -s eval:checks -- [--split dev|test|all] [--group <id>] [--signals gold|analysis] [--verbose]
 *
 * The drafts are the scorer's own: the same requests (eval-reply-request.ts: the runtime analysis
 * with the group's catalogue, and the group's facts), in the same order, so the same seeds; the
 * instruction cases are regenerated as the scorer does and checked too. The checks' signals
 * (questions, incidents, spam) are the gold labels by default, so the checks are judged apart
 * from the signal detection; `--signals analysis` keeps the runtime's. The scorer's verdicts are
 * read from its `--verbose` output. The test split is read only for final figures
 * (eval/README.md).
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import type { DraftCheck, DraftCheckId } from '@tableside/domain/draft-checks';
import { DRAFT_CHECKS } from '@tableside/domain/draft-checks';
import { createBuiltinReplyEngine } from '../src/ai/builtin/reply-engine.ts';
import type { ReplyRequest } from '../src/ai/engine.ts';
import { expectedLanguage, verifyDraft } from '../src/ai/replies/verify-draft.ts';
import { loadCorpus, type Review } from '../eval/corpus.ts';
import { draftCorpus, type Scored } from './eval-drafts.ts';
import { regenerationOf } from './eval-instruction-run.ts';

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'dev' },
    signals: { type: 'string', default: 'gold' },
    /** One group's drafts and instruction cases only (a blind group's figures apart). */
    group: { type: 'string', default: '' },
    verbose: { type: 'boolean', default: false },
  },
});
const split = values.split;
if (!['dev', 'test', 'all'].includes(split)) throw new Error('--split is dev, test or all');
if (!['gold', 'analysis'].includes(values.signals))
  throw new Error('--signals is gold or analysis');

const corpus = loadCorpus();
if (values.group && !corpus.groups.some((g) => g.id === values.group))
  throw new Error(`--group: no group ${values.group}`);
const inGroup = (review: Review) => !values.group || review.group === values.group;

/** The request with the signals the checks read: the gold labels unless `--signals analysis`. */
function checkedRequest(review: Review, request: ReplyRequest): ReplyRequest {
  if (values.signals !== 'gold' || !request.analysis) return request;
  const signals = {
    questions: review.questions,
    incidents: review.incidents,
    spam: review.spam,
    sarcasm: review.sarcasm,
  };
  return { ...request, analysis: { ...request.analysis, signals } };
}

// --- Drafts, as the scorer makes them -----------------------------------------------------------

const engine = createBuiltinReplyEngine();
// Drafts depend only on their own location's earlier drafts, so one group's are the same alone.
const drafts = (await draftCorpus(corpus, split)).filter((d) => inGroup(d.review));

const results = drafts.map((d) => {
  const request = checkedRequest(d.review, d.request);
  return {
    draft: d,
    checks: verifyDraft(d.text, request, { language: expectedLanguage(request) }),
  };
});

// --- The scorer's verdicts ----------------------------------------------------------------------

const SCORER_CHECKS = [
  'language',
  'sign-off language',
  'acknowledged',
  'addressed',
  'no promotion',
  'no cheer on incidents',
  'specific',
  'no contradiction (approx.)',
  'no invented complaint',
  'complaint named',
  'praise calibrated',
];
const output = execFileSync(
  process.execPath,
  [
    ...process.execArgv,
    new URL('./eval-replies.ts', import.meta.url).pathname,
    '--split',
    split,
    ...(values.group ? ['--group', values.group] : []),
    '--verbose',
  ],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
/** Review id → the scorer's failed checks, each with its reason. */
const scorerFailures = new Map<string, Map<string, string>>();
const failing =
  output.split('\nFailing drafts\n')[1]?.split('\nFailing instruction cases')[0] ?? '';
for (const line of failing.split('\n')) {
  const m = /^- (\S+) \([^)]+\): (.*)$/.exec(line);
  if (!m) continue;
  const failures = new Map<string, string>();
  let current: string | null = null;
  for (const piece of m[2]!.split('; ')) {
    const name = SCORER_CHECKS.find((c) => piece.startsWith(`${c}: `));
    if (name) {
      current = name;
      failures.set(name, piece.slice(name.length + 2));
    } else if (current) failures.set(current, `${failures.get(current)}; ${piece}`);
  }
  scorerFailures.set(m[1]!, failures);
}

/** Whether the scorer's rubric, restricted to what one of our checks covers, passed; null: n/a. */
function rubricVerdict(review: Scored, check: DraftCheckId): boolean | null {
  const failed = scorerFailures.get(review.id) ?? new Map<string, string>();
  const address = (prefix: string) => {
    const entries = review.reply.mustAddress.filter((e) => e.startsWith(prefix));
    if (!entries.length) return null;
    const missing = failed.get('addressed') ?? '';
    return !entries.some((e) => missing.includes(e));
  };
  switch (check) {
    case 'language':
      return !failed.has('language') && !failed.has('sign-off language');
    case 'no-contradiction':
      return !failed.has('no contradiction (approx.)');
    case 'no-invented-complaint':
      return !failed.has('no invented complaint');
    case 'incidents-addressed':
      return address('incident:');
    case 'questions-answered':
      return address('question:');
    case 'no-promotion':
      return review.reply.noPromotion ? !failed.has('no promotion') : null;
    default:
      return null;
  }
}

// --- Report -------------------------------------------------------------------------------------

const pct = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)}%` : '–';
const columns = ['all', 'en', 'fr-CA', 'fr-FR'] as const;
const inColumn = (column: string, lang: string) => column === 'all' || column === lang;

console.log(
  `Draft checks on the built-in engine's drafts, ${split} split: ${drafts.length} non-spam ` +
    `reviews, signals: ${values.signals}\n`,
);
console.log(`| check | ${columns.join(' | ')} |`);
console.log(`| --- | ${columns.map(() => '---').join(' | ')} |`);
DRAFT_CHECKS.forEach((check, i) => {
  const cells = columns.map((column) => {
    const scope = results.filter((r) => inColumn(column, r.draft.review.lang));
    return `${pct(scope.filter((r) => r.checks[i]!.passed).length, scope.length)}`;
  });
  console.log(`| ${check} | ${cells.join(' | ')} |`);
});
const every = columns.map((column) => {
  const scope = results.filter((r) => inColumn(column, r.draft.review.lang));
  return pct(scope.filter((r) => r.checks.every((c) => c.passed)).length, scope.length);
});
console.log(`| **every check** | ${every.join(' | ')} |`);

console.log('\nAgreement with the scorer (drafts where the rubric applies)\n');
console.log(
  '| check | applies | agree | both pass | both fail | only the check fails | only the rubric fails |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
const disagreements: string[] = [];
DRAFT_CHECKS.forEach((check, i) => {
  let applies = 0;
  const tally = { pp: 0, ff: 0, checkOnly: 0, rubricOnly: 0 };
  for (const r of results) {
    const rubric = rubricVerdict(r.draft.review, check);
    if (rubric === null) continue;
    applies++;
    const ours = r.checks[i]!;
    if (ours.passed && rubric) tally.pp++;
    else if (!ours.passed && !rubric) tally.ff++;
    else if (!ours.passed) {
      tally.checkOnly++;
      disagreements.push(
        `- ${r.draft.review.id} ${check}: the check fails (${ours.detail}), the rubric passes`,
      );
    } else {
      tally.rubricOnly++;
      disagreements.push(`- ${r.draft.review.id} ${check}: the rubric fails, the check passes`);
    }
  }
  if (!applies) return;
  console.log(
    `| ${check} | ${applies} | ${pct(tally.pp + tally.ff, applies)} | ${tally.pp} | ${tally.ff} | ${tally.checkOnly} | ${tally.rubricOnly} |`,
  );
});

// Good drafts: the scorer finds nothing wrong with them; a check that flags one is a false alarm.
const good = results.filter((r) => !scorerFailures.has(r.draft.review.id));
const flagged = good.filter((r) => r.checks.some((c) => !c.passed));
console.log(
  `\nDrafts passing every rubric check: ${good.length}; flagged by a draft check: ${flagged.length}`,
);
for (const r of flagged)
  console.log(
    `- ${r.draft.review.id}: ${r.checks
      .filter((c) => !c.passed)
      .map((c) => `${c.check} (${c.detail})`)
      .join('; ')}`,
  );

// Instruction cases: each regenerated with its instruction, as the scorer does, then checked.
const reviewOf = new Map(corpus.reviews.map((r) => [r.id, r]));
const cases = corpus.instructionCases.filter(
  (c) => (split === 'all' || c.split === split) && inGroup(reviewOf.get(c.reviewId)!),
);
const caseResults: { id: string; instruction: string; text: string; checks: DraftCheck[] }[] = [];
for (const c of cases) {
  const { original, request } = regenerationOf(c, drafts);
  const text = await engine.draftReply(request);
  const checked = checkedRequest(original.review, request);
  caseResults.push({
    id: c.id,
    instruction: c.instruction,
    text,
    checks: verifyDraft(text, checked, { language: expectedLanguage(checked) }),
  });
}
console.log(`\nInstruction cases (${cases.length}), regenerated with the instruction\n`);
console.log(`| check | passed |`);
console.log(`| --- | --- |`);
DRAFT_CHECKS.forEach((check, i) =>
  console.log(
    `| ${check} | ${pct(caseResults.filter((r) => r.checks[i]!.passed).length, caseResults.length)} |`,
  ),
);

if (values.verbose) {
  console.log('\nFailing instruction cases');
  for (const r of caseResults) {
    const failed = r.checks.filter((c) => !c.passed);
    if (failed.length)
      console.log(
        `- ${r.id} ("${r.instruction}"): ${failed.map((c) => `${c.check}: ${c.detail}`).join('; ')}\n  > ${r.text.replace(/\n+/g, ' / ')}`,
      );
  }
  console.log('\nDisagreements');
  for (const line of disagreements) console.log(line);
  console.log('\nFailing checks');
  for (const r of results) {
    const failed = r.checks.filter((c) => !c.passed);
    if (failed.length)
      console.log(
        `- ${r.draft.review.id} (${r.draft.review.lang}, ${r.draft.review.stars}★): ${failed
          .map((c) => `${c.check}: ${c.detail}`)
          .join('; ')}\n  > ${r.draft.text.replace(/\n+/g, ' / ')}`,
      );
  }
}
