import { ratingClass } from '@tableside/domain/ratings';
import { guestNamedVerdicts } from './guest-named.ts';
import { staffNamedKindly } from './staff-kindly.ts';
import type { IncidentKind, QuestionTopic, SpamKind } from '@tableside/domain/review-signals';
import type { ReplyRequest } from '../engine.ts';
import type { ReviewUnderstanding } from '../analysis/review-analysis.ts';
import { kindHeard } from './complaint-kinds.ts';
import { complaintsIn, type Complaints } from './complaints.ts';
import { confirmed } from './complaint-clauses.ts';
import { regroupAspects } from './regroup-aspects.ts';
import { dishNameIn } from './dish-names.ts';
import { dishVerdict } from './dish-verdict.ts';
import { hazardIn } from './hazards.ts';
import { uncleanFind } from './unclean-find.ts';
import { withoutIncidentCosts } from './incident-costs.ts';
import { firstNameOf } from './first-name.ts';
import { fold } from './text.ts';
import {
  firstNameOfStaff,
  namesPerson,
  sharedNamesPraised,
  tornButKind,
} from './reading-people.ts';
import { withoutToldApart } from './told-apart.ts';
import { questionsOf } from './uncertain-questions.ts';
import { negatesPraise } from '../replies/negated-praise.ts';
import type { ReplyLanguage } from './language.ts';
import type { Mood } from './phrases.ts';
import type { PraiseReading } from './praise-intensity.ts';

import { REPLY_ASPECTS, isReplyAspect, type ReplyAspect } from './reply-aspects.ts';

export { REPLY_ASPECTS, type ReplyAspect };

/** What the guest said, by how they meant it: praised, criticised, or named without a verdict. */
export type Verdicts<T> = { praised: T[]; critiqued: T[]; noted: T[] };

/** Everything the composer needs to know about the review, read from its analysis. */
export type Reading = {
  language: ReplyLanguage;
  firstName: string | null;
  /** 1 to 5. */
  rating: number;
  ratingOnly: boolean;
  /** The guest only asks something ("Is the patio dog-friendly?"): answered, nothing assumed. */
  inquiry: boolean;
  mood: Mood;
  /** Menu items as the owner spells them. */
  dishes: Verdicts<string>;
  /** Dishes named without praise: what an incident reply may say the kitchen looks into. */
  suspects: string[];
  /** Staff by first name; criticised staff are never named in public. */
  staff: Verdicts<string>;
  aspects: Verdicts<ReplyAspect>;
  /** What the text complains about, with the guest's words for each (complaints.ts). */
  complaints: Complaints;
  /** A danger the guest warns about ("the wet washroom floor"), as the reply names it. */
  hazard: string | null;
  /** A foreign object found that says the kitchen's hygiene (a hair, an insect): unclean-find.ts. */
  uncleanFind: boolean;
  /** Asked, as the analysis reads them, then those asked with a question mark it left out. */
  questions: QuestionTopic[];
  incidents: IncidentKind[];
  spam: SpamKind | null;
  /** How big the thanks are, from the guest's words (calibrate-praise.ts); none, as written. */
  praise?: PraiseReading<ReplyAspect>;
};

type Polarity = ReviewUnderstanding['menuItems'][number]['polarity'];

/** Praise the guest negated ("not that great", « pas terribles ») is a complaint, not thanks. */
const praiseHeld = (polarity: Polarity, snippet: string, names: string[]): Polarity =>
  polarity === 'positive' && negatesPraise(snippet, names) ? 'negative' : polarity;

/**
 * Only questions, and at most a word or two around them ("Hi! Do you take reservations?"): a
 * message, not a review of a visit. Never on a low rating, where a question is a complaint.
 */
function isInquiry(text: string, rating: number, analysis: ReviewUnderstanding): boolean {
  const { questions, incidents } = analysis.signals;
  if (!questions.length || incidents.length || rating < 4) return false;
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .every((s) => s.endsWith('?') || s.split(/\s+/).length <= 3);
}

function moodOf(
  rating: number,
  analysis: ReviewUnderstanding,
  ratingOnly: boolean,
  inquiry: boolean,
): Mood {
  const cls = ratingClass(rating);
  if (inquiry) return 'neutral';
  if (analysis.signals.incidents.length) return 'complaint';
  if (cls === 'negative' || analysis.signals.sarcasm) return 'complaint';
  if (ratingOnly) return cls === 'neutral' ? 'neutral' : 'praise';
  const label = analysis.sentiment.label;
  if (cls === 'neutral') return label === 'negative' ? 'complaint' : 'neutral';
  // Five stars over a text that only complains: the words are what the guest means.
  return label === 'negative' && rating < 5 ? 'complaint' : 'praise';
}

/**
 * A mention's verdict, read with the review as a whole: a lone "negative" reading inside a
 * glowing review (or a "positive" one inside a complaint) is more likely the model's slip than
 * the guest's meaning, so it is named without thanks or apology rather than contradicted.
 */
