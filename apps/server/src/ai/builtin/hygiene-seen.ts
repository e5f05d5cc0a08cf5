import type { ReplyLanguage } from './language.ts';
import { fold } from './text.ts';

/*
 * A hygiene incident named as the guest saw it: "the mouse you saw", « la coquerelle que vous avez
 * vue », "the undercooked chicken" (poultry or pork served raw is read as hygiene,
 * analysis/signals/incidents.ts), "the washroom without soap". "The hygiene problem you saw" is
 * left for what no word here names. The guest's own word is kept where two regions differ
 * (« coquerelle » in Québec, « cafard » in France).
 */

type Words = Record<ReplyLanguage, string>;

const UNDERCOOKED =
  /\b(?:raw|undercooked|under-cooked|uncooked|bloody|not cooked|pink|cru|crue|crus|pas cuit\w*|pas assez cuit\w*|mal cuit\w*|rose|saignant\w*)\b/;

const MEATS: [RegExp, Words][] = [
  [/\b(?:chicken|poulet)\b/, { en: 'the undercooked chicken', fr: 'le poulet pas assez cuit' }],
  [/\b(?:pork|porc)\b/, { en: 'the undercooked pork', fr: 'le porc pas assez cuit' }],
  [
    /\b(?:wings?|ailes?|ailerons?)\b/,
    { en: 'the undercooked wings', fr: 'les ailes pas assez cuites' },
  ],
  [/\b(?:turkey|dinde)\b/, { en: 'the undercooked turkey', fr: 'la dinde pas assez cuite' }],
  [
    /\b(?:sausages?|saucisses?)\b/,
    { en: 'the undercooked sausage', fr: 'la saucisse pas assez cuite' },
  ],
];

const SEEN: [RegExp, Words][] = [
  [
    /\b(?:(?:mouse|mice|rodent) droppings|crottes? de (?:souris|rongeurs?))\b/,
    { en: 'the mouse droppings you found', fr: 'les crottes de souris que vous avez trouvées' },
  ],
  [
    /\b(?:droppings|crottes?|excrements?)\b/,
    { en: 'the droppings you found', fr: 'les crottes que vous avez trouvées' },
  ],
  [
    /\b(?:cockroach\w*|roach\w*)\b/,
    { en: 'the cockroach you saw', fr: 'le cafard que vous avez vu' },
  ],
  [/\bcoquerelles?\b/, { en: 'the cockroach you saw', fr: 'la coquerelle que vous avez vue' }],
  [/\bcafards?\b/, { en: 'the cockroach you saw', fr: 'le cafard que vous avez vu' }],
  [/\bblattes?\b/, { en: 'the cockroach you saw', fr: 'la blatte que vous avez vue' }],
  [/\b(?:mouse|mice|souris)\b/, { en: 'the mouse you saw', fr: 'la souris que vous avez vue' }],
  [/\brats?\b/, { en: 'the rat you saw', fr: 'le rat que vous avez vu' }],
  [
    /\b(?:soap|savon|paper towels?|toilet paper|papier)\b/,
    {
      en: 'the washroom left without soap or paper',
      fr: 'les toilettes laissées sans savon ni papier',
    },
  ],
  [
    /\b(?:mou?ld\w*|moisi\w*)\b/,
    { en: 'the mould you found', fr: 'la moisissure que vous avez trouvée' },
  ],
  [
    /\b(?:flies|fly|mouches?)\b/,
    { en: 'the flies on the food', fr: 'les mouches sur la nourriture' },
  ],
];

/**
 * What a hygiene incident's sentence names: raw meat or something seen, with the reply's words
 * for it; null leaves the general phrase.
 */
export function hygieneSeen(span: string): { kind: 'undercooked' | 'seen'; words: Words } | null {
  const folded = fold(span);
  const meat = UNDERCOOKED.test(folded) ? MEATS.find(([m]) => m.test(folded)) : undefined;
  if (meat) return { kind: 'undercooked', words: meat[1] };
  const seen = SEEN.find(([thing]) => thing.test(folded));
  return seen ? { kind: 'seen', words: seen[1] } : null;
}
