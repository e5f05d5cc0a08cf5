/**
 * The bill as a thing of its own ("they added an 18% auto-grat without telling us", "bring cash,
 * their machine was down", « frais de service de 15 % sur la facture », « 20 minutes pour
 * l'addition »): a service charge, a tip already included or a card machine that fails is not
 * what the food costs, so a reply that apologises for "the prices" misreads it. Read on the
 * sentence's folded words (lower case, accents removed).
 */

/** A charge added to the bill: named by what it is, with or without its rate. */
const ADDED_CHARGE = {
  en: /\b(?:auto ?-? ?grat\w*|(?:automatic|mandatory|included|added) (?:gratuity|tip|service(?: charge| fee)?)|(?:service|large party|big table) (?:charge|fee)s?|gratuity|(?:tip|gratuity|service) (?:was |were |is )?(?:already )?(?:included|added|built in)|(?:added|tacked on|slapped on|charged)(?: \S+){0,3} (?:tip|gratuity|service charge|service fee))\b/,
  fr: /\b(?:frais de service|service (?:de \d+ ?%|compris|inclus|ajoute)|pourboire (?:deja |automatique\w* |obligatoire\w* )?(?:inclus|ajoute|impose|compris|automatique|obligatoire)\w*|pourboire de \d+ ?%)\b/,
};
/** Paying itself went wrong: the terminal, cash only, a split refused. */
const PAYMENT = {
  en: /\b(?:(?:card|debit|credit|payment|pos|tap) (?:machine|terminal|reader)s?|(?:machine|terminal) (?:was|were|is) (?:down|broken|not working)|cash only|bring cash|(?:had to|go to|find) an atm|(?:wouldn'?t|won'?t|didn'?t|couldn'?t) (?:split|take (?:card|debit|credit)))\b/,
  fr: /\b(?:(?:terminal|machine) (?:de paiement|a carte|debit|interac)|(?:terminal|machine) (?:ne )?(?:marchait|fonctionnait) pas|comptant seulement|argent comptant seulement|payer (?:en )?comptant|(?:payer|paye) en (?:especes|liquide)|guichet automatique)\b/,
};
/** Waiting to pay: the wait, not the price. */
const BILL_WAIT = {
  en: /\b(?:wait\w*|took)(?: \S+){0,5} (?:for|to get) (?:the|our) (?:bill|check|cheque)\b/,
  fr: /\b(?:attendu|attente|attendre)(?: \S+){0,5} (?:pour|avant) (?:avoir |recevoir |obtenir )?(?:l' ?|la |notre )?(?:addition|facture)\b/,
};

export type BillingReading = {
  /** A charge was added or paying failed: the bill is its own topic. */
  billing: boolean;
  /** The bill was only waited for: the wait, never the prices. */
  waitedFor: boolean;
};

/** What the sentence says of the bill, beyond what the food costs. */
export function billingReading(folded: string, lang: 'en' | 'fr'): BillingReading {
  const billing = ADDED_CHARGE[lang].test(folded) || PAYMENT[lang].test(folded);
  return { billing, waitedFor: !billing && BILL_WAIT[lang].test(folded) };
}
