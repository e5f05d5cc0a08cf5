/**
 * Scores the built-in reply engine on a fixed set of hand-written reviews: `npm run -s reply-eval`.
 * Replies are generated location by location, each fed the openings of that location's previous
 * 20 replies, as the server does. Every check below is written here, from the reader's side,
 * without the engine's helpers. Exit code 1 when any line is under 95 %.
 */
import { ratingClass } from '@tableside/domain/ratings';
import { createBuiltinReplyEngine } from '../src/ai/builtin/reply-engine.ts';
import type { ReplyRequest } from '../src/ai/engine.ts';
import {
  LOCATIONS,
  MENU,
  RESTAURANT,
  REVIEWS,
  STAFF,
  type EvalLocation,
  type EvalReview,
} from './reply-eval-set.ts';

const MAX_LENGTH = 600;
const MIN_LENGTH = 40;
const TARGET = 0.95;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole-word, case- and accent-insensitive; a trailing plural "s" is allowed. */
const names = (text: string, term: string) =>
  new RegExp(`(^| )${escape(fold(term))}s?( |$)`).test(fold(text));
const firstSentence = (text: string) => (text.split(/(?<=[.!?])\s/)[0] ?? text).trim();

const EN_WORDS = /\b(we|you|your|thank|thanks|the|and|our|for|hope|with|is|it)\b/gi;
const FR_WORDS = /\b(nous|vous|votre|vos|merci|le|la|les|et|de|pour|notre|des|est|une)\b/gi;
const languageOf = (text: string) =>
  (text.match(FR_WORDS) ?? []).length > (text.match(EN_WORDS) ?? []).length ? 'fr' : 'en';

const APOLOGY = /\b(sorry|apologi[sz]e|apologies|regret)|désolé|navré|excuses|regrett/i;
const CONTACT =
  /write to us|writing to us|get in touch|contact us|drop us a line|reach out|ask (to speak with|for) the manager|écrivez-nous|nous écrire|nous contacter|communiquer (directement )?avec nous|parler à la direction|rencontrer la direction|demander la direction|le responsable|parler au responsable/i;
