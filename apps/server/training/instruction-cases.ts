/**
 * The invented instruction cases of `training/data/instruction-cases.json` (see the `.md` beside
 * it), scored as `npm run -s eval:instructions` prints them.
 *
 * Each case's review gets a first draft, then a regeneration with the case's instruction, scored
 * by the eval's own instruction checks (`scripts/eval-reply-cases.ts`). A case is followed when
 * every check passes and the engine's note matches what the case expects: a note for what it
 * cannot do ("write it as a poem"), none for what it can. The rubric adds the reply's language and
 * no "!" on an incident.
 */
import { readFileSync } from 'node:fs';
import { REPLY_MAX_LENGTH } from '@tableside/domain/reply-lifecycle';
import type { RestaurantFacts } from '@tableside/domain/restaurant-facts';
import { analyseReview } from '../src/ai/analysis/review-analysis.ts';
import { createBuiltinReplyEngine } from '../src/ai/builtin/reply-engine.ts';
import type { ReplyRequest } from '../src/ai/engine.ts';
import type { Corpus } from '../eval/corpus.ts';
import { caseCheck } from '../scripts/eval-reply-cases.ts';
import { languageOf } from '../scripts/eval-reply-text.ts';

type Check = Corpus['instructionCases'][number]['checks'][number];
type Review = {
  id: string;
  lang: 'en' | 'fr-CA' | 'fr-FR';
  stars: number;
  author: string;
  incident: boolean;
  text: string;
};
type Case = {
  id: string;
  reviewId: string;
  language: 'en' | 'fr';
  instruction: string;
  /** Whether the engine must say it could not follow; "either" accepts a note or the checks. */
  note: boolean | 'either';
  checks: Check[];
};
type Data = {
  restaurant: {
    name: string;
    locationName: string;
    defaultLanguage: 'en' | 'fr';
    menu: { name: string; aliases: string[] }[];
    staff: string[];
    facts: RestaurantFacts;
  };
  reviews: Review[];
  cases: Case[];
};

/** One restaurant per file: Bistro Margot (the first set) and Cèdre & Braise (written later, untuned). */
export const INSTRUCTION_SETS = ['instruction-cases', 'instruction-cases-westboro'] as const;
const load = (name: string) =>
  JSON.parse(readFileSync(new URL(`./data/${name}.json`, import.meta.url), 'utf8')) as Data;

/** FNV-1a, 32 bits: the holdout is fixed by the id, whatever the file's order. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
export const inHoldout = (id: string) => fnv1a(`instruction-case:${id}`) % 100 < 35;

function requestFor(restaurant: Data['restaurant'], review: Review): ReplyRequest {
  const staff = restaurant.staff.map((name) => ({ name, role: '', aliases: [] }));
  return {
    review: {
      text: review.text,
      rating: review.stars,
      authorName: review.author,
      language: null,
      source: 'google',
    },
    restaurant: {
      name: restaurant.name,
      locationName: restaurant.locationName,
      tone: 'friendly',
      instructions: null,
      signOff: null,
      defaultLanguage: restaurant.defaultLanguage,
    },
    analysis: analyseReview(review.text, review.stars, { menu: restaurant.menu, staff }),
    facts: restaurant.facts,
    menu: restaurant.menu.flatMap((m) => [m.name, ...m.aliases]),
    menuEntries: restaurant.menu,
    staff: restaurant.staff,
    recentOpenings: [],
    maxLength: REPLY_MAX_LENGTH,
  };
}

export type Row = { all: number; followed: number; rubric: number };

/**
 * Drafts each review, regenerates it with each case's instruction and scores it: rows by part
 * ("holdout", "training", and each with its instruction language), and the training part's
 * failures to read (never the holdout's).
 */
export async function scoreInstructionCases(sets: readonly string[] = INSTRUCTION_SETS): Promise<{
  rows: Map<string, Row>;
  failures: string[];
}> {
  const engine = createBuiltinReplyEngine();
  const rows = new Map<string, Row>();
  const failures: string[] = [];
  for (const name of sets) {
    const data = load(name);
    const originals = new Map<string, { request: ReplyRequest; text: string }>();
    for (const review of data.reviews) {
      const request = requestFor(data.restaurant, review);
      originals.set(review.id, { request, text: await engine.draftReply(request) });
    }
    for (const c of data.cases) {
      const review = data.reviews.find((r) => r.id === c.reviewId);
      const original = originals.get(c.reviewId);
      if (!review || !original) throw new Error(`case ${c.id}: no review ${c.reviewId}`);
      const result = await engine.draftWithNotes!({
        ...original.request,
        additionalInstructions: c.instruction,
        previousDraft: original.text,
      });
      const failed = c.checks.flatMap(
        (check) => caseCheck(check, result.text, original.text) ?? [],
      );
      const noted = result.unfollowed.length > 0;
      const noteOk = c.note === 'either' ? noted || !failed.length : noted === c.note;
      const followed = c.note === 'either' ? noteOk : noteOk && !failed.length;
      const why = [
        ...(c.note === 'either' ? (noteOk ? [] : failed) : failed),
        ...(noteOk ? [] : [noted ? `note ${JSON.stringify(result.unfollowed)}` : 'no note']),
      ];
      const expected =
        c.checks.find((k): k is Check & { kind: 'language' } => k.kind === 'language')?.value ??
        (review.lang === 'en' ? 'en' : 'fr');
      const rubric = [
        ...(languageOf(result.text) === expected ? [] : [`rubric: not in ${expected}`]),
        ...(review.incident && result.text.includes('!') ? ['rubric: "!" on an incident'] : []),
      ];
      const part = inHoldout(c.id) ? 'holdout' : 'training';
      for (const key of [part, `${part} ${c.language}`, `${part} ${name}`]) {
        const row = rows.get(key) ?? { all: 0, followed: 0, rubric: 0 };
        row.all++;
        if (followed) row.followed++;
        if (followed && !rubric.length) row.rubric++;
        rows.set(key, row);
      }
      if (part === 'training' && (!followed || rubric.length))
        failures.push(
          `${c.id} ("${c.instruction}"): ${[...why, ...rubric].join('; ')}\n    > ${result.text}`,
        );
    }
  }
  return { rows, failures };
}
