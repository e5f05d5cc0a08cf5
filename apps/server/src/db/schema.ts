/**
 * The database schema, one file per area under schema/; migrations are generated from it
 * (drizzle.config.ts) and every query imports its tables from here.
 */
export * from './schema/accounts.ts';
export * from './schema/reviews.ts';
export * from './schema/alerts.ts';
export * from './schema/sources.ts';
export * from './schema/intelligence.ts';
export * from './schema/analytics.ts';
export * from './schema/first-reply-months.ts';
export * from './schema/mention-stats.ts';
export * from './schema/leads.ts';
export * from './schema/imports.ts';
export * from './schema/social.ts';
export * from './schema/agent.ts';
export * from './schema/curation.ts';
export * from './schema/workflow.ts';
export * from './schema/alert-channels.ts';
export * from './schema/review-requests.ts';
