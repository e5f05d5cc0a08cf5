import type { Features } from './learn/linear.ts';

/** How one sentence leaned when the review was read (review-analysis.ts). */
export type ClauseReading = {
  /** Its words' and aspects' polarity summed, irony and framing applied. */
  lean: number;
  /** Which side it counted for: both when a contrast praises and criticises in one sentence. */
  side: 'positive' | 'negative' | 'both' | 'none';
  /** A downtoner says the criticism is small: "a bit", "only wish", « petit bémol », « un peu ». */
  softened: boolean;
  /** Its words' polarity summed between contrast words ("…, mais …", "… but …"), in order. */
  parts?: readonly number[];
  /** The guest says here they are torn: "mixed feelings", « j'aurais voulu aimer » (ambivalent). */
  torn?: boolean;
  /** The guest's verdict here is lukewarm: "nice enough", "didn't wow me", « sans plus ». */
  lukewarm?: boolean;
};

/** How far a part of a sentence must lean to count as praise or criticism of its own. */
const PART_LEAN = 0.3;

/**
 * Downtoners and wishes: how guests say a criticism is minor, whatever it is about. A family of
 * wordings, not of complaints, so it reaches sentences nobody wrote here.
 */
const SOFTENER = new RegExp(
  [
    String.raw`\b(?:a (?:bit|little|tad|touch|smidge)|bit of|slightly|somewhat|kinda|kind of|a tiny bit|maybe|perhaps|minor|small|little|only (?:complaint|gripe|issue|downside|thing|negative|wish|reason)|my only|wish (?:they|it|there|we|i)|i wish|would (?:be|have been|'ve been) (?:nice|great|better|5|five|perfect)|would've|could (?:be|use|have been|do with)|if i'?m (?:picky|nitpicking)|nitpick|not a big deal|no big deal|nothing major|otherwise|hardly their fault|not their fault|but (?:that'?s|it'?s) (?:normal|fine|ok|okay|expected|understandable|a pub|a family)|after all|that'?s about it)\b`,
    String.raw`\b(?:un (?:peu|poil|brin|chouia|tantinet)|legerement|petit bemol|seul (?:petit )?(?:bemol|point|reproche|defaut)|le seul|un seul (?:petit )?(?:bemol|reproche)|petit (?:defaut|reproche|detail)|j' aurais (?:aime|prefere)|aurait pu|pourrait (?:etre|avoir)|meriterai(?:en)?t|mettons|juste (?:dommage|un)|sinon|rien de grave|pas grave|c' est normal|apres tout|pas (?:de leur|sa|leur) faute)\b`,
  ].join('|'),
  'u',
);

export const softenedCriticism = (folded: string) => SOFTENER.test(folded);

/**
 * The guest says they are torn: "mixed feelings", "I wanted to love it", « avis mitigé »,
 * « j'aurais voulu aimer », « je voulais vraiment aimer ». The overall-sentiment rule's sign that praise weighs as much as the
 * criticism at 2★ (docs/product/review-understanding.md); a wording, not a topic.
 */
const AMBIVALENT = new RegExp(
  [
    String.raw`\b(?:conflicted|mixed (?:feelings|bag|experience|review)|on the fence|bittersweet)\b`,
    // "torn" and "split" only of the guest: not a torn seat or a split bill.
    String.raw`^\s*torn\b|\b(?:i['’]?m|i am|we['’]re|we are|feel(?:ing)?|honestly|really|so|bit|little|kinda)\s+(?:torn|split)\b`,
    String.raw`\b(?:so |really |truly )?wanted to (?:love|like|rave about)\b`,
    String.raw`(?<!\p{L})(?:mitigée?s?|déchirée?|partagée?)(?!\p{L})(?<!plats? partagée?)`,
    String.raw`(?<!\p{L})(?:à|avec) regret(?!\p{L})|(?<!\p{L})(?:voulu|aimé) aimer(?!\p{L})`,
    // « Je voulais vraiment aimer », the French "I really wanted to love it".
    String.raw`(?<!\p{L})(?:voulais|voulions|voulait) (?:(?:vraiment|tellement|tant|donc) )?(?:aimer|adorer)(?!\p{L})`,
    // Even scores: "half great, half not", "hit and miss", "so, a wash", « match nul », « mi-figue ».
    String.raw`\bhalf (?:great|good|amazing|lovely|decent)\b[^.!?]{0,6}\bhalf (?:not|bad|meh|awful|terrible|mediocre)\b|\bhit (?:and|or) miss\b|\bups and downs\b|\bhighs and lows\b|\b(?:so|overall|all in all|basically),? (?:a|it'?s a|it was a) wash\b|^(?:a|it'?s a|it was a|bit of a) wash\b|\b(?:a|un) (?:50|fifty) ?(?:\/|-|–) ?(?:50|fifty)\b`,
    String.raw`(?<!\p{L})(?:match nul|mi-figue,? mi-raisin|des hauts et des bas|(?:moitié|moitie) (?:bon|top|réussi)e?,? (?:moitié|moitie) (?:pas|raté|rate|bof))(?!\p{L})`,
  ].join('|'),
  'iu',
);

