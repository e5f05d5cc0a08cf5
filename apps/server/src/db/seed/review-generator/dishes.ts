// A menu's dishes with their words in English and French (gender, number, elision).
import { DEMO_DISHES, DESSERT_RE, DRINK_RE, FEMININE_HEADS } from '../review-phrases.ts';
import type { DishKind, Lang } from '../review-phrases.ts';
import type { Vars } from './fill.ts';

type Dish = { name: string; kind: DishKind; fem: boolean; plural: boolean; elide: boolean };
/** A dish with its placeholder values, as first or second dish of a sentence, per language. */
export type MenuDish = Dish & { vars: Record<Lang, readonly [Vars, Vars]> };

const KNOWN_DISHES = new Map(DEMO_DISHES.map((d) => [d.name, d]));

export function describeDish(name: string): MenuDish {
  const known = KNOWN_DISHES.get(name);
  const words = name.toLowerCase().split(/\s+/);
  const head = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  const kind =
    known?.kind ?? (DRINK_RE.test(name) ? 'drink' : DESSERT_RE.test(name) ? 'dessert' : 'food');
  const fem = known?.fem ?? FEMININE_HEADS.has(head);
  const plural =
    known?.plural ?? (/[^siu]s$/.test(last) && !(last === 'frites' && words.length > 1));
  const d: Dish = { name, kind, fem, plural, elide: /^[aeiouyàâéèêëîïôœûü]/i.test(name) };
  const both = (lang: Lang) => [dishVars(lang, d, ''), dishVars(lang, d, '2')] as const;
  return { ...d, vars: { en: both('en'), fr: both('fr') } };
}

function dishVars(lang: Lang, d: Dish, suffix: '' | '2'): Vars {
  if (lang === 'en') {
    return {
      [`dish${suffix}`]: d.name,
      [`was${suffix}`]: d.plural ? 'were' : 'was',
      it: d.plural ? 'them' : 'it',
    };
  }
  const le = d.plural ? 'les ' : d.elide ? 'l’' : d.fem ? 'la ' : 'le ';
  const de = d.plural ? 'des ' : d.elide ? 'de l’' : d.fem ? 'de la ' : 'du ';
  const vars: Vars = {
    [`dish${suffix}`]: d.name,
    [`le_dish${suffix}`]: le + d.name,
    [`etait${suffix}`]: d.plural ? 'étaient' : 'était',
    [`e${suffix}`]: d.fem ? 'e' : '',
    [`s${suffix}`]: d.plural ? 's' : '',
  };
  if (!suffix) Object.assign(vars, { de_dish: de + d.name, est: d.plural ? 'sont' : 'est' });
  return vars;
}
