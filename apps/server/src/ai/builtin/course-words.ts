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

/** The words an avoided word stands for: itself, and a course's dishes when it names one. */
export function avoidedWords(avoid: readonly string[]): string[] {
  return avoid.flatMap((w) => {
    const folded = fold(w);
    const last = folded.split(' ').pop() ?? folded;
    return [folded, ...(COURSES[last] ?? [])];
  });
}
