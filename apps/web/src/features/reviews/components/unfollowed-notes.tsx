import type { UnfollowedNote } from '@tableside/domain/instruction-notes';
import { useTranslation } from 'react-i18next';

/**
 * What the last regeneration left out of the person's instructions: each part as they typed it,
 * with why in their language, so they know what to change rather than find it silently ignored.
 */
export function UnfollowedNotes({ notes }: { notes: UnfollowedNote[] }) {
  const { t } = useTranslation('dashboard');
  if (!notes.length) return null;
  return (
    <div
      role="status"
      className="text-xs text-slate-700 dark:text-slate-300"
      data-testid="reply-unfollowed"
    >
      <p>{t('reviews.reply.unfollowed')}</p>
      <ul className="mt-1 list-disc ps-4">
        {notes.map((note) => (
          <li key={`${note.reason}:${note.instruction}`} data-testid="reply-unfollowed-note">
            {t(`reviews.reply.unfollowedReason.${note.reason}`, { instruction: note.instruction })}
          </li>
        ))}
      </ul>
    </div>
  );
}