function verdictOf(polarity: Polarity, mood: Mood, label: string): keyof Verdicts<string> {
  if (polarity === 'positive')
    return mood === 'complaint' && label === 'negative' ? 'noted' : 'praised';
  if (polarity === 'negative')
    return mood === 'praise' && label === 'positive' ? 'noted' : 'critiqued';
  // Named without a verdict in a wholly happy review: named because it was part of the joy.
  return mood === 'praise' && label === 'positive' && polarity === 'neutral' ? 'praised' : 'noted';
}

function sortInto<T>(items: { key: T; polarity: Polarity }[], mood: Mood, label: string) {
  const out: Verdicts<T> = { praised: [], critiqued: [], noted: [] };
  for (const { key, polarity } of items) {
    const bucket = out[verdictOf(polarity, mood, label)];
    if (!bucket.includes(key)) bucket.push(key);
  }
  return out;
}

/**
 * Each aspect's polarity: from the guest's own terms when there are some ("cold food" is a
 * complaint about the food whatever the sentence's category reading says), else the category's.
 */
function aspectReadings(analysis: ReviewUnderstanding): { key: ReplyAspect; polarity: Polarity }[] {
  const byTerms = new Map<ReplyAspect, Set<Polarity>>();
  for (const a of analysis.aspects) {
    if (!isReplyAspect(a.category) || a.polarity === 'neutral') continue;
    byTerms.set(a.category, (byTerms.get(a.category) ?? new Set()).add(a.polarity));
  }
  const out = new Map<ReplyAspect, Polarity>();
  const category = new Map(analysis.categories.map((c) => [c.category, c.polarity]));
  for (const [key, set] of byTerms) {
    const terms = set.size > 1 || set.has('conflict') ? 'conflict' : [...set][0]!;
    // One "cold dessert" under a sentence-level reading that the food was good: both were said.
    const whole = category.get(key);
    const opposed =
      (terms === 'negative' && whole === 'positive') ||
      (terms === 'positive' && whole === 'negative');
    out.set(key, opposed ? 'conflict' : terms);
  }
  for (const c of analysis.categories)
    if (isReplyAspect(c.category) && !out.has(c.category)) out.set(c.category, c.polarity);
  return [...out].map(([key, polarity]) => ({ key, polarity }));
}

/**
 * Readings kept only where the words carry them: a category read negatively with no term, dish,
 * person or clause that complains of it is dropped (or left to its praise when torn), and a
 * complaint the words carry that no category read is added.
 */
function grounded(
  readings: { key: ReplyAspect; polarity: Polarity }[],
  complaints: Complaints,
  aspects: ReviewUnderstanding['aspects'],
  text: string,
  glowing: boolean,
  incident: boolean,
): { key: ReplyAspect; polarity: Polarity }[] {
  const out = readings.flatMap((r) => {
    // "Only thing, it was LOUD" beside a patio read as praise: a complaint told in the guest's
    // words is heard, and the aspect is torn rather than praised.
    if (r.polarity !== 'negative' && r.polarity !== 'conflict' && kindHeard(complaints, r.key))
      return [{ key: r.key, polarity: 'conflict' as const }];
    // "Food is ok but too salty": read without a verdict, the aspect is the complaint the words carry.
    if (r.polarity === 'neutral' && complaints.has(r.key))
      return [{ key: r.key, polarity: 'negative' as const }];
    if ((r.polarity !== 'negative' && r.polarity !== 'conflict') || complaints.has(r.key))
      return [r];
    // An incident the guest reports is itself a complaint about the service that let it happen.
    if (confirmed(text, r.key) || (incident && r.key === 'service')) return [r];
    // "Burnt endz were unreal" at five stars: a term read as a fault with none said is praise.
    const termed = aspects.some((a) => a.category === r.key && a.polarity !== 'neutral');
    if (glowing && termed) return [{ key: r.key, polarity: 'positive' as const }];
    // Torn at five stars with no fault said: heard, as before, neither thanked nor regretted.
    if (glowing && r.polarity === 'conflict') return [r];
    const praised = aspects.some((a) => a.category === r.key && a.polarity === 'positive');
    return r.polarity === 'conflict' && praised
      ? [{ key: r.key, polarity: 'positive' as const }]
      : [];
  });
  for (const key of complaints.keys())
    if (isReplyAspect(key) && !out.some((r) => r.key === key))
      out.push({ key, polarity: 'negative' });
  return out;
}

/** Words of taste: said alone ("Toujours aussi bon 👌", "Good not great."), they judge the food. */
const TASTE =
  /(?:^|\s)(?:bon|bonne|bons|bonnes|delicieux|delicieuse|savoureux|miam|goute|good|tasty|yum+y?|delicious|flavou?rful)(?:\s|$)/;

/** A few words of taste and nothing the analysis could name: the guest judged what they ate. */
function tastesOnly(text: string, analysis: ReviewUnderstanding): boolean {
  const folded = fold(text);
  if (folded.split(' ').length > 6 || !TASTE.test(folded)) return false;
  if (analysis.menuItems.length || analysis.staff.length) return false;
  return !analysis.aspects.length && analysis.categories.every((c) => !isReplyAspect(c.category));
}

