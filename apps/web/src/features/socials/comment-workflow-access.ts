import type { RouteAccess } from '@tableside/domain/access';

/**
 * What the signed-in user may do with a comment's assignee and notes: the work inbox's rights
 * (docs/product/team-workflow.md#who-may-do-what), handed down by the route.
 */
export type CommentWorkflowAccess = {
  userId: string;
  assign: RouteAccess;
  readNotes: RouteAccess;
  writeNotes: RouteAccess;
};

export const allowed = (access: RouteAccess | undefined) => access?.kind === 'allowed';
