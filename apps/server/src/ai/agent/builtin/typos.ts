import { editDistance } from '../../analysis/catalogue-match.ts';
import { editsFor } from '../../analysis/catalogue-text.ts';
import { wordVectors } from '../../analysis/word-vectors.ts';
import { fold } from './text.ts';

/**
 * Typed on a phone: "avrage ratng", "reveiws", "moyene", "semiane". A word the agent reads by
 * (what is asked, the period) with a letter or two wrong is put right before the question is
 * read, so every reading below sees it; a word that is a word of its own (in the word vectors,
 * or a common French word), or a name of the restaurant's own catalogue, is left as typed.
 * Edits allowed grow with the word, as in the review analysis's matcher (`editsFor`).
 */
const KEYWORDS = (
  'average averages rating ratings reviews review month months weeks quarter yesterday today ' +
  'complaints complaint complained complain distribution breakdown negative positive mentions ' +
  'mentioned mention summary summarize summarise compared comparison location locations between ' +
  'lately recently since worst stars january february march april august september october ' +
  'november december server servers bartender bartenders weekend percentage replies reply ' +
  'moyenne semaine semaines dernier derniere derniers dernieres trimestre combien plaintes ' +
  'plainte repartition etoiles etoile negatifs positifs mentionne mentionnent meilleur ' +
  'meilleure serveur serveuse serveurs serveuses equipe janvier fevrier juillet septembre ' +
  'octobre novembre decembre depuis annee premier precedent precedente critique critiques ' +
  'pourcentage reponse reponses hier aujourd emplacement emplacements etablissement ' +
  'google tripadvisor facebook instagram'
).split(' ');
const KEYWORD_SET = new Set(KEYWORDS);

/** French words a keyword is one letter from, which the English vectors do not hold. */
const FRENCH = new Set(
  (
    'notre votre moins avons avait avaient entre quelle quelles quels comment cette toutes ' +
    'aussi encore plats servis clients depuis ideal moyen moyens moyennes premiere ' +
    'premiers critiquee critiques reponds repond menus serveuses equipes cuisine souvent ' +
    'semaine annees annonce montre montrer poste postes mentir hiver fier tiers plante toile'
  ).split(' '),
);

/** The question with misspelled keywords put right; every other word as typed. */
export function correctTypos(question: string, ownWords: ReadonlySet<string>): string {
  const vectors = wordVectors();
  return question.replace(/(?<![\p{L}\p{N}'’])\p{L}+(?![\p{L}\p{N}'’])/gu, (word) => {
    const w = fold(word);
    const edits = editsFor(w.length);
    if (!edits || KEYWORD_SET.has(w) || FRENCH.has(w) || ownWords.has(w) || vectors.vector(w))
      return word;
    let best: string | null = null;
    let bestDistance = edits + 1;
    let tie = false;
    for (const k of KEYWORDS) {
      const d = editDistance(w, k, edits);
      if (d < bestDistance) [best, bestDistance, tie] = [k, d, false];
      else if (d === bestDistance && d <= edits) tie = true;
    }
    return best && !tie ? best : word;
  });
}

/** The folded words of the restaurant's own names (locations, dishes, staff, itself). */
export function ownWordsOf(names: string[]): Set<string> {
  return new Set(names.flatMap((n) => fold(n).split(' ')).filter(Boolean));
}
