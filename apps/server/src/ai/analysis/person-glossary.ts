import { perWord } from './word-memo.ts';

/**
 * French and Québec verbs and words of what staff do to guests, glossed to the English word whose
 * vector and stem the person-clause reader knows (`person-clause.ts`): the sentence glossary
 * (`french-glossary.ts`) holds the words of opinions, few of these. Infinitives ("word:gloss",
 * folded, underscores for spaces); `personGloss` finds them from conjugated forms too.
 */
const GLOSSES = `
apporter:brought amener:brought ramener:brought servir:served resservir:refilled remplir:filled
laisser:left oublier:forgot ignorer:ignored regarder:looked revenir:came_back repasser:came_back
parler:talked jaser:chatted discuter:chatted placoter:chatted demander:asked repondre:answered
debarrasser:cleared ramasser:cleared donner:gave installer:seated asseoir:seated placer:seated
prevenir:warned souvenir:remembered rappeler:remembered reconnaitre:recognized offrir:offered
payer:paid refuser:refused crier:yelled hurler:yelled engueuler:yelled passer:passed
trouver:found garder:kept attendre:waited poireauter:waited patienter:waited
checker:checked verifier:checked recommander:recommended conseiller:recommended
expliquer:explained raconter:explained adapter:adapted changer:changed remplacer:replaced
enlever:removed retirer:removed annuler:cancelled rembourser:refunded refaire:redid
preparer:made faire:made couper:cut preter:lent appeler:called accueillir:welcomed
saluer:greeted sourire:smiled soupirer:sighed hausser:shrugged renverser:spilled
encaisser:charged facturer:charged charger:charged compter:charged ajouter:added
depecher:hurry grouiller:hurry presser:rushed bousculer:rushed
tanne:fed_up bete:rude baveux:rude baveuse:rude ecoeure:fed_up
addition:bill facture:bill note:bill pourboire:tip cell:phone telephone:phone
`
  .trim()
  .split(/\s+/)
  .map((pair) => pair.split(':') as [string, string]);
const TABLE = new Map(GLOSSES);

/** Endings of the forms guests write, and the infinitive ending each comes from. */
const ENDINGS: [string, string][] = [
  ['aient', 'er'],
  ['ait', 'er'],
  ['ais', 'er'],
  ['ees', 'er'],
  ['ee', 'er'],
  ['es', 'er'],
  ['ent', 'er'],
  ['ons', 'er'],
  ['ez', 'er'],
  ['e', 'er'],
  ['a', 'er'],
  ['issaient', 'ir'],
  ['issait', 'ir'],
  ['ies', 'ir'],
  ['ie', 'ir'],
  ['is', 'ir'],
  ['it', 'ir'],
  ['i', 'ir'],
  ['ues', 're'],
  ['ue', 're'],
  ['us', 're'],
  ['u', 're'],
  ['ait', 're'],
  ['ert', 'rir'],
  ['erte', 'rir'],
  ['enu', 'enir'],
  ['enue', 'enir'],
  ['enus', 'enir'],
  ['is', 'eoir'],
];

/** The English of a folded French word of service, from any of its forms; null if none. */
export const personGloss = perWord((folded: string): string | null => {
  const own = TABLE.get(folded);
  if (own) return own;
  for (const [ending, infinitive] of ENDINGS) {
    if (!folded.endsWith(ending) || folded.length - ending.length < 2) continue;
    const found = TABLE.get(folded.slice(0, -ending.length) + infinitive);
    if (found) return found;
  }
  return null;
});
