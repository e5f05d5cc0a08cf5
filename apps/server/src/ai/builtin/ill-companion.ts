/*
 * Who fell ill when it was not the guest who writes ("my husband was sick all night", « mon chum
 * a été malade »): the reply names that person, as a manager would, instead of saying the guest
 * was ill. Only a close companion said with "my" / « mon, ma »; anyone else keeps the guest's words.
 */

const EN =
  /\bmy (husband|wife|partner|boyfriend|girlfriend|son|daughter|kid|child|mom|mother|dad|father|friend|sister|brother)\b/i;
const FR =
  /\b(?:mon|ma) (chum|blonde|conjointe?|mari|femme|fils|fille|m[eè]re|p[eè]re|amie?|s(?:oe|œ)ur|fr[eè]re|enfant|gars|copain|copine)\b/i;

/** The reply's words for the French companion: Québec's « chum » and « blonde » said plainly. */
const FR_REPLY: Record<string, string> = {
  chum: 'votre conjoint',
  blonde: 'votre conjointe',
  copain: 'votre conjoint',
  copine: 'votre conjointe',
  gars: 'votre fils',
  mere: 'votre mère',
  mère: 'votre mère',
  pere: 'votre père',
  père: 'votre père',
  soeur: 'votre sœur',
  sœur: 'votre sœur',
  frere: 'votre frère',
  frère: 'votre frère',
};

/** "your husband", « votre conjoint »: the companion the illness sentence names, or null. */
export function illCompanion(span: string, language: 'en' | 'fr'): string | null {
  if (language === 'en') {
    const m = EN.exec(span);
    return m ? `your ${m[1]!.toLowerCase()}` : null;
  }
  const m = FR.exec(span);
  if (!m) return null;
  const word = m[1]!.toLowerCase();
  return FR_REPLY[word] ?? `votre ${word}`;
}
