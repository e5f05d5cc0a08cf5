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

/**
 * The staff's answer to what the guest raised, told in a low-rated review: "when I pointed it out
 * the server said 'it's how the grill does it'", « j'ai dit au serveur pis y m'a répondu « … » »,
 * « quand j'ai demandé de l'enlever, la serveuse m'a regardé comme si… ». The guest reports it to
 * complain about how they were answered, though no word in it is an opinion and the quoted words
 * are the server's (quoted-speech.ts): the category model reads such a sentence as kindly service.
 */
const STAFF_ANSWERED =
  /\b(?:server|waiter|waitress|manager|host|hostess|bartender|cashier|staff|he|she|they|serveur|serveuse|gerant|gerante|responsable|barman|hotesse|hote|caissier|caissiere|il|elle|y|on)(?: \S+){0,3} (?:said|says|told (?:me|us)|replied|answered|responded|shrugged|laughed|rolled (?:his|her|their) eyes|looked at (?:me|us) like|(?:(?:m'|nous|lui) )?(?:a|ont) (?:repondu|dit|retorque|rigole|ri|hausse les epaules|leve les yeux|regarde\w* comme|fait semblant))\b/;
/** What the guest raised first: a complaint, a question, a dish sent back. */
const GUEST_RAISED =
  /\b(?:(?:when|after|once) (?:i|we) (?:pointed|told|asked|complained|mentioned|said|raised|sent|showed|flagged|questioned)|(?:i|we) (?:told|asked|showed) (?:the|our|him|her)|(?:quand|lorsque|lorsqu') (?:je|j'|on|nous)|(?:j'|on) (?:l' |lui )?(?:ai|a) (?:dit|signale|demande|conteste|montre)|on s' est plaint\w*)\b/;
const QUOTED = /[«"“]|(?:^| )' /;

/** Whether a sentence of a 1–2★ review tells how the staff answered what the guest raised. */
export function answeredDismissively(folded: string, rating: number | null): boolean {
  return (
    rating !== null &&
    rating <= 2 &&
    STAFF_ANSWERED.test(folded) &&
    (GUEST_RAISED.test(folded) || QUOTED.test(folded))
  );
}
