import type { TLocationListItem } from '@tableside/domain/schemas/locations';
import { useTranslation } from 'react-i18next';
import { deleteLocation, renameLocation, useLocationChange } from '../api/team-api.ts';
import { NameDialog } from './name-dialog.tsx';

/** Renaming or deleting one location of the panel; `onDone` gets the notice to show. */
export function LocationDialogs({
  renaming,
  deleting,
  onClose,
  onDone,
}: {
  renaming: TLocationListItem | null;
  deleting: TLocationListItem | null;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  const rename = useLocationChange(renameLocation);
  const remove = useLocationChange(deleteLocation);
  if (renaming)
    return (
      <NameDialog
        title={t('team.locations.renameTitle', { name: renaming.name })}
        label={t('team.locations.name')}
        initial={renaming.name}
        submitLabel={t('team.save')}
        pending={rename.isPending}
        error={rename.isError ? t('team.locations.updateFailed') : null}
        onClose={onClose}
        onSubmit={(value) =>
          rename.mutate(
            { id: renaming.id, name: value },
            { onSuccess: () => onDone(t('team.locations.renamed', { name: value })) },
          )
        }
      />
    );
  if (deleting)
    return (
      <NameDialog
        title={t('team.locations.deleteTitle', { name: deleting.name })}
        label={t('team.locations.typeName', { name: deleting.name })}
        mustEqual={deleting.name}
        submitLabel={t('team.locations.delete')}
        variant="danger"
        pending={remove.isPending}
        error={remove.isError ? t('team.locations.deleteFailed') : null}
        onClose={onClose}
        onSubmit={() =>
          remove.mutate(
            { id: deleting.id, name: deleting.name },
            { onSuccess: () => onDone(t('team.locations.deleted', { name: deleting.name })) },
          )
        }
      >
        <p className="text-sm">
          {t('team.locations.deleteWarning', { count: deleting.review_count })}
        </p>
      </NameDialog>
    );
  return null;
}
