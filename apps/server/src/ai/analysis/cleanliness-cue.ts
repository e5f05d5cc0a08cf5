/**
 * Cleanliness told in a sentence's own words ("the restroom was dirty", « table collante et
 * ustensiles tachés », "spotless, including the restrooms"): the `cleanliness` topic. SemEval
 * files a dirty restroom under ambience and the aspect terms are the restroom or the table, so
 * without this a manager never sees cleanliness and a reply apologises for "the atmosphere".
 * Read on the sentence's folded words (lower case, accents removed).
 */

/** Dirt said outright: enough alone. */
const DIRTY = {
  en: /\b(?:dirty|filthy|grimy|unclean|unhygienic|disgustingly dirty|not (?:very |that |so |exactly )?clean|(?:wasn'?t|weren'?t|isn'?t|aren'?t) (?:very |that |so )?clean|(?:hadn'?t|hasn'?t|haven'?t|never) been cleaned|not been cleaned)\b/,
  fr: /\b(?:sales?|salete|crasseu(?:x|se|ses)|malpropres?|degueulasses?|pas (?:tres |tellement |vraiment |super )?propres?|(?:pas|jamais) (?:ete )?nettoyee?s?)\b/,
};
/** Dirt that needs a place beside it: sticky toffee, stained glass and "gross" food are not dirt. */
const DIRTY_NEAR_PLACE = {
  en: /\b(?:sticky|stained|stains|spots|crumbs|smelly|smelled|stank|stinks?|gross|greasy|out of (?:paper|soap|toilet paper|paper towels)|no (?:soap|toilet paper|paper towels)|could use (?:a |some )?(?:clean\w*|scrub|refresh|deep clean|attention|love|work)|needs? (?:a )?(?:clean\w*|scrub)|(?:soap|toilet paper|paper towels?|paper|hand towels?) (?:was|were|had|has) (?:run )?(?:out|empty)|ran out of (?:soap|toilet paper|paper)|overflowing|hair)\b/,
  fr: /\b(?:collante?s?|tachee?s?|taches|miettes|odeur|puai\w*|plus de (?:papier|savon)|pas de (?:papier|savon)|rafraichissement|besoin d' ?un (?:bon )?(?:menage|nettoyage|coup de)|debordai\w*|cheveux?)\b/,
};
/** Cleanliness praised outright. */
const CLEAN = {
  en: /\b(?:spotless|immaculate|pristine|sparkling clean|squeaky clean|very clean|so clean|super clean|clean and (?:tidy|well kept|bright|modern|cozy|welcoming)|well kept|well-kept)\b/,
  fr: /\b(?:proprete impeccable|tres propres?|super propres?|nickel|impeccablement propres?|bien tenue?s?|bien entretenue?s?|propre et bien)\b/,
};
/** Praise that is about cleanliness only when a place is named beside it. */
const CLEAN_NEAR_PLACE = {
  en: /\b(?:clean|tidy|impeccable)\b/,
  fr: /\b(?:propres?|impeccables?|nickel)\b/,
};
/** What can be clean or dirty in a restaurant. */
const PLACE = {
  en: /\b(?:restrooms?|bathrooms?|washrooms?|toilets?|loos?|wc|floors?|tables?|banquettes?|booths?|cutlery|utensils|silverware|glass(?:es)?|plates?|menus?|kitchen|dining room|place|restaurant|everything)\b/,
  fr: /\b(?:toilettes|wc|salle de bain|lavabos?|sol|plancher|tables?|banquettes?|ustensiles|couverts|verres|assiettes|menus?|cuisine|salle|endroit|restaurant|tout)\b/,
};
/** Words of the atmosphere proper: a sentence with these keeps its ambience reading too. */
const ATMOSPHERE =
  /\b(?:atmosphere|ambiance|ambience|decor|deco|music|musique|loud|noisy|noise|quiet|bruit|bruyant\w*|lighting|lumiere|vibe|cozy|cosy|romantic|romantique|beautiful|gorgeous|charming|chaleureu\w*|joli\w*|belle|beau|cadre|view|vue|cold|froid|freezing|gelait|hot|chaud)\b/;
/** What can be clean or dirty, filed as cleanliness when the sentence speaks of it. */
export const CLEANLINESS_TERMS =
  /^(?:the |les |la |le |our |nos |notre )?(?:restrooms?|bathrooms?|washrooms?|toilets?|toilettes|wc|salle de bain|lavabos?|tables?|floors?|sol|plancher|banquettes?|booths?|cutlery|utensils|silverware|ustensiles|couverts|glass(?:es)?|verres)$/i;

/** The polarity the sentence gives cleanliness, if it speaks of it. */
export function cleanlinessPolarity(
  folded: string,
  lang: 'en' | 'fr',
): 'positive' | 'negative' | 'conflict' | null {
  const place = PLACE[lang].test(folded);
  const dirty = DIRTY[lang].test(folded) || (place && DIRTY_NEAR_PLACE[lang].test(folded));
  const clean =
    !dirty && (CLEAN[lang].test(folded) || (place && CLEAN_NEAR_PLACE[lang].test(folded)));
  if (dirty && CLEAN[lang].test(folded)) return 'conflict';
  return dirty ? 'negative' : clean ? 'positive' : null;
}

/** Whether the sentence also judges the atmosphere, beside its cleanliness. */
export function speaksOfAtmosphere(folded: string): boolean {
  return ATMOSPHERE.test(folded);
}
