/**
 * A sentence told of another visit than the one rated: "after my so-so visit in the spring", "used
 * to be our go-to", "last time the fries were cold", "a bad experience elsewhere", « la dernière
 * fois », « à l'époque ». When the stars say the opposite, its praise or criticism is of that other
 * time (an "Update:" whose stars went up, a regular's 2★ remembering better days), not of this
 * visit. Read on the sentence's folded words; a wording, not a topic.
 */
const OTHER_TIME = new RegExp(
  [
    String.raw`\bused to\b|\bback in the day\b|\bpreviously\b|\bthe old (?:days|menu|place|chef|owners?)\b`,
    String.raw`\b(?:last|first|previous|earlier|prior|other|past) (?:visit|visits|time|times|trip|meal)\b`,
    String.raw`\b(?:my|our|a|the) (?:so - so|so so|bad|disappointing|mediocre|meh|rough|poor|terrible|awful|great|amazing|lovely) (?:visit|experience|time|meal) (?:in the|last|before|back|elsewhere|at another|somewhere)\b`,
    String.raw`\b(?:a|one|two|three|a few|a couple of|some) (?:weeks?|months?|years?) ago\b|\byears ago\b`,
    String.raw`\bbefore (?:the|they) (?:renovation|renovated|new|changed?|moved)\b|\bwhen (?:they|it) (?:first )?opened\b`,
    String.raw`\b(?:la|notre|ma) (?:derniere|premiere|precedente) (?:fois|visite)\b|\bauparavant\b|\bautrefois\b|\ba l' epoque\b|\bdans le temps\b|\bil y a (?:un|une|deux|trois|quelques) (?:semaines?|mois|ans?)\b`,
    String.raw`\bavant,? (?:c' etait|on|ils|la|le)\b`,
  ].join('|'),
);

/** Whether a folded sentence tells of another visit than the one rated. */
export const otherVisit = (folded: string) => OTHER_TIME.test(folded);
