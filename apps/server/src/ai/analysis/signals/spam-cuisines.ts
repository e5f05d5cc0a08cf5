import { keptFor } from '../catalogue-cache.ts';
import { foldText } from './text.ts';

/**
 * A review of another restaurant told only by its cooking: "Terrible pho … on Kingsway" posted on
 * a seafood house. Dishes that mark a cuisine (EN and FR spellings, folded), so the menu the owner
 * entered says which of them this restaurant serves.
 */
const CUISINES: Record<string, string> = {
  vietnamese: String.raw`pho|banh mi|bun bo(?: hue)?|bun cha|(?:spring|imperial) rolls?|rouleaux imperiaux|nems|vietnam\p{L}*`,
  japanese: String.raw`sushis?|sashimis?|nigiris?|makis?|miso(?: soup)?|soupe miso|ramens?|udon|tempura|teriyaki|izakaya|japan\p{L}*|japonais\p{L}*`,
  chinese: String.raw`dim sum|general tao|general tso|chow mein|kung pao|peking duck|canard laque|xiao long bao|chinese|chinois\p{L}*`,
  korean: String.raw`bibimbap|bulgogi|kimchi|korean|coreen\p{L}*`,
  thai: String.raw`pad thai|tom yum|green curry|curry vert|massaman|som tam|thai|thailandais\p{L}*`,
  indian: String.raw`butter chicken|poulet au beurre|naan|biryani|tikka(?: masala)?|samosas?|tandoori|vindaloo|paneer|indian|indien\p{L}*`,
  mexican: String.raw`tacos? al pastor|burritos?|quesadillas?|enchiladas?|churros|tamales|mexican|mexicain\p{L}*`,
  italian: String.raw`pizzas?|pizzeria|lasagnas?|lasagnes?|risotto|carbonara|gnocchis?|tiramisu|italian|italien\p{L}*`,
  levantine: String.raw`shawarmas?|falafels?|hummus|houmous|shish taouk|taouk|lebanese|libanais\p{L}*|donair|doner|kebabs?`,
  moroccan: String.raw`couscous(?: royal)?|tajines?|tagines?|moroccan|marocain\p{L}*`,
  greek: String.raw`souvlakis?|gyros?|moussaka|tzatziki|greek|grec|grecque`,
};
/** Words that name the kind of place, not its dishes: "Worst Vietnamese place". */
const NATIONALITY =
  /^(?:vietnam|japan|japonais|chinese|chinois|korean|coreen|thai|indian|indien|mexican|mexicain|italian|italien|lebanese|libanais|moroccan|marocain|greek|grec)/;

const patterns = Object.entries(CUISINES).map(
  ([cuisine, alternatives]) =>
    [
      cuisine,
      new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alternatives})(?![\p{L}\p{N}])`, 'gu'),
    ] as const,
);
/** Menu words too common to tell one restaurant from another. */
const COMMON = new Set(
  'with avec sauce salad salade soup soupe house maison classic classique style grilled grille fried frit frite frites fries chips plate assiette special jour your notre from the les des aux'.split(
    ' ',
  ),
);

type MenuProfile = { cuisines: Set<string>; words: Set<string>; dishes: Set<string> };
const profiles = new Map<string, MenuProfile>();

/**
 * The cuisines a menu is made of (two dishes or more: one ramen does not make a Japanese house)
 * and its telling words; read once per menu, not for each of its restaurant's reviews.
 */
export function menuProfile(menu: readonly string[]): MenuProfile {
  return keptFor(profiles, JSON.stringify(menu), () => readMenu(menu));
}

function readMenu(menu: readonly string[]): MenuProfile {
  const counts = new Map<string, number>();
  const words = new Set<string>();
  const dishes = new Set<string>();
  for (const name of menu) {
    const folded = foldText(name);
    for (const [cuisine, re] of patterns) {
      const found = folded.match(re) ?? [];
      found.forEach((d) => dishes.add(singular(d)));
      if (found.length) counts.set(cuisine, (counts.get(cuisine) ?? 0) + 1);
    }
    for (const w of folded.match(/[\p{L}]+/gu) ?? [])
      if (w.length >= 4 && !COMMON.has(w)) words.add(singular(w));
  }
  const cuisines = new Set([...counts].filter(([, n]) => n >= 2).map(([c]) => c));
  return { cuisines, words, dishes };
}

/**
 * The text judges dishes of a cuisine this menu does not serve and names nothing of the menu:
 * two such dishes ("sushi … miso soup"), or one beside the cuisine's name ("pho … Vietnamese
 * place") when the menu has none of that cuisine. Without a menu nothing is known.
 */
export function reviewsOtherCuisine(folded: string, menu: readonly string[]): boolean {
  if (!menu.length) return false;
  const { cuisines, words, dishes: served } = menuProfile(menu);
  let rest = folded;
  let dishes = 0;
  let foreignName = false;
  for (const [cuisine, re] of patterns)
    for (const m of folded.match(re) ?? []) {
      rest = rest.replace(m, ' ');
      if (cuisines.has(cuisine)) return false;
      if (NATIONALITY.test(m)) foreignName = true;
      else if (served.has(singular(m))) return false;
      else dishes++;
    }
  if (!dishes) return false;
  // A word of this menu left over ("the pho-style broth with the mussels") makes it a guest's.
  const named = (rest.match(/[\p{L}]+/gu) ?? []).some(
    (w) => w.length >= 4 && words.has(singular(w)),
  );
  return !named && (dishes >= 2 || foreignName);
}

const singular = (w: string) => w.replace(/s$/, '');
