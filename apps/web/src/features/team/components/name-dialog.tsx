import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/**
 * A dialog around one text field: renaming a location, or typing its name to confirm deleting it
 * (docs/product/console.md#delete-confirmation: the action enables only once the exact name is
 * typed).
 */
export function NameDialog({
  title,
  label,
  initial = '',
  mustEqual,
  submitLabel,
  variant = 'primary',
  pending,
  error,
  children,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  initial?: string;
  mustEqual?: string;
  submitLabel: string;
  variant?: ButtonVariant;
  pending: boolean;
  error: string | null;
  children?: ReactNode;
  onSubmit: (value: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const [value, setValue] = useState(initial);
  const ready = mustEqual === undefined ? value.trim() !== '' : value.trim() === mustEqual.trim();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (ready) onSubmit(value.trim());
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} closeLabel={t('team.close')}>
        <form className="flex flex-col gap-4 p-5" onSubmit={handleSubmit}>
          {children}
          <TextField
            label={label}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="off"
            required
          />
          {error && (
            <p role="alert" className="text-sm text-red-800 dark:text-red-200">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('team.cancel')}
            </Button>
            <Button type="submit" variant={variant} disabled={!ready || pending}>
              {pending ? t('common:loading') : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
