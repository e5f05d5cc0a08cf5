import { REPLY_MAX_LENGTH } from '@tableside/domain/reply-lifecycle';
import { analyseReview } from '../src/ai/analysis/review-analysis.ts';
import type { ReplyRequest } from '../src/ai/engine.ts';
import type { Corpus, Review } from '../eval/corpus.ts';

type Group = Corpus['groups'][number];

/**
 * The `ReplyRequest` the server builds for a corpus review (`src/features/replies/context.ts`):
 * the group's name and facts, the location's name, the default tone, the menu as the product
 * stores it (first name as the name, the other names and the owner's aliases as aliases), the
 * location's staff by full name and role (guests' nicknames are not stored), no language, and the
 * review's analysis with that catalogue.
 */
export function replyRequestFor(
  group: Group,
  review: Review,
  recentOpenings: string[],
): ReplyRequest {
  const location = group.locations.find((l) => l.id === review.location);
  if (!location) throw new Error(`review ${review.id}: unknown location ${review.location}`);
  const menu = group.menu.map((item) => ({
    name: item.names[0]!,
    aliases: [...item.names.slice(1), ...item.aliases],
  }));
  const staff = group.staff
    .filter((s) => s.locations.includes(location.id))
    .map((s) => ({ name: s.fullName, role: s.role, aliases: [] }));
  return {
    review: {
      text: review.text,
      rating: review.stars,
      authorName: review.author,
      language: null,
      source: review.platform,
    },
    restaurant: {
      name: group.name,
      locationName: location.name,
      tone: 'friendly',
      instructions: null,
      signOff: null,
      defaultLanguage: group.replyLanguageDefault,
    },
    // The server reads the review's stored analysis instead; uncorrected, it is this reading
    // (features/insights/understanding.test.ts), so the figures hold for the product's drafts.
    analysis: analyseReview(review.text, review.stars, { menu, staff, author: review.author }),
    facts: group.facts,
    menu: menu.flatMap((m) => [m.name, ...m.aliases]),
    menuEntries: menu,
    staff: staff.map((s) => s.name),
    recentOpenings,
    maxLength: REPLY_MAX_LENGTH,
  };
}
