import { fold } from './text.ts';

/*
 * "Don't mention the dessert": a course named in an instruction stands for the dishes of that
 * course, which the menu as stored does not label. Words that name desserts in English and
 * French, folded; a dish whose name holds one is a dessert to the instruction.
 */
const DESSERTS = [
  'dessert',
  'creme brulee',
  'brulee',
  'tart',
  'tarte',
  'tatin',
  'cake',
  'cheesecake',
  'gateau',
  'tiramisu',
  'mousse',
  'sorbet',
  'ice cream',
  'glace',
  'gelato',
  'brownie',
  'pie',
  'panna cotta',
  'profiteroles',
  'fondant',
  'pudding',
  'macaron',
  'eclair',
  'clafoutis',
  'pavlova',
  'crumble',
  'cookie',
  'sundae',
  'affogato',
  'ile flottante',
  'pots de creme',
  'beignet',
  'churros',
  'cannoli',
];

const COURSES: Record<string, readonly string[]> = { dessert: DESSERTS, desserts: DESSERTS };

/*
 * "Don't name the dishes", « ne nomme pas le personnel »: words that stand for every dish or
 * every person the review names, whatever their names. Folded, whole words.
 */
const DISH_WORDS = new Set(
  'dish dishes food foods items plate plates meal meals plat plats mets bouffe nourriture assiette assiettes'.split(
    ' ',
  ),
);
const PEOPLE_WORDS = new Set(
  'staff server servers waiter waiters waitress waitresses employee employees name names anyone anybody personnel serveur serveuse serveurs serveuses employe employes nom noms personne'.split(
    ' ',
  ),
);

/** The review's dishes and people, each by every name a reply may call them. */
export type NamedInReview = { dishes: readonly string[]; people: readonly string[] };

/**
 * The words an avoided word stands for: itself, a course's dishes when it names one, and the
 * review's dishes or people when it names them as a whole.
 */
export function avoidedWords(
  avoid: readonly string[],
  named: NamedInReview = { dishes: [], people: [] },
): string[] {
  return avoid.flatMap((w) => {
    const folded = fold(w);
    const words = folded.split(' ');
    const last = words.at(-1) ?? folded;
    const dishes = words.some((x) => DISH_WORDS.has(x));
    const people = !dishes && words.some((x) => PEOPLE_WORDS.has(x));
    return [
      folded,
      ...(COURSES[last] ?? []),
      ...(dishes ? named.dishes.map(fold) : []),
      ...(people ? named.people.map(fold) : []),
    ];
  });
}
