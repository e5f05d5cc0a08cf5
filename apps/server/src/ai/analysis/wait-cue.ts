/**
 * Waiting told in a sentence's own words ("waited 40 minutes", "took forever", « on a attendu une
 * heure », « service lent »; « on s'attendait à mieux » is expecting, not waiting): the `wait` topic, which the aspect terms rarely carry because the
 * wait is a verb or a duration rather than a thing. Read on the sentence's folded words.
 */
const LONG_WAIT =
  /\b(?:waited|waiting|wait(?:ed)? (?:for|over|almost|nearly|about)|took (?:forever|ages|so long|\d+ ?(?:min|mins|minutes|hours?))|forever|ages|slow|slowly|so long|(?:\d+|an?|one|two|half an?) (?:min|mins|minutes|hours?|hrs?)|(?<!\b[smt] ?' ?)attend\w*|attente|lent|lente|lents|lentes|lenteur|une eternite|(?:\d+|une|deux|trois) (?:minutes|heures?)|retard)\b/;
/**
 * A wait named as the one flaw, whatever the rest of the sentence says; being made to wait
 * ("they kept us waiting", « on nous a fait attendre 30 minutes ») is one whatever its tone.
 */
const SLOW_NAMED =
  /\b(?:a bit of a wait|bit of a wait|long wait|(?<!\b(?:not|never|didn t|didnt|didn't|pas) )(?:made us wait|kept us waiting|fait attendre|fait poireauter)|poireaut\w*|(?:service|temps|attente)(?: etait| est)?(?: un peu| trop| vraiment| tres)? long|un peu long entre|long entre les|temps entre les (?:plats|services))\b/;
const QUICK =
  /\b(?:quick|quickly|fast|prompt|promptly|no wait|right away|in no time|rapide|rapidement|sans attendre|aucune attente)\b/;
/**
 * A duration played down is a short wait, not a long one: "the wait was only 10 min", "just five
 * minutes for a table", "under 10 minutes", « seulement 10 minutes », « à peine cinq minutes ».
 */
const SHORT_WAIT =
  /(?<!\bnot )\b(?:only|just|barely|under|less than|no more than|seulement|juste|a peine|moins de)(?: (?:a|about|around|like|environ))? (?:\d+|a few|a couple(?: of)?|two|five|ten|fifteen|quelques|deux|cinq|dix|quinze) ?(?:min|mins|minutes)\b/;

/** An aspect term that is the wait itself. */
export const WAIT_TERM = /^(?:the |a |l'|l’)?(?:wait|waiting|wait time|attente)$/i;

const NO_WAIT =
  /\b(?:no wait|without (?:a|any) wait|zero wait|never had to wait|didn'?t (?:have to )?wait|aucune attente|pas d'attente|sans attendre|pas attendu)\b/;

/** A sentence that says there was no wait, or a short one, with no long wait beside it. */
export function noWait(folded: string): boolean {
  return (NO_WAIT.test(folded) || SHORT_WAIT.test(folded)) && !SLOW_NAMED.test(folded);
}

/** The polarity the sentence gives the wait, if it speaks of one. */
export function waitPolarity(
  folded: string,
  side: 'positive' | 'negative' | 'both' | 'none',
): 'positive' | 'negative' | null {
  if (SLOW_NAMED.test(folded)) return 'negative';
  if (SHORT_WAIT.test(folded)) return 'positive';
  if ((side === 'negative' || side === 'both') && LONG_WAIT.test(folded)) return 'negative';
  if ((side === 'positive' || side === 'both') && QUICK.test(folded)) return 'positive';
  return null;
}
