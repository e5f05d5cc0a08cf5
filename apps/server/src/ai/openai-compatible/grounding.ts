import type { RestaurantFacts } from '@tableside/domain/restaurant-facts';
import type { ReviewUnderstanding } from '../analysis/review-analysis.ts';

/*
 * What the model is given beyond the review's text: the restaurant's facts and our reading of the
 * review (docs/product/reviews-and-replies.md#restaurant-facts), so the model answers a question
 * from a fact the owner typed, and says so when there is none, rather than guessing.
 */

const POLARITY = { positive: 'praised', negative: 'criticised', neutral: 'mentioned' } as const;
const word = (polarity: string) => POLARITY[polarity as keyof typeof POLARITY] ?? polarity;

/** The facts as a list, with the one rule that keeps the reply from inventing any other. */
export function describeFacts(facts: RestaurantFacts | undefined): string {
  const known = Object.entries(facts ?? {}).filter(([, v]) => v?.trim());
  const rule =
    "State no fact beyond what the review says and the restaurant's facts: no hours, prices, policies, dishes, dates or promises of your own.";
  if (!known.length) return `${rule} The restaurant has given no facts.`;
  return `${rule}\nThe restaurant's facts, by topic:\n${known.map(([k, v]) => `- ${k}: ${v!.trim()}`).join('\n')}`;
}

/** Our analysis of the review: who and what it names, what it asks, what it reports. */
export function describeReading(
  analysis: ReviewUnderstanding | undefined,
  facts: RestaurantFacts | undefined,
): string {
  if (!analysis) return '';
  const lines: string[] = [];
  if (analysis.menuItems.length)
    lines.push(
      `Dishes named: ${analysis.menuItems.map((m) => `${m.item} (${word(m.polarity)})`).join('; ')}.`,
    );
  if (analysis.staff.length)
    lines.push(
      `Staff named: ${analysis.staff.map((s) => `${s.name} (${word(s.polarity)})`).join('; ')}.`,
    );
  // Not on the roster ("our server Priya"): thanked by name like staff, never named when criticised.
  const praised = (analysis.guestNamedStaff ?? []).filter((g) => g.polarity === 'positive');
  const others = (analysis.guestNamedStaff ?? []).filter((g) => g.polarity !== 'positive');
  if (praised.length)
    lines.push(
      `Also praised by name, though not on our staff list: ${praised.map((g) => g.name).join('; ')}. Thank them by that first name.`,
    );
  if (others.length)
    lines.push(
      `Also named, not on our staff list and not praised: ${others.map((g) => g.name).join('; ')}. Do not name them; speak of the service.`,
    );
  for (const q of analysis.signals.questions) {
    const fact = q.topic === 'other' ? undefined : facts?.[q.topic]?.trim();
    lines.push(
      fact
        ? `Question (${q.topic}): "${q.span}". Answer it from the fact: ${fact}`
        : `Question (${q.topic}): "${q.span}". No fact is known: do not answer it, say the manager will follow up.`,
    );
  }
  for (const i of analysis.signals.incidents)
    lines.push(
      `Incident (${i.kind}): "${i.span}". Take it seriously, invite the guest to contact the manager, promote nothing.${facts?.incidents?.trim() ? ` How we handle it: ${facts.incidents.trim()}` : ''}`,
    );
  return lines.length ? `What our analysis read in the review:\n${lines.join('\n')}` : '';
}
