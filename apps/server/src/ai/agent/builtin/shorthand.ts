/**
 * Managers type fast: "avg rating this yr", "how r we doing", "nb d'avis", "c quoi notre pire
 * mois". Shorthand is spelled out word by word before the question is read, so the period, the
 * intent and the language see whole words and every reading below works on one spelling.
 */
const SHORTHAND: Record<string, string> = {
  yr: 'year',
  yrs: 'years',
  mo: 'month',
  mos: 'months',
  mth: 'month',
  mths: 'months',
  mnth: 'month',
  mnths: 'months',
  wk: 'week',
  wks: 'weeks',
  qtr: 'quarter',
  avg: 'average',
  lst: 'last',
  prev: 'previous',
  yday: 'yesterday',
  yest: 'yesterday',
  // "Avg rating mtd": to date, like "ytd" (read as such in dates.ts).
  mtd: 'month to date',
  wtd: 'so far this week',
  qtd: 'this quarter',
  yoy: 'year over year',
  wknd: 'weekend',
  wkend: 'weekend',
  r: 'are',
  u: 'you',
  ur: 'your',
  ppl: 'people',
  hows: 'how is',
  whats: 'what is',
  wats: 'what is',
  wat: 'what',
  thx: 'thanks',
  pls: 'please',
  plz: 'please',
  nb: 'nombre',
  cmb: 'combien',
  cb: 'combien',
  cbn: 'combien',
  ds: 'dans',
  sem: 'semaine',
  sems: 'semaines',
  jrs: 'jours',
  trim: 'trimestre',
  ajd: 'aujourd hui',
  mtn: 'maintenant',
  moy: 'moyenne',
  c: 'c est',
  kossé: 'c est quoi',
  kessé: 'c est quoi',
  pis: 'et',
  pi: 'et',
  pcq: 'parce que',
  slt: 'salut',
  qqn: 'quelqu un',
  tjrs: 'toujours',
  auj: 'aujourd hui',
  dern: 'dernier',
  jan: 'january',
  feb: 'february',
  mar: 'march',
  sep: 'september',
  apr: 'april',
  jun: 'june',
  jul: 'july',
  aug: 'august',
  oct: 'october',
  nov: 'november',
  dec: 'december',
  janv: 'janvier',
  fevr: 'fevrier',
  avr: 'avril',
  juil: 'juillet',
};

/**
 * Units typed short that are also first names or nicknames ("Mo", "Ty"): spelled out only after
 * a number or a word that counts ("last 3 mo", "this mo", "per wk"), never in "how's mo doing".
 */
const UNITS = new Set(['mo', 'mos', 'mth', 'mths', 'mnth', 'mnths', 'wk', 'wks', 'yr', 'yrs']);
const COUNTING =
  /(?:\d|\b(?:a|an|one|two|three|four|five|six|twelve|this|last|next|past|per|each|every|the|a|un|une|ce|cet|par))\s*$/iu;

/** The question with its shorthand words spelled out; everything else as typed. */
export function spellOut(question: string): string {
  return (
    question
      // "Le + critiqué", "the + complaints": a plus sign standing for the word.
      .replace(/(?<=\s)\+(?=\s)/g, 'plus') // "Sept" is September before a range word or a year, and seven in French otherwise.
      .replace(
        /\bsept(?=\.?\s+(?:to|and|through|thru|until|till|last|this|-|–|\d{4})\b|\.?\s*[-–])/gi,
        'september',
      )
      // "Since sept", "in sept": after an English word of time it is the month.
      .replace(
        /(?<=\b(?:since|in|from|after|before|until|till|early|late|mid)\s+)sept\b/gi,
        'september',
      )
      .replace(
        /(?<![\p{L}\p{N}'’])[\p{L}]+(?![\p{L}\p{N}'’])/gu,
        (word, at: number, all: string) => {
          const lower = word.toLowerCase();
          if (!UNITS.has(lower)) return SHORTHAND[lower] ?? word;
          const before = all.slice(0, at);
          if (!COUNTING.test(before)) return word;
          // "last 3 mo" is three months.
          const many = /(?:^|\D)(?:[02-9]|\d{2,})\s*$/.test(before);
          const unit = SHORTHAND[lower]!;
          return many && !unit.endsWith('s') ? `${unit}s` : unit;
        },
      )
  );
}

/**
 * Dishes typed the way kitchens and regulars say them ("fried chix", "les oeufs benny", "the
 * brisket sando"): the word spelled out, so the catalogue matcher reads the menu's own word.
 * Never a word of the restaurant's own names (a Benny on the staff stays Benny).
 */
const DISH_SHORTHAND: Record<string, string> = {
  chix: 'chicken',
  chx: 'chicken',
  chikn: 'chicken',
  benny: 'benedict',
  bennies: 'benedict',
  sando: 'sandwich',
  sandos: 'sandwiches',
  sammy: 'sandwich',
  sammie: 'sandwich',
  sammies: 'sandwiches',
  pud: 'pudding',
  cheezecake: 'cheesecake',
};

export function spellOutDishes(question: string, own: Set<string>): string {
  return question.replace(/(?<![\p{L}\p{N}'’])[\p{L}]+(?![\p{L}\p{N}'’])/gu, (word) => {
    const lower = word.toLowerCase();
    return own.has(lower) ? word : (DISH_SHORTHAND[lower] ?? word);
  });
}
