import type { Polarity } from '@tableside/domain/insights';
import { readStaff } from '../src/ai/analysis/batch.ts';
import { analyseReview } from '../src/ai/analysis/review-analysis.ts';
import {
  inHoldout,
  loadStaffMentions,
  type StaffMentionReview,
} from '../training/staff-mentions.ts';

// The polarity the product gives a named staff member on the invented reviews of
// training/data/staff-mentions.jsonl: the fixed holdout (never trained or tuned on; aggregate
// figures only), then the training part.
//   npm run -s eval:staff-mentions

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '–');

export function readMention(r: StaffMentionReview): Polarity | 'missed' {
  const staff = readStaff([{ name: r.name, role: r.role }]);
  return analyseReview(r.text, r.rating, { staff }).staff[0]?.polarity ?? 'missed';
}

/** Where the clause says nothing, the stars speak: what a neutral mention may fairly be read as. */
const starsSay = (rating: number): Polarity | null =>
  rating >= 4 ? 'positive' : rating <= 2 ? 'negative' : null;

function table(name: string, reviews: StaffMentionReview[]) {
  const polar = reviews.filter((r) => r.polarity !== 'neutral');
  const right = polar.filter((r) => readMention(r) === r.polarity).length;
  console.log(`${name} (${reviews.length} reviews)`);
  console.log(`  praise/complaint polarity: ${pct(right, polar.length)} of ${polar.length}`);
  for (const kind of ['complaint-event', 'complaint-worded', 'praise-event', 'praise-worded']) {
    const of = polar.filter((r) => r.kind === kind);
    const ok = of.filter((r) => readMention(r) === r.polarity).length;
    console.log(`    ${kind.padEnd(17)} ${pct(ok, of.length)} of ${of.length}`);
  }
  const against = polar.filter((r) => r.polarity !== starsSay(r.rating) && starsSay(r.rating));
  const okAgainst = against.filter((r) => readMention(r) === r.polarity).length;
  console.log(`    against the stars  ${pct(okAgainst, against.length)} of ${against.length}`);
  const neutral = reviews.filter((r) => r.polarity === 'neutral');
  const fair = neutral.filter((r) => {
    const read = readMention(r);
    return read === 'neutral' || read === (starsSay(r.rating) ?? read);
  }).length;
  console.log(
    `  plain mentions read neutral or as the stars: ${pct(fair, neutral.length)} of ${neutral.length}`,
  );
  for (const lang of ['en', 'fr-FR', 'fr-CA']) {
    const of = polar.filter((r) => r.lang === lang);
    const ok = of.filter((r) => readMention(r) === r.polarity).length;
    console.log(`    ${lang.padEnd(6)} polarity ${pct(ok, of.length)} of ${of.length}`);
  }
}

const reviews = loadStaffMentions();
table(
  'holdout',
  reviews.filter((r) => inHoldout(r)),
);
table(
  'training part',
  reviews.filter((r) => !inHoldout(r)),
);