const COMPENSATION =
  /refund|free|discount|voucher|gift card|complimentary|on us|on the house|credit|compensat|rembours|gratuit|offert|offrir|réduction|rabais|bon d['’]achat|carte-cadeau|aux frais de la maison|geste commercial/i;
const CONTACT_DETAILS = /@|https?:|\d{3}[\s.-]?\d{3}[\s.-]?\d{4}/;

type Result = { review: EvalReview; location: EvalLocation; reply: string; recent: string[] };

/** The catalogue entries a review names; "Burger" inside "Burger végé" does not count twice. */
function namedIn(text: string, catalogue: string[]): string[] {
  const found = catalogue.filter((entry) => names(text, entry));
  return found.filter((e) => !found.some((o) => o !== e && names(o, e)));
}

async function generate(): Promise<Result[]> {
  const engine = createBuiltinReplyEngine();
  const results: Result[] = [];
  for (const location of LOCATIONS) {
    const openings: string[] = [];
    for (const review of REVIEWS.filter((r) => r.location === location.id)) {
      const recent = openings.slice(-20);
      const request: ReplyRequest = {
        review: {
          text: review.text,
          rating: review.rating,
          authorName: review.author,
          // Platforms give no language for a rating-only review; the eval declares it there only.
          language: review.text ? null : review.language,
          source: 'google',
        },
        restaurant: {
          name: RESTAURANT,
          locationName: location.name,
          tone: location.tone,
          instructions: location.instructions,
          signOff: location.signOff,
        },
        menu: MENU,
        staff: STAFF,
        recentOpenings: recent,
        maxLength: MAX_LENGTH,
      };
      const reply = await engine.draftReply(request);
      results.push({ review, location, reply, recent });
      openings.push(firstSentence(reply));
    }
  }
  return results;
}

type Line = { label: string; pass: number; total: number };

function check(
  results: Result[],
  label: string,
  applies: (r: Result) => boolean,
  ok: (r: Result) => boolean,
): Line {
  const scope = results.filter(applies);
  return { label, pass: scope.filter(ok).length, total: scope.length };
}

const isComplaint = (r: EvalReview) =>
  ratingClass(r.rating) === 'negative' ||
  (ratingClass(r.rating) === 'neutral' && r.complaint === true);
/** The reply without the reviewer's own name, which may contain a staff name ("Marc-André"). */
const withoutGreeting = (r: Result) =>
  r.review.firstName ? r.reply.split(r.review.firstName).join(' ') : r.reply;

function score(results: Result[]): Line[] {
  const all = () => true;
  return [
    check(results, 'language matches', all, (r) => languageOf(r.reply) === r.review.language),
    check(
      results,
      'named dishes mentioned (reviews naming 1-2)',
      (r) => [1, 2].includes(namedIn(r.review.text, MENU).length),
      // In sentence case inside a sentence ("the poutine"): the spelling counts, not the capital.
      (r) =>
        namedIn(r.review.text, MENU).every((dish) =>
          r.reply.toLocaleLowerCase().includes(dish.toLocaleLowerCase()),
        ),
    ),
    check(
      results,
      'named staff mentioned',
      (r) => namedIn(r.review.text, STAFF).length > 0,
      (r) => namedIn(r.review.text, STAFF).every((name) => withoutGreeting(r).includes(name)),
    ),
    check(
      results,
      'complaints apologise and invite contact',
      (r) => isComplaint(r.review),
      (r) => APOLOGY.test(r.reply) && CONTACT.test(r.reply) && r.reply.includes(RESTAURANT),
    ),
    check(
      results,
      'no compensation or contact details invented',
      all,
      (r) => !COMPENSATION.test(r.reply) && !CONTACT_DETAILS.test(r.reply),
    ),
    check(
      results,
      'opening not repeated (last 20, per location)',
      all,
      (r) => !r.recent.map(fold).includes(fold(firstSentence(r.reply))),
    ),
    check(results, `length within bounds (${MIN_LENGTH}-${MAX_LENGTH})`, all, (r) => {
      const min = r.review.text ? MIN_LENGTH : 1;
      return r.reply.length >= min && r.reply.length <= MAX_LENGTH;
    }),
    check(results, 'nothing invented (menu, staff)', all, (r) =>
      [...MENU, ...STAFF].every(
        (entry) => !names(withoutGreeting(r), entry) || names(r.review.text, entry),
      ),
    ),
    check(
      results,
      'greeting uses the first name',
      (r) => r.review.firstName !== null,
      (r) => firstSentence(r.reply).includes(r.review.firstName ?? ''),
    ),
    check(
      results,
      'no greeting of placeholders or initials',
      (r) => r.review.author !== null && r.review.firstName === null,
      (r) =>
        (r.review.author ?? '')
          .split(/[\s.]+/)
          .filter((word) => word.length > 1)
          .every((word) => !names(r.reply, word)),
    ),
    check(
      results,
      'instructions followed (mention, sign-off)',
      (r) => r.location.mention !== null || r.location.signOff !== null,
      (r) =>
        (!r.location.mention || r.reply.includes(r.location.mention[r.review.language])) &&
        (!r.location.signOff || r.reply.trimEnd().endsWith(r.location.signOff)),
    ),
    check(
      results,
      'reads clean (no placeholder, spacing, capitals)',
      all,
      (r) =>
        !/[{}[\]]|[^\S\n]{2,}|\s[,.!?]|\.\./.test(r.reply) &&
        r.reply.split(/(?<=[.!?])\s+/).every((s) => /^[\p{Lu}—]/u.test(s)),
    ),
  ];
}

function printSamples(results: Result[]) {
  // One of each kind, from a different location (and so a different tone) each time.
  const pick = (location: string, language: string, complaint: boolean) =>
    results.find(
      (r) =>
        r.location.id === location &&
        r.review.language === language &&
        r.review.text.length > 40 &&
        isComplaint(r.review) === complaint &&
        (complaint || r.review.rating === 5) &&
        (namedIn(r.review.text, MENU).length > 0 || namedIn(r.review.text, STAFF).length > 0),
    );
  const samples = [
    pick('plateau', 'en', false),
    pick('vieux-port', 'fr', false),
    pick('mile-end', 'en', true),
    pick('verdun', 'fr', true),
    results.find((r) => r.review.rating === 4 && /\bbut\b|mais/.test(r.review.text)),
    results.find((r) => !r.review.text && r.review.rating <= 2),
  ];
  console.log('\nSample replies');
  console.log('==============');
  for (const r of samples) {
    if (!r) continue;
    console.log(
      `\n[${r.location.name}, ${r.location.tone}] ${r.review.rating}★ ${r.review.author ?? '(no name)'}: ${r.review.text || '(rating only)'}`,
    );
    console.log(r.reply.replace(/^/gm, '  > ').replace(/ +$/gm, ''));
  }
}

const started = performance.now();
const results = await generate();
const lines = score(results);
const width = Math.max(...lines.map((l) => l.label.length)) + 2;
console.log(
  `Reply eval: built-in engine, ${results.length} reviews, ${LOCATIONS.length} locations, maxLength ${MAX_LENGTH}\n`,
);
let failing = 0;
for (const line of lines) {
  const share = line.total ? line.pass / line.total : 1;
  if (share < TARGET) failing++;
  const percent = `${(share * 100).toFixed(1)}%`.padStart(6);
  console.log(
    `${share < TARGET ? '✗' : '✓'} ${line.label.padEnd(width)}${percent}  (${line.pass}/${line.total})`,
  );
}
printSamples(results);
console.log(
  `\n${failing ? `${failing} line(s) below ${TARGET * 100}%` : `Every line at or above ${TARGET * 100}%`} · ${Math.round(performance.now() - started)} ms`,
);
process.exitCode = failing ? 1 : 0;
