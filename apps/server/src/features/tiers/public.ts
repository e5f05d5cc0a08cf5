// What other features may use of this one (ARCHITECTURE.md, "Server features"); the rest is
// private to the folder, and the lint refuses an import that goes around this file.
export { keywordAllowanceOf, pageWithin } from './keyword-allowance.ts';
export {
  isBeyondMonthlyAllowance,
  monthlyReviewAllowance,
  reviewsBeyondMonthlyAllowance,
} from './review-allowance.ts';
export { listTiers } from './service.ts';
