import { lexicalEntry, frenchEntry, isIntensifier } from '../lexicon.ts';
import type { Features } from '../learn/linear.ts';
import type { SignalSentence } from './text.ts';

/**
 * What the learned sarcasm reader (sarcasm-model.ts) sees of a 1–2★ review: not phrases but the
 * shape of irony. Praise words, how loud they are (an intensifier or "what a" before them, an
 * exclamation, an ellipsis, scare quotes, thanks or congratulations), whether the same sentence
 * also tells what went wrong (a complaint word, minutes waited, money paid), and whether the
 * guest hedges the praise as sincere ("but", "at least", "I'll give them that").
 */

const TOKEN = /[\p{L}\p{N}']+|[!…"“”«»]|\.{2,}|[🙄🙃😒👏]/gu;
const LOUD_BEFORE = new Set([
  'what',
  'such',
  'so',
  'truly',
  'simply',
  'quel',
  'quelle',
  'quels',
  'quelles',
  'tellement',
  'vraiment',
  'trop',
  'oh',
  'wow',
  'ah',
]);
// "Non merci", "no thanks": a refusal, not thanks.
const THANKS =
  /(?<!\p{L})(?<!(?:non|no),? )(?:thanks?|thank you|merci|bravo|chapeau|kudos|congrats|congratulations|felicitations|great job|well done|belle job|beau travail)(?!\p{L})/u;
const HEDGE =
  /(?<!\p{L})(?:but|though|although|however|at least|i'?ll give (?:them|him|her|you) that|i suppose|i guess|enough|only good|only thing|the rest|mais|par contre|cependant|au moins|seul(?:e)? (?:bon|bonne|point)|le reste|je vais (?:lui|leur) donner ca|c'est (?:a peu pres )?tout|sauve)(?!\p{L})/u;
const AMOUNT =
  /(?<!\p{L})(?:\d+ ?(?:min|mins|minutes|h|hrs?|hours?|heures?|\$|€|euros?|dollars?|bucks)|\$ ?\d+|(?:an|one|une|half an|demi-)(?:e)? ?(?:hour|heure))(?!\p{L})/u;
const COMPLAINT_WORD =
  /(?<!\p{L})(?:cold|lukewarm|soggy|stale|burnt|raw|rude|forgot\p{L}*|ignored|wrong|never|waited|waiting|wait|charged|overpriced|dirty|slow|nobody|no one|missing|lost|hair|poisoning|sick|froide?s?|frettes?|tiedes?|molles?|brulee?s?|crame\p{L}*|oubli\p{L}*|ignore\p{L}*|attente|attendu|jamais|personne|rien|perdu\p{L}*|fausse|faux|sale|lente?s?|intox\p{L}*|malade)(?!\p{L})/u;
const QUOTED = /["“«'‘] ?\p{L}[\p{L} -]{1,24}\p{L} ?["”»'’]/u;

type Reading = {
  praise: number;
  strongest: number;
  loud: boolean;
  complaint: number;
  amount: boolean;
  thanks: boolean;
  hedged: boolean;
  exclaim: boolean;
  ellipsis: boolean;
  quoted: boolean;
  emoji: boolean;
  short: boolean;
};

/** One sentence's praise, its loudness and what it complains of. */
export function readIronySentence(s: SignalSentence, language: 'en' | 'fr'): Reading {
  const tokens = s.folded.match(TOKEN) ?? [];
  const entry = language === 'fr' ? frenchEntry : lexicalEntry;
  let praise = 0;
  let strongest = 0;
  let complaint = 0;
  let loud = false;
  tokens.forEach((t, i) => {
    if (!/\p{L}/u.test(t)) return;
    const p = entry(t).polarity;
    const before = tokens.slice(Math.max(0, i - 2), i);
    const negated =
      before.some((b) => /^(?:not|no|never|pas|jamais|plus|n't)$|n't$/.test(b)) ||
      (/^(?:merci|thanks?)$/.test(t) && /^(?:non|no)$/.test(tokens[i - 1] ?? ''));
    if (p > 0 && !negated) {
      praise += p;
      strongest = Math.max(strongest, p);
      if (before.some((b) => LOUD_BEFORE.has(b) || isIntensifier(b))) loud = true;
    }
    if (p < 0 || (p > 0 && negated)) complaint += Math.abs(p);
  });
  if (COMPLAINT_WORD.test(s.folded)) complaint += 0.5;
  const words = tokens.filter((t) => /\p{L}/u.test(t)).length;
  return {
    praise,
    strongest,
    loud,
    complaint,
    amount: AMOUNT.test(s.folded),
    thanks: THANKS.test(s.folded),
    hedged: HEDGE.test(s.folded),
    exclaim: s.text.includes('!'),
    ellipsis: /…|\.{2,}/.test(s.text),
    quoted: QUOTED.test(s.text),
    emoji: /[🙄🙃😒👏]/u.test(s.text),
    short: words <= 4,
  };
}

/** The review's features: its most ironic-looking praising sentence and the rest of the text. */
export function sarcasmFeatures(
  sentences: readonly SignalSentence[],
  rating: number,
  language: 'en' | 'fr',
): { features: Features; praising: number[]; complaining: number } {
  const read = sentences.map((s) => readIronySentence(s, language));
  const features: Features = new Map([[`stars=${rating}`, 1]]);
  const praising = read.flatMap((r, i) => (r.praise > 0 && !r.hedged ? [i] : []));
  const complaining = read.filter((r) => r.complaint > 0 || r.amount).length;
  const add = (name: string, value: number | boolean) => {
    const v = Number(value);
    if (v) features.set(name, Math.max(features.get(name) ?? 0, v));
  };
  add('sentences', Math.log1p(read.length));
  add('complaining.share', complaining / Math.max(1, read.length));
  add(
    'hedged.any',
    read.some((r) => r.hedged && r.praise > 0),
  );
  add('praise.none', praising.length === 0);
  for (const i of praising) {
    const r = read[i]!;
    const edge = i === 0 || i === read.length - 1;
    add('praise', Math.tanh(r.praise));
    add('praise.strongest', r.strongest);
    add('praise.loud', r.loud);
    add('praise.withComplaint', r.complaint > 0 || r.amount);
    add('praise.complaint', Math.tanh(r.complaint));
    add('praise.amount', r.amount);
    add('praise.thanks', r.thanks);
    add('praise.thanksComplaint', r.thanks && (r.complaint > 0 || r.amount));
    add('praise.exclaim', r.exclaim);
    add('praise.ellipsis', r.ellipsis);
    add('praise.quoted', r.quoted);
    add('praise.emoji', r.emoji);
    add('praise.short', r.short);
    add('praise.edge', edge);
    add('praise.loudEdge', r.loud && edge);
    add('praise.restComplains', complaining - (r.complaint > 0 || r.amount ? 1 : 0) > 0);
  }
  return { features, praising, complaining };
}
