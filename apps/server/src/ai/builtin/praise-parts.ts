import { fold } from '../replies/text.ts';
import type { Context } from './compose-context.ts';
import { isDrink } from './drinks.ts';
import { praiseLines } from './praise-lines.ts';
import type { Reading } from './reading.ts';
import type { Part } from './writer.ts';

/*
 * The sentences sized by calibrate-praise.ts: measured thanks for what the guest found fine, a
 * word on a small remark or on parking, and openings without a rave for a lukewarm review.
 */

/** An opening that celebrates: an exclamation with words of delight. */
const RAVE =
  / (?:thrilled|so happy|so glad|made our day|made our week|wonderful|lovely|great time|fantastic|amazing|big smile|generous|so good to hear|enjoyed|loved|love|wow|happy dance|grin|blush|hearts are full|cherry on top|means the world|a million|ravis|ravie|ravi|illumine|bel avis|beau partage|quel plaisir|genial|merveilleux|adore|bon moment|mille fois|coeur)(?= )/;

const raves = (opening: string) => opening.includes('!') && RAVE.test(fold(opening));

/** A lukewarm review's openings without the raves; all of them when every one raves. */
export function calmOpenings(candidates: string[], reading: Reading): string[] {
  if (!reading.praise?.measured || reading.incidents.length) return candidates;
  const calm = candidates.filter((c) => !raves(c));
  return calm.length ? calm : candidates;
}

/** Measured thanks for the dishes and people the guest found fine. */
export function mildPraiseParts(
  ctx: Context,
  dishList: (names: string[]) => string,
  priority: number,
): Part[] {
  const { reading, write } = ctx;
  const mild = reading.praise?.mild;
  if (!mild) return [];
  const lines = praiseLines(reading.language);
  const parts: Part[] = [];
  const dishes = reading.dishes.praised.filter((d) => mild.dishes.includes(d));
  if (dishes.length) {
    const templates = dishes.every(isDrink) ? lines.drinkMild : lines.dishMild;
    parts.push(write.say(templates, { dishes: dishList(dishes) }, priority));
  }
  const staff = reading.staff.praised.filter((s) => mild.staff.includes(s));
  if (staff.length)
    parts.push(write.say(lines.staffMild, { staff: ctx.lines.list(staff) }, priority));
  return parts;
}

/** {aspects} the guest found fine, thanked without "so glad you enjoyed". */
export const mildAspectPart = (ctx: Context, aspects: string): Part =>
  ctx.write.say(praiseLines(ctx.reading.language).aspectMild, { aspects }, 55);

/** A small remark heard ("the batter"), and parking the guest found hard, regretted in a word. */
export function remarkParts(ctx: Context): Part[] {
  const { reading, write } = ctx;
  const praise = reading.praise;
  if (!praise) return [];
  const lines = praiseLines(reading.language);
  const parts: Part[] = [];
  for (const remark of praise.remarks)
    parts.push(
      write.say(remark.bar ? lines.remarkBar : lines.remarkKitchen, { remark: remark.text }, 62),
    );
  // A complaint the guest made: said even when its words echo the reply's, never dropped.
  if (praise.parking) parts.push(write.say(lines.parking, {}, 64));
  return parts;
}
