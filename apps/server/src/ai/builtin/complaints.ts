import type { ReviewUnderstanding } from '../analysis/review-analysis.ts';
import {
  ANY_FAULT,
  BOOKING,
  CLEAN_TERM,
  DURATION,
  MONEY,
  PERSON_TERM,
  RUSHED,
  NEGATED,
  NOT_A_WAIT,
  PARKING_TIME,
  PAYING,
  SERVICE_TERM,
  TOPIC_CUES,
  WAIT_TERM,
} from './complaint-words.ts';
import { BOOKED_WAIT_WORDS, BOOKING_WORDS, COMPLAINT_KINDS, TASTELESS } from './complaint-kinds.ts';
import type { ReplyLanguage } from './language.ts';
import type { ReplyAspect } from './reply-aspects.ts';
import {
  faultedThings,
  gripeSpans,
  paidGladly,
  quotedPrice,
  singledOutGripes,
} from './heard-clauses.ts';
import { unfaulted, withoutUsualPrice } from './unfaulted-terms.ts';
import { fold } from './text.ts';

/*
 * What the guest complains about, read from the words that carry it (docs/product/
 * reviews-and-replies.md#verified-drafts): an aspect term, a dish or a person read negatively, or
 * a clause that names a topic and finds fault with it. A category the classifier reads negative
 * with none of these is not a complaint: "on attend longtemps pour payer" is the wait, not the
 * prices nor the service. Each complaint keeps the guest's words for it when there are some, so
 * the reply names « l'attente pour payer » rather than « le service et les prix ».
 */

type Aspect = ReviewUnderstanding['aspects'][number];

/** Each complaint's words as the reply says them (none: the aspect's usual name). */
export type Complaints = Map<ReplyAspect, string[]>;

const isBad = (p: string) => p === 'negative' || p === 'conflict';

/** Clauses, folded: sentences cut again at a colon, a semicolon or a "but". */
export const clauseList = (text: string) =>
  text
    // Folding would lose these: « trop salé » is no dirt, "28$" a price.
    // After « salé » a \b finds no edge (é is no \w): the end of the word is no letter after it.
    .replace(/\bsal[ée]e?s?(?!\p{L})/giu, 'salty')
    .replace(/\$|€/g, ' dollars ')
    // A washroom « hors service » is out of order, no word on the service.
    .replace(/\bhors[- ]service\b/gi, 'en panne')
    .replace(/\b(?:but|mais|however|cependant|par contre|though)\b/gi, '|')
    .split(/[.!?;:…\n|]+/)
    .map((c) => fold(c).replace(NOT_A_WAIT, ' '))
    // What other reviews said ("we'd read a review calling it overpriced") is not the guest's.
    .filter((c) => c && !HEARSAY.test(c));

/** A clause that reports what others wrote or said of the place. */
const HEARSAY =
  /\b(?:(?:a|the|some|other|online|bad|mixed) reviews?|reviewers?|everyone on here|les (?:autres )?avis|un avis|des avis)\b.*\b(?:call\w*|say\w*|said|claim\w*|disai\w*|dis(?:ent|ait)|traitai\w*|qualifi\w*)\b/;

/** Whether a fault word stands in the clause, not taken back by a "not" just before it. */
function finds(fault: RegExp, clause: string): boolean {
  const m = new RegExp(fault.source, 'g');
  for (const hit of clause.matchAll(m))
    if (!NEGATED.test(clause.slice(0, hit.index ?? 0))) return true;
  return false;
}

/** Minutes spent finding a spot to park, in a clause that names no wait of its own. */
const parkingTime = (clause: string) => PARKING_TIME.test(clause) && !WAIT_NAMED.test(clause);

/** Topics a clause complains about. */
export function faultsIn(clause: string): ReplyAspect[] {
  const rushed = RUSHED.test(clause);
  const found = (Object.entries(TOPIC_CUES) as [ReplyAspect, (typeof TOPIC_CUES)['wait']][])
    .filter(
      ([topic, cue]) =>
        cue &&
        cue.topic.test(clause) &&
        finds(cue.fault, topic === 'price' ? withoutUsualPrice(clause) : clause),
    )
    .map(([topic]) => topic)
    .filter((topic) => !((rushed || parkingTime(clause)) && topic === 'wait'));
  // "On attend longtemps pour payer": paying slowly is the wait, not the bill's size.
  if (
    found.includes('wait') &&
    PAYING.test(clause) &&
    !BILL_PRICED.test(clause) &&
    !/\b(?:cher|expensive|pique|overpriced|pricey|steep)\b/.test(clause)
  )
    return found.filter((t) => t !== 'price' && t !== 'billing');
  return found;
}

