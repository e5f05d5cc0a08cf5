import { NotesPanel } from '../../../components/workflow/notes-panel.tsx';
import { useAddNote, useColleagues, useNotes } from '../api/use-workflow.ts';
import type { ReviewRef } from '../review-types.ts';
import { allowed, useWorkflowAccess } from '../workflow-context.ts';

/**
 * A review's internal notes (docs/product/team-workflow.md#internal-notes): the shared thread,
 * read and written through the review's routes.
 */
export function NotesThread({ review }: { review: ReviewRef }) {
  const access = useWorkflowAccess();
  const mayRead = allowed(access?.readNotes);
  const mayWrite = allowed(access?.writeNotes);
  const notes = useNotes(review, mayRead);
  const colleagues = useColleagues(review.location_id, mayWrite);
  const add = useAddNote(review);
  if (!mayRead) return null;
  return (
    <NotesPanel notes={notes} add={add} colleagues={colleagues.data ?? []} mayWrite={mayWrite} />
  );
}
