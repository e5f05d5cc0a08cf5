import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { deleteImport } from '../api/review-import-api.ts';
import { ErrorText } from '../../../components/ui/error-text.tsx';

/** Deleting a finished or failed import, after a confirmation saying its reviews stay. */
export function DeleteImport({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const removal = useMutation({ mutationFn: () => deleteImport(id), onSuccess: onDeleted });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="import-delete">
        {t('reviewImport.delete')}
      </Button>
      {open && (
        <Dialog open onOpenChange={(next) => !next && setOpen(false)}>
          <DialogContent title={t('reviewImport.deleteTitle')} closeLabel={t('team.close')}>
            <div className="flex flex-col gap-4 p-5">
              <p className="text-sm">{t('reviewImport.deleteBody')}</p>
              {removal.error && <ErrorText error={removal.error} />}
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => setOpen(false)}>
                  {t('team.cancel')}
                </Button>
                <Button
                  variant="danger"
                  onClick={() => removal.mutate()}
                  disabled={removal.isPending}
                  data-testid="import-delete-confirm"
                >
                  {removal.isPending ? t('reviewImport.deleting') : t('reviewImport.deleteConfirm')}
                </Button>
              </div>
            </div>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
