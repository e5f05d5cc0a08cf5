import { confirmsName } from '@tableside/domain/console-figures';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToastedMutate, type Mutation, type ToastKeys } from '../hooks/use-toasted-mutate.ts';

/**
 * docs/product/console.md#delete-confirmation: the delete button enables only once the exact name
 * is typed (compared trimmed).
 */
export function ConfirmDeleteDialog({
  name,
  title,
  pending,
  onConfirm,
  onClose,
}: {
  name: string;
  title: string;
  pending: boolean;
  onConfirm: (typed: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('superadmin');
  const [typed, setTyped] = useState('');
  const matches = confirmsName(typed, name);
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (matches) onConfirm(typed);
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} closeLabel={t('superadmin.actions.close')}>
        <form className="flex flex-col gap-4 p-5" onSubmit={handleSubmit}>
          <p className="text-sm">{t('superadmin.delete.warning', { name })}</p>
          <TextField
            label={t('superadmin.delete.typeName', { name })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            data-testid="confirm-name"
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('superadmin.actions.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={!matches || pending}>
              {pending ? t('common:loading') : t('superadmin.actions.delete')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Deleting a restaurant or a location: the typed-name dialog, the delete call with that name
 * (the server checks it again) and the outcome's toast.
 */
export function DeleteByNameDialog({
  target,
  title,
  remove,
  keys,
  onClose,
}: {
  target: { id: string; name: string };
  title: string;
  remove: Mutation<{ id: string; confirmName: string }> & { isPending: boolean };
  keys: ToastKeys;
  onClose: () => void;
}) {
  const mutate = useToastedMutate();
  return (
    <ConfirmDeleteDialog
      name={target.name}
      title={title}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={(typed) => mutate(remove, { id: target.id, confirmName: typed }, keys, onClose)}
    />
  );
}