/**
 * A bill told by its amount ("the bill was over $90", « une addition de 110 $ »): what it cost,
 * not what was waited for, even beside "we waited an hour" in the same clause.
 */
const BILL_PRICED =
  /\b(?:bill|check|addition|facture)\b[^.!?]{0,25}?(?:\d+ ?(?:\$|dollars?|€|euros?)|(?:\$|€) ?\d+|was over|came to|(?:de|of) (?:plus de |over )?\d)/;
/** The bill as what the guest waited for. */
const WAITED_TO_PAY = new RegExp(`^(?!.*${BILL_PRICED.source})(?=.*${PAYING.source})`);

const WAIT_NAMED = /\b(?:attente|attend\w*|wait|waiting|waited|delai|temps|lenteur)\b/;

/**
 * Whether a clause names the topic and finds any fault: what confirms a category the analysis
 * read negatively, though it would not be enough to add one.
 */
export function confirmed(text: string, topic: ReplyAspect): boolean {
  const cue = TOPIC_CUES[topic];
  if (!cue) return false;
  // A wait is named by its own words when the fault is a general one ("bad food" is no wait).
  const named = (c: string) => (topic === 'wait' ? WAIT_NAMED.test(c) : cue.topic.test(c));
  return clauseList(text).some((clause) => {
    const c = topic === 'price' ? withoutUsualPrice(clause) : clause;
    return (
      (cue.topic.test(c) && finds(cue.fault, c)) ||
      (named(c) && finds(ANY_FAULT, c)) ||
      (topic === 'wait' && DURATION.test(c) && !RUSHED.test(c) && !parkingTime(c)) ||
      // "A bill that was wrong by $40" is the bill's error, not the prices.
      (topic === 'price' && MONEY.test(c) && !paidGladly(c) && !faultsIn(c).includes('billing'))
    );
  });
}

/** The term whose only verdict is its price: "food is a bit pricey", « les plats sont chers ». */
function pricedOnly(term: string, clause: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `\\b${escaped} (?:is|was|are|were|est|etait|sont|etaient) (?:a bit |a little |kind of |too |way too |un peu |trop |assez )?(?:pricey|expensive|overpriced|cher|chere|chers|cheres|steep)\\b(?! (?:and|but|et|mais)\\b)`,
  ).test(clause);
}

/** A title that holds the room's word: the person who runs the dining room. */
const HEAD_OF_ROOM =
  /\b(?:directeur|directrice|maitre|maitresse|chef|responsable|gerant|gerante) de salle\b/;

/** The aspect a term speaks of, by its own words and its clause, whatever the category said. */
function aspectOfTerm(term: string, clause: string, category: string): string {
  const t = fold(term);
  if (WAIT_TERM.test(t)) return 'wait';
  const faults = faultsIn(clause);
  if (PAYING.test(t)) {
    if (faults.includes('price')) return 'price';
    if (faults.includes('wait')) return 'wait';
  }
  if (SERVICE_TERM.test(t) && faults.includes('wait')) return 'wait';
  // « Un peu d'attente pour avoir une table »: the table is what was waited for.
  if (/^(?:les? |la |the )?(?:tables?|services?)$/.test(t) && WAIT_NAMED.test(clause))
    return 'wait';
  if (PERSON_TERM.test(t)) return 'service';
  // "Food is a bit pricey for what it is": the price, not the food.
  if (category === 'food' && pricedOnly(t, clause)) return 'price';
  if (CLEAN_TERM.test(t) && (faults.includes('cleanliness') || OUT_OF_ORDER.test(clause)))
    return 'cleanliness';
  // "Nobody warned us about the stairs": a way in or up, which a reply answers as access.
  if (ACCESS_TERM.test(t)) return 'location';
  return category;
}

/** A card that pays rather than the menu. */
const CARD = /\bcartes? (?:cadeaux?|bancaires?|de (?:credit|debit|fidelite|membre))\b/;
/** A washroom out of use ("out of order", « en panne », as « hors service » is read). */
const OUT_OF_ORDER = /\b(?:out of order|broken|closed|en panne|bouchee?s?|fermee?s?)\b/;
/** Stairs, steps and lifts: how a guest gets in or up. */
const ACCESS_TERM =
  /^(?:the |les? |la |l )?(?:stairs?|staircase|stairway|escaliers?|ramps?|rampes?|elevators?|ascenseurs?)$/;

