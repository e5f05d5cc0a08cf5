import { clsx } from 'clsx';
import { Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button.tsx';

/**
 * A file field in the page's language: the browser's own control says "Choose File" and "No file
 * chosen" in the browser's language whatever the app speaks, so the input is kept for keyboards
 * and screen readers (visually hidden, labelled by `label`) and a translated button and file
 * name stand in for its look. `onFile` gets the chosen file; the same file may be chosen again.
 */
export function FileInput({
  label,
  help,
  accept,
  disabled = false,
  onFile,
  testId,
}: {
  label: string;
  help?: string;
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const [name, setName] = useState<string | null>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setName(file.name);
    onFile(file);
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {help && (
        <p id={`${id}-help`} className="text-sm text-slate-700 dark:text-slate-300">
          {help}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          onChange={handleChange}
          aria-describedby={clsx(help && `${id}-help`, `${id}-name`)}
          data-testid={testId}
          className="peer sr-only"
        />
        {/* The look of the control; the input above carries its name and takes the focus. */}
        <label
          htmlFor={id}
          aria-hidden="true"
          className={clsx(
            buttonClass('secondary', 'cursor-pointer'),
            'peer-focus-visible:ring-2 peer-focus-visible:ring-blue-600 peer-focus-visible:ring-offset-2',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          <Upload aria-hidden="true" className="size-4" />
          {t('file.choose')}
        </label>
        <span id={`${id}-name`} className="text-sm break-all text-slate-700 dark:text-slate-300">
          {name ?? t('file.none')}
        </span>
      </div>
    </div>
  );
}
