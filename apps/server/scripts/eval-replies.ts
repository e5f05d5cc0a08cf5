/**
 * Scores the built-in reply engine on the hand-labelled corpus (`apps/server/eval/`):
 *   npm run -s eval:replies -- [--split dev|test|all] [--group hv|cl|bp|me|gp|tq|ov|cs|cb] [--verbose]
 *   npm run -s eval:replies -- --cases b|c [--split dev|test|all] [--verbose]
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
 * `--cases b` (or `c`) scores the blind instruction set B (`eval/data/instruction-cases-b.json`) or
 * C alone: their cases are on dev reviews, so the originals are the dev drafts and `--split` picks
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
import {
  PROMO_TERMS,
  INVITE,
  PROMOTABLE,
  CHEER,
  ASPECT_WORDS,
  PRAISE,
  THANKS,
  FEEDBACK,
  APOLOGY,
} from './eval-reply-words.ts';
import { runInstructionCases } from './eval-instruction-run.ts';
import { inventedComplaints, unnamedComplaints } from './eval-reply-complaints.ts';
import { praiseCalibrated } from './eval-reply-praise.ts';
import {
  addressed,
  fold,
  languageOf,
  names,
  namesAny,
  sentencesOf,
  stripArticle,
} from './eval-reply-text.ts';

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
     * `a` (the first instruction set, with the drafts' rubric), `b` or `c` (that set's cases
     * alone), `complaints` (the complaint yardstick's drafts, no instruction cases).
     */
    cases: { type: 'string', default: 'a' },
  },
});
const split = values.split;
if (!['dev', 'test', 'all'].includes(split)) throw new Error('--split is dev, test or all');
const yardstick = values.cases === 'complaints';
const caseSet = yardstick ? 'a' : values.cases;
if (!isInstructionCaseSet(caseSet)) throw new Error('--cases is a, b, c or complaints');

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

// --- Checks ------------------------------------------------------------------------------------

/** The draft without the reviewer's name, which may contain a staff name. */
function withoutGuest(draft: Draft): string {
  let text = draft.text;
  for (const word of draft.review.author.split(/[\s.]+/))
    if (word.length > 1) text = text.split(word).join(' ');
  return text;
}

/** What counts as naming a menu or staff id back to the guest. */
function termsFor(review: Review, id: string): string[] {
  if (id.startsWith('name:')) return [id.slice(5)];
  const group = groupOf(review);
  const item = group.menu.find((m) => m.id === id);
  if (item) {
    const spans = review.dishes.filter((d) => d.item === id).map((d) => stripArticle(d.span));
    return [...item.names, ...item.aliases, ...spans];
  }
  const member = group.staff.find((s) => s.id === id);
  if (member) {
    const spans = review.staff.filter((s) => s.ref === id).map((s) => s.span);
    return [member.fullName.split(' ')[0]!, ...member.nicknames, ...spans];
  }
  throw new Error(`review ${review.id}: unknown id ${id}`);
}

function promotes(draft: Draft): string | null {
  const answersGiftCards = draft.review.reply.mustAddress.includes('question:gift-cards');
  for (const sentence of sentencesOf(draft.text)) {
    const term = PROMO_TERMS.find(
      (t) => names(sentence, t) && !(answersGiftCards && /gift|cadeau/.test(t)),
    );
    if (term) return term;
    if (namesAny(sentence, INVITE)) {
      const thing = PROMOTABLE.find((t) => names(sentence, t));
      if (thing) return thing;
    }
  }
  return null;
}

/** Sentences praising a negative mention or apologising for a positive one. Approximate. */
function contradictions(draft: Draft): string[] {
  const { review } = draft;
  const mentions = [
    ...review.dishes.flatMap((d) => (d.item ? [{ id: d.item, polarity: d.polarity }] : [])),
    ...review.staff.flatMap((s) =>
      s.ref.includes('-') && s.ref !== 'role-only' ? [{ id: s.ref, polarity: s.polarity }] : [],
    ),
  ];
  const found: string[] = [];
  for (const sentence of sentencesOf(withoutGuest(draft))) {
    for (const m of mentions) {
      if (m.polarity !== 'negative' && m.polarity !== 'positive') continue;
      if (!namesAny(sentence, termsFor(review, m.id))) continue;
      const praise = PRAISE.filter((w) => names(sentence, w));
      // "Thanks for telling us about the X" thanks the guest for the feedback, not for X.
      const thanksForFeedback =
        praise.every((w) => THANKS.includes(w)) && namesAny(sentence, FEEDBACK);
      if (m.polarity === 'negative' && praise.length && !thanksForFeedback)
        found.push(`praise for ${m.id}`);
      if (m.polarity === 'positive' && namesAny(sentence, APOLOGY))
        found.push(`apology for ${m.id}`);
    }
  }
  return found;
}