export const ambivalent = (text: string) => AMBIVALENT.test(text);

const squash = (x: number) => Math.tanh(x / 2);

/**
 * What the learned overall verdict (overall-sentiment.ts) reads of a rated review: the stars, and
 * the evidence the analysis counted, each also paired with the star band so that the same
 * criticism can weigh differently at 2★ and at 4★.
 */
export function sentimentFeatures(
  stars: number,
  e: {
    lexicon: number;
    positives: number;
    negatives: number;
    positiveClauses: number;
    negativeClauses: number;
    clauses?: readonly ClauseReading[];
    sarcasm?: boolean;
  },
): Features {
  const clauses = e.clauses ?? [];
  const praising = clauses.filter((c) => c.side === 'positive' || c.side === 'both');
  const critical = clauses.filter((c) => c.side === 'negative' || c.side === 'both');
  const strongest = (side: readonly ClauseReading[], sign: 1 | -1) =>
    side.reduce((m, c) => Math.max(m, sign * c.lean), 0);
  const softened = critical.filter((c) => c.softened).length;
  const plain = critical.length - softened;
  const total = Math.max(1, clauses.length);
  const parts = clauses.flatMap((c) => c.parts ?? []);
  const splitBoth = clauses.filter(
    (c) => c.parts?.some((p) => p > PART_LEAN) && c.parts.some((p) => p < -PART_LEAN),
  ).length;
  const torn = clauses.some((c) => c.torn);
  const evidence: [string, number][] = [
    ['lexicon', squash(e.lexicon)],
    ['praise.readings', Math.log1p(e.positives)],
    ['criticism.readings', Math.log1p(e.negatives)],
    ['praise.clauses', Math.log1p(e.positiveClauses)],
    ['criticism.clauses', Math.log1p(e.negativeClauses)],
    ['criticism.plain', Math.log1p(plain)],
    ['criticism.softened', Math.log1p(softened)],
    ['praise.share', praising.length / total],
    ['criticism.share', critical.length / total],
    ['praise.strongest', squash(strongest(praising, 1))],
    ['criticism.strongest', squash(strongest(critical, -1))],
    ['both.readings', Math.log1p(Math.min(e.positives, e.negatives))],
    ['both.clauses', Math.log1p(Math.min(e.positiveClauses, e.negativeClauses))],
    // Every criticism downtoned ("a bit", « petit bémol »): a wish, not a reservation.
    ['criticism.onlySoftened', critical.length > 0 && plain === 0 ? 1 : 0],
    ['criticism.none', critical.length === 0 && e.negatives === 0 ? 1 : 0],
    ['praise.none', praising.length === 0 && e.positives === 0 ? 1 : 0],
    ['contrast', clauses.some((c) => c.side === 'both') ? 1 : 0],
    ['sarcasm', e.sarcasm ? 1 : 0],
    // Torn, and praise besides ("I wanted to love it" praises nothing by itself).
    ['ambivalent', torn && praising.some((c) => !c.torn || c.side === 'both') ? 1 : 0],
    // Word polarity alone, each side of a contrast: what the aspect readings may have missed.
    ['parts.praise', Math.log1p(parts.filter((p) => p > PART_LEAN).length)],
    ['parts.criticism', Math.log1p(parts.filter((p) => p < -PART_LEAN).length)],
    ['parts.both', Math.log1p(splitBoth)],
    ['length', Math.log1p(clauses.length)],
    // A lukewarm verdict ("nice enough", "nothing special", « sans plus »): at 3★ the praise
    // beside it is mild, not clear (lukewarm-verdict.ts).
    ['lukewarm', clauses.some((c) => c.lukewarm) ? 1 : 0],
  ];
  const band = stars <= 2 ? 'low' : stars >= 4 ? 'high' : 'mid';
  const features: Features = new Map([[`stars=${stars}`, 1]]);
  for (const [name, value] of evidence) {
    if (!value) continue;
    features.set(name, value);
    features.set(`${band}:${name}`, value);
  }
  return features;
}
