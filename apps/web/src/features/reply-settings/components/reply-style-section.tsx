import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSaveReplyStyle } from '../api/use-restaurant-settings.ts';
import { useSuccessTimeout } from '../hooks/use-success-timeout.ts';
import { SaveStatus } from './save-status.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TonePicker } from './tone-picker.tsx';

/** ZRestaurantUpdate's limits. */
const SIGN_OFF_MAX = 200;
const MODEL_MAX = 100;

export function ReplyStyleSection({
  restaurant,
  onSaved,
}: {
  restaurant: TRestaurant;
  onSaved: (restaurant: TRestaurant) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [tone, setTone] = useState(restaurant.tone);
  const [signOff, setSignOff] = useState(restaurant.sign_off ?? '');
  const [model, setModel] = useState(restaurant.main_open_ai_model ?? '');
  const mutation = useSaveReplyStyle(onSaved);
  useSuccessTimeout(mutation.isSuccess, mutation.reset);

  function handleSubmit() {
    mutation.mutate({
      id: restaurant.id,
      value: {
        tone,
        sign_off: signOff.trim() || null,
        main_open_ai_model: model.trim() || null,
      },
    });
  }

  return (
    <SettingsSection
      id="reply-style"
      title={t('replySettings.style.title')}
      description={t('replySettings.style.description')}
      isPending={mutation.isPending}
      onSubmit={handleSubmit}
    >
      <TonePicker value={tone} onChange={setTone} />
      <TextField
        label={t('replySettings.style.signOff')}
        name="sign_off"
        value={signOff}
        maxLength={SIGN_OFF_MAX}
        placeholder={t('replySettings.style.signOffPlaceholder')}
        onChange={(event) => setSignOff(event.target.value)}
      />
      <div className="flex flex-col gap-1">
        <TextField
          label={t('replySettings.style.model')}
          name="main_open_ai_model"
          value={model}
          maxLength={MODEL_MAX}
          aria-describedby="reply-model-hint"
          onChange={(event) => setModel(event.target.value)}
        />
        <p id="reply-model-hint" className="text-sm text-slate-700 dark:text-slate-300">
          {t('replySettings.style.modelHint')}
        </p>
      </div>
      <SaveStatus id="reply-style" isSuccess={mutation.isSuccess} error={mutation.error} />
    </SettingsSection>
  );
}