/** Reads the review through its analysis (docs/product/review-understanding.md#analysis). */
export function readReview(
  request: ReplyRequest,
  given: ReviewUnderstanding,
  language: ReplyLanguage,
): Reading {
  // A dish named only to tell it from another is no verdict on it (told-apart.ts).
  const analysis = withoutToldApart(given);
  const rating = Math.min(5, Math.max(1, Math.round(request.review.rating || 0)));
  const ratingOnly = request.review.text.trim().length === 0;
  const inquiry = isInquiry(request.review.text, rating, analysis);
  const mood = moodOf(rating, analysis, ratingOnly, inquiry);
  const asked = [...new Set(analysis.signals.questions.map((q) => q.topic))];
  const label = analysis.sentiment.label;
  const regrouped = withoutIncidentCosts(
    regroupAspects(request.review.text, analysis.aspects),
    analysis.signals.incidents.length > 0,
  );
  const glowing = rating >= 5 && label !== 'negative';
  const complaints = complaintsIn(
    request.review.text,
    analysis,
    regrouped,
    language,
    glowing,
    rating,
  );
  const aspects = sortInto(
    grounded(
      aspectReadings({ ...analysis, aspects: regrouped }),
      complaints,
      regrouped,
      request.review.text,
      glowing,
      analysis.signals.incidents.length > 0,
    ),
    mood,
    label,
  );
  if (tastesOnly(request.review.text, analysis)) {
    const polarity: Polarity =
      label === 'positive' ? 'positive' : label === 'negative' ? 'negative' : 'conflict';
    aspects[verdictOf(polarity, mood, label)].push('food');
  }
  const staff = sortInto(
    analysis.staff.map((s) => ({
      key: firstNameOfStaff(s.name),
      polarity: praiseHeld(s.polarity, s.snippet, [firstNameOfStaff(s.name)]),
    })),
    mood,
    label,
  );
  // A complaint that names someone kindly by name ("Sarah was lovely, but…") means it; one that
  // only says "the manager" may be reporting what she did, so a title alone earns no thanks.
  if (mood === 'complaint')
    for (const s of analysis.staff) {
      const first = firstNameOfStaff(s.name);
      if (staff.praised.includes(first)) continue;
      if (
        s.polarity === 'conflict'
          ? !tornButKind(request, analysis, first)
          : s.polarity !== 'positive'
      )
        continue;
      if (s.polarity === 'positive' && !namesPerson(s.snippet, first)) continue;
      staff.noted = staff.noted.filter((n) => n !== first);
      staff.praised.push(first);
    }
  if (mood !== 'complaint' && !analysis.signals.incidents.length)
    for (const first of sharedNamesPraised(request, analysis))
      if (![...staff.praised, ...staff.noted, ...staff.critiqued].includes(first))
        staff.praised.push(first);
  // Named by the guest, not on the roster ("our server Priya"): thanked by name, or the service
  // answered for them.
  const guests = guestNamedVerdicts(analysis, mood, [
    ...staff.praised,
    ...staff.noted,
    ...staff.critiqued,
  ]);
  staff.praised.push(...guests.praised);
  staff.critiqued.push(...guests.critiqued);
  // Thanked by a name the analysis did not find ("Katie" for Katherine, a "Sean" two people share).
  const known = [...staff.praised, ...staff.noted, ...staff.critiqued];
  const mentions = analysis.staff.map((s) => s.snippet);
  staff.praised.push(...staffNamedKindly(request.review.text, request.staff, known, mentions));
  // Criticised staff in a review that praises the service is a reading to doubt: named, no verdict.
  if (aspects.praised.includes('service') && staff.critiqued.length) {
    staff.noted.push(...staff.critiqued);
    staff.critiqued = [];
  }
  const dishes = sortInto(
    analysis.menuItems.map((m) => ({
      key: dishNameIn(request, m.item, language),
      polarity: dishVerdict(m, analysis.aspects, analysis.menuItems),
    })),
    mood,
    label,
  );
  // "The food let you down" under a review that loved every dish it named is a reading to doubt.
  if (mood !== 'complaint') {
    const doubted = (aspect: ReplyAspect, named: Verdicts<string>) =>
      aspects.critiqued.includes(aspect) && named.praised.length > 0 && !named.critiqued.length;
    for (const [aspect, named] of [
      ['food', dishes],
      ['service', staff],
    ] as const)
      if (doubted(aspect, named)) {
        aspects.critiqued = aspects.critiqued.filter((a) => a !== aspect);
        aspects.noted.push(aspect);
      }
  }
  const incidents = [...new Set(analysis.signals.incidents.map((i) => i.kind))];
  return {
    language,
    firstName: firstNameOf(request.review.authorName),
    rating,
    ratingOnly,
    inquiry,
    mood,
    dishes,
    suspects: [
      ...new Set(
        analysis.menuItems
          .filter((m) => m.polarity !== 'positive')
          .map((m) => dishNameIn(request, m.item, language)),
      ),
    ],
    staff,
    aspects,
    complaints,
    hazard: hazardIn(request.review.text, language),
    questions: questionsOf(request.review.text, asked),
    incidents,
    uncleanFind: uncleanFind(request.review.text, incidents),
    spam: analysis.signals.spam,
  };
}