type Outcome = { applies: boolean; ok: boolean; why?: string };
type Check = { name: string; run: (draft: Draft) => Outcome };

const ok = (pass: boolean, why?: string): Outcome => ({ applies: true, ok: pass, why });
const na: Outcome = { applies: false, ok: true };

const CHECKS: Check[] = [
  {
    name: 'language',
    run: (d) => {
      const lang = languageOf(d.text);
      return ok(lang === d.review.reply.replyLanguage, `reply in ${lang ?? '?'}`);
    },
  },
  {
    name: 'sign-off language',
    run: (d) => {
      const last = sentencesOf(d.text).at(-1) ?? '';
      const lang = languageOf(last);
      // A closing with no stop word at all (a name, "Cheers") cannot be told; it passes.
      return ok(lang === null || lang === d.review.reply.replyLanguage, `last sentence "${last}"`);
    },
  },
  {
    name: 'acknowledged',
    run: (d) => {
      const ids = d.review.reply.mustAcknowledge;
      if (!ids.length) return na;
      const text = withoutGuest(d);
      const missing = ids.filter((id) => !namesAny(text, termsFor(d.review, id)));
      return ok(!missing.length, `missing ${missing.join(', ')}`);
    },
  },
  {
    name: 'addressed',
    run: (d) => {
      const entries = d.review.reply.mustAddress;
      if (!entries.length) return na;
      const missing = entries.filter((e) => !addressed(d.text, e));
      return ok(!missing.length, `missing ${missing.join(', ')}`);
    },
  },
  {
    name: 'no promotion',
    run: (d) => {
      if (!d.review.reply.noPromotion) return na;
      const term = promotes(d);
      return ok(term === null, `promotes "${term}"`);
    },
  },
  {
    name: 'no cheer on incidents',
    run: (d) => {
      if (!d.review.incidents.length) return na;
      const cheer = d.text.includes('!') ? '!' : CHEER.find((w) => names(d.text, w));
      return ok(!cheer, `cheer "${cheer}"`);
    },
  },
  {
    name: 'specific',
    run: (d) => {
      const { review } = d;
      const terms = [
        ...review.dishes.flatMap((m) => [
          stripArticle(m.span),
          ...(m.item ? termsFor(review, m.item) : []),
        ]),
        ...review.staff.flatMap((m) =>
          m.ref.includes('-') && m.ref !== 'role-only' ? termsFor(review, m.ref) : [],
        ),
        ...Object.keys(review.aspects).flatMap((a) => ASPECT_WORDS[a] ?? []),
      ];
      if (!terms.length) return na;
      return ok(namesAny(withoutGuest(d), terms), 'names nothing the guest wrote about');
    },
  },
  {
    name: 'no contradiction (approx.)',
    run: (d) => {
      const found = contradictions(d);
      return ok(!found.length, found.join('; '));
    },
  },
  {
    name: 'no invented complaint',
    run: (d) => {
      const found = inventedComplaints(d, withoutGuest(d), (id) => termsFor(d.review, id));
      return ok(!found.length, `apologises for ${found.join(', ')}`);
    },
  },
  {
    name: 'complaint named',
    run: (d) => {
      if (!Object.values(d.review.aspects).includes('negative')) return na;
      const missing = unnamedComplaints(d, withoutGuest(d), (id) => termsFor(d.review, id));
      return ok(!missing.length, `no complaint sentence names ${missing.join(', ')}`);
    },
  },
  {
    name: 'praise calibrated',
    run: (d) => praiseCalibrated(d.review, withoutGuest(d), (id) => termsFor(d.review, id)),
  },
];

// --- Repeated sentences ------------------------------------------------------------------------

const sentenceKey = (s: string) => fold(s).trim();

/** Share of sentences found word for word (normalised) in at least 3 other drafts of the set. */
function repeatedShare(set: Draft[]): { repeated: number; all: number } {
  const draftsWith = new Map<string, number>();
  const keysOf = set.map((d) => [...new Set(sentencesOf(d.text).map(sentenceKey))]);
  for (const keys of keysOf) for (const k of keys) draftsWith.set(k, (draftsWith.get(k) ?? 0) + 1);
  let repeated = 0;
  let all = 0;
  for (const d of set)
    for (const s of sentencesOf(d.text)) {
      all++;
      if ((draftsWith.get(sentenceKey(s)) ?? 0) - 1 >= 3) repeated++;
    }
  return { repeated, all };
}

// --- Report ------------------------------------------------------------------------------------

const pct = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)}%` : '–';
const columns = ['all', 'en', 'fr-CA', 'fr-FR'] as const;
const inColumn = (column: string, lang: string) => column === 'all' || column === lang;

const outcomes = drafts.map((d) => ({ draft: d, results: CHECKS.map((c) => c.run(d)) }));
const failures: string[] = [];

/** The drafts' rubric figures (set A's run; sets B and C print their cases alone). */
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
