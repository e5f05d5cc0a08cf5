/**
 * Neglect told as what happened ("we had to ask three times for water", "nobody checked on us",
 * « on a dû demander de l'eau trois fois », « on nous a oubliés »): a complaint about the service
 * that names no server and no opinion word, which the category model files under whatever the
 * sentence mentions (the water, the room). Read on the sentence's folded words.
 */
const NEGLECT =
  /\b(?:had to (?:ask|remind|chase|flag|wave|go (?:up|get))\w*(?: \S+){0,4} (?:twice|two times|three times|3 times|four times|again|several times|multiple times|repeatedly|down|over)|(?:nobody|no one|noone) (?:came|checked|asked|bothered|looked|cleared|took)|never (?:came back|checked (?:on|in)|refilled|brought|got our)|(?:forgot|forgotten) (?:our|my|about us|the)|(?:du|devoir|fallu) (?:re)?demander\w*(?: \S+){0,4} (?:deux|trois|quatre|plusieurs|2|3) fois|(?:du|fallu) redemander|personne (?:n'|ne )?(?:est|etait) (?:venu|passe|revenu)\w*|(?:on|nous) (?:nous )?a (?:completement )?oublie\w*|(?:a|ont) oublie (?:notre|nos|mon|ma|mes|la|le|les)|jamais (?:revenu|repasse)\w*)\b/;

/** Whether the sentence tells of being neglected by the service. */
export function neglectedService(folded: string): boolean {
  return NEGLECT.test(folded);
}
