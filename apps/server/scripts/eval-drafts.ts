/**
 * Drafts for the reply evaluations (eval-replies.ts, eval-checks.ts), made as the server makes
 * them: location by location in date order, each request carrying the openings of the
 * location's last 20 drafts, most recent first.
 */
import { createBuiltinReplyEngine } from '../src/ai/builtin/reply-engine.ts';
import type { ReplyRequest } from '../src/ai/engine.ts';
import type { Corpus, Review } from '../eval/corpus.ts';
import { replyRequestFor } from './eval-reply-request.ts';

export type Group = Corpus['groups'][number];
export type Scored = Review & { reply: NonNullable<Review['reply']> };
export type Draft = { review: Scored; request: ReplyRequest; text: string };

export const firstSentence = (text: string) => (text.split(/(?<=[.!?])\s/)[0] ?? text).trim();

/** The review's group (its restaurant), which every review of the corpus names. */
export function groupOf(corpus: Corpus, review: Review): Group {
  const group = corpus.groups.find((g) => g.id === review.group);
  if (!group) throw new Error(`review ${review.id}: unknown group ${review.group}`);
  return group;
}

/** One built-in draft per scored review of the split (not spam, with a reply rubric). */
export async function draftCorpus(
  corpus: Corpus,
  split: string,
  adjust: (review: Review, request: ReplyRequest) => ReplyRequest = (_, request) => request,
): Promise<Draft[]> {
  const engine = createBuiltinReplyEngine();
  const scored = corpus.reviews.filter(
    (r): r is Scored => (split === 'all' || r.split === split) && !r.spam && r.reply !== null,
  );
  const drafts: Draft[] = [];
  for (const location of [...new Set(scored.map((r) => r.location))]) {
    const openings: string[] = [];
    const reviews = scored
      .filter((r) => r.location === location)
      .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
    for (const review of reviews) {
      const base = replyRequestFor(groupOf(corpus, review), review, openings.slice(-20).reverse());
      const request = adjust(review, base);
      const text = await engine.draftReply(request);
      drafts.push({ review, request, text });
      openings.push(firstSentence(text));
    }
  }
  return drafts;
}
