/**
 * The blind complaint yardstick (`data/complaint-yardstick.json`): invented 1–4★ reviews, each
 * with every complaint the guest made in their own words, for the reply scorer's "complaint
 * named" and "no invented complaint" checks (`scripts/eval-replies.ts --cases complaints`).
 * Written before the reply engine was run on it; README.md says how it was split.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { aspects, type Review } from './corpus.ts';

const entry = z.strictObject({
  id: z.string(),
  group: z.string(),
  location: z.string(),
  lang: z.enum(['en', 'fr-CA', 'fr-FR']),
  stars: z.number().int().min(1).max(4),
  author: z.string(),
  text: z.string().min(1),
  /** Every complaint: its aspect and the guest's words for it (a substring of the text). */
  complaints: z.array(z.strictObject({ aspect: z.enum(aspects), words: z.string() })).min(1),
  /** Aspects the guest praised, so a reply apologising for them reads as praised, not unsaid. */
  praised: z.array(z.enum(aspects)),
  split: z.enum(['dev', 'test']),
});

/** The yardstick as corpus reviews: complaints are negative aspects, nothing else is labelled. */
export function loadComplaintYardstick(): Review[] {
  const url = new URL('./data/complaint-yardstick.json', import.meta.url);
  const file = z
    .strictObject({ reviews: z.array(entry) })
    .parse(JSON.parse(readFileSync(url, 'utf8')));
  return file.reviews.map((r, i) => {
    for (const c of r.complaints)
      if (!r.text.includes(c.words)) throw new Error(`${r.id}: "${c.words}" is not in the text`);
    const labelled: Review['aspects'] = Object.fromEntries(r.praised.map((a) => [a, 'positive']));
    for (const c of r.complaints) labelled[c.aspect] = 'negative';
    const language = r.lang === 'en' ? ('en' as const) : ('fr' as const);
    return {
      id: r.id,
      group: r.group,
      location: r.location,
      platform: 'google',
      // One a day, so the drafts' openings rotate as a location's would.
      date: new Date(Date.UTC(2026, 8, 1 + i)).toISOString().slice(0, 10),
      stars: r.stars,
      author: r.author,
      split: r.split,
      text: r.text,
      lang: r.lang,
      sentiment: r.stars <= 2 ? 'negative' : 'mixed',
      sarcasm: false,
      spam: null,
      questions: [],
      incidents: [],
      dishes: [],
      staff: [],
      aspects: labelled,
      tags: [],
      reply: {
        mustAcknowledge: [],
        mustAddress: [],
        noPromotion: r.stars <= 2,
        replyLanguage: language,
      },
      language,
    };
  });
}
