import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import { LIMITS } from '@tableside/domain/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { useSaveInstructions } from '../api/use-restaurant-settings.ts';
import { useSuccessTimeout } from '../hooks/use-success-timeout.ts';
import { SaveStatus } from './save-status.tsx';
import { SettingsSection } from './settings-section.tsx';

export function InstructionsSection({
  restaurant,
  onSaved,
}: {
  restaurant: TRestaurant;
  onSaved: (restaurant: TRestaurant) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [text, setText] = useState(restaurant.additional_system_prompt_instructions ?? '');
  const mutation = useSaveInstructions(onSaved);
  useSuccessTimeout(mutation.isSuccess, mutation.reset);

  return (
    <SettingsSection
      id="reply-instructions"
      title={t('replySettings.instructions.title')}
      description={t('replySettings.instructions.description')}
      isPending={mutation.isPending}
      onSubmit={() => mutation.mutate({ id: restaurant.id, value: text.trim() || null })}
    >
      <div className="flex flex-col gap-1">
        <label
          htmlFor="reply-instructions-text"
          className="text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          {t('replySettings.instructions.label')}
        </label>
        <textarea
          id="reply-instructions-text"
          name="additional_system_prompt_instructions"
          rows={5}
          value={text}
          maxLength={LIMITS.instructionsMax}
          aria-describedby="reply-instructions-hint reply-instructions-count"
          onChange={(event) => setText(event.target.value)}
          className={FIELD_CLASS}
        />
        <div className="flex justify-between gap-4 text-sm text-slate-700 dark:text-slate-300">
          <p id="reply-instructions-hint">{t('replySettings.instructions.hint')}</p>
          <p id="reply-instructions-count" className="shrink-0 tabular-nums">
            {t('replySettings.instructions.count', {
              length: text.length,
              max: LIMITS.instructionsMax,
            })}
          </p>
        </div>
      </div>
      <SaveStatus id="reply-instructions" isSuccess={mutation.isSuccess} error={mutation.error} />
    </SettingsSection>
  );
}
