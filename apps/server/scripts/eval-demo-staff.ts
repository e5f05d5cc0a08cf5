import { readStaff } from '../src/ai/analysis/batch.ts';
import { analyseReview } from '../src/ai/analysis/review-analysis.ts';
import { BANKS, type Role } from '../src/db/seed/review-phrases.ts';

// An outside check of the staff-mention reading on the demo generator's staff sentences (never
// trained on): each negative one alone in a 3, 4 and 5★ review, each positive one in a 1 and 2★
// review, where the stars cannot answer for the sentence.
//   npx tsx apps/server/scripts/eval-demo-staff.ts

const NAME = 'Marco';
const fill = (template: string) =>
  template
    .replaceAll('{staff}', NAME)
    .replaceAll('{que_staff}', `que ${NAME}`)
    .replaceAll('{de_staff}', `de ${NAME}`)
    .replaceAll('{mins}', '40')
    .replace(/\{[a-z_0-9]+\}/g, 'x');

for (const [lang, bank] of Object.entries(BANKS)) {
  for (const [side, stars, wanted] of [
    ['neg', [3, 4, 5], 'negative'],
    ['pos', [1, 2], 'positive'],
  ] as const) {
    let right = 0;
    let all = 0;
    for (const [role, templates] of Object.entries(bank.staff[side]) as [Role, string[]][]) {
      const staff = readStaff([{ name: NAME, role }]);
      for (const template of templates)
        for (const rating of stars) {
          const found = analyseReview(fill(template), rating, { staff }).staff[0]?.polarity;
          all++;
          if (found === wanted) right++;
        }
    }
    console.log(`${lang} ${side} phrases at ${stars.join('/')}★: ${right}/${all} read ${wanted}`);
  }
}
