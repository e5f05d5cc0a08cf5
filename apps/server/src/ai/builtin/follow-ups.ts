import { placementOnly } from './complaint-parts.ts';
import { COMPLAINT_KINDS } from './complaint-kinds.ts';
import { clauseList } from './complaint-clauses.ts';
import { TOPIC_CUES } from './complaint-words.ts';
import type { Context } from './compose-context.ts';
import type { ReplyAspect } from './reading.ts';

/*
 * The promise said after an apology names only what the guest criticised: the service's pace
 * when they called the service slow ("le service était lent"), else the wait alone; portions
 * beside the prices only when they spoke of portions. "Working on our pace during busy service"
 * after "we waited ages for the bill" apologises for a service nobody faulted.
 */

const SERVICE = /\b(?:services?|server|waiter|waitress|serveur|serveuse|staff|personnel)\b/;
const PORTIONS = /\b(?:portions?|quantites?|copieu\w*|tiny|skimpy|small plates?|minuscules?)\b/;

/** « Entre les services » is between courses: no service named. */
const COURSES = /\bentre (?:les|deux) services\b/g;

/** Whether a clause of the review faults the service for its pace ("service un peu long"). */
function slowService(text: string): boolean {
  const fault = TOPIC_CUES.wait?.fault;
  return (
    !!fault && clauseList(text).some((c) => SERVICE.test(c.replace(COURSES, ' ')) && fault.test(c))
  );
}

/** The follow-ups for the first aspect apologised for, as the guest's words allow. */
export function followUpsFor(ctx: Context, aspect: ReplyAspect): string[] | undefined {
  const { lines, request } = ctx;
  const text = request.review.text;
  if (aspect === 'wait' && slowService(text)) return lines.serviceWaitFollowUps;
  // A lost booking or a table by the kitchen door is no talk with the service team, unless
  // someone also served the guest badly.
  if (aspect === 'service' && placementOnly(ctx)) return undefined;
  if (aspect === 'price' && clauseList(text).some((c) => PORTIONS.test(c)))
    return lines.pricePortionFollowUps;
  return lines.aspectFollowUps[aspect];
}

/**
 * What a complaint of respect owes the guest whatever else is said ("served in French"): the
 * promise its kind carries, for a complaint the reply apologises for.
 */
export function owedFollowUps(ctx: Context, apologised: ReplyAspect[]): string[] {
  const { language, complaints } = ctx.reading;
  return COMPLAINT_KINDS.flatMap((kind) =>
    kind.followUp &&
    apologised.includes(kind.aspect) &&
    complaints.get(kind.aspect)?.includes(kind.words[language])
      ? [kind.followUp[language]]
      : [],
  );
}
