/**
 * Sentences that name the room or its noise without judging the atmosphere: the guest describing
 * their own party ("we were a loud group of 9", "we were the loud table, sorry", « on était une
 * gang bruyante ») and the floor service (« le service en salle était lent »). The category model
 * reads noise and « salle » as the atmosphere, so a reply would apologise for a room nobody
 * criticised. Read on the sentence's folded words (lower case, accents removed).
 */

/** First person and a copula, then within a few words a word of noise: the guests describe themselves. */
const SELF_NOISE =
  /\b(?:we (?:were|are)|we're|on (?:etait|est)|nous (?:etions|sommes))((?: \S+){0,4}) (?:loud|louder|rowdy|noisy|boisterous|bruyant\w*|tapageu\w*)\b/;
/** "We were seated next to a loud group": the noise was someone else's. */
const BESIDE =
  /\b(?:next|beside|near|behind|by|with|among|seated|sat|placed|surrounded|cote|pres|avec|assis|places?|entoure\w*)\b/;
/** Words that judge the room itself: kept even when the guests also describe themselves. */
const ROOM_VERDICT =
  /\b(?:music|musique|decor|deco|lighting|eclairage|ambiance|atmosphere|ambience|vibe|couldn'?t hear|can'?t hear|s'entendait pas|s'entend pas|entendre parler)\b/;
/** « Service en salle », "front of house": the room names who served, not where. */
const FLOOR_SERVICE = /\b(?:service en salle|en salle|front of house|floor staff)\b/;
const OTHER_ROOM_WORD =
  /\b(?:decor|deco|cadre|musique|bruit|bruyant\w*|ambiance|eclairage|chaleureu\w*|charmant\w*|belle salle|jolie salle|salle (?:est|etait) (?:belle|jolie|bruyante|froide|pleine))\b/;

/** What the sentence's atmosphere reading really is: the guests' own noise, the floor service, or a verdict on the room (null). */
export function roomNotJudged(folded: string): 'own-noise' | 'floor-service' | null {
  const own = SELF_NOISE.exec(folded);
  if (own && !BESIDE.test(own[1]!) && !ROOM_VERDICT.test(folded)) return 'own-noise';
  if (FLOOR_SERVICE.test(folded) && !OTHER_ROOM_WORD.test(folded)) return 'floor-service';
  return null;
}
