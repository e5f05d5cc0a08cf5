import { wordVectors } from '../../analysis/word-vectors.ts';
import { isGivenName } from '../../analysis/given-names.ts';
import { isDictionaryWord } from '../../analysis/word-classes.ts';
import { MONTHS_EN, MONTHS_FR } from './date-parts.ts';
import { fold } from './text.ts';

/**
 * What a question is about when it names a thing: "how is the pizza doing", "how many reviews
 * mention Brendan", "comment va la bouillabaisse", "combien d'avis parlent des sushis". The slot
 * is read from the question's frame (the words around it), not from a list of dishes, so a name
 * the restaurant does not have is still seen, and the agent says it does not know it instead of
 * answering for the whole restaurant.
 */

// The frames that open the slot, on the folded question (apostrophes and dashes are spaces).
const FRAMES = [
  // « Zorglub a-tu été mentionné », "was zorglub mentioned": the name before the verb.
  /^(?:est ce que |was |has |have |is )?(?:le |la |les |l |the |our )?([a-z]+(?: [a-z]+){0,2}?) (?:(?:a|ont|as)(?: tu| t il| t elle)? (?:ete|deja ete) |(?:been |ever been )?)(?:mentionne|mentionnee|mentionnes|mentionnees|cite|citee|nomme|nommee|mentioned|named)\b/,
  /\bhow (?:s|is|are|was|were|did|does|do|has|have) (?:the |our |my |a )?(.+)$/,
  /\b(?:mention(?:s|ed|ing)?|talk(?:s|ed|ing)? about|say(?:s|ing)? about|said about|feedback (?:on|about)|reviews? (?:of|for|on|about)|people think of|guests think of|do(?:ing)? on) (?:(?:the|our|a|an|of|for) )*(.+)$/,
  // "is Jessica getting good reviews", "are the oysters doing well": the subject of a yes/no question.
  /^(?:is|are|was|were|has|have) (?:the |our |my |a )?(.+)$/,
  /\bcomment (?:va|vont|allait|allaient|se porte|se portent|s en sort|s en sortent|marche|marchent|ca va pour|ca se passe pour|ca va avec|est|sont|trouve t on|trouvent ils) (?:le |la |les |l |notre |nos |du |de la |des |mon |ma |mes )?(.+)$/,
  /\b(?:parle|parlent|parlaient|parlait|parler|mentionne|mentionnent|mentionnaient|cite|citent|evoque|evoquent|avis sur|avis pour|pense de|pensent de|pensent du|pensent des) (?:de la |de l |du |des |de |d |le |la |les |l |notre |nos )?(.+)$/,
  // « Le mansaf à Centretown, qu'en disent les clients », "the cheese flatbread - any mentions",
  // « le pâté chinois au Vieux-Port, cmb de monde en ont parlé »:
  // the name put first, then asked about.
  /^(?:le |la |les |l |the |our |notre |nos )([a-z]+(?: [a-z]+){0,2}?)(?: (?:a|au|at|in) [a-z]+(?: [a-z]+)?)? (?:qu en (?:disent|pensent)|(?:les gens|le monde|les clients) en (?:disent|pensent)|what do (?:people|guests|customers) (?:say|think)|any mentions|des mentions|(?:cmb|combien)(?: de (?:monde|gens|clients)| d avis)? (?:en|l) ont (?:parle|mentionne)|how many (?:people|guests|reviews) (?:mentioned|talked about|brought up) (?:it|them))\b/,
  // "how many sushi mentions", "any tiramisu mentions": the name before the count's noun.
  /\b(?:how many|any|number of) ([a-z]+(?: [a-z]+){0,2}) mentions?\b/,
];

