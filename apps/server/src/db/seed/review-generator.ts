// Deterministic generator of realistic demo reviews (and replies) for seeding Tableside.
// Pure: the output depends only on the options; randomness comes from a seeded mulberry32.
import {
  AUTHOR_NAMES,
  BANKS,
  DEMO_DISHES,
  DESSERT_RE,
  DRINK_RE,
  FEMININE_HEADS,
} from './review-phrases.ts';
import type { DishKind, Lang, LangBank, Stars, Topic } from './review-phrases.ts';

export type DemoLocation = { id: string; name: string; city: string };
export type DemoStaff = {
  name: string;
  role: 'server' | 'bartender' | 'chef' | 'host' | 'manager';
  locationId: string;
};
export type DemoReplyStatus = 'draft' | 'edited' | 'regenerated' | 'approved' | 'posted';
export type DemoReview = {
  source: 'google' | 'yelp' | 'tripadvisor';
  externalId: string;
  locationId: string;
  authorName: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  language: 'en' | 'fr';
  reviewDate: Date;
  reply: null | {
    text: string;
    status: DemoReplyStatus;
    approvedAt: Date | null;
    postedAt: Date | null;
  };
};
export type GenerateOptions = {
  locations: DemoLocation[];
  staff: DemoStaff[];
  menu: string[];
  count: number;
  now: Date;
  seed: number;
  /** How far back reviews go, in calendar months before `now`. Default 12. */
  months?: number;
};

/** Dishes and drinks of a French-Canadian bistro group. */
export const DEMO_MENU: string[] = DEMO_DISHES.map((d) => d.name);

export const DEMO_STAFF_NAMES: Array<{ name: string; role: DemoStaff['role'] }> = [
  { name: 'Marco', role: 'server' },
  { name: 'Sophie', role: 'bartender' },
  { name: 'Julien', role: 'chef' },
  { name: 'Priya', role: 'server' },
  { name: 'Étienne', role: 'host' },
  { name: 'Nadia', role: 'manager' },
  { name: 'Luc', role: 'server' },
  { name: 'Amira', role: 'bartender' },
  { name: 'Tom', role: 'host' },
  { name: 'Mathilde', role: 'server' },
  { name: 'Kenji', role: 'chef' },
  { name: 'Gabrielle', role: 'manager' },
];

// ---- tuning ---------------------------------------------------------------------------------
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SOURCES = ['google', 'yelp', 'tripadvisor'] as const;
const SOURCE_WEIGHTS = [60, 25, 15];
const RATINGS = [5, 4, 3, 2, 1] as const;
const RATING_WEIGHTS = [55, 20, 10, 7, 8];
const FRENCH_SHARE = 0.3;
const RATING_ONLY_GOOGLE = 0.03;
/** Sentences per review (1..6): Google reviews are short, Yelp and Tripadvisor run longer. */
const SENTENCE_WEIGHTS: Record<DemoReview['source'], number[]> = {
  google: [30, 28, 20, 12, 6, 4],
  yelp: [8, 14, 22, 24, 18, 14],
  tripadvisor: [6, 12, 22, 26, 20, 14],
};
const TREND = 0.6; // density rises linearly by 60% from the start of the window to `now`
const WEEKDAY_WEIGHT = [1.4, 1, 1, 1, 1.05, 1.2, 1.5]; // Sun..Sat (UTC)
const HOUR_WEIGHT = [
  2, 1, 0.5, 0.3, 0.2, 0.2, 0.3, 0.6, 1, 1.5, 2, 3, 4, 4, 3, 2.5, 2.5, 3, 4, 5, 6, 6, 5, 3.5,
];
const HOURS = [...HOUR_WEIGHT.keys()];
const REPLY_RATE: Record<Stars, number> = { 5: 0.55, 4: 0.6, 3: 0.7, 2: 0.8, 1: 0.8 };
const PENDING_SHARE = 0.05; // newest share of reviews whose replies are still drafts
const TOPICS: Topic[] = ['food', 'ambience', 'wait', 'price', 'cleanliness', 'service'];
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// ---- seeded randomness ----------------------------------------------------------------------
type Rng = ReturnType<typeof makeRng>;

function at<T>(list: readonly T[], i: number): T {
  const v = list[i];
  if (v === undefined) throw new RangeError(`review-generator: index ${i} out of range`);
  return v;
}