/**
 * The analysis's aspect terms with the category their own words give ("l'addition pique" is the
 * price, "the washroom floor was soaked" the cleanliness, and a complaint).
 */
export function regroupAspects(text: string, aspects: Aspect[]): Aspect[] {
  const clauses = clauseList(text);
  return aspects.map((a) => {
    const clause = clauses.find((c) => c.includes(fold(a.term))) ?? fold(a.snippet);
    // « La directrice de salle »: a person's title, not the room, and no verdict on the room.
    if (/^(?:la )?salle$/.test(fold(a.term)) && HEAD_OF_ROOM.test(clause))
      return { ...a, category: 'service', polarity: 'neutral' as const };
    // « La carte-cadeau », « la carte bancaire »: a card in the guest's wallet, not the menu.
    if (/^(?:la )?carte$/.test(fold(a.term)) && CARD.test(fold(a.snippet)))
      return { ...a, polarity: 'neutral' as const };
    // « Toilettes hors service »: the only "service" said was a washroom out of order.
    if (/^(?:le )?service$/.test(fold(a.term)) && !clauses.some((c) => /\bservice\b/.test(c)))
      return { ...a, polarity: 'neutral' as const };
    const category = aspectOfTerm(a.term, clause, a.category);
    // The clause of the term's own sentence: "a beer" told first is not "beer was cold".
    const own = clauses.find((c) => c.includes(fold(a.term)) && fold(a.snippet).includes(c));
    const faults = faultsIn(own ?? clause);
    const polarity =
      category === 'cleanliness' && faultsIn(clause).includes('cleanliness')
        ? 'negative'
        : isBad(a.polarity)
          ? (unfaulted(
              category,
              fold(a.term),
              own ?? clause,
              faults.includes(category as ReplyAspect),
            ) ?? a.polarity)
          : a.polarity;
    return category === a.category && polarity === a.polarity ? a : { ...a, category, polarity };
  });
}

/** A table the guest had booked and waited for anyway ("no reservations?" is no booking). */
const BOOKED_TABLE = new RegExp(
  '\\b(?:(?:despite|past|malgre) (?:a |an |our |the |la |notre |une )?(?:reservation|booking)' +
    '|(?:wait|waited|waiting|attente|attendu)\\b[^.!?]{0,20}\\b(?:even |meme )?(?:with|avec) (?:a |an |our |une |notre )?(?:reservation|booking)' +
    '|(?=.*\\b(?:table|seated|assis|asseoir|installe\\w*)\\b).*\\b(?:(?:with|had|made) ' +
    '(?:a |an |our |the )?(?:reservation|booking|rezzie)|(?:we|i) (?:had )?(?:booked|reserved)' +
    '|had reserved|(?:a|on a|avions|avait|avais) reserve|reserve pour|avec (?:une |notre )?reservation))\\b',
);

const WAIT_WORDS: [RegExp, Record<ReplyLanguage, string>][] = [
  // "Service lent": the slowness is the service's, so the reply says both.
  [
    /\b(?:services? (?:\w+ )?(?:lent|lente|slow|slowish)|slow (?:\w+ )?service|lenteur du service)\b/,
    { en: 'the slow service', fr: 'la lenteur du service' },
  ],
  // Waiting for a table already booked is the booking's failure as much as the wait.
  [BOOKED_TABLE, BOOKED_WAIT_WORDS],
  [WAITED_TO_PAY, { en: 'the wait for the bill', fr: 'l’attente pour payer' }],
  [
    /\b(?:table|seated|asseoir|assis)\b/,
    { en: 'the wait for a table', fr: 'l’attente pour avoir une table' },
  ],
  [
    /\b(?:entre les (?:services|plats)|between (?:courses|dishes))\b/,
    { en: 'the wait between courses', fr: 'l’attente entre les services' },
  ],
  [/\b(?:dehors|outside|line|file)\b/, { en: 'the wait outside', fr: 'l’attente dehors' }],
];

/** A bill added up wrong, as opposed to one found too high or a charge nobody announced. */
const BILL_ERROR =
  /\b(?:wrong|mistake|error|erreur|faux|fausse|incorrect\w*|overcharg\w*|surfactur\w*|never ordered|did ?n.?t order|jamais commande\w*|pas commande\w*|charged (?:\w+ ){0,3}twice|double charged|facture\w* (?:\w+ ){0,3}deux fois)\b/;