// Where the slot ends: a period, a place, a verb of the frame, a question's next clause.
const STOP = new Set(
  (
    'doing do going been be rated rating ratings performing perform getting get got go gone look looking ' +
    'score scoring selling sell received receive in on at for since during over last this past from ' +
    'between and or but vs versus compared than with lately recently so far yet today yesterday ' +
    'en dans depuis pendant sur ce cette ces cet le la les dernier derniere derniers ' +
    'dernieres passe passee mois semaine annee an trimestre et ou mais pis vs que qui quand ' +
    'hier aujourd avec chez ca cela c est sont ete fait y tu t il elle on se is are was were ' +
    'reviews review avis times fois mentions people guests clients monde gens ' +
    'positive negative neutral good bad positifs negatifs bons mauvais ' +
    'most least best worst top often frequently more less much many lot any all every ' +
    'plus moins souvent meilleur meilleure pire pires tous toutes beaucoup ' +
    // "Mentionnée combien de fois", "mentions each": the count's words, never a name.
    'combien cmb nombre each chacun chacune how ' +
    MONTHS_EN.join(' ') +
    ' ' +
    MONTHS_FR.join(' ')
  ).split(' '),
);

const CONNECTORS = new Set(['au', 'aux', 'a', 'de', 'du', 'des', 'd']);

// Words that are not names: the restaurant itself, its guests and its reviews, topics, the
// platforms and languages reviews come in.
const NOT_NAMES = new Set(
  (
    'i me my you your they them he she we us our it things everything business restaurant restaurants place places location locations ' +
    'team staff service food reviews review ratings rating stars star guests customers people ' +
    'overall average score scores us nous on notre nos resto restaurant restos equipe personnel ' +
    'service bouffe nourriture cuisine clients avis notes note moyenne etoiles choses tout ' +
    'menu carte plats plat dishes dish drinks boissons desserts dessert prices prix price ' +
    'wait attente ambience ambiance atmosphere decor music musique noise bruit cleanliness ' +
    'proprete value parking patio terrasse terrace wifi bathroom bathrooms toilettes ' +
    // Topics in French: searched in the reviews' text, never asked back as an unknown name.
    'stationnement stationner accessibilite fauteuil chiens chien enfants vegetarien vegane vegetalien allergies pourboire pourboires horaires eclairage temperature climatisation clim vue ' +
    'reservations reservation booking delivery livraison takeout brunch lunch dinner souper ' +
    'diner dejeuner breakfast servers serveurs serveuses waiters bartenders hosts chefs cooks ' +
    'new nouveau nouvelle nouveaux guy guys gars fille girl season saison party parties fete event events evenement evenements soiree soirees night nights holiday holidays special specials promo kitchen cuisine bar chef manager host hostess bartender server cook sommelier owner gerant gerante barman serveur serveuse hote hotesse proprio patron patronne plongeur dishwasher busboy weekend weekends week semaine month mois year annee it ca affaires summer winter spring fall autumn ete hiver printemps automne ' +
    // Where and in what language reviews are written: "combien d'avis sur google".
    'google yelp tripadvisor facebook opentable instagram ubereats doordash skipthedishes french english francais anglais'
  ).split(' '),
);

export type UnknownName = { text: string; kind: 'dish' | 'person' | 'either' };

// Verbs that follow a dish's name in a question ("le homard plaît-il", "la poutine pogne").
const AFTER_DISH_VERBS = new Set(
  'plait plaisent plaisait marche marchent pogne pognent aime aiment vend vendent cartonne cartonnent sort sortent'.split(
    ' ',
  ),
);

/**
 * A dish the menu does not have, named with words several dishes share: "le homard thermidor"
 * when the menu's lobster is a roll and a mac and cheese. The word right after the shared words
 * is no word of theirs, of the question's frame, nor an everyday word: it names another dish,
 * so the agent says it does not have it rather than asking which of its own was meant.
 */
