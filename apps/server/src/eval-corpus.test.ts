import { describe, expect, it } from 'vitest';
import {
  incidentKinds,
  loadCorpus,
  loadInstructionCases,
  spamKinds,
  tags,
  type Review,
} from '../eval/corpus.ts';

// The hand-written evaluation corpus (apps/server/eval): these checks keep its labels consistent
// with its texts and catalogues; they never produce a label.
const corpus = loadCorpus();
const { reviews, groups, agentQuestions, instructionCases, today } = corpus;
const groupById = new Map(groups.map((g) => [g.id, g]));
const reviewById = new Map(reviews.map((r) => [r.id, r]));

const FIRST_DAY = '2025-09-01';
const LAST_DAY = '2026-11-20';

// A mention may carry a leading determiner ("the duck confit", "le tartare"); it does not make the
// mention a variant of the menu name.
const determiner =
  /^(?:(?:the|a|an|my|our|their|his|her|le|la|les|un|une|mon|ma|mes|notre|nos|leur|leurs|du|des|de la|son|sa|ses|ce|cette|ces|ton|ta|tes|votre|vos)\s+|(?:de )?l['’]\s*)/i;
const bare = (span: string) => span.replace(determiner, '').trim().toLowerCase();

const unique = (ids: string[]) => {
  const seen = new Set<string>();
  const dupes = ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  expect(dupes).toEqual([]);
};

type InstructionCases = typeof instructionCases;

/**
 * A blind instruction set's cases: unique ids, each on a dev review of its own (not spam, in its
 * language) that no earlier set uses, worded unlike every earlier case.
 */
function expectOnOwnDevReviews(set: InstructionCases, earlierSets: InstructionCases[]) {
  const earlierCases = earlierSets.flat();
  unique([...earlierCases, ...set].map((c) => c.id));
  const earlier = new Set(earlierCases.map((c) => c.reviewId));
  const written = new Set(earlierCases.map((c) => c.instruction.toLowerCase()));
  for (const c of set) {
    const r = reviewById.get(c.reviewId);
    expect(r?.split, `${c.id} is on a dev review`).toBe('dev');
    expect(r?.spam ?? null, `${c.id} is on a real review`).toBeNull();
    expect(c.language, c.id).toBe(r?.language);
    expect(earlier.has(c.reviewId), `${c.id} is on a review of its own`).toBe(false);
    expect(written.has(c.instruction.toLowerCase()), `${c.id} is worded anew`).toBe(false);
  }
  unique(set.map((c) => c.reviewId));
}

/** Every phenomenon the corpus promises, per review: hand tags plus what other labels state. */
function phenomena(r: Review): string[] {
  const out: string[] = [...r.tags, `lang:${r.lang}`, `sentiment:${r.sentiment}`];
  if (r.sarcasm) out.push('sarcasm');
  if (r.spam) out.push('spam', `spam:${r.spam}`);
  if (r.questions.length) out.push('question');
  for (const q of r.questions) out.push(`question:${q.topic}`);
  if (r.incidents.length) out.push('incident');
  for (const i of r.incidents) out.push(`incident:${i.kind}`);
  if (r.dishes.some((d) => d.variant)) out.push('dish-variant');
  if (r.dishes.some((d) => d.item === null)) out.push('dish-off-menu');
  if (r.staff.some((s) => s.ref === 'ambiguous')) out.push('staff-ambiguous-label');
  if (r.staff.some((s) => s.ref === 'role-only')) out.push('staff-role-only-label');
  if (r.stars === 3 && r.sentiment === 'neutral') out.push('neutral-3-star');
  return out;
}

/** Minimum count of each phenomenon in each split (dev and test alike). */
const minimums: Record<string, number> = {
  ...Object.fromEntries(tags.map((t) => [t, 1])),
  ...Object.fromEntries(incidentKinds.map((k) => [`incident:${k}`, 1])),
  ...Object.fromEntries(spamKinds.map((k) => [`spam:${k}`, 1])),
  'lang:en': 30,
  'lang:fr-FR': 15,
  'lang:fr-CA': 18,
  'sentiment:positive': 25,
  'sentiment:negative': 20,
  'sentiment:mixed': 5,
  'sentiment:neutral': 3,
  sarcasm: 3,
  spam: 4,
  question: 6,
  incident: 8,
  'dish-variant': 10,
  'dish-off-menu': 3,
  'staff-ambiguous-label': 2,
  'staff-role-only-label': 4,
  'neutral-3-star': 2,
  'very-short': 2,
  'dish-misspelled': 2,
  'dish-other-language': 2,
  'staff-nickname': 3,
  'negative-with-passing-praise': 3,
};

describe('evaluation corpus', () => {
  it('has at least 350 reviews with unique ids, in range, at known locations', () => {
    expect(reviews.length).toBeGreaterThanOrEqual(350);
    unique(reviews.map((r) => r.id));
    for (const r of reviews) {
      const g = groupById.get(r.group);
      expect(g, r.id).toBeDefined();
      expect(
        g?.locations.some((l) => l.id === r.location),
        `${r.id} location`,
      ).toBe(true);
      expect(r.date >= FIRST_DAY && r.date <= LAST_DAY, `${r.id} date`).toBe(true);
      const words = r.text.split(/\s+/).filter(Boolean).length;
      expect(words, `${r.id} length`).toBeLessThanOrEqual(250);
    }
  });

  it('has unique menu and staff ids, each staff member at locations of their group', () => {
    unique(groups.flatMap((g) => [...g.menu.map((m) => m.id), ...g.staff.map((s) => s.id)]));
    for (const g of groups)
      for (const s of g.staff)
        for (const l of s.locations) expect(g.locations.map((x) => x.id)).toContain(l);
  });

  it('labels spans that are exact substrings and references that exist', () => {
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => ok || problems.push(what);
    for (const r of reviews) {
      const g = groupById.get(r.group)!;
      const spans = [
        ...r.questions,
        ...r.incidents,
        ...r.dishes,
        ...r.staff,
        ...(r.unrosteredStaff ?? []),
      ].map((x) => x.span);
      for (const span of spans) check(r.text.includes(span), `${r.id}: span "${span}"`);
      for (const d of r.dishes) {
        if (d.item === null) {
          check(!d.variant, `${r.id}: off-menu "${d.span}" is no variant`);
          continue;
        }
        const item = g.menu.find((m) => m.id === d.item);
        if (!item) {
          problems.push(`${r.id}: unknown dish ${d.item}`);
          continue;
        }
        const exact = [...item.names, ...item.aliases].some(
          (n) => n.toLowerCase() === bare(d.span),
        );
        check(d.variant === !exact, `${r.id}: variant flag of "${d.span}" should be ${!exact}`);
      }
      const staffIds = g.staff.map((x) => x.id);
      for (const s of r.staff) {
        if (s.ref === 'role-only') check(!s.candidates, `${r.id}: role-only has no candidates`);
        else if (s.ref === 'ambiguous')
          check(
            (s.candidates?.length ?? 0) >= 2 && s.candidates!.every((c) => staffIds.includes(c)),
            `${r.id}: ambiguous "${s.span}" needs 2+ known candidates`,
          );
        else check(staffIds.includes(s.ref), `${r.id}: unknown staff ${s.ref}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps sentiment, spam and reply rubrics consistent with the other labels', () => {
    for (const r of reviews) {
      const polarities = Object.values(r.aspects);
      if (r.sentiment === 'mixed') {
        const praise = polarities.some((p) => p === 'positive' || p === 'mixed');
        const criticism = polarities.some((p) => p === 'negative' || p === 'mixed');
        expect(praise && criticism, `${r.id} mixed needs praise and criticism`).toBe(true);
      }
      if (r.spam) {
        expect(r.reply, `${r.id} spam gets no reply rubric`).toBeNull();
        continue;
      }
      const reply = r.reply;
      expect(reply, `${r.id} reply rubric`).not.toBeNull();
      if (!reply) continue;
      expect(reply.replyLanguage, r.id).toBe(r.language);
      expect([...reply.mustAddress].sort(), `${r.id} mustAddress`).toEqual(
        [
          ...new Set([
            ...r.questions.map((q) => `question:${q.topic}`),
            ...r.incidents.map((i) => `incident:${i.kind}`),
          ]),
        ].sort(),
      );
      if (r.stars <= 2 || r.incidents.length) expect(reply.noPromotion, r.id).toBe(true);
      const mentioned = new Set([...r.dishes.map((d) => d.item), ...r.staff.map((s) => s.ref)]);
      for (const a of reply.mustAcknowledge) {
        if (a.startsWith('name:')) expect(r.text, r.id).toContain(a.slice(5));
        else expect(mentioned.has(a), `${r.id} acknowledges ${a}`).toBe(true);
      }
    }
  });

  it('mixes languages and stars like a real review stream', () => {
    const share = (f: (r: Review) => boolean) => reviews.filter(f).length / reviews.length;
    expect(share((r) => r.lang === 'en')).toBeGreaterThan(0.4);
    // Outremer, Cedar & Salt and Wren & Kettle, written when English read weakest, are 55%, 60% and
    // 72% English, and Lantern & Larder (issue #34, English sentiment) is all English: the whole
    // sits a little above half, French a little under its earlier floors.
    expect(share((r) => r.lang === 'en')).toBeLessThan(0.58);
    expect(share((r) => r.lang === 'fr-FR')).toBeGreaterThan(0.19);
    expect(share((r) => r.lang === 'fr-FR')).toBeLessThan(0.3);
    expect(share((r) => r.lang === 'fr-CA')).toBeGreaterThan(0.22);
    expect(share((r) => r.lang === 'fr-CA')).toBeLessThan(0.35);
    expect(share((r) => r.stars >= 4)).toBeGreaterThan(0.5);
    expect(share((r) => r.stars <= 2)).toBeGreaterThan(0.2);
  });

  it('gives every group reviews in both splits and a test share of its own', () => {
    // A group added later (Maple & Ember, Le Gros Phare, Tamarack, Outremer, Cedar & Salt, Comptoir Boréal, Wren & Kettle, Tide & Tallow, Lantern & Larder, Pont & Pignon, Lotus & Érable, Cèdre & Sumac, Brasa & Braise, Quai & Cormoran) is a fresh blind set: it must be held out as well.
    for (const g of groups) {
      const own = reviews.filter((r) => r.group === g.id);
      const test = own.filter((r) => r.split === 'test').length;
      expect(test / own.length, g.id).toBeGreaterThan(0.25);
      expect(test / own.length, g.id).toBeLessThan(0.45);
    }
  });

  it('holds out about a third as test, with every phenomenon in both splits', () => {
    const test = reviews.filter((r) => r.split === 'test');
    expect(test.length / reviews.length).toBeGreaterThan(0.3);
    // The blind groups hold out 40% each (a seeded 60/40 shuffle), so the whole sits a little
    // above a third and creeps towards 40% as groups are added (39.1% with Quai & Cormoran).
    expect(test.length / reviews.length).toBeLessThan(0.4);
    const missing: string[] = [];
    for (const s of ['dev', 'test'] as const) {
      const counts = new Map<string, number>();
      for (const r of reviews.filter((x) => x.split === s))
        for (const p of new Set(phenomena(r))) counts.set(p, (counts.get(p) ?? 0) + 1);
      for (const [p, min] of Object.entries(minimums)) {
        const have = counts.get(p) ?? 0;
        // The test split is half the dev split: its floor is half the dev floor, at least 1.
        const need = s === 'dev' ? min : Math.max(1, Math.floor(min / 2));
        if (have < need) missing.push(`${s} ${p}: ${have} < ${need}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has instruction cases on existing reviews, in the review split', () => {
    expect(instructionCases.length).toBeGreaterThanOrEqual(50);
    unique(instructionCases.map((c) => c.id));
    for (const c of instructionCases) {
      const r = reviewById.get(c.reviewId);
      expect(r, c.id).toBeDefined();
      expect(r?.spam ?? null, `${c.id} is on a real review`).toBeNull();
      expect(c.split, c.id).toBe(r?.split);
    }
    for (const language of ['en', 'fr'] as const)
      expect(instructionCases.filter((c) => c.language === language).length).toBeGreaterThan(10);
  });

  it('has set B of instruction cases on dev reviews, a third per language, split 60/40', () => {
    const setB = loadInstructionCases('b');
    unique([...instructionCases, ...setB].map((c) => c.id));
    for (const c of setB) {
      const r = reviewById.get(c.reviewId);
      expect(r?.split, `${c.id} is on a dev review`).toBe('dev');
      expect(r?.spam ?? null, `${c.id} is on a real review`).toBeNull();
      expect(c.language, c.id).toBe(r?.language);
    }
    for (const lang of ['en', 'fr-CA', 'fr-FR'])
      expect(setB.filter((c) => reviewById.get(c.reviewId)?.lang === lang)).toHaveLength(15);
    expect(setB.filter((c) => c.split === 'dev')).toHaveLength(27);
  });

  it('has set C of instruction cases on dev reviews no other set uses, split 60/40', () => {
    const setC = loadInstructionCases('c');
    expectOnOwnDevReviews(setC, [instructionCases, loadInstructionCases('b')]);
    for (const lang of ['en', 'fr-CA', 'fr-FR'])
      expect(
        setC.filter((c) => reviewById.get(c.reviewId)?.lang === lang).length,
      ).toBeGreaterThanOrEqual(16);
    expect(setC.filter((c) => c.split === 'dev')).toHaveLength(29);
  });

  it('has set D of instruction cases on dev reviews no other set uses, split 60/40', () => {
    const setD = loadInstructionCases('d');
    expectOnOwnDevReviews(setD, [
      instructionCases,
      ...(['b', 'c'] as const).map(loadInstructionCases),
    ]);
    for (const lang of ['en', 'fr-CA', 'fr-FR'])
      expect(setD.filter((c) => reviewById.get(c.reviewId)?.lang === lang)).toHaveLength(18);
    expect(setD.filter((c) => c.split === 'dev')).toHaveLength(32);
  });

  it('has agent questions with valid gold intents and periods', () => {
    expect(agentQuestions.length).toBeGreaterThanOrEqual(72);
    unique(agentQuestions.map((q) => q.id));
    const en = agentQuestions.filter((q) => q.language === 'en').length;
    expect(Math.abs(en * 2 - agentQuestions.length)).toBeLessThanOrEqual(4);
    const test = agentQuestions.filter((q) => q.split === 'test').length;
    expect(test / agentQuestions.length).toBeGreaterThan(0.3);
    expect(test / agentQuestions.length).toBeLessThan(0.37);
    for (const kind of new Set(agentQuestions.flatMap((q) => q.kinds)))
      for (const s of ['dev', 'test'] as const)
        expect(
          agentQuestions.some((q) => q.split === s && q.kinds.includes(kind)),
          `${kind} in ${s}`,
        ).toBe(true);
    // Periods that follow from "today" alone.
    const fixed: Record<string, { from: string; to: string }> = {
      yesterday: { from: '2026-11-20', to: '2026-11-20' },
      'this-week': { from: '2026-11-16', to: today },
      'last-week': { from: '2026-11-09', to: '2026-11-15' },
      'this-month': { from: '2026-11-01', to: today },
      'last-month': { from: '2026-10-01', to: '2026-10-31' },
      'this-quarter': { from: '2026-10-01', to: today },
      'last-quarter': { from: '2026-07-01', to: '2026-09-30' },
      'this-year': { from: '2026-01-01', to: today },
      'year-to-date': { from: '2026-01-01', to: today },
      'last-year': { from: '2025-01-01', to: '2025-12-31' },
    };
    for (const q of agentQuestions) {
      const g = groupById.get(q.group);
      expect(g, q.id).toBeDefined();
      expect(q.decline, q.id).toBe(q.intent === null);
      expect(q.decline, q.id).toBe(q.kinds.includes('decline'));
      expect(q.kinds.includes('two-step'), q.id).toBe(q.followUp !== undefined);
      if (!q.intent || !g) continue;
      const { period, locations, dish, staff } = q.intent;
      if (period) {
        expect(period.from <= period.to, q.id).toBe(true);
        expect(period.to <= today, q.id).toBe(true);
      }
      for (const k of q.kinds) if (fixed[k]) expect(period, `${q.id} ${k}`).toEqual(fixed[k]);
      for (const l of locations ?? [])
        expect(
          g.locations.map((x) => x.id),
          q.id,
        ).toContain(l);
      if (dish)
        expect(
          g.menu.map((m) => m.id),
          q.id,
        ).toContain(dish);
      if (staff)
        expect(
          g.staff.map((s) => s.id),
          q.id,
        ).toContain(staff);
      if (q.intent.metric === 'mentions') expect(Boolean(dish) !== Boolean(staff), q.id).toBe(true);
    }
  });
});
