import type { AspectCategory } from '@tableside/domain/insights';
import { fold } from './text.ts';

// The words a question's frame is read by: topics, rankings, staff roles, replies, menu and places.

/** best: highest score; worst: lowest; most / least: mention counts; complaints: negatives. */
export type Ranking = 'best' | 'worst' | 'most' | 'least' | 'complaints' | 'praise';

export const CATEGORY_WORDS: [AspectCategory, RegExp][] = [
  ['reservation', /\b(reservations?|bookings?|booked|reserv(e|ee|ees|er))\b/],
  ['wait', /\b(wait\w*|slow|delay\w*|attente|attendre|lent\w*|long(ue)?s? a (venir|arriver))\b/],
  ['drinks', /\b(drinks?|cocktails?|wines?|beers?|coffee|boissons?|vins?|bieres?|cafe)\b/],
  ['cleanliness', /\b(clean\w*|dirty|hygiene|proprete|propres?|sales?|salete)\b/],
  ['value', /\b(value|worth|rapport qualite prix|vaut)\b/],
  ['price', /\b(prices?|pricing|expensive|cheap|costs?|prix|cher|chers|chere|tarifs?|addition)\b/],
  [
    'ambience',
    /\b(ambien\w*|atmosphere|decor|noise|noisy|music|vibe|bruit\w*|musique|cadre|decor)\b/,
  ],
  ['location', /\b(emplacement|neighbou?rhood|quartier)\b/],
  [
    'service',
    /\b(service|servers?|waiters?|waitress\w*|staff|serveurs?|serveuses?|personnel|accueil)\b/,
  ],
  ['food', /\b(food|dish\w*|meals?|cuisine|taste|nourriture|plats?|repas|gout|bouffe)\b/],
];

/**
 * Words of a category that name one thing in it ("coffee" among the drinks, "noise" in the
 * ambience): asked about, the reviews that say it, not the whole category's figures.
 */
export const CATEGORY_THINGS =
  /\b(coffee|cafe|espresso|lattes?|cappuccinos?|tea|music|musique|noise|noisy|bruit|bruyante?|wines?|vins?|beers?|bieres?|cocktails?)\b/;

export function rankingOf(q: string): Ranking | null {
  if (
    /\b(complain\w*|complaints?|plaintes?|plaind\w*|plaignent|chial\w*|gripes?|griping|moan\w*|grumbl\w*|critiqu\w*|critici[sz]\w*|blamed|dinged|dings|called out|bad (comments|feedback|mentions)|reproch\w*|accroch\w*|negative mentions|se plai\w*|negati\w*|(main|biggest|top|recurring) (issues?|problems?)|issues|problems|problemes|pain points?|irritants?|most hate|hated|(?:getting|gets|got|get) (?:a lot of |so much |the most )?hate|flak|(unhappy|upset|annoyed|frustrated|disappointed|mecontents?|decus?|fache\w*) (about|with|by|de|par|avec))\b/.test(
      q,
    )
  )
    return 'complaints';
  if (
    /\b(praise\w*|compliment\w*|most love|most loved|best loved|favou?rite|chouchou|eloges?|felicit\w*|positive mentions|standouts?|stand out|stood out|mvp|top performers?|employee of the (?:month|year)|employe\w* du mois|love\w* (the )?most|like\w* (the )?most|enjoy\w* (the )?most|aiment le plus|adorent|apprecient le plus|most appreciated|best liked|well liked|most liked|(?:le|la|les) (?:plus|mieux) (?:apprecie\w*|aime\w*)|(?:people|guests|customers|diners|clients|gens|monde) (?:love|adore|rave about|aiment|adorent|trippent sur))\b/.test(
      q,
    )
  )
    return 'praise';
  if (/\b(worst|lowest|weakest|pire|pires|moins bien|plus faible|moins bonne?s?|pires?)\b/.test(q))
    return 'worst';
  if (/\b(best|highest|top|strongest|meilleure?s?|mieux)\b/.test(q)) return 'best';
  if (/\b(least|fewest|le moins|la moins|les moins)\b/.test(q)) return 'least';
  if (/\b(most|popular|le plus|la plus|les plus|populaires?)\b/.test(q)) return 'most';
  return null;
}

export const STAFF_WORDS =
  /\b(servers?|waiters?|waitress\w*|staff|staffers?|employees?|bartenders?|hosts?|hostess|chefs?|managers?|team|serveurs?|serveuses?|employes?|personnel|barmans?|barmaids?|hotes?|hotesses?|equipe|who|whose)\b|^qui\b|\bc est qui\b|\bqui est ce qui\b|\bqui (?:est|sont) (?:le|la|les) (?:plus|moins|mieux|meilleure?s?|pires?)\b/;
export const ROLE_WORDS: [string, RegExp][] = [
  ['server', /\b(servers?|waiters?|waitress\w*|serveurs?|serveuses?)\b/],
  ['bartender', /\b(bartenders?|barmans?|barmaids?)\b/],
  ['host', /\b(hosts?|hostess|hotes?|hotesses?)\b/],
  ['chef', /\b(chefs?|cooks?|cuisiniers?)\b/],
  [
    'manager',
    /\b(general managers?|managers?|gm|gerante?s?|directeur de salle|directrice de salle|directeurs?|directrices?)\b/,
  ],
  ['sommelier', /\b(sommeli\w*)\b/],
  ['owner', /\b(owners?|proprietaires?|patronn?e?s?)\b/],
];
/** Whether a staff member's role, as the owner typed it in either language, is `staffRole`. */
export function hasRole(role: string | null | undefined, staffRole: string): boolean {
  const words = ROLE_WORDS.find(([name]) => name === staffRole)?.[1];
  const typed = fold(role ?? '');
  return words ? words.test(typed) : typed.includes(staffRole);
}

