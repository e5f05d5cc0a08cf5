/*
 * The shared work inbox's vocabulary without zod, so the browser can import it cheaply
 * (docs/product/team-workflow.md).
 */

/** The longest internal note, and the most colleagues one note may mention. */
export const NOTE_MAX_LENGTH = 2000;
export const NOTE_MAX_MENTIONS = 20;
/** Rules a restaurant may keep: first match wins, so a long list is a smell, not a feature. */
export const RULES_MAX = 50;

/** The inbox's views (docs/product/team-workflow.md#views). */
export const INBOX_VIEWS = ['all', 'mine', 'unassigned', 'overdue'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];
