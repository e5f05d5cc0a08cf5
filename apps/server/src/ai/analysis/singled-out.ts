import type { Polarity } from '@tableside/domain/insights';
import type { Word } from './sentence.ts';

/*
 * A dish singled out against the rest of the review: « Seul point positif : la sangria », "the
 * only good thing was the chowder", "the dessert was the one letdown", "the fries aside, …". The
 * clause's verdict is the exception's, whatever the sentence or the stars say about the rest.
 */

const ARTICLE = '(?: (?:the|our|my|a|an|le|la|les|l|un|une|notre|nos|mon|ma|mes|du|des|de la))?';
const VERB = '(?: (?:was|were|is|are|etait|etaient|est|sont|c etait|c est|ce fut|reste|restent))?';

const GOOD =
  '(?:only (?:good|redeeming|decent|positive|saving|bright|highlight)(?: (?:thing|point|part|note|spot|grace|feature))?|saving grace|one redeeming (?:thing|feature)|seule? (?:point positif|bon point|point fort|chose (?:de )?(?:bien|bonne|positive)|truc (?:de )?bien|bonne (?:chose|note)))';
const BAD =
  '(?:only (?:complaint|gripe|downside|issue|problem|letdown|disappointment|negative|miss|con)|one (?:complaint|gripe|letdown|downside)|seule? (?:bemol|point negatif|hic|probleme|deception|ombre au tableau|point faible|reproche))';

const before = (cue: string) => new RegExp(`(?:^| )${cue}${VERB}${ARTICLE}$`);
const after = (cue: string) =>
  new RegExp(`^(?:was|were|is|are|etait|etaient|est|sont|reste|restent)${ARTICLE} ${cue}`);

const GOOD_BEFORE = before(GOOD);
const BAD_BEFORE = before(BAD);
const GOOD_AFTER = after(GOOD);
const BAD_AFTER = after(BAD);
/** "Apart from the sangria, …", « à part la sangria », "the sangria aside". */
const EXCEPT_BEFORE = new RegExp(
  `(?:^| )(?:apart from|except(?: for)?|other than|besides|a part|mis a part|hormis|sauf|excepte|en dehors de)${ARTICLE}$`,
);
const ASIDE_AFTER = /^aside\b/;

const plain = (words: Word[], from: number, to: number) =>
  words
    .slice(Math.max(0, from), Math.min(words.length, to))
    .filter((w) => !w.punct)
    .map((w) => w.folded)
    .join(' ');

/** The verdict the sentence singles the mention out with, or null when it does not. */
export function singledOut(
  words: Word[],
  start: number,
  end: number,
  stars: number | null,
): Polarity | null {
  const lead = plain(words, start - 10, start);
  const tail = plain(words, end, end + 8);
  if (GOOD_BEFORE.test(lead)) return 'positive';
  if (BAD_BEFORE.test(lead)) return 'negative';
  // "The chowder was the only good thing": the verb follows the name directly.
  if (GOOD_AFTER.test(tail)) return 'positive';
  if (BAD_AFTER.test(tail)) return 'negative';
  // The exception to the review: kind in a complaint, the one letdown in praise.
  if (stars !== null && (EXCEPT_BEFORE.test(lead) || ASIDE_AFTER.test(tail))) {
    if (stars <= 2) return 'positive';
    if (stars >= 4) return 'negative';
  }
  return null;
}