/**
 * "Why did our rating drop", « pourquoi la note a baissé », "what went wrong": the figures and
 * what guests complained about over the same period.
 */
export const ASKS_WHY =
  /\b(why|how come|what went wrong|what happened|pourquoi|comment ca se fait|qu est ce qui (s est passe|a pas marche|allait pas|n allait pas|clochait)|qu est ce qui va pas)\b/;

export const REPLY_WORDS =
  /\b(repl(y|ies|ied|ying)|respon(d|ds|ded|ding|se|ses|se time|siveness)|answer(ed|ing)? (to )?(the |our )?reviews|taux de reponse|reponses?|repondu\w*|repondons|repondre|repond(s|ez|ent|ons)? (\w+ )?(aux|a nos|a) avis|delai de reponse|temps de reponse|reviews? (answered|unanswered|replied to)|unanswered|sans reponse|non repondus?)\b/;
export const MENU_WORDS =
  /\b(dish(es)?|items?|menu|plats?|desserts?|starters?|entrees?|mains?(?! (?:issues?|problems?|complaints?|concerns?|reasons?))|cocktails?|drinks?|boissons?)\b/;
export const LOCATION_WORDS =
  /\b(locations?|sites?|spots?|branch(es)?|restaurants?|restos?|venues?|succursales?|emplacements?|etablissements?|adresses?)\b/;

export function keywordOf(question: string, folded: string): string | null {
  // A quote mark, or an apostrophe that opens after a space and closes before one: the
  // apostrophe of "d'avis … l'année" is an elision, not a quotation.
  const quoted =
    /["“«]([^"”»]{2,60})["”»]/.exec(question) ??
    /(?:^|\s)['‘]([^'’]{2,60})['’](?=[\s?!.,;:]|$)/.exec(question);
  if (quoted) return quoted[1]!.trim();
  // « Le brunch du dimanche, les gens en disent quoi »: the thing named first, then asked about.
  const fronted =
    /^\s*(?:le|la|les|l['’]|the)\s*([\p{L}]{3,30})\b[^,?]{0,30},\s*(?:les gens|le monde|les clients|people|guests|customers)\b[^?]*\b(?:en disent|en pensent|disent|pensent|think|say)\b/iu.exec(
      question,
    );
  if (fronted) return fold(fronted[1]!);
  const m =
    /\b(?:mention(?:s|ed|ing)?|talk(?:s|ed|ing)? about|say(?:s|ing)? about|mentionnent|mentionne|parlent|parle|evoquent|(?:complaints?|plaintes?) (?:about|regarding|on|sur|concernant|au sujet de|pour|a propos de)|(?:complain(?:s|ed|ing)?|gripes?|griping|moan(?:s|ed|ing)?) (?:about|of)|(?:issues?|problems?|problemes?) (?:with|avec)|chial\w*(?: tu| ti)? (?:sur|contre|de|du|des|d)|(?:unhappy|upset|annoyed|frustrated|disappointed|happy|satisfied|pleased) (?:about|with)|se plai(?:gn\w*|nt)(?: ils| elles| tu| ti| on)? (?:de|du|des|d)|(?:mecontents?|satisfaits?) (?:de|du|des|d)) (?:the |a |an |our |le |la |les |l |du |des |de |d |notre |nos )?([a-z0-9 ]{2,40}?)(?: (?:last|this|in|at|during|since|lately|recently|these|so far|le|la|les|ce|ces|cette|cet|en|a|au|depuis|over|pendant|durant|dernierement|recemment)\b|$)/.exec(
      folded,
    );
  const word = m?.[1]!.trim();
  // "What did guests complain about most", "… about at Gastown": a ranking, not a word to look for.
  return word &&
    !/^(?:most|least|anything|something|everything|it|that|this|them|what|quoi|quoi .*|lately|recently|(?:at|in|a|au|en|on|for|pour|depuis|since|last|this|over|during|ces|cette|ce|pendant) .*)$/.test(
      word,
    )
    ? word
    : null;
}

/**
 * "What day gets the best reviews", "our best day for reviews", « notre pire journée »: a day of
 * the week when a best or worst is asked.
 */
export const WHICH_DAY =
  /\b(which|what|quel|quelle) (day|jour|journee)s?\b|\b(best|worst|meilleure?s?|pires?) (day|jour|journee)s?\b/;
export const WEEKDAY =
  /\b(days? of (the )?week|weekdays?|jours? de (la )?semaine|journees? de (la )?semaine)\b/;

/** The topics a question names, each once ("the service or the food"). */
export const topicsNamed = (q: string): AspectCategory[] => [
  ...new Set(CATEGORY_WORDS.filter(([, re]) => re.test(q)).map(([category]) => category)),
];

/** A share asked for: "what percentage", « quelle proportion », "%". */
export const ASKS_SHARE = /\b(share|percent\w*|proportion|pourcentage|part des|quelle part)\b|%/;
