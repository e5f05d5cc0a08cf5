import { fold } from './text.ts';

export type ReplyLanguage = 'en' | 'fr';

// Frequent words that are unambiguous between the two languages (no "on", "a", "service").
const FRENCH = new Set(
  (
    'le la les des du de et est un une tres pour avec nous vous je j c ce cette ces etait ' +
    'mais pas sur au aux qui que notre votre nos vos plat plats bon bonne bons delicieux ' +
    'delicieuse trop il elle ils elles ont ete avons sommes ca chez merci serveur serveuse ' +
    'repas soiree accueil sont mon ma mes leur y en tout tous toute vraiment bien aussi ' +
    'parfait super genial adore aime encore jamais rien personnel attente froid froide ' +
    'prix cher bruit bruyant sale endroit moi lui dans fait deja apres avant plus moins ' +
    'beaucoup peu quand comme sans une ai l d qu n s m t'
  ).split(' '),
);
const ENGLISH = new Set(
  (
    'the and is was an to of for with we you i it this that but not very our my food were ' +
    'had have great good at in they so be are been my your their there what when would ' +
    'could really just loved love amazing delicious friendly staff waiter waitress server ' +
    'meal dinner lunch place will back again definitely recommend nice ordered came ' +
    'wait long cold noisy loud dirty rude price expensive overpriced from by all too ' +
    'us me he she him her his which about after before more less never nothing ' +
    'perfect best worst bad ok okay did didn t s m don wasn isn'
  ).split(' '),
);

/** Counts words of each lexicon (accented letters count for French); null when nothing tells. */
export function detectLanguage(text: string): ReplyLanguage | null {
  const words = fold(text)
    .split(/[\s']+/)
    .filter(Boolean);
  let fr = (text.match(/[éèêàâçùûîôœë]/gi) ?? []).length * 0.5;
  let en = 0;
  for (const word of words) {
    if (FRENCH.has(word)) fr += 1;
    if (ENGLISH.has(word)) en += 1;
  }
  if (fr === 0 && en === 0) return null;
  return fr > en ? 'fr' : 'en';
}
