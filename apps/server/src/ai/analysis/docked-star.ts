/**
 * The guest says why a star is missing: "knocked a star because the music was too loud", "minus
 * one star for the wait", "would've been 5 stars if…", « une étoile en moins pour l'attente »,
 * « j'enlève une étoile ». What follows is a criticism, whatever its words say ("knocked a star
 * because they dropped the trout"). Keeping the top star for someone else ("4 stars because I
 * keep 5 for my mother") removes nothing and is not it.
 */
const STAR = String.raw`(?:stars?|etoiles?)`;
const ONE = String.raw`(?:a|an|one|1|half\s+a|une|1/2|½)`;
const DOCKED = new RegExp(
  [
    String.raw`\b(?:knock(?:ed|ing|s)?|took|take|taking|docked?|docking|deduct(?:ed|ing)?|lost|lose|losing|minus|removed?|subtract(?:ed|ing)?|dropp(?:ed|ing))\s+(?:off\s+)?${ONE}\s+${STAR}(?:\s+off)?\b`,
    String.raw`(?:^|\s)(?:-|−)\s?(?:1|one)\s+${STAR}\b`,
    String.raw`\b${ONE}\s+${STAR}\s+(?:off|less|deducted|removed)\b`,
    String.raw`\b(?:would|could)(?:\s+have|'ve|'d)?\s+(?:been|be|get|got|give|given)\s+(?:a\s+)?(?:5|five|full)\s+${STAR}?\s*(?:if|but|except|had|were\s+it\s+not)\b`,
    String.raw`\b(?:5|five)\s+${STAR}\s+(?:if\s+(?:not|it\s+wasn't|it\s+weren't)|except\s+for|but\s+for)\b`,
    String.raw`\b(?:enleve|enlever|enleve|retire|retirer|retranche|perd|perdu|moins)\s+(?:une|1)\s+${STAR}\b`,
    String.raw`\b(?:une|1)\s+${STAR}\s+(?:en\s+moins|de\s+moins|retiree|enlevee)\b`,
    String.raw`\b(?:aurai[st]|aurait)\s+(?:eu|mis|donne|merite)\s+(?:5|cinq)\s+${STAR}?\s*(?:si|sans|mais)\b`,
  ].join('|'),
  'i',
);

/** Whether a folded sentence tells why a star was taken off. */
export const dockedStar = (folded: string) => DOCKED.test(folded);

/**
 * A wish for what it should have been: "the bark could've been crustier", "could use more
 * sauce", "should have been hotter", « aurait pu être plus chaud ». A (soft) criticism even when
 * its words are praise words.
 */
const WISHED = new RegExp(
  [
    String.raw`\b(?:could|should)(?:'ve|\s+have)\s+been\b`,
    String.raw`\bcould\s+(?:use|do\s+with|have\s+used)\b`,
    String.raw`\b(?:aurai[st]|aurait|auraient)\s+(?:pu|du)\s+(?:etre|avoir)\b`,
    // "I'd have liked more sauce", « j'aurais aimé un peu plus de garniture »: less than wanted.
    String.raw`\b(?:would(?:'ve|\s+have)|i'd\s+have)\s+(?:liked|loved|preferred)\s+(?:a\s+(?:bit|little)\s+)?(?:more|less|fewer)\b`,
    String.raw`\b(?:aurai[st]|aurait)\s+(?:aime|prefere|voulu)\s+(?:un\s+peu\s+)?(?:plus|moins)\b`,
  ].join('|'),
  'i',
);

/** Whether a folded sentence wishes something had been otherwise. */
export const wishedOtherwise = (folded: string) => WISHED.test(folded);
