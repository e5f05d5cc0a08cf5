import { MOOD_WORDS } from './french-lexicon.ts';
import type { Segment } from './clauses.ts';
import { negatedNear } from './mention-cues.ts';
import type { Word } from './sentence.ts';

// How the words of a clause speak of a dish or a person named in it (mention-polarity.ts weighs
// these readings into a verdict): word scores near the name, asides, thanks, labels, and a
// person's clause continued after a contrast.

/** Thanks addressed to someone: "thanks to Lena", "merci à Paolo", "shout out to Kim". */
const THANKS_BEFORE = [
  'thanks to',
  'thank you',
  'thanks',
  'shout out to',
  'shoutout to',
  'kudos to',
  'props to',
  'big up to',
  'merci a',
  'merci',
  'bravo a',
  'chapeau a',
  'un gros merci a',
  'ask for',
  'request',
  'demandez',
  'demander',
];

/** Praise nouns said of a person: "Lena was a gem", "Paolo est une perle". */
const PRAISE_NOUNS = new Set(
  'gem star rockstar superstar legend angel sweetheart champ champion champions treasure pro sweetie delight asset perle ange amour tresor champion championne championnes crack'.split(
    ' ',
  ),
);

/** What guests praise in a person that the general lexicons do not score. */
const PERSON_PRAISE = new Set(
  'patient patiente patients patientes devoue devouee devoues disponible disponibles ecoute funny hilarious drole droles marrant marrante rigolo rigolote dynamique pro professionnelle'.split(
    ' ',
  ),
);

/** What someone did to the guest, good or bad; the good ones count when the stars agree. */
const SERVICE_ACTS: [RegExp, number][] = [
  [
    /^(?:ignor|forg[oe]t|snapp|yell|scream|shout|argu|refus|rush|kick|disappear|vanish|lie[ds]?$|lied|blam|glar|overcharg|insult|mock|scold|oubli|ignor|cri[ea]|engueul|bouscul|press[ea]|disparu|mepris|refus|hurl|snob)/,
    -0.9,
  ],
  [
    /^(?:accommodat|remember|recommend|suggest|offer|welcom|greet|help|explain|care|recommand|conseill|offert|offr|accueilli|reconn|souvien|souvenu|explique|salu|chouchout|gat[ae]|occup|apolog|excus[ae]|sorted$|comped$)/,
    0.5,
  ],
];

/** A guest's irony at a low rating: "Bravo…", "merci pour rien", "thanks for nothing". */
export const IRONY =
  /\b(?:bravo|well done|great job|good job|way to go|thanks for nothing|merci pour rien|bel accueil|quel accueil|vraiment super|ah oui|oh wow|yeah right|félicitations|chapeau|bien joué|quelle classe)\b/i;

/** Lukewarm words: "the risotto was okay" is neither praise nor complaint. */
const LUKEWARM = new Set(
  'ok okay correct correcte corrects correctes passable passables acceptable moyen moyenne moyens moyennes so-so'.split(
    ' ',
  ),
);

/** "Like" is a liking only after who likes: "we really like", not "like always", "tasted like". */
const LIKE_SUBJECTS = new Set(
  "i we you they he she really also still all totally definitely do did would i'd we'd don't didn't".split(
    ' ',
  ),
);
/** "Ok so…", « ok fait que… »: a way to start talking, not a lukewarm verdict. */
const DISCOURSE_AFTER_OK = new Set(['so', 'alors', 'donc', 'fait', 'bon', 'well']);

export type MentionReading = {
  words: Word[];
  /** The mention's tokens [start, end). */
  start: number;
  end: number;
  language: 'en' | 'fr';
  stars: number | null;
  /** Every catalogue mention of the sentence as token ranges: another name's clause is its own. */
  mentions: readonly [number, number][];
  /** The sentence's folded words joined by spaces (`sentenceWords`), when already built. */
  folded?: string;
  /** The mention names a person: what the sentence tells of them is read by a learnt reader too. */
  person?: boolean;
};

/** After « pas mal » these still leave it a verdict: « pas mal du tout », « pas mal pour le prix ». */
const PAS_MAL_VERDICT = new Set('du pantoute pour non comme en ici'.split(' '));