export function otherDishOf(
  question: string,
  span: { start: number; end: number },
  names: string[],
): UnknownName | null {
  const next = /^[\s'’-]+([\p{L}]+)/u.exec(question.slice(span.end))?.[1];
  if (!next) return null;
  const word = fold(next);
  const theirs = new Set(names.flatMap((n) => fold(n).split(' ')));
  if (
    word.length < 4 ||
    theirs.has(word) ||
    theirs.has(word.replace(/(s|x)$/, '')) ||
    STOP.has(word) ||
    NOT_NAMES.has(word) ||
    AFTER_DISH_VERBS.has(word) ||
    isDictionaryWord(word)
  )
    return null;
  return { text: fold(`${question.slice(span.start, span.end)} ${next}`), kind: 'dish' };
}

/** The few words the question's frame points at, as typed (folded), or null. */
export function subjectOf(folded: string): string | null {
  for (const frame of FRAMES) {
    const m = frame.exec(folded);
    if (!m) continue;
    const words: string[] = [];
    const rest = m[1]!.split(' ');
    for (const [i, w] of rest.entries()) {
      // "Bangers and mash", "fish and chips": one dish of two words joined, the slot ending there.
      const after = rest[i + 2];
      if (
        (w === 'and' || w === 'et') &&
        words.length === 1 &&
        rest[i + 1] &&
        !STOP.has(rest[i + 1]!) &&
        !isGivenName(rest[i + 1]!) &&
        (!after || STOP.has(after))
      ) {
        words.push(w, rest[i + 1]!);
        break;
      }
      if (STOP.has(w) || /^\d/.test(w) || words.length === 4) break;
      // "au", "à la", "de": inside a dish's name ("tarte au sucre") when a word of it follows.
      const next = rest[i + 1];
      if (CONNECTORS.has(w) && (!words.length || !next || STOP.has(next) || /^\d/.test(next)))
        break;
      words.push(w);
    }
    while (words.length && CONNECTORS.has(words.at(-1)!)) words.pop();
    // "Kevin s cooking": the possessive ends the name.
    const s = words.indexOf('s');
    const name = (s > 0 ? words.slice(0, s) : words).join(' ');
    // A word of the restaurant's life ("the patio season", "the new guy") makes it no name.
    if (name && !name.split(' ').some((w) => NOT_NAMES.has(w))) return name;
  }
  return null;
}

// Typical words of each kind, in both languages: the nearest prototype tells what a name is.
const DISH = 'dish food pizza burger soup dessert cake salad pasta sandwich fries meat cheese plat';
const PERSON = 'waiter waitress server man woman john mary david sarah mike friend';
// What guests also talk about that is neither: a name nearer these is a topic, searched as a word.
const TOPIC =
  'parking music noise wifi view patio bathroom decor atmosphere reservation location price wait service dogs kids vegan gluten allergies tips hours wheelchair temperature lighting';

let prototypes: { dish: Float32Array[]; person: Float32Array[]; topic: Float32Array[] } | null =
  null;
const cosine = (a: Float32Array, b: Float32Array) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
};

/**
 * Whether a name the catalogue does not have reads as a dish, a person or could be either, from
 * the word vectors: its nearest kind among typical dishes and typical people. Null for a word
 * that is neither (parking, music): a topic, which the agent searches in the reviews' text.
 */
export function kindOfName(name: string, question: string): UnknownName['kind'] | null {
  const vectors = wordVectors();
  prototypes ??= {
    dish: DISH.split(' ').flatMap((w) => vectors.vector(w) ?? []),
    person: PERSON.split(' ').flatMap((w) => vectors.vector(w) ?? []),
    topic: TOPIC.split(' ').flatMap((w) => vectors.vector(w) ?? []),
  };
  let dish = 0;
  let person = 0;
  let topic = 0;
  let dishWord = false;
  let known = false;
  const best = (v: Float32Array, of: Float32Array[]) => Math.max(...of.map((p) => cosine(v, p)));
  for (const word of name.split(' ')) {
    const v = vectors.vector(word) ?? vectors.vector(word.replace(/(s|x)$/, ''));
    if (!v) continue;
    known = true;
    const [d, p, t] = [
      best(v, prototypes.dish),
      best(v, prototypes.person),
      best(v, prototypes.topic),
    ];
    dish = Math.max(dish, d);
    person = Math.max(person, p);
    topic = Math.max(topic, t);
    // The vectors are small: a word nearer the dishes than any topic or person is a dish even
    // when no dish is near ("thai" of "pad thai"); a topic word is no dish ("patio").
    if (d > p && ((d >= 0.38 && d > t) || (d >= 0.24 && d > t + 0.03))) dishWord = true;
  }
  // A capital after the first word is a name: "how's Brendan doing".
  const first = name.split(' ')[0]!;
  const typed = question
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}]+/u)
    .slice(1)
    .find((w) => w.toLowerCase() === first);
  const capitalised = !!typed && typed[0] !== typed[0]!.toLowerCase();
  if (!known) return capitalised ? 'person' : 'either';
  if (dishWord) return 'dish';
  if (person >= 0.45 && person > dish && person > topic) return 'person';
  return null;
}
