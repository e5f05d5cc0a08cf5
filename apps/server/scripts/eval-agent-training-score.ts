/**
 * Checks of the invented agent questions (`training/data/agent-questions.jsonl`) beyond the
 * corpus scorer's: a question back when a name could be several people or dishes, a "not on
 * your menu / staff" when it names none, the staff member with the most complaints or praise,
 * two locations compared, incident counts and the share of some stars; the metrics of
 * `eval-agent-training-metrics.ts`. Standard metrics and declines go through `eval-agent-score.ts`.
 */
import type { AgentReply } from '../src/ai/agent/engine.ts';
import type { Review } from '../eval/corpus.ts';
import {
  inScope,
  namesLocation,
  TODAY,
  score,
  scorePeriod,
  type Check,
  type Group,
  type Question,
} from './eval-agent-score.ts';
import {
  periodsIn,
  counted,
  decimal,
  fold,
  hasWord,
  numberIn,
  figuresText,
  roundings,
} from './eval-agent-text.ts';
import {
  dishComplaints,
  EXTRA_METRICS,
  fail,
  GIVES_COUNT,
  languageCount,
  locationCheck,
  NONE,
  pass,
  replyRate,
  weekday,
} from './eval-agent-training-metrics.ts';
import type { TrainingQuestion } from './eval-agent-training-set.ts';

const NOT_FOUND = [
  'not on your menu',
  'not on the menu',
  "isn't on",
  'is not on',
  "don't see",
  'do not see',
  "can't find",
  'cannot find',
  "couldn't find",
  'could not find',
  'no dish',
  'nobody called',
  'no one called',
  'no staff member',
  'not in your',
  'ne trouve',
  'pas sur votre',
  'pas sur la carte',
  'pas au menu',
  'pas dans votre',
  'ne figure',
  'aucun plat',
  'aucun membre',
  'personne du nom',
];

const namesOf = (group: Group, id: string): string[] => {
  const dish = group.menu.find((m) => m.id === id);
  if (dish) return dish.names;
  const person = group.staff.find((s) => s.id === id);
  return person ? [person.fullName] : [id];
};

function mentionsOf(q: TrainingQuestion, groupReviews: Review[]): number {
  const i = q.intent!;
  return groupReviews.filter(
    (r) =>
      inScope(r, q.group, i.period, i.locations) &&
      (i.dish ? r.dishes.some((d) => d.item === i.dish) : r.staff.some((s) => s.ref === i.staff)),
  ).length;
}

export function scoreTraining(
  q: TrainingQuestion,
  reply: AgentReply,
  group: Group,
  groupReviews: Review[],
): Check[] {
  const first = scoreLoose(q, reply, group, groupReviews);
  if (!q.and) return first;
  const second = scoreLoose({ ...q, intent: q.and, and: undefined }, reply, group, groupReviews);
  return [...first, ...second.map((c) => ({ ...c, why: c.why && `second part: ${c.why}` }))];
}

/** How long a stated period may be for "lately": a week to about three months, ending today. */
const LOOSE_DAYS = { min: 7, max: 92 };

/**
 * A loosely said period: the gold period (the last 30 days), or any recent period the answer
 * states, the figure then checked over that period. Right when one reading is right throughout.
 */
function scoreLoose(
  q: TrainingQuestion,
  reply: AgentReply,
  group: Group,
  groupReviews: Review[],
): Check[] {
  const gold = scoreOne(q, reply, group, groupReviews);
  const intent = q.intent;
  if (!intent?.vague || gold.every((c) => c.ok)) return gold;
  const days = (from: string, to: string) =>
    Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  for (const stated of periodsIn(reply.answer, TODAY)) {
    const n = days(stated.from, stated.to);
    if (stated.to !== TODAY || n < LOOSE_DAYS.min || n > LOOSE_DAYS.max) continue;
    const checks = scoreOne(
      { ...q, intent: { ...intent, period: stated } },
      reply,
      group,
      groupReviews,
    );
    if (checks.every((c) => c.ok)) return checks;
  }
  return gold;
}

