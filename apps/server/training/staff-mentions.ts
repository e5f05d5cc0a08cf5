import { readFileSync } from 'node:fs';
import type { Polarity } from '@tableside/domain/insights';
import { hashString } from '../src/ai/builtin/random.ts';

/** One invented review of `data/staff-mentions.jsonl`: a staff member named once, and the verdict. */
export type StaffMentionReview = {
  id: string;
  lang: 'en' | 'fr-FR' | 'fr-CA';
  rating: number;
  name: string;
  role: string;
  kind: 'complaint-event' | 'complaint-worded' | 'praise-event' | 'praise-worded' | 'neutral';
  text: string;
  /** The sentence that names the person, as it stands in `text`. */
  mention: string;
  polarity: Extract<Polarity, 'positive' | 'negative' | 'neutral'>;
};

export const STAFF_MENTIONS_URL = new URL('./data/staff-mentions.jsonl', import.meta.url);

export function loadStaffMentions(url: URL = STAFF_MENTIONS_URL): StaffMentionReview[] {
  return readFileSync(url, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as StaffMentionReview);
}

/** The fixed holdout (`data/staff-mentions.md`): about 35% of the reviews, never trained on. */
export const inHoldout = (review: Pick<StaffMentionReview, 'id'>) =>
  hashString(`staff-mentions:${review.id}`) % 100 < 35;
