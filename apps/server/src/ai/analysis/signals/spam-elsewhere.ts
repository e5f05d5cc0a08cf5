import { foldText, words } from './text.ts';

/**
 * Reviews whose subject is another place (issue #34): another shop "next door", or the group's
 * other location named as the one visited. A guest may name both in passing ("better than the
 * Gatineau one", "the bar next door after"), so the text must also disown this listing: "not this
 * one", « pas ici », "wrong branch", "my review is for…".
 */

/** The listing's location and the group's others, as their distinguishing words ("Gatineau"). */
export type Places = { here?: string | null; others: readonly string[] };

/** The text says what its review is about: "my review is for", « mon avis concerne ». */
export const SUBJECT = words`
  (?:this|my|the) (?:review|rating|comment|post|stars?) (?:is|was|are|were) (?:for|about|meant for|intended for)|reviews? for the|this (?:is|was) (?:for|about) (?:the|that|a)|to be clear this is about|(?:i was|i'm|im|i am) (?:reviewing|rating)|rating the|meant to (?:post|review|rate|write)|i (?:wanted|meant) to (?:review|rate|post)|i wanted the
  (?:mon|cet|ce|notre) (?:avis|commentaire|evaluation) (?:concerne|est pour|c'est pour|c'etait pour|etait pour|porte sur|vise)|ce commentaire est pour|c'(?:est|etait) pour (?:le|la|l'|celle|celui)|je voulais (?:noter|evaluer|commenter|parler d\p{L}*|ecrire sur|mettre mon avis|laisser mon avis)|je parlais (?:du|de la|de l')|que j'ecris
`;
/** This listing disowned: "not this one", "not you guys", « pas ici », « pas ce resto ». */
export const NOT_HERE = words`
  not (?:this|that) (?:one|location|branch|restaurant|place|page|spot)|not (?:this|you|you guys|here|the restaurant|your restaurant|the resto|downtown)|not about (?:this|you)|didn'?t mean to (?:rate|review) (?:you|this)
  pas (?:ici|vous|celui-ci|celle-ci|ce resto|ce restaurant|cette succursale|le resto|le restaurant|pour (?:le|ce) (?:resto|restaurant)|pour vous)|(?:et )?(?:pas|non) (?:celui|celle)(?:-ci| d'ici| du| de)
`;
/** The listing itself was the mistake: "wrong branch", « mauvaise succursale », "has no page". */
export const WRONG_LISTING = words`
  wrong (?:location|branch|listing|page)(?:,? sorry)?|(?:posted|posting|post|wrote|rated|reviewed) (?:this )?(?:on|under|to|for) (?:the )?wrong|(?:has|have) no (?:page|listing)|(?:doesn'?t|does not) have (?:a|its own) (?:page|listing)|posting (?:this )?here because
  mauvaise (?:succursale|fiche|page)|trompee? de (?:succursale|fiche|page|resto|restaurant)|(?:n'a|a) pas de (?:page|fiche)|erreur de (?:fiche|page|succursale)
`;
/** Where the other place stands: a neighbour, not a branch of the group. */
export const NEARBY = words`
  next door|across the street|down the (?:street|road)|\p{L}+ doors? down|same (?:plaza|building|mall|strip)|upstairs|downstairs|on the corner|beside (?:you|your restaurant)
  d'a cote|a cote|d'en face|en face|en bas|au coin|(?:au|du) (?:deuxieme|2e|premier) etage|de l'autre cote de la rue
`;
/** A comparison: "better than", « moins bon que », "just as good". */
const COMPARED = words`
  better|worse|faster|slower|than|same|just as|as good|prefer\p{L}*|plus|moins|meilleure?s?|pire|aussi|comme
`;

/**
 * The distinguishing words of each location name: the group's name they share is dropped. A
 * location named by the group's name alone has none (empty): guests say it of every location.
 */
export function locationLabels(names: readonly string[]): string[] {
  const split = names.map((n) => n.split(/\s+[–—-]\s+|\s+/u).filter(Boolean));
  let shared = 0;
  if (split.length > 1)
    while (split.every((w) => w.length > shared && w[shared] === split[0]![shared])) shared++;
  return split.map((w) => w.slice(shared).join(' '));
}

const nameAt = (name: string) =>
  new RegExp(String.raw`(?<![\p{L}\p{N}])${escape(foldText(name))}(?![\p{L}\p{N}])`, 'u');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The group's other location this review says it is about ("this review is for the Gatineau
 * one", « mauvaise succursale, c'est pour celle de Laval »), or null. Named in a comparison, it
 * is a guest of this location comparing ("better than the Gatineau one, not this slow").
 */
export function otherLocationReviewed(folded: string, places: Places): string | null {
  const named = places.others.find((name) => name.trim() && nameAt(name).test(folded));
  if (!named) return null;
  const notHereName = places.here?.trim()
    ? new RegExp(
        String.raw`(?<!\p{L})(?:not|pas|et non)(?: (?:at|a|au|the|le|la|du|de|a la))? ${escape(foldText(places.here))}(?![\p{L}\p{N}])`,
        'u',
      )
    : null;
  if (WRONG_LISTING.test(folded) || notHereName?.test(folded)) return named;
  const sentence = folded.split(/[.!?\n]+/).find((s) => nameAt(named).test(s)) ?? '';
  if (SUBJECT.test(sentence)) return named;
  if (NOT_HERE.test(folded) && !COMPARED.test(sentence)) return named;
  return null;
}

/** The review names another place as its subject and disowns this one: "review for the Esso across the street". */
export function reviewsAnotherPlace(folded: string): boolean {
  return SUBJECT.test(folded) && (NOT_HERE.test(folded) || NEARBY.test(folded));
}

/** The places of a review posted on location `hereId` of a group with these locations. */
export function placesOf(
  locations: readonly { id: string; name: string }[],
  hereId: string | null,
): Places {
  const labels = locationLabels(locations.map((l) => l.name));
  const here = locations.findIndex((l) => l.id === hereId);
  return { here: labels[here] || null, others: labels.filter((l, i) => i !== here && l) };
}
