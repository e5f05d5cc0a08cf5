import { wordCategories } from '../lexicon.ts';
import { COOKING, countMatches, MEAL } from './spam.ts';

/** Words to someone who is not the restaurant: "call me back", « rejoins-moi », "happy birthday grandma". */
export const PERSONAL =
  /(?<!\p{L})(?:call me back|text me back|answer (?:ur|your) phone|where (?:are|r) (?:u|you)|if (?:u|you|ur|you're|youre) (?:read|reading|see|seeing) this|happy birthday|love you|miss you|see you (?:sunday|saturday|friday|tomorrow|tonight|soon)|rappelle-moi|reponds-moi|t'es ou|si tu lis|c'est moi|bisous|bonne fete|joyeux anniversaire|je t'aime|rejoins-moi|rembourse-moi|ur car|ta mere)(?!\p{L})/u;

/**
 * A message to a friend posted as a review (issue #34): two of its words and, beside them, not
 * one of a meal or a taste and at most one the restaurant lexicon knows. "Happy birthday to me, love you guys, the
 * cake was perfect" names the cake: a guest's.
 */
export function writesToSomeoneElse(folded: string): boolean {
  if (!PERSONAL.test(folded) || countMatches(PERSONAL, folded) < 2) return false;
  // The message's own words ("love you") are not a verdict on a meal.
  const rest = folded.replace(new RegExp(PERSONAL.source, 'gu'), ' ');
  if (MEAL.test(rest) || COOKING.test(rest)) return false;
  // One word of the lexicon ("on t'attend depuis une heure") is not a visit told.
  return (rest.match(/[\p{L}']+/gu) ?? []).filter((t) => wordCategories(t).length > 0).length < 2;
}
