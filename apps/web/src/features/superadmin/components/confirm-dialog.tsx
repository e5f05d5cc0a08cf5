import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';

/**
 * Asks before an action that cannot be taken back (docs/product/console.md#confirmations): the
 * message names what will happen ("e-mails an invitation to …"), the button says the action.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  danger = false,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('superadmin');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} closeLabel={t('superadmin.actions.close')}>
        <div className="flex flex-col gap-4 p-5" data-testid="confirm-dialog">
          <p className="text-sm">{message}</p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('superadmin.actions.cancel')}
            </Button>
            <Button
              variant={danger ? 'danger' : 'primary'}
              onClick={() => {
                onConfirm();
                onClose();
              }}
              data-testid="confirm-action"
            >
              {confirmLabel}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
