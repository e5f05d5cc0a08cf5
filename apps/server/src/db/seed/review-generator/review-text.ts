// A review's words: its sentences, chosen by rating and source, and what they mention.
import type { DemoReview, DemoStaff } from './types.ts';
import type { LangBank, Lang, Stars, Topic } from '../review-phrases.ts';
import type { MenuDish } from './dishes.ts';
import { fill, firstName, staffVars, type Vars } from './fill.ts';
import type { Rng } from './rng.ts';

const RATING_ONLY_GOOGLE = 0.03;
/** Sentences per review (1..6): Google reviews are short, Yelp and Tripadvisor run longer. */
const SENTENCE_WEIGHTS: Record<DemoReview['source'], number[]> = {
  google: [30, 28, 20, 12, 6, 4],
  yelp: [8, 14, 22, 24, 18, 14],
  tripadvisor: [6, 12, 22, 26, 20, 14],
};
const TOPICS: Topic[] = ['food', 'ambience', 'wait', 'price', 'cleanliness', 'service'];

export type Mentions = {
  posDishes: MenuDish[];
  negDishes: MenuDish[];
  posStaff: string | null;
  negStaff: boolean;
  topics: Topic[];
};
type Part =
  | { kind: 'dish'; dish: MenuDish }
  | { kind: 'dishes'; a: MenuDish; b: MenuDish }
  | { kind: 'staff'; member: DemoStaff }
  | { kind: 'topic'; topic: Topic }
  | { kind: 'mild' }
  | { kind: 'mixed' };
type Tone = 'pos' | 'neg' | 'mixed';
export type Ctx = {
  rng: Rng;
  bank: LangBank;
  lang: Lang;
  rating: Stars;
  source: DemoReview['source'];
  base: Vars;
  team: DemoStaff[];
  dishes: MenuDish[];
  dishWeights: number[];
};

function pickDishes(ctx: Ctx, k: number): MenuDish[] {
  const chosen: MenuDish[] = [];
  for (let tries = 0; chosen.length < Math.min(k, ctx.dishes.length) && tries < 20; tries++) {
    const d = ctx.rng.weighted(ctx.dishes, ctx.dishWeights);
    if (!chosen.includes(d)) chosen.push(d);
  }
  return chosen;
}

export function composeText(ctx: Ctx): { text: string; m: Mentions } {
  const { rng, bank, rating, base } = ctx;
  const m: Mentions = { posDishes: [], negDishes: [], posStaff: null, negStaff: false, topics: [] };
  if (ctx.source === 'google' && rng.chance(RATING_ONLY_GOOGLE)) return { text: '', m };
  const used = new Set<string>();
  const fresh = (list: readonly string[]): string => {
    let t = rng.pick(list);
    for (let i = 0; i < 4 && used.has(t); i++) t = rng.pick(list);
    used.add(t);
    return t;
  };
  const render = (part: Part, tone: Tone): string => {
    switch (part.kind) {
      case 'dish': {
        const t = tone === 'neg' ? 'neg' : 'pos';
        (t === 'pos' ? m.posDishes : m.negDishes).push(part.dish);
        const list = [...bank.dish[t].any, ...bank.dish[t][part.dish.kind]];
        return fill(fresh(list), part.dish.vars[ctx.lang][0], base);
      }
      case 'dishes': {
        (tone === 'neg' ? m.negDishes : m.posDishes).push(part.a);
        (tone === 'pos' ? m.posDishes : m.negDishes).push(part.b);
        const [a, b] = [part.a.vars[ctx.lang][0], part.b.vars[ctx.lang][1]];
        return fill(rng.pick(bank.twoDishes[tone]), a, b, base);
      }
      case 'staff': {
        const t = tone === 'neg' ? 'neg' : 'pos';
        const name = firstName(part.member.name);
        if (t === 'pos') m.posStaff = name;
        else m.negStaff = true;
        return fill(rng.pick(bank.staff[t][part.member.role]), staffVars(name), base);
      }
      case 'topic':
        if (tone === 'neg') m.topics.push(part.topic);
        return fill(fresh(bank.remarks[tone === 'neg' ? 'neg' : 'pos'][part.topic]), base);
      case 'mild':
        return fill(rng.pick(bank.mild)[0], base);
      case 'mixed': {
        const [t, topic] = rng.pick(bank.mixed);
        m.topics.push(topic);
        return fill(t, base);
      }
    }
  };

  const n = rng.weighted([1, 2, 3, 4, 5, 6], SENTENCE_WEIGHTS[ctx.source]);
  if (n === 1) {
    if (rating === 3 && rng.chance(0.5)) return { text: render({ kind: 'mixed' }, 'mixed'), m };
    const [dish] = rating >= 4 && rng.chance(0.25) ? pickDishes(ctx, 1) : [];
    if (dish) return { text: render({ kind: 'dish', dish }, 'pos'), m };
    return { text: fill(rng.pick(bank.short[rating]), base), m };
  }

  const hasOpener = rng.chance(n === 2 ? 0.5 : 0.8);
  const hasCloser = n === 2 ? !hasOpener : rng.chance(0.75);
  const bodySize = n - (hasOpener ? 1 : 0) - (hasCloser ? 1 : 0);

  const parts: Part[] = [];
  const [a, b] = pickDishes(
    ctx,
    rng.weighted([0, 1, 2], bodySize >= 3 ? [15, 45, 40] : [40, 45, 15]),
  );
  if (a && b && (bodySize === 1 || rng.chance(0.5))) parts.push({ kind: 'dishes', a, b });
  else for (const dish of [a, b]) if (dish) parts.push({ kind: 'dish', dish });
  if (ctx.team.length > 0 && rng.chance(rating >= 4 ? 0.4 : 0.3)) {
    parts.push({ kind: 'staff', member: rng.pick(ctx.team) });
  }
  for (const topic of rng.shuffle(TOPICS).slice(0, 2)) parts.push({ kind: 'topic', topic });
  const body = rng.shuffle(parts.slice(0, bodySize));

  let tones: Tone[] = body.map(() => (rating >= 4 ? 'pos' : 'neg'));
  if (rating === 4 && rng.chance(0.45)) {
    if (body.length > 1) body[body.length - 1] = { kind: 'mild' };
    else if (n < 6) {
      body.push({ kind: 'mild' });
      tones.push('pos');
    }
  }
  if (rating === 3) {
    if (body.length === 1 && body[0]?.kind !== 'dishes') body[0] = { kind: 'mixed' };
    tones = body.map((p) => (p.kind === 'dishes' ? 'mixed' : rng.chance(0.5) ? 'pos' : 'neg'));
    if (body.length > 1 && !tones.includes('mixed') && new Set(tones).size === 1) {
      const i = rng.int(tones.length);
      tones[i] = tones[i] === 'pos' ? 'neg' : 'pos';
    }
  }

  const sentences: string[] = [];
  if (hasOpener) {
    const traveller = ctx.source === 'tripadvisor' && rng.chance(0.4);
    sentences.push(fill(rng.pick(traveller ? bank.traveller : bank.openers[rating]), base));
  }
  body.forEach((part, i) => sentences.push(render(part, tones[i] ?? 'pos')));
  if (hasCloser) sentences.push(fill(rng.pick(bank.closers[rating]), base));
  return { text: sentences.join(' '), m };
}
