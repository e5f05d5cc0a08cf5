// The restaurant's reply to a review, and when it was approved and posted.
import { DAY, HOUR } from './dates.ts';
import type { MenuDish } from './dishes.ts';
import { fill, staffVars, type Vars } from './fill.ts';
import type { Ctx, Mentions } from './review-text.ts';
import type { Rng } from './rng.ts';

export function replyText(
  ctx: Ctx,
  text: string,
  m: Mentions,
  first: string,
  manager: string | null,
) {
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

export function replyDates(rng: Rng, reviewMs: number, nowMs: number, posted: boolean) {
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
