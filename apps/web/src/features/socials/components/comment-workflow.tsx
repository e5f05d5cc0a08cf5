import { takesComments } from '@tableside/domain/access';
import type { TSocialComment } from '@tableside/domain/schemas/socials';
import { MessageSquareLock } from 'lucide-react';
import type { TColleague } from '@tableside/domain/schemas/workflow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssigneeSelect } from '../../../components/workflow/assignee-select.tsx';
import { NotesPanel } from '../../../components/workflow/notes-panel.tsx';
import {
  useAddCommentNote,
  useAssignComment,
  useColleagues,
  useCommentNotes,
} from '../api/use-socials.ts';
import { allowed, type CommentWorkflowAccess } from '../comment-workflow-access.ts';

/** Only who opens the socials screen can work a comment or be told of one (packages/domain/src/access.ts). */
const opensSocials = (c: TColleague) => takesComments(c.role);

/**
 * Who works a comment and what the team says about it (docs/product/team-workflow.md): the
 * reviews' assignee choice and notes thread, under a disclosure so the list stays short.
 */
export function CommentWorkflow({
  restaurantId,
  comment,
  author,
  access,
}: {
  restaurantId: string;
  comment: TSocialComment;
  author: string;
  access: CommentWorkflowAccess;
}) {
  const { t } = useTranslation('dashboard');
  const mayAssign = allowed(access.assign);
  const mayRead = allowed(access.readNotes);
  // The thread is read when opened, not for every comment of the list.
  const [notesOpen, setNotesOpen] = useState(false);
  if (!mayAssign && !mayRead) return null;
  return (
    <section
      aria-label={t('socials.workflowFor', { author })}
      className="flex flex-col gap-3 border-t border-slate-200 pt-3 dark:border-slate-700"
      data-testid="comment-workflow"
    >
      {mayAssign ? (
        <CommentAssignee restaurantId={restaurantId} comment={comment} access={access} />
      ) : (
        comment.assignee_name && (
          <p className="text-sm">{t('workflow.assignedTo', { name: comment.assignee_name })}</p>
        )
      )}
      {mayRead && (
        <details
          data-testid="comment-notes"
          onToggle={(event) => setNotesOpen(event.currentTarget.open)}
        >
          <summary className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-blue-800 underline-offset-2 hover:underline dark:text-blue-300">
            <MessageSquareLock aria-hidden="true" className="size-4" />
            {t('workflow.notes.title')}
          </summary>
          {notesOpen && (
            <div className="pt-3">
              <CommentNotes restaurantId={restaurantId} comment={comment} access={access} />
            </div>
          )}
        </details>
      )}
    </section>
  );
}

/** The reviews' assignee choice, offering only who opens the socials screen. */
function CommentAssignee({
  restaurantId,
  comment,
  access,
}: {
  restaurantId: string;
  comment: TSocialComment;
  access: CommentWorkflowAccess;
}) {
  const colleagues = useColleagues(comment.location_id, true);
  const assign = useAssignComment(restaurantId);
  return (
    <AssigneeSelect
      assignee={{ id: comment.assignee_id, name: comment.assignee_name }}
      options={(colleagues.data ?? []).filter((c) => c.assignable && opensSocials(c))}
      loading={colleagues.isPending}
      pending={assign.isPending}
      error={assign.isError ? assign.error : null}
      meId={access.userId}
      onChange={(userId) => assign.mutate({ id: comment.id, userId })}
    />
  );
}

function CommentNotes({
  restaurantId,
  comment,
  access,
}: {
  restaurantId: string;
  comment: TSocialComment;
  access: CommentWorkflowAccess;
}) {
  const { t } = useTranslation('dashboard');
  const mayWrite = allowed(access.writeNotes);
  const notes = useCommentNotes(restaurantId, comment.id, true);
  const colleagues = useColleagues(comment.location_id, mayWrite);
  const add = useAddCommentNote(restaurantId, comment.id);
  return (
    <NotesPanel
      notes={notes}
      add={add}
      colleagues={(colleagues.data ?? []).filter(opensSocials)}
      mayWrite={mayWrite}
      hint={t('workflow.notes.commentHint')}
      titled={false}
    />
  );
}