function makeRng(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    // mulberry32
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => at(list, int(list.length));
  const weighted = <T>(list: readonly T[], weights: readonly number[]): T => {
    let r = next() * weights.reduce((s, w) => s + w, 0);
    for (let i = 0; i < list.length; i++) {
      r -= at(weights, i);
      if (r < 0) return at(list, i);
    }
    return at(list, list.length - 1);
  };
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [out[i], out[j]] = [at(out, j), at(out, i)];
    }
    return out;
  };
  return { next, int, pick, weighted, shuffle, chance: (p: number) => next() < p };
}

// ---- dishes and templates -------------------------------------------------------------------
type Dish = { name: string; kind: DishKind; fem: boolean; plural: boolean; elide: boolean };
/** A dish with its placeholder values, as first or second dish of a sentence, per language. */
type MenuDish = Dish & { vars: Record<Lang, readonly [Vars, Vars]> };
type Vars = Record<string, string | undefined>;

const KNOWN_DISHES = new Map(DEMO_DISHES.map((d) => [d.name, d]));

function describeDish(name: string): MenuDish {
  const known = KNOWN_DISHES.get(name);
  const words = name.toLowerCase().split(/\s+/);
  const head = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  const kind =
    known?.kind ?? (DRINK_RE.test(name) ? 'drink' : DESSERT_RE.test(name) ? 'dessert' : 'food');
  const fem = known?.fem ?? FEMININE_HEADS.has(head);
  const plural =
    known?.plural ?? (/[^siu]s$/.test(last) && !(last === 'frites' && words.length > 1));
  const d: Dish = { name, kind, fem, plural, elide: /^[aeiouyàâéèêëîïôœûü]/i.test(name) };
  const both = (lang: Lang) => [dishVars(lang, d, ''), dishVars(lang, d, '2')] as const;
  return { ...d, vars: { en: both('en'), fr: both('fr') } };
}

function dishVars(lang: Lang, d: Dish, suffix: '' | '2'): Vars {
  if (lang === 'en') {
    return {
      [`dish${suffix}`]: d.name,
      [`was${suffix}`]: d.plural ? 'were' : 'was',
      it: d.plural ? 'them' : 'it',
    };
  }
  const le = d.plural ? 'les ' : d.elide ? 'l’' : d.fem ? 'la ' : 'le ';
  const de = d.plural ? 'des ' : d.elide ? 'de l’' : d.fem ? 'de la ' : 'du ';
  const vars: Vars = {
    [`dish${suffix}`]: d.name,
    [`le_dish${suffix}`]: le + d.name,
    [`etait${suffix}`]: d.plural ? 'étaient' : 'était',
    [`e${suffix}`]: d.fem ? 'e' : '',
    [`s${suffix}`]: d.plural ? 's' : '',
  };
  if (!suffix) Object.assign(vars, { de_dish: de + d.name, est: d.plural ? 'sont' : 'est' });
  return vars;
}

const compiled = new Map<string, string[]>();

/** Fills {placeholders} from the first source that has them; capitalises a leading article. */
function fill(template: string, ...sources: Vars[]): string {
  let parts = compiled.get(template);
  if (!parts) compiled.set(template, (parts = template.split(/\{(\w+)\}/)));
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    if (i % 2 === 0) {
      out += part;
      continue;
    }
    let value: string | undefined;
    for (const source of sources) if ((value = source[part]) !== undefined) break;
    if (value === undefined) throw new Error(`review-generator: no {${part}} for "${template}"`);
    out += value;
  }
  return template.startsWith('{le_dish') ? out.charAt(0).toUpperCase() + out.slice(1) : out;
}

const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

function staffVars(name: string): Vars {
  const elide = /^[aeiouyhàâéèêëîïôœûü]/i.test(name);
  return {
    staff: name,
    que_staff: `${elide ? 'qu’' : 'que '}${name}`,
    de_staff: `${elide ? 'd’' : 'de '}${name}`,
  };
}

