import type { Polarity } from '@tableside/domain/insights';
import { matchCatalogue } from './catalogue-match.ts';
import { recordSightings } from './catalogue-sightings.ts';
import { modelReading } from './french-gloss.ts';
import { excuses } from './excused-gripe.ts';
import { guestNamedIn } from './guest-named-staff.ts';
import { lukewarmVerdict } from './lukewarm-verdict.ts';
import { lukewarmOnly, sentenceFrame, sentenceWords } from './mention-cues.ts';
import { silence } from './mention-polarity.ts';
import { ambivalent, softenedCriticism } from './overall-sentiment-features.ts';
import { quotedIn, unquotedWords } from './quoted-speech.ts';
import { praised, same, sincere, unread, type Tally } from './review-tally.ts';
import { snippetOf, tokenRange } from './review-text.ts';
import { readAspects } from './sentence-aspects.ts';
import type { ReviewContext, SentenceReading } from './sentence-context.ts';
import { creditMentions } from './sentence-mentions.ts';
import { clauseSide, contrastParts } from './sentence-side.ts';
import { readSentence } from './sentence.ts';
import { readTopics } from './sentence-topics.ts';

/**
 * Reads one sentence of a review into the tally: its aspects and categories, the side it takes,
 * the product's own topics, and its dishes and people.
 */
export function readSentenceInto(
  t: Tally,
  sentence: { text: string; start: number },
  c: ReviewContext,
) {
  const { lang, rating } = c;
  const words = readSentence(sentence.text, lang);
  if (!words.some((w) => !w.punct)) return;
  const folded = sentenceWords(words);
  const menu = matchCatalogue(sentence.text, c.menu, 'menu');
  const staff = matchCatalogue(sentence.text, c.staff, 'staff');
  const guestNamed = guestNamedIn(sentence.text, [...menu, ...staff], c.naming);
  const named = [...menu, ...staff, ...guestNamed].map((m) => tokenRange(words, m.start, m.end));
  recordSightings(t.sightings, sentence.text, 'menu', menu);
  recordSightings(t.sightings, sentence.text, 'staff', staff);
  // A name is no opinion: "crème brûlée" is not burnt, "Joy" is not joyful. Nor is what the
  // server said, quoted by the guest (quoted-speech.ts).
  const quoted = quotedIn(c.quotes, sentence, (a, b) => tokenRange(words, a, b));
  for (const [a, b] of [...named, ...quoted]) silence(words, a, b);
  // Sarcasm: this sentence's praise means the opposite (docs/product/review-understanding.md#signals).
  const end = sentence.start + sentence.text.length;
  const meant = c.ironic.some((r) => r.start < end && sentence.start < r.end) ? sincere : same;
  // Terms, categories and polarities are read in English: French through its word-by-word gloss.
  const read = modelReading(c.model, words, lang);
  if (read.words !== words)
    for (const [a, b] of [...named, ...quoted]) {
      const mapped = read.span(a, b);
      if (mapped) silence(read.words, mapped[0], mapped[1]);
    }
  // A sentence leans one way by its words and its aspect readings together.
  let lean = 0;
  for (const w of read.words) lean += w.polarity;
  if (meant === sincere) lean = -Math.abs(lean);
  // A hyperbole at 4–5★ praises with complaint words; an excused or hedged criticism is no
  // complaint about the visit (mention-cues.ts).
  const frame = meant === sincere ? null : sentenceFrame(folded, rating, menu.length > 0);
  const framed =
    frame === 'praise'
      ? praised
      : frame === 'complaint'
        ? sincere
        : frame === 'appeal'
          ? unread
          : meant;
  if (frame === 'praise') lean = Math.abs(lean);
  if (frame === 'complaint') lean = Math.min(-Math.abs(lean), -1);
  if (frame === 'excused') lean = Math.max(lean, 0);
  if (frame === 'reported' || frame === 'appeal') lean = 0;
  // « Correct, sans plus », "service was okay": neither praise nor criticism.
  const lukewarm = lukewarmOnly(words, folded, lang);
  if (lukewarm) lean = 0;
  const counts = (p: Polarity) =>
    !lukewarm &&
    frame !== 'reported' &&
    frame !== 'appeal' &&
    (frame !== 'excused' || p === 'positive');
  t.lexicon += lean;
  const before = {
    positives: t.positives,
    negatives: t.negatives,
    aspects: t.aspects.length,
    ambience: t.categoryPolarity.get('ambience'),
    price: t.categoryPolarity.get('price'),
    service: t.categoryPolarity.get('service'),
  };
  const s: SentenceReading = {
    sentence,
    words,
    read,
    folded,
    snippet: snippetOf(sentence.text),
    menu,
    staff,
    guestNamed,
    named,
    quoted,
    framed,
    meant,
  };
  const terms = readAspects(t, s, c, counts);
  // A steak cooked otherwise than asked is a complaint even when no aspect was read.
  if (frame === 'complaint' && t.negatives === before.negatives) t.negatives++;
  const { lean: weighed, side } = clauseSide(t, s, c, lean, before);
  readTopics(t, folded, side, c, before);
  t.clauses.push({
    lean: weighed,
    side,
    // "He said 'a bit behind tonight'": the server's downtoner is not the guest's.
    // An excused criticism ("but they were slammed") is a soft one.
    softened:
      side !== 'positive' &&
      (softenedCriticism(quoted.length ? unquotedWords(words, quoted) : folded) || excuses(folded)),
    parts: contrastParts(words, meant === sincere),
    torn: ambivalent(sentence.text),
    lukewarm: lukewarmVerdict(sentence.text),
  });
  creditMentions(t, s, c, terms, before.aspects);
}
