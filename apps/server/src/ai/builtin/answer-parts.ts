import type { QuestionTopic } from '@tableside/domain/review-signals';
import type { Context } from './compose-context.ts';
import { factSaying } from './fact-said.ts';
import { factIn, placeOf, topicsOf } from './facts.ts';
import type { Statement } from './instruction-rules.ts';
import { capitalise, fold } from './text.ts';
import type { Part } from './writer.ts';

/* The guest's questions answered from the restaurant's facts or from what staff typed to say. */

const withStop = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const asSentence = (text: string) => withStop(capitalise(text.trim()));

/**
 * A fact as it reads after "About parking:": in lower case unless it starts with a name the
 * restaurant uses (its locations, dishes, staff) or a day range ("Mon–Thu"), or tells more than
 * one thing each with its capital ("Gastown is step-free; Halifax has two steps"): its first word
 * is then most likely a place of the group that this location's request does not name.
 */
export function afterColon(fact: string, ctx: Context): string {
  const { restaurant, menu, staff } = ctx.request;
  const first = fact.split(/[\s:;,(]/)[0] ?? '';
  const names = new Set(
    fold([restaurant.name, restaurant.locationName, ...menu, ...staff].join(' ')).split(/\s+/),
  );
  const firstWord = fold(first).split(/\s+/)[0] ?? '';
  if (!/^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*$/u.test(first) || names.has(firstWord)) return fact;
  if (/[;.!?]\s+\p{Lu}/u.test(fact)) return fact;
  return fact.charAt(0).toLocaleLowerCase() + fact.slice(1);
}

/** Whether a fact opens with its topic's words: "gift cards sold online…" after "gift cards". */
function opensWith(fact: string, topic: string): boolean {
  const words = fold(topic).replace(/^(?:the|our|les?|la|l|nos|notre)\s+/, '');
  return words.length > 0 && fold(fact).startsWith(`${words} `);
}

/** This location's own words ("Riverside"), by which facts told location by location are read. */
export const here = (ctx: Context) =>
  placeOf(ctx.request.restaurant.name, ctx.request.restaurant.locationName);

/** A date or a holiday: "le 24", "Dec 31", "Christmas Eve", « jour de l'An », "Thanksgiving". */
const A_DAY =
  /\b(?:(?:le|on the|the) \d{1,2}(?:st|nd|rd|th|er)?\b(?! (?:h|min|minutes|heures|hours|personnes|people|of|de))|\d{1,2}(?:st|nd|rd|th|er)? (?:janv|fevr|mars|avril|mai|juin|juil|aout|sept|oct|nov|dec)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}\b|christmas|xmas|new year|thanksgiving|easter|boxing day|holiday|noel|nouvel an|jour de l.?an|reveillon|paques|jour ferie|jours feries|fete nationale|saint jean|st jean|action de grace)/;

const asksAboutADay = (text: string) => A_DAY.test(fold(text));

/** Topics a guest books: asked for a date, they want to know whether it can be had. */
const BOOKED = new Set<QuestionTopic>(['groups', 'reservations', 'patio']);
/** A month named as when ("in December", « en mars », "for June"), beside the days above. */
const A_MONTH =
  /\b(?:in|for|on|around|en|pour|au mois d.?|courant|d.?ici)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b/;
const asksForADate = (text: string) => A_DAY.test(fold(text)) || A_MONTH.test(fold(text));

/** Each question answered from the facts, or from what the instructions say; then the rest said. */
export function answerParts(ctx: Context): Part[] {
  const { reading, lines, write, request, instructions } = ctx;
  const statements: Statement[] = [];
  for (const s of instructions.statements) {
    const translated =
      s.language === reading.language
        ? null
        : factSaying(s, request.facts, reading.language, here(ctx));
    if (s.language === reading.language) statements.push(s);
    else if (translated) statements.push({ text: translated, language: reading.language });
    else ctx.unfollowed.push({ instruction: s.text, reason: 'other-language' });
  }
  const used = new Set<Statement>();
  const parts: Part[] = [];
  for (const topic of reading.questions) {
    const given = statements.find((s) => !used.has(s) && topicsOf(s.text).includes(topic));
    if (given) used.add(given);
    // After "about parking:" the instruction's words go on as written.
    const fact = given
      ? withStop(given.text)
      : topic === 'other'
        ? null
        : factIn(request.facts?.[topic], reading.language, here(ctx));
    const said = fact && !given ? afterColon(fact, ctx) : fact;
    const values = { topic: lines.topic[topic], fact: said ?? '' };
    const unanswered = topic === 'other' ? lines.otherFollowUps : lines.followUps;
    const answers =
      said && opensWith(said, lines.topic[topic]) ? lines.answersOwnTopic : lines.answers;
    parts.push(write.say(said ? answers : unanswered, values, 97));
    // The usual hours do not say whether the 24th or a holiday is open: that is confirmed.
    if (said && !given && topic === 'hours' && asksAboutADay(request.review.text))
      parts.push(write.say(lines.dayFollowUps, {}, 97));
    // "The private room for 20 in December?": the standing fact answers how, not whether.
    else if (said && !given && BOOKED.has(topic) && asksForADate(request.review.text))
      parts.push(write.say(lines.bookingFollowUps, {}, 97));
  }
  for (const s of statements)
    if (!used.has(s)) parts.push({ text: asSentence(s.text), priority: 96 });
  return parts;
}
