// What other features may use of this one (ARCHITECTURE.md, "Server features"); the rest is
// private to the folder, and the lint refuses an import that goes around this file.
export { listMenuItems, listStaffMembers } from './catalogue-service.ts';
export { polarityCounts, scopeWhere, sentimentScore } from './filters.ts';
export { listTopKeywords } from './keywords-service.ts';
export { listMenuInsights } from './menu-service.ts';
export { listStaffPerformance } from './staff-service.ts';
export { reviewUnderstanding } from './understanding.ts';
export { analyseStoredReview } from './analysis.ts';
export { analyseNowWhereNeeded } from './analyse-now.ts';