// ---- review text ----------------------------------------------------------------------------
type Mentions = {
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
type Ctx = {
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

function composeText(ctx: Ctx): { text: string; m: Mentions } {
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

// ---- replies --------------------------------------------------------------------------------
function replyText(ctx: Ctx, text: string, m: Mentions, first: string, manager: string | null) {
  const { rng, rating } = ctx;
  const r = ctx.bank.reply;
  const own: Vars = { first, rating: String(rating), manager: manager ?? undefined };
  const say = (list: readonly string[], ...extra: Vars[]) =>
    fill(rng.pick(list), ...extra, own, ctx.base);
  const aboutDish = (d: MenuDish, good: boolean) => {
    const drink = d.kind === 'drink';
    return say(
      good ? (drink ? r.drinkPos : r.dishPos) : drink ? r.drinkNeg : r.dishNeg,
      d.vars[ctx.lang][0],
    );
  };
  const lines: string[] = [];
  const [posDish] = m.posDishes;
  const [negDish] = m.negDishes;
  if (text === '') {
    lines.push(
      say(rating >= 4 ? r.ratingOnly.good : rating === 3 ? r.ratingOnly.mid : r.ratingOnly.bad),
    );
  } else if (rating >= 4) {
    lines.push(say(r.thanks));
    if (posDish) lines.push(aboutDish(posDish, true));
    if (m.posStaff) lines.push(say(r.staffPos, staffVars(m.posStaff)));
    if (lines.length === 1 || rng.chance(0.6)) lines.push(say(r.closePos));
  } else {
    // Mixed reviews: thank for the good bit, then own the main problem. Bad ones: up to two.
    lines.push(say(rating === 3 ? r.mixed : r.sorry));
    if (rating === 3 && posDish) lines.push(aboutDish(posDish, true));
    else if (rating === 3 && m.posStaff) lines.push(say(r.staffPos, staffVars(m.posStaff)));
    const specifics: string[] = [];
    if (negDish) specifics.push(aboutDish(negDish, false));
    if (m.negStaff) specifics.push(say(r.staffNeg));
    for (const topic of m.topics) specifics.push(say(r.topic[topic]));
    lines.push(...specifics.slice(0, rating === 3 ? 1 : 2), say(r.closeNeg));
  }
  return `${lines.join(' ')}\n\n${say(manager && rng.chance(0.3) ? r.signManager : r.sign)}`;
}

function replyDates(rng: Rng, reviewMs: number, nowMs: number, posted: boolean) {
  const lag = Math.min(
    (nowMs - reviewMs) * 0.9,
    HOUR / 2 + Math.min(6 * DAY, -Math.log(1 - rng.next()) * 18 * HOUR),
  );
  const approvedAt = Math.floor(reviewMs + lag);
  if (!posted) return { approvedAt: new Date(approvedAt), postedAt: null };
  const delay = rng.chance(0.3) ? 0 : rng.int(90 * 60_000);
  return {
    approvedAt: new Date(approvedAt),
    postedAt: new Date(Math.min(nowMs, approvedAt + delay)),
  };
}

// ---- everything else ------------------------------------------------------------------------
function sampleDate(rng: Rng, startMs: number, nowMs: number): number {
  const span = nowMs - startMs;
  for (let tries = 0; tries < 50; tries++) {
    const t = (Math.sqrt(1 + 2 * TREND * rng.next() * (1 + TREND / 2)) - 1) / TREND; // inverse CDF
    const day = Math.floor((startMs + t * span) / DAY);
    if (rng.next() * 1.5 > at(WEEKDAY_WEIGHT, new Date(day * DAY).getUTCDay())) continue;
    const ms = day * DAY + rng.weighted(HOURS, HOUR_WEIGHT) * HOUR + rng.int(HOUR);
    if (ms >= startMs && ms <= nowMs) return ms;
  }
  return Math.floor(startMs + rng.next() * span);
}

function authorName(
  rng: Rng,
  lang: Lang,
  source: DemoReview['source'],
): [full: string, first: string] {
  const other: Lang = lang === 'en' ? 'fr' : 'en';
  const names = AUTHOR_NAMES[rng.chance(lang === 'fr' ? 0.9 : 0.85) ? lang : other];
  const first = rng.pick(names.first);
  const last = rng.pick(names.last);
  const full = source === 'yelp' ? false : rng.chance(source === 'google' ? 0.6 : 0.5);
  return [full ? `${first} ${last}` : `${first} ${last.charAt(0)}.`, first];
}

function externalId(rng: Rng, source: DemoReview['source']): string {
  const chars = (len: number, alphabet: string) => {
    let out = '';
    for (let i = 0; i < len; i++) out += alphabet.charAt(rng.int(alphabet.length));
    return out;
  };
  if (source === 'google') return `ChZDSUhNMG9nS0VJQ0FnSU${chars(14, B64)}EAE`;
  if (source === 'yelp') return chars(22, B64);
  return String(700_000_000 + rng.int(300_000_000));
}

/** Generates `count` demo reviews, oldest first. Same options → same output. */
export function generateDemoReviews(opts: GenerateOptions): DemoReview[] {
  const { locations, count, seed } = opts;
  const months = opts.months ?? 12;
  const nowMs = opts.now.getTime();
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be an integer ≥ 0');
  if (!(months > 0) || !Number.isFinite(nowMs))
    throw new RangeError('months must be > 0 and now valid');
  if (count === 0) return [];
  if (locations.length === 0) throw new RangeError('at least one location is needed');

  const rng = makeRng(seed);
  const start = new Date(nowMs);
  start.setUTCMonth(start.getUTCMonth() - months);
  const startMs = start.getTime();

  const dishes = [...new Set(opts.menu)].map(describeDish);
  const dishWeights = new Array<number>(dishes.length);
  rng
    .shuffle([...dishes.keys()])
    .forEach((idx, rank) => (dishWeights[idx] = 1 / (rank + 1) ** 0.6));
  const locationWeights = locations.map(() => 0.7 + 0.6 * rng.next());
  const teams = new Map(
    locations.map((l) => [l.id, opts.staff.filter((s) => s.locationId === l.id)]),
  );

  const dates = Array.from({ length: count }, () => sampleDate(rng, startMs, nowMs)).sort(
    (x, y) => x - y,
  );
  const pendingFrom = count - Math.ceil(count * PENDING_SHARE);
  const usedIds = new Map(SOURCES.map((s) => [s, new Set<string>()]));

  return dates.map((reviewMs, i): DemoReview => {
    const location = rng.weighted(locations, locationWeights);
    const source = rng.weighted(SOURCES, SOURCE_WEIGHTS);
    const rating = rng.weighted(RATINGS, RATING_WEIGHTS);
    const lang: Lang = rng.chance(FRENCH_SHARE) ? 'fr' : 'en';
    const team = teams.get(location.id) ?? [];
    const ctx: Ctx = {
      rng,
      bank: BANKS[lang],
      lang,
      rating,
      source,
      team,
      dishes,
      dishWeights,
      base: {
        city: location.city,
        place: location.name,
        mins: String(rng.pick([35, 40, 45, 50, 55])),
        plate: String(rng.pick([24, 28, 32, 36])),
        cocktail: String(rng.pick([17, 18, 19, 21])),
      },
    };
    const [author, first] = authorName(rng, lang, source);
    const { text, m } = composeText(ctx);

    const ids = usedIds.get(source) ?? new Set<string>();
    let id = externalId(rng, source);
    while (ids.has(id)) id = externalId(rng, source);
    ids.add(id);

    let reply: DemoReview['reply'] = null;
    const age = nowMs - reviewMs;
    const manager = team.find((s) => s.role === 'manager');
    const replyBody = () =>
      replyText(ctx, text, m, first, manager ? firstName(manager.name) : null);
    if (i >= pendingFrom) {
      if (rng.chance(0.8)) {
        const status = rng.weighted(['draft', 'edited', 'regenerated'] as const, [50, 30, 20]);
        const text = replyBody(); // drawn for every pending review, so the sequence stays the same
        // Only a staff member's own edit keeps these words. The other pending reviews stay
        // unanswered and get the reply engine's drafts, with their checks, when the demo starts
        // (main.ts): the inbox opens on the product's real drafts.
        if (status === 'edited') reply = { text, status, approvedAt: null, postedAt: null };
      }
    } else if (age > 2 * HOUR && rng.chance(age > 7 * DAY ? REPLY_RATE[rating] : 0.35)) {
      const posted = rng.chance(age > 7 * DAY ? 0.88 : 0.7);
      reply = {
        text: replyBody(),
        status: posted ? 'posted' : 'approved',
        ...replyDates(rng, reviewMs, nowMs, posted),
      };
    }
    return {
      source,
      externalId: id,
      locationId: location.id,
      authorName: author,
      rating,
      text,
      language: lang,
      reviewDate: new Date(reviewMs),
      reply,
    };
  });
}