function wordScore(words: Word[], i: number, r: MentionReading): number {
  const w = words[i]!;
  // Québec's « pas mal occupé », « pas mal de monde » is "quite", "a lot": no praise of its own.
  const next = words[i + 1];
  if (w.folded === 'mal' && words[i - 1]?.folded === 'pas' && next && !next.punct)
    if (!PAS_MAL_VERDICT.has(next.folded)) return 0;
  // …and its « pas » negates nothing: « pas mal bon » is quite good.
  const quite = words[i - 1]?.folded === 'mal' && words[i - 2]?.folded === 'pas';
  const negated = w.negated && !quite && negatedNear(words, i);
  if (MOOD_WORDS.has(w.folded)) {
    const mood = r.stars == null ? 0 : r.stars >= 4 ? 0.7 : r.stars <= 2 ? -0.7 : 0;
    return negated ? -0.8 * mood : mood;
  }
  if (LUKEWARM.has(w.folded)) return 0;
  if (w.folded === 'like' && !LIKE_SUBJECTS.has(words[i - 1]?.folded ?? '')) return 0;
  // The sentence negates to the end of the clause; a reader, only the next few words.
  const unflip = w.negated && !negated ? -1.25 : 1;
  if (w.polarity) return w.polarity * unflip;
  // The general lexicons are English: in French they would read "pain" (bread) as pain.
  if (r.language === 'en') return ((w.valence[0] ?? 0) + (w.valence[1] ?? 0)) * 0.35 * unflip;
  return 0;
}

/** How much a segment praises (>0) or criticises (<0) the mention, words nearer weighing more. */
export function segmentScore(seg: Segment, r: MentionReading, inside: boolean) {
  let sum = 0;
  let lukewarm = false;
  let spoken = false;
  const aside = asides(r);
  for (let i = seg.from; i < seg.to; i++) {
    if (i >= r.start && i < r.end) continue;
    if (r.mentions.some(([a, b]) => i >= a && i < b)) continue;
    const w = r.words[i]!;
    if (w.punct || aside.has(i)) continue;
    if (
      LUKEWARM.has(w.folded) &&
      !DISCOURSE_AFTER_OK.has(r.words[i + 1]?.folded ?? '') &&
      !reported(r.words, i)
    )
      lukewarm = true;
    const distance = inside ? Math.max(r.start - i, i - r.end + 1, 0) : 4;
    let score = wordScore(r.words, i, r);
    if (PRAISE_NOUNS.has(w.folded) && r.stars !== null && r.stars >= 3) score = 0.8;
    if (!score && PERSON_PRAISE.has(w.folded)) score = w.negated ? -0.5 : 0.7;
    // The first opinion after the name is what the sentence says of it ("Lena was so patient
    // with our noisy toddler").
    if (score && inside && i >= r.end && !spoken) {
      spoken = true;
      score *= 1.5;
    }
    for (const [re, value] of SERVICE_ACTS) {
      // A state is no act: « était occupé » is busy, not « s'est occupé de nous ».
      if (value > 0 && stateAt(r.words, i)) continue;
      // A fault done to the guest outweighs the lexicon's mild reading ("oublié" is barely
      // negative in a dictionary, not at a table); a kind act counts only where nothing else does.
      if ((value > 0 && score) || !re.test(w.folded)) continue;
      // A service not given is a complaint ("never checked on us"); a fault not made, faint praise.
      if (w.negated && negatedNear(r.words, i)) score = value > 0 ? -0.6 : -value * 0.5;
      // A kind gesture at 1★ is no praise ("the manager offered us a coffee. Really?").
      else if (value < 0) score = Math.min(score, value);
      else if (r.stars === null || r.stars >= 3) score = value;
    }
    sum += score / (1 + distance / 6);
  }
  return { sum, lukewarm };
}

/**
 * The words of a bracketed aside the mention is not in: the guest's remark to the reader ("Wil
 * the bartender (sorry if I spelt that wrong) made my night"), not what they say of the mention.
 */
export function asideRanges(r: MentionReading): [number, number][] {
  const out: [number, number][] = [];
  let open = -1;
  r.words.forEach((w, i) => {
    if (w.folded === '(') open = i;
    else if (w.folded === ')' && open >= 0) {
      if (r.end <= open || r.start > i) out.push([open + 1, i]);
      open = -1;
    }
  });
  return out;
}
const asides = (r: MentionReading) =>
  new Set(asideRanges(r).flatMap(([a, b]) => Array.from({ length: b - a }, (_, k) => a + k)));

