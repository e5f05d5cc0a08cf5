/**
 * Praise with its ceiling said: "good not great", "okay, not great", "solid but not mind-blowing",
 * "decent bbq but Montreal has better", "we've had better". The guest likes it and holds back in
 * the same breath: a reservation, however mild its words, never plain praise. Read on the
 * sentence's folded words; a family of wordings, not of complaints.
 */
const CEILING = new RegExp(
  [
    String.raw`\b(?:good|decent|fine|solid|nice|ok|okay|tasty|pleasant|alright|fair)\b(?: ,| -| but| just)* not (?:great|amazing|excellent|outstanding|mind - blowing|mind blowing|spectacular|incredible|exceptional|stellar)\b`,
    // "Montreal has better.", "Joe's does it better": another place, said at the clause's end.
    String.raw`\b(?:has|have|does|do) (?:it )?(?:much |way |far )?better(?= [.,;!]| though| honestly| imo| tbh|$)`,
    // "We've had better fish and chips", not "you had better book ahead".
    String.raw`\b(?:i|we|i've|we've|i 've|we 've|have) had (?:much |way |far )?better\b`,
  ].join('|'),
);

/** Whether a folded sentence praises with a ceiling ("good not great"). */
export const ceilingHedge = (folded: string) => CEILING.test(folded);