/** The guest's words for a clause's complaint, when they say more than the aspect's name. */
function clausePhrase(topic: ReplyAspect, clause: string, language: ReplyLanguage): string | null {
  if (topic === 'wait') return WAIT_WORDS.find(([re]) => re.test(clause))?.[1][language] ?? null;
  if (topic === 'billing' && BILL_ERROR.test(clause))
    return language === 'en'
      ? 'the error in the amount of the bill'
      : 'l’erreur sur le montant de l’addition';
  if (topic === 'price' && PAYING.test(clause))
    return language === 'en' ? 'the size of the bill' : 'le montant de l’addition';
  if (topic === 'ambience' && /\b(?:loud|noisy|noise|bruyante?s?|bruit)\b/.test(clause))
    return language === 'en' ? 'the noise' : 'le bruit';
  if (topic === 'service' && BOOKING.topic.test(clause) && finds(BOOKING.fault, clause))
    return BOOKING_WORDS[language];
  if (topic === 'location' && /\b(?:parking|stationnement|stationner|garer|park)\b/.test(clause))
    return parkingWords(clause, language);
  return null;
}

/**
 * The parking as the guest named it: its price when they quote one (« le stationnement à 30 $ »,
 * "the $18 parking"), and the guest's own French word for it.
 */
function parkingWords(clause: string, language: ReplyLanguage): string {
  const fee = /\b(\d+(?:[.,]\d+)?) dollars\b|\bdollars (\d+(?:[.,]\d+)?)\b/.exec(clause);
  const word = /\bstationn/.test(clause) ? 'stationnement' : 'parking';
  const paid = /\b(?:payant\w*|charges?|fees?|frais)\b/.test(clause);
  if (language === 'en') {
    if (fee) return `the $${fee[1] ?? fee[2]} parking`;
    return paid ? 'the parking fees' : 'the parking';
  }
  // The folded clause says "dollars" for "$" and "€" alike: the guest's word says which.
  const unit = word === 'parking' ? '€' : '$';
  if (fee) return `le ${word} à ${fee[1] ?? fee[2]} ${unit}`;
  return paid ? `le ${word} payant` : `le ${word}`;
}

const THINGS = new Set<ReplyAspect>(['food', 'drinks', 'cleanliness', 'ambience']);

/**
 * Terms that are the topic's own name say nothing the aspect's name does not; people are not
 * what is apologised for ("sorry for the waitress"): their service is.
 */