/** "Was", « était »: what follows is how someone was, not what they did. */
const COPULAS = new Set(
  'was were is are been being seemed looked etait etaient est sont ete semblait avait'.split(' '),
);
/** Words said between a copula and its adjective: « était pas mal occupé », "was very busy". */
const DEGREE = new Set(
  'pas mal tres trop ben bien assez vraiment un peu so very too quite really pretty a bit'.split(
    ' ',
  ),
);
function stateAt(words: Word[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && i - k <= 4 && DEGREE.has(words[k]!.folded)) k--;
  // « s'est occupé de nous » is what they did.
  const reflexive = /^(?:s|se|m|me|t|te|nous|vous)'?$/.test(words[k - 1]?.folded ?? '');
  return k >= 0 && COPULAS.has(words[k]!.folded) && !reflexive;
}

/** Words of saying: "insisted it was fine", « a dit que c'était correct » is theirs, not ours. */
const SAYING =
  /^(?:said|says|told|tells|insist|claim|assur|swore|dit|disait|insiste|pretend|affirm)/;
function reported(words: Word[], i: number): boolean {
  for (let k = i - 1; k >= 0 && i - k <= 4; k--) if (SAYING.test(words[k]!.folded)) return true;
  return false;
}

/** Verdict labels the lexicons do not score: "Pros: …", "Meh: …", « Bof : … ». */
const LABELS = new Map<string, number>([
  ['pros', 0.8],
  ['plus', 0.8],
  ['highlights', 0.8],
  ['cons', -0.8],
  ['minus', -0.8],
  ['meh', -0.8],
  ['bof', -0.8],
  ['lowlights', -0.8],
]);
/**
 * The verdict a label before a colon gives the name in the list after it: "Great: the wings, the
 * cocktails", « Bof : la poutine ». Only list material (commas, "and", articles, other names) may
 * stand between the colon and the name; the label is at most three words.
 */
export function labelled(r: MentionReading): number {
  let k = r.start - 1;
  const listed = (i: number) =>
    r.mentions.some(([a, b]) => i >= a && i < b) ||
    /^(?:,|and|et|&|the|a|an|le|la|les|l'|des|un|une|our|my|nos|mes)$/.test(r.words[i]!.folded);
  while (k >= 0 && r.words[k]!.folded !== ':' && listed(k)) k--;
  if (k < 1 || r.words[k]!.folded !== ':') return 0;
  let score = 0;
  let n = 0;
  for (let i = k - 1; i >= 0 && n < 3 && !r.words[i]!.punct; i--, n++)
    score += LABELS.get(r.words[i]!.folded) ?? wordScore(r.words, i, r);
  if (n === 0 || (k - n - 1 >= 0 && !r.words[k - n - 1]!.punct)) return 0;
  return score;
}

/** Thanks or praise just before the name: "merci à Paolo", "thanks to the duck". */
export function thanked(r: MentionReading): boolean {
  const before = r.words
    .slice(Math.max(0, r.start - 5), r.start)
    .filter((w) => !w.punct)
    .map((w) => w.folded.replace(/'$/, ''))
    .join(' ');
  return THANKS_BEFORE.some((t) => before === t || before.endsWith(` ${t}`));
}

/** Words that open a clause with a subject of its own: the clause is not about the name. */
const SUBJECTS = new Set(
  "the a an our my your their his her its it it's they we i he she you this that there everything everyone le la les l' un une des nous on il elle ils elles c' ca ce cette mon ma mes notre nos leur leurs tout j' je y".split(
    ' ',
  ),
);

/** A person spoken of again after a contrast: "Tony was nice but he disappeared". */
const PERSON_PRONOUNS = new Set(['he', 'she', 'il', 'elle']);

/**
 * Whether a clause goes on speaking of the name before it: no subject of its own and no other
 * name, or a person's pronoun.
 */
export function continues(
  words: Word[],
  seg: Segment,
  language: 'en' | 'fr',
  person = false,
): boolean {
  const first = words.slice(seg.from, seg.to).find((w) => !w.punct);
  if (!first) return false;
  if (person && PERSON_PRONOUNS.has(first.folded)) return true;
  // French "a" is "has": « sympa mais a oublié notre commande ».
  if (SUBJECTS.has(first.folded) && !(language === 'fr' && first.folded === 'a')) return false;
  return !/^\p{Lu}/u.test(first.text);
}

/** "Dana was great, Kevin not so much": praise withheld right after the name. */
const WITHHELD = [
  'not so much',
  'not as much',
  'less so',
  'pas tellement',
  'pas vraiment',
  'beaucoup moins',
  'pas tant',
];
export function withheld(r: MentionReading): boolean {
  const after = r.words
    .slice(r.end, r.end + 4)
    .filter((w) => !w.punct)
    .map((w) => w.folded)
    .join(' ');
  return WITHHELD.some((t) => after.startsWith(t));
}
