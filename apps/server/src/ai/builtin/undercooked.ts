import type { ReplyLanguage } from './language.ts';
import { fold } from './text.ts';

/*
 * Poultry or pork served raw is read as a hygiene incident (analysis/signals/incidents.ts,
 * UNDERCOOKED); the reply names it as the guest saw it, "the undercooked chicken", since "the
 * hygiene problem you saw" describes a dirty room, not a pink chicken breast.
 */

const MEATS: [RegExp, Record<ReplyLanguage, string>][] = [
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

const UNDERCOOKED =
  /\b(?:raw|undercooked|under-cooked|uncooked|bloody|not cooked|pink|cru|crue|crus|pas cuit\w*|pas assez cuit\w*|mal cuit\w*|rose|saignant\w*)\b/;

/** The undercooked meat a hygiene incident's sentence names, in the reply's words, or null. */
export function undercookedOf(span: string, language: ReplyLanguage): string | null {
  const folded = fold(span);
  if (!UNDERCOOKED.test(folded)) return null;
  return MEATS.find(([meat]) => meat.test(folded))?.[1][language] ?? null;
}
