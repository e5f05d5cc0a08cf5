import type { AgentEngine, AgentTurn } from '../engine.ts';
import { compose } from './answer.ts';
import { everyNamed, petNamed, spansNamed } from './catalogue.ts';
import { lastTwelveMonths } from './question-kinds.ts';
import { fold } from './text.ts';
import { withoutName } from './declines.ts';
import { readEach } from './each-question.ts';
import { read } from './read-turn.ts';
import type { Understood } from './understand.ts';

/** Pieces of an answer as the page receives them: a few words at a time. */
export function* pieces(text: string): Generator<string> {
  const words = text.split(/(?<=\s)/);
  for (let i = 0; i < words.length; i += 3) yield words.slice(i, i + 3).join('');
}

/**
 * A message that asks about two dishes or two people at once ("les huîtres pis le homard roll,
 * combien de mentions"): one reading per subject, each answered with the same period and
 * places, so neither is dropped.
 */
export function subjectsOf(
  turn: Pick<AgentTurn, 'question' | 'restaurantName' | 'catalogue'>,
  u: Understood,
): Understood[] {
  const question = withoutName(turn.question, turn.restaurantName);
  const spans = (kind: 'menu' | 'staff') => spansNamed(question, turn.catalogue[kind], kind);
  // "Which Marc do guests like more?" with two Marcs, or "falafel or chawarma?" with two of
  // each: every entry the words can be, side by side, rather than "which one?".
  const unclear =
    u.intent === 'clarify' ||
    ((u.intent === 'rank_menu' || u.intent === 'rank_staff') && u.ambiguous.length > 1);
  const which = u.intent === 'clarify' && u.ambiguous.length > 1 && WHICH.test(fold(question));
  const unclearKind = !unclear
    ? null
    : spans('menu') > 1 || (which && !turn.catalogue.staff.some((s) => s.id === u.ambiguous[0]!.id))
      ? 'menu'
      : spans('staff') > 1 || which
        ? 'staff'
        : null;
  const kind = u.intent === 'menu' ? 'menu' : u.intent === 'staff' ? 'staff' : unclearKind;
  if (!kind) return [u];
  const named = everyNamed(question, turn.catalogue[kind], kind, which || spans(kind) > 1);
  if (unclearKind && named.length > 1) u = { ...u, intent: kind, ranking: null, ambiguous: [] };
  else if (unclearKind) return [u];
  // "Lulu pis Max": a pet name the staff list lacks names the second person.
  if (kind === 'staff')
    for (const pet of petNamed(fold(question), turn.catalogue))
      if (!named.includes(pet)) named.push(pet);
  if (named.length < 2) return [u];
  // Two dishes or people side by side over the same period: with none named, the last twelve
  // months, so one is not given its year while the other keeps 30 days (answer-mentions.ts).
  const period =
    u.period.explicit || u.comparison ? u.period : lastTwelveMonths(u.period.range.endDate);
  return named.map((entry) =>
    kind === 'menu' ? { ...u, period, menuItem: entry } : { ...u, period, staff: entry },
  );
}

/** "Which Marc", « lequel des deux »: the candidates compared, not one chosen. */
const WHICH = /\b(which|lequel|laquelle|lesquels|lesquelles|quel|quelle)\b/;

const tick = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The offline agent: reads the question (dates, locations, dishes, staff, topics and intent, in
 * English or French) against the restaurant's own catalogue, runs the tools the question needs
 * and writes the answer from templates in the question's language.
 */
export function createBuiltinAgent(): AgentEngine {
  return {
    name: 'builtin',
    async answer(turn, onDelta) {
      const u = read(turn);
      // Two questions in one message are answered one after the other, in its language.
      const asked = readEach(turn, u) ?? [{ question: turn.question, u }];
      const readings = asked.flatMap(({ question, u: one }) =>
        subjectsOf({ ...turn, question }, { ...one, language: u.language }),
      );
      const parts = await Promise.all(readings.map((one) => compose(turn, one)));
      const text = parts.map((p) => p.text).join('\n\n');
      const citations = parts.flatMap((p) => p.citations);
      if (onDelta) {
        for (const piece of pieces(text)) {
          onDelta(piece);
          await tick();
        }
      }
      return { answer: text, citations, language: u.language };
    },
  };
}
