import { workflowAccess } from '@tableside/domain/access';
import { useMemo } from 'react';
import { useSignedInSession } from '../features/auth/hooks/use-session.ts';
import type { WorkflowAccessState } from '../features/reviews/workflow-context.ts';

/** The signed-in user's work-inbox rights, read from the domain's WORKFLOW_ACCESS map. */
export function useWorkflowAccessState(): WorkflowAccessState {
  const { me, role, tierLevel } = useSignedInSession();
  return useMemo(
    () => ({
      userId: me.user.id,
      assign: workflowAccess('assign', role, tierLevel),
      readNotes: workflowAccess('readNotes', role, tierLevel),
      writeNotes: workflowAccess('writeNotes', role, tierLevel),
      useTemplates: workflowAccess('useTemplates', role, tierLevel),
    }),
    [me.user.id, role, tierLevel],
  );
}
