import { takesComments } from '@tableside/domain/access';
import type { TSocialComment } from '@tableside/domain/schemas/socials';
import { MessageSquareLock } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../../components/ui/error-text.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { NotesPanel } from '../../../components/workflow/notes-panel.tsx';
import {
  useAddCommentNote,
  useAssignComment,
  useColleagues,
  useCommentNotes,
} from '../api/use-socials.ts';
import { allowed, type CommentWorkflowAccess } from '../comment-workflow-access.ts';

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
        <AssigneeSelect restaurantId={restaurantId} comment={comment} access={access} />
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

function AssigneeSelect({
  restaurantId,
  comment,
  access,
}: {
  restaurantId: string;
  comment: TSocialComment;
  access: CommentWorkflowAccess;
}) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const colleagues = useColleagues(comment.location_id, true);
  const assign = useAssignComment(restaurantId);
  // Only who opens the socials screen can work a comment (packages/domain/src/access.ts).
  const options = (colleagues.data ?? []).filter((c) => c.assignable && takesComments(c.role));
  const current = comment.assignee_id ?? '';
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t('workflow.assignee')}
        </label>
        <select
          id={id}
          className={FIELD_CLASS}
          value={current}
          disabled={assign.isPending || colleagues.isPending}
          data-testid="assignee-select"
          onChange={(event) =>
            assign.mutate({ id: comment.id, userId: event.target.value || null })
          }
        >
          <option value="">{t('workflow.unassigned')}</option>
          {/* The current assignee stays listed even if they could no longer be chosen. */}
          {current && !options.some((c) => c.id === current) && (
            <option value={current}>{comment.assignee_name ?? current}</option>
          )}
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.id === access.userId ? t('workflow.me', { name: c.name }) : c.name}
            </option>
          ))}
        </select>
      </div>
      {assign.isError && <ErrorText error={assign.error} />}
    </div>
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
      colleagues={colleagues.data ?? []}
      mayWrite={mayWrite}
      hint={t('workflow.notes.commentHint')}
      titled={false}
    />
  );
}
