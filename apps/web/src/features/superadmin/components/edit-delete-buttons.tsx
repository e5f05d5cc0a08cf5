import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** A console card's Edit and Delete buttons, each naming what it acts on for screen readers. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('superadmin');
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={onEdit}
        aria-label={t('superadmin.actions.editNamed', { name })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t('superadmin.actions.edit')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={onDelete}
        aria-label={t('superadmin.actions.deleteNamed', { name })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('superadmin.actions.delete')}
      </Button>
    </>
  );
}
