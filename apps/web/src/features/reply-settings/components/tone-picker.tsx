import { TONES } from '@tableside/domain/tones';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

type Tone = (typeof TONES)[number];

/** The four tones as radio cards, each with a short example reply. */
export function TonePicker({ value, onChange }: { value: Tone; onChange: (tone: Tone) => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('replySettings.style.tone')}
      </legend>
      <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {TONES.map((tone) => (
          <label
            key={tone}
            className={clsx(
              'flex cursor-pointer gap-3 rounded-lg border p-3 focus-within:ring-2 focus-within:ring-blue-600',
              tone === value
                ? 'border-blue-700 bg-blue-50 dark:border-blue-400 dark:bg-slate-800'
                : 'border-slate-300 dark:border-slate-600',
            )}
          >
            <input
              type="radio"
              name="tone"
              value={tone}
              checked={tone === value}
              onChange={() => onChange(tone)}
              className="mt-1 size-4 accent-blue-700 dark:accent-blue-400"
            />
            <span className="flex flex-col gap-1">
              <span className="text-sm font-semibold">
                {t(`replySettings.tones.${tone}.label`)}
              </span>
              <span className="text-sm text-slate-700 italic dark:text-slate-300">
                {t(`replySettings.tones.${tone}.example`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
