import type { ReplyLanguage } from './language.ts';
import { fold } from './text.ts';

export const TOPICS = ['cold', 'wait', 'noise', 'price', 'cleanliness', 'rudeness'] as const;
export type Topic = (typeof TOPICS)[number];

// Patterns run on folded text (lower case, no accents, apostrophes kept).
const TOPIC_PATTERNS: Record<ReplyLanguage, Record<Topic, RegExp[]>> = {
  en: {
    cold: [
      /(?<!ice )\b(cold|lukewarm|tepid|stone cold)\b(?! (beer|beers|drink|drinks|brew|day|night|weather|outside|evening|winter|one|ones|brews))/,
      /\b(not|wasn't|weren't|barely|never) (hot|warm)\b/,
      /\broom temperature\b/,
    ],
    wait: [
      /(?<!(can't|cannot|can not|couldn't|didn't have to|no|without|never|worth the) )\bwait(ed|ing)?\b(?! staff)/,
      /\b(slow|slowest)\b(?! (cooked|roasted|braised|food))/,
      /\b(took forever|took ages|forever to|ages to|took a long time|long time to|over an hour)\b/,
      /\b(\d{2,3}) (minutes|mins) (for|to|before|later|between)\b/,
      /\bforgot(ten)? (about )?(us|our order)\b/,
    ],
    noise: [
      /\b(noisy|loud|deafening|noise|din)\b/,
      /\b(couldn't|could not|can't|cannot) hear\b/,
      /\bhear (each other|ourselves|ourselves think)\b/,
    ],
    price: [
      /\b(overpriced|over priced|pricey|expensive|rip ?off|ripoff|poor value)\b/,
      /\bnot worth\b/,
      /\bprices? (is|are|was|were) (too )?(high|steep|crazy|insane|ridiculous)\b/,
      /\btoo much (money )?for\b/,
    ],
    cleanliness: [
      /\b(dirty|filthy|unclean|sticky|grimy|greasy tables?|gross|smelly|stank|stinks?)\b/,
      /\b(hair|fly|flies|cockroach|roach|bug) (in|on)\b/,
      /\b(not|wasn't|weren't|isn't|aren't) clean\b/,
    ],
    rudeness: [
      /\b(rude|rudely|impolite|unfriendly|dismissive|condescending|arrogant|snarky|unprofessional|disrespectful|hostile)\b/,
      /\b(ignored|rolled (his|her|their) eyes|bad attitude|attitude problem|didn't care|couldn't care less)\b/,
    ],
  },
  fr: {
    cold: [/\b(froid|froide|froids|froides|tiede|tiedes)\b/, /\bpas (assez )?chaud/],
    wait: [
      /\battente\b/,
      /\battendu (plus|pres|environ|longtemps|trop|\d|une|45|30|presque)/,
      /\battendre (longtemps|plus|\d|une)/,
      /\b(lent|lente|lents|lentes|lenteur|interminable|eternite|oublie|oublies)\b/,
      /\b(\d{2,3}) (minutes|min)\b/,
      /\bune heure\b/,
    ],
    noise: [/\b(bruyant|bruyante|bruyants|bruit|vacarme|assourdissant)\b/, /\bs'entend/],
    price: [
      /\b(hors de prix|exorbitant|exorbitants|arnaque|pas donne|trop paye|surfacture)\b/,
      /\b(trop|tres|bien|assez|un peu|vraiment|super|plutot) chers?\b/,
      /\b(trop|tres|bien|assez|un peu|vraiment|super|plutot) chere?s?\b/,
      /\bprix (eleves?|exageres?|excessifs?|trop)/,
      /\bmauvais rapport\b/,
    ],
    cleanliness: [
      /(?<!(trop|tres|un peu|peu|assez|pas assez) )\b(sale|sales|malpropre|malpropres|crasseux|crasseuse|degoutant|degoutante|douteuse|odeur|collant|collante)\b/,
      /\b(cheveu|mouche|mouches|cafard|cafards|insecte)\b/,
      /\bpas propre/,
    ],
    rudeness: [
      /\b(impoli|impolie|impolis|desagreable|desagreables|arrogant|arrogante|meprisant|meprisante|condescendant|condescendante|grossier|grossiere|irrespectueux)\b/,
      /\b(mal accueilli|mal accueillis|a ignore|ont ignore|nous ignore|ignores|ignoree|ignorees|aucun sourire|pas aimable|peu aimable)\b/,
    ],
  },
};

const POSITIVE: Record<ReplyLanguage, RegExp> = {
  en: /\b(great|amazing|excellent|delicious|loved|love|perfect|perfectly|fantastic|wonderful|friendly|lovely|best|tasty|superb|outstanding|attentive|recommend|enjoyed|awesome|good|incredible|beautiful|fresh|kind(?! of)|warm welcome|helpful|yummy|divine|cozy|charming|impeccable)\b/g,
  fr: /\b(excellent|excellente|excellents|delicieux|delicieuse|super|parfait|parfaite|genial|geniale|adore|adoree|aime|merveilleux|merveilleuse|sympathique|sympa|chaleureux|chaleureuse|attentionne|attentionnee|meilleur|meilleure|recommande|bon|bonne|bons|top|succulent|succulente|savoureux|savoureuse|delice|magnifique|impeccable|agreable|souriant|souriante|fraiche)\b/g,
};

const NEGATIVE: Record<ReplyLanguage, RegExp> = {
  en: /\b(bad|terrible|awful|disappointing|disappointed|disappointment|bland|mediocre|worst|horrible|poor|meh|undercooked|overcooked|burnt|burned|too salty|soggy|inedible|not great|not good|wasn't good|wasn't great|never again|won't be back|won't return|not impressed|unfortunately|sadly|mistake|wrong order)\b/g,
  fr: /\b(mauvais|mauvaise|decevant|decevante|decu|decue|decus|decues|deception|fade|mediocre|pire|horrible|nul|nulle|brule|brulee|trop sale|pas bon|pas bonne|pas terrible|plus jamais|ne reviendrai|ne reviendrons|malheureusement|dommage|immangeable|erreur|rate)\b/g,
};

const NEGATED_POSITIVE: Record<ReplyLanguage, RegExp> = {
  en: /\b(not|wasn't|weren't|isn't|aren't|never|nothing|hardly|didn't|did not|don't) (so |very |that |really |particularly )?(great|good|friendly|tasty|fresh|attentive|special|impressive|enjoy|like)\b/g,
  fr: /\b(pas|peu|jamais) (tres |si |vraiment |du tout |trop )?(bon|bonne|bons|sympathique|sympa|chaleureux|aimable|fraiche|agreable|aime|aimee|apprecie)\b/g,
};

/** The complaint topics a text raises, in a fixed order. */
export function detectTopics(text: string, language: ReplyLanguage): Topic[] {
  const folded = fold(text);
  return TOPICS.filter((topic) => TOPIC_PATTERNS[language][topic].some((p) => p.test(folded)));
}

/** Positive minus negative signals; complaint topics count as negative. */
export function sentimentScore(text: string, language: ReplyLanguage): number {
  const folded = fold(text);
  const count = (re: RegExp) => (folded.match(re) ?? []).length;
  const negatedPositive = count(NEGATED_POSITIVE[language]);
  const positive = count(POSITIVE[language]) - negatedPositive;
  const negative =
    count(NEGATIVE[language]) + negatedPositive + detectTopics(text, language).length;
  return positive - negative;
}

/** Whether the text says anything negative at all (mixed reviews included). */
export function hasNegativeContent(text: string, language: ReplyLanguage): boolean {
  const folded = fold(text);
  return (
    detectTopics(text, language).length > 0 ||
    (folded.match(NEGATIVE[language]) ?? []).length > 0 ||
    (folded.match(NEGATED_POSITIVE[language]) ?? []).length > 0
  );
}
