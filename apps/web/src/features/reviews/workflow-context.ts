import type { RouteAccess } from '@tableside/domain/access';
import { createContext, useContext } from 'react';

/**
 * What the signed-in user may do in the shared work inbox (docs/product/team-workflow.md), from
 * the domain's WORKFLOW_ACCESS map; the route that composes the screen provides it.
 */
export type WorkflowAccessState = {
  userId: string;
  assign: RouteAccess;
  readNotes: RouteAccess;
  writeNotes: RouteAccess;
  /** Inserting saved reply templates into the reply box. */
  useTemplates: RouteAccess;
};

export const WorkflowContext = createContext<WorkflowAccessState | null>(null);

/** Null outside a route that provides it: the controls then stay away. */
export function useWorkflowAccess(): WorkflowAccessState | null {
  return useContext(WorkflowContext);
}

export const allowed = (access: RouteAccess | undefined) => access?.kind === 'allowed';