const GENERIC =
  /^(?:the |le |la |les |l')?(?:salle|room|endroit|spot|tables?|qualite|quality|food|service|ambiance|ambience|atmosphere|attente|wait|prix|price|prices|cuisine|place|endroit|restaurant|resto|experience|soiree|repas|meal)$/;

/** "the washroom floor", « la terrasse »: the term with the article the guest gave it. */
function termPhrase(term: string, text: string, language: ReplyLanguage): string | null {
  const bare = term
    .replace(/['"‘’“”«»]/g, ' ')
    .trim()
    .replace(/^(?:the|a|an|our|my|le|la|les|l['’]|un|une|du|des)\s*/i, '');
  if (
    !bare ||
    GENERIC.test(fold(bare)) ||
    PERSON_TERM.test(fold(bare)) ||
    bare.split(/\s+/).length > 4
  )
    return null;
  const word =
    /^\p{Lu}\p{Ll}/u.test(bare) && !/\s\p{Lu}/u.test(bare)
      ? bare.charAt(0).toLocaleLowerCase() + bare.slice(1)
      : bare;
  const escaped = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Only a noun the guest gave an article: "were seated" is no thing to apologise for.
  if (language === 'en')
    return new RegExp(`\\b(?:the|our|my|a|an|their|this|that)\\s+${escaped}`, 'iu').test(text)
      ? `the ${word}`
      : null;
  const m = new RegExp(`\\b(le|la|les|l['’]|du|des|de la|au|aux)\\s*${escaped}`, 'iu').exec(text);
  if (!m) return null;
  const article = {
    le: 'le ',
    la: 'la ',
    les: 'les ',
    du: 'le ',
    des: 'les ',
    'de la': 'la ',
    au: 'le ',
    aux: 'les ',
  }[m[1]!.toLowerCase().replace('’', "'")];
  return article ? `${article}${word}` : `l’${word}`;
}

/**
 * What the text complains about, each with the guest's words for it: from the regrouped aspect
 * terms, the dishes and people read negatively, and clauses that find fault with a topic. A term
 * read negatively in a glowing review is taken only when its clause finds fault too.
 */
export function complaintsIn(
  text: string,
  analysis: ReviewUnderstanding,
  aspects: Aspect[],
  language: ReplyLanguage,
  glowing: boolean,
  rating = 5,
): Complaints {
  const out: Complaints = new Map();
  const add = (aspect: string, phrase: string | null) => {
    const key = aspect as ReplyAspect;
    const list = out.get(key) ?? [];
    if (phrase && !list.includes(phrase)) list.push(phrase);
    out.set(key, list);
  };
  // "The portions" beside "the size of the portions" says it twice: the fuller words stay.
  const said = (list: string[]) =>
    list.filter((p) => {
      const bare = p.replace(/^(?:the|le|la|les|l’) ?/, '');
      return !list.some((q) => q !== p && q.includes(bare));
    });
  const clauses = clauseList(text);
  // A gripe singled out as such is one whatever the stars ("Seul bémol, la musique un peu forte").
  const singled = singledOutGripes(text).map(fold);
  for (const a of aspects) {
    if (!isBad(a.polarity)) continue;
    const clause = clauses.find((c) => c.includes(fold(a.term))) ?? fold(a.snippet);
    const singledOut = singled.some((s) => s.includes(fold(a.term)));
    if (glowing && !faultsIn(clause).length && !singledOut) continue;
    const aspect = a.category as ReplyAspect;
    // Things are named by the guest's word for them; the service, a wait or a price by the
    // clause's words or the aspect's own name ("sorry for the tables" says nothing).
    const elsewhere = aspect !== 'cleanliness' && CLEAN_TERM.test(fold(a.term));
    const term = THINGS.has(aspect) && !elsewhere ? termPhrase(a.term, text, language) : null;
    add(aspect, clausePhrase(aspect, clause, language) ?? term);
  }
  if (analysis.menuItems.some((m) => isBad(m.polarity))) add('food', null);
  if (analysis.staff.some((s) => isBad(s.polarity))) add('service', null);
  // A clause heard as a complaint only where the analysis heard one somewhere, or where the
  // guest gave one or two stars: « pas de rampe » at 2★ is the complaint, whatever was read.
  const heard =
    rating <= 2 ||
    analysis.categories.some((c) => isBad(c.polarity)) ||
    aspects.some((a) => isBad(a.polarity));
  // A gripe a guest singles out below five stars is heard whatever the rest of the review says.
  const griped = new Set(rating <= 4 ? gripeSpans(text).flatMap(clauseList) : []);
  for (const [i, clause] of clauses.entries()) {
    if (!heard && !griped.has(clause)) continue;
    for (const topic of faultsIn(clause)) add(topic, clausePhrase(topic, clause, language));
    // "Booked a month ahead. They had us at two separate tables": the fault follows the booking.
    const booked = BOOKING.topic.test(clause) || BOOKING.topic.test(clauses[i - 1] ?? '');
    if (booked && finds(BOOKING.fault, clause)) add('service', BOOKING_WORDS[language]);
    const waited = faultsIn(clause).includes('wait');
    for (const kind of COMPLAINT_KINDS)
      if (finds(kind.test, clause) && !(waited && kind.unlessWait))
        add(kind.aspect, kind.words[language]);
    if (finds(TASTELESS, clause) && !TOPIC_CUES.drinks?.topic.test(clause)) add('food', null);
    // An amount quoted in a disappointed review or a gripe is what the guest found too dear.
    const price = rating <= 2 || griped.has(clause) ? quotedPrice(clause, text, language) : null;
    if (price && !out.get('price')?.length) add('price', price);
  }
  // "Cold eggs. Lukewarm coffee.": a thing served faulted in the guest's words, unless a dish of
  // the menu names it (the dish's own line answers for that).
  const dishSaid = analysis.menuItems.map((m) => fold(m.snippet));
  for (const thing of faultedThings(text, language)) {
    const said = clauseList(thing.sentence);
    if (!heard && !said.some((c) => griped.has(c))) continue;
    if (said.some((c) => dishSaid.some((d) => d && (c.includes(d) || d.includes(c))))) continue;
    add(thing.aspect, thing.words);
  }
  for (const [aspect, list] of out) out.set(aspect, said(list));
  return out;
}