function scoreOne(
  q: TrainingQuestion,
  reply: AgentReply,
  group: Group,
  allReviews: Review[],
): Check[] {
  const stars = q.intent?.stars;
  // A share of some stars is over all the reviews; elsewhere `stars` narrows the reviews.
  const aspect = q.intent?.aspect;
  const platforms = q.intent?.platforms;
  const groupReviews = allReviews.filter(
    (r) =>
      (!stars || q.intent?.metric === 'share-stars' || stars.includes(r.stars)) &&
      (!aspect || aspect in r.aspects) &&
      (!platforms || platforms.some((p) => p === r.platform)),
  );
  const text = reply.answer;
  const f = fold(text);
  if (q.expect === 'clarify') {
    const missing = q.candidates!.filter((id) => !namesOf(group, id).some((n) => hasWord(text, n)));
    if (missing.length)
      return [fail('figure', `question back does not name ${missing.join(', ')}`)];
    return [GIVES_COUNT.test(f) ? fail('figure', 'answers instead of asking') : pass('figure')];
  }
  if (q.expect === 'unknown') {
    const typed = [q.unknown!, `${q.unknown}s`, `${q.unknown}x`];
    const says = NOT_FOUND.some((p) => f.includes(fold(p))) && typed.some((w) => hasWord(text, w));
    if (!says) return [fail('figure', `does not say "${q.unknown}" is unknown`)];
    // A count of the word itself in the reviews' text is an answer; any other figure is not.
    const other = f
      .split(/(?<=[.!?:])\s+/)
      .some((s) => GIVES_COUNT.test(s) && !typed.some((w) => hasWord(s, w)));
    return [other ? fail('figure', 'gives figures for something else') : pass('figure')];
  }
  const asked: Question = {
    id: q.id,
    group: q.group,
    split: 'dev',
    language: q.language,
    question: q.question,
    kinds: ['all-time'],
    decline: q.expect === 'decline',
    intent: q.expect === 'decline' ? null : (q.intent as Question['intent']),
    ...(q.followUp ? { followUp: q.followUp } : {}),
  };
  const intent = q.intent;
  if (intent?.metric === 'weekday-slice') {
    // The days asked: their reviews' average and count, as the corpus scorer checks both.
    const onDays = groupReviews.filter((r) =>
      intent.days!.includes(new Date(`${r.date}T12:00:00Z`).getUTCDay()),
    );
    const as = (metric: string) =>
      score(
        { ...asked, intent: { ...asked.intent!, metric } as Question['intent'] },
        reply,
        group,
        onDays,
      );
    const count = as('count').filter((c) => c.name === 'figure');
    return [
      ...as('average-rating'),
      ...count.map((c) => ({ ...c, why: c.why && `count: ${c.why}` })),
    ];
  }
  if (intent?.metric === 'mentions' && mentionsOf(q, groupReviews) === 0) {
    // Nobody mentioned it: "nobody mentioned", "aucun avis", as well as "0 reviews".
    const checks = score(asked, reply, group, groupReviews);
    const none = NONE.test(f) && !GIVES_COUNT.test(f.replace(/\b0\s+/g, ''));
    return none ? checks.map((c) => (c.name === 'figure' ? pass('figure') : c)) : checks;
  }
  if (!intent || !EXTRA_METRICS.includes(intent.metric))
    return score(asked, reply, group, groupReviews);
  const p = scorePeriod(asked.intent!, text);
  const rs = groupReviews.filter((r) => inScope(r, q.group, intent.period, intent.locations));
  const located = locationCheck(text, group, intent.locations);
  if (intent.metric === 'reply-rate') return [replyRate(text, rs.length, q, group), p];
  if (intent.metric === 'incidents') {
    const kinds = intent.incidents;
    const n = rs.filter((r) => r.incidents.some((i) => !kinds || kinds.includes(i.kind))).length;
    const none = n === 0 && NONE.test(f) && !GIVES_COUNT.test(f.replace(/\b0\s+/g, ''));
    return [
      counted(figuresText(text), n) || none
        ? pass('figure')
        : fail('figure', `${n} reviews reporting an incident not given`),
      p,
      ...located,
    ];
  }
  if (intent.metric === 'share-stars') {
    const share = rs.length
      ? (100 * rs.filter((r) => stars!.includes(r.stars)).length) / rs.length
      : 0;
    const given = [...f.matchAll(/(\d+(?:[.,]\d+)?)\s*%/g)].map((m) => m[1]!);
    const near = given.find((g) => Math.abs(Number(g.replace(',', '.')) - share) <= 0.1 + 1e-9);
    const wrongFormat = near?.includes(q.language === 'fr' ? '.' : ',');
    return [
      near && !wrongFormat
        ? pass('figure')
        : fail('figure', `share of ${stars!.join('/')}★ ${share.toFixed(1)}% not given`),
      p,
      ...located,
    ];
  }
  if (intent.metric === 'dish-complaints') return [dishComplaints(text, rs, group), p, ...located];
  if (intent.metric === 'language-count') return [languageCount(text, rs, q), p, ...located];
  if (intent.metric === 'worst-weekday' || intent.metric === 'best-weekday')
    return [weekday(text, rs, intent.metric === 'best-weekday'), p, ...located];
  if (intent.metric === 'staff-complaints' || intent.metric === 'staff-praise') {
    const polarity = intent.metric === 'staff-praise' ? 'positive' : 'negative';
    // The older staff-complaints questions were scored without the location check; kept so.
    const where = intent.metric === 'staff-praise' ? located : [];
    const counts = new Map<string, number>();
    const eligible = (ref: string) =>
      group.staff.some(
        (m) => m.id === ref && (!intent.roles || /^(server|serveu[rs]e?)$/i.test(m.role)),
      );
    for (const r of rs)
      for (const s of r.staff)
        if (s.polarity === polarity && eligible(s.ref))
          counts.set(s.ref, (counts.get(s.ref) ?? 0) + 1);
    const most = Math.max(0, ...counts.values());
    const top = [...counts].filter(([, c]) => c === most).map(([id]) => id);
    // Nobody was complained about: the right answer says so and names nobody.
    if (!top.length)
      return [
        NONE.test(f) && !group.staff.some((m) => hasWord(text, m.fullName))
          ? pass('figure')
          : fail(
              'figure',
              `no staff ${polarity} mention in the gold period, and the answer names one`,
            ),
        p,
        ...where,
      ];
    const named = top.some((id) => {
      const full = namesOf(group, id)[0]!;
      return hasWord(text, full) || hasWord(text, full.split(' ')[0]!);
    });
    return [
      named
        ? pass('figure')
        : fail('figure', `most ${polarity} mentions ${top.join('/')} not named`),
      p,
      ...where,
    ];
  }
  const figures = figuresText(text);
  const missing: string[] = [];
  for (const loc of q.compare!) {
    const own = rs.filter((r) => r.location === loc);
    if (!own.length) continue;
    const avg = own.reduce((s, r) => s + r.stars, 0) / own.length;
    const wanted = roundings(avg).flatMap((v) =>
      v.endsWith('.0') ? [decimal(v, q.language), v.slice(0, -2)] : [decimal(v, q.language)],
    );
    if (!wanted.some((w) => numberIn(figures, w)) || !namesLocation(text, group, loc))
      missing.push(`${loc} ${wanted[0]}`);
  }
  return [
    missing.length ? fail('figure', `averages missing: ${missing.join(', ')}`) : pass('figure'),
    p,
  ];
}
