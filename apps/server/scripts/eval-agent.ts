/**
 * Scores the built-in AI agent on the hand-labelled corpus (`apps/server/eval/`):
 *   npm run -s eval:agent -- [--split dev|test|all] [--verbose]
 *
 * The groups become Pro restaurants in a fresh embedded database, with their locations, their
 * menus (first name as the name; the other names and the owner's aliases as aliases, as the
 * product stores them) and their staff (full name and role; a person working at every location of
 * the group has no location; guests' nicknames are not stored, the agent has to work them out).
 * Every corpus review goes in, spam included (the agent sees what the restaurant sees), and is
 * analysed as the server analyses it. The agent's clock is the corpus's "today".
 *
 * Each question of the split is asked of the built-in engine as the group's Admin. The expected
 * figures are computed in `eval-agent-score.ts`, by brute force over the corpus reviews and their gold labels, never
 * through the agent's tools. `mentions` and `top-complaints` count gold labels, so they test the
 * review analysis as well as the agent. A question is fully correct when the answer has the
 * figure(s), states a period equal to the gold one, names the location when the question is
 * scoped to one, and, for declines, says it cannot help and gives no figure. The checks read the
 * answer's text (the reply carries no structured period), so they are approximate: see README.
 * The test split is read only for final figures (eval/README.md).
 */
import { parseArgs } from 'node:util';
import { openCorpusDatabase } from './eval-agent-corpus.ts';
import { corpus, score, TODAY, type Check, type Question } from './eval-agent-score.ts';

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'dev' },
    verbose: { type: 'boolean', default: false },
  },
});
const split = values.split;
if (!['dev', 'test', 'all'].includes(split)) throw new Error('--split is dev, test or all');

async function main() {
  const { database, askGroup } = await openCorpusDatabase();
  const questions = corpus.agentQuestions.filter((q) => split === 'all' || q.split === split);
  const results: { q: Question; checks: Check[]; answer: string }[] = [];
  for (const q of questions) {
    const group = corpus.groups.find((g) => g.id === q.group)!;
    const reply = await askGroup(q.group, q.question);
    const groupReviews = corpus.reviews.filter((r) => r.group === q.group);
    results.push({ q, checks: score(q, reply, group, groupReviews), answer: reply.answer });
  }
  await database.close();
  report(results);
}

// --- Report ------------------------------------------------------------------------------------

function report(results: { q: Question; checks: Check[]; answer: string }[]) {
  const pct = (part: number, whole: number) =>
    whole ? `${((100 * part) / whole).toFixed(1)}%` : '–';
  const full = (r: (typeof results)[number]) => r.checks.every((c) => c.ok);
  const checkRate = (rows: typeof results, name: Check['name']) => {
    const applicable = rows.filter((r) => r.checks.some((c) => c.name === name));
    const ok = applicable.filter((r) => r.checks.find((c) => c.name === name)!.ok).length;
    return applicable.length ? `${pct(ok, applicable.length)} (${applicable.length})` : '–';
  };
  const row = (label: string, rows: typeof results) =>
    `| ${label} | ${rows.length} | ${pct(rows.filter(full).length, rows.length)} | ` +
    `${checkRate(rows, 'figure')} | ${checkRate(rows, 'period')} | ${checkRate(rows, 'location')} | ${checkRate(rows, 'decline')} |`;

  console.log(
    `Agent answers, built-in engine, ${split} split: ${results.length} questions, today ${TODAY}\n`,
  );
  console.log('| questions | n | fully correct | figure | period | location | decline |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  console.log(row('**all**', results));
  for (const lang of ['en', 'fr'] as const)
    console.log(
      row(
        `lang:${lang}`,
        results.filter((r) => r.q.language === lang),
      ),
    );
  const keys = new Set<string>();
  for (const r of results) {
    if (r.q.intent) keys.add(`metric:${r.q.intent.metric}`);
    for (const k of r.q.kinds) keys.add(k);
  }
  for (const key of [...keys].sort()) {
    const rows = results.filter((r) =>
      key.startsWith('metric:')
        ? r.q.intent?.metric === key.slice(7)
        : r.q.kinds.includes(key as Question['kinds'][number]),
    );
    console.log(row(key, rows));
  }
  const right = results.filter(full).length;
  console.log(`\nFully correct: ${right}/${results.length} (${pct(right, results.length)})`);
  if (values.verbose) {
    console.log('\nFailures');
    for (const r of results.filter((x) => !full(x))) {
      console.log(`- ${r.q.id} [${r.q.language}] ${r.q.question}`);
      console.log(`    → ${r.answer.replace(/\s*\n\s*/g, ' ')}`);
      for (const c of r.checks.filter((x) => !x.ok)) console.log(`    ✗ ${c.name}: ${c.why}`);
    }
  }
}

await main();
