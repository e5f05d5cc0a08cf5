import {
  FACT_MAX_LENGTH,
  FACT_TOPICS,
  type FactTopic,
  type RestaurantFacts,
} from '@tableside/domain/restaurant-facts';
import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { useSaveFacts } from '../api/use-restaurant-settings.ts';
import { useSuccessTimeout } from '../hooks/use-success-timeout.ts';
import { SaveStatus } from './save-status.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * The restaurant's facts (docs/product/reviews-and-replies.md#restaurant-facts): one answer per
 * topic, which replies may tell a guest who asks. A blank topic is unknown, so replies promise
 * that the team will follow up instead.
 */
export function FactsSection({
  restaurant,
  onSaved,
}: {
  restaurant: TRestaurant;
  onSaved: (restaurant: TRestaurant) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [facts, setFacts] = useState<RestaurantFacts>(restaurant.facts);
  const mutation = useSaveFacts(onSaved);
  useSuccessTimeout(mutation.isSuccess, mutation.reset);

  function handleSubmit() {
    // Trimmed and blank ones dropped, as the server stores them.
    const value: RestaurantFacts = {};
    for (const topic of FACT_TOPICS) {
      const text = facts[topic]?.trim();
      if (text) value[topic] = text;
    }
    mutation.mutate({ id: restaurant.id, value });
  }

  return (
    <SettingsSection
      id="restaurant-facts"
      title={t('replySettings.facts.title')}
      description={t('replySettings.facts.description')}
      isPending={mutation.isPending}
      onSubmit={handleSubmit}
    >
      <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
        {FACT_TOPICS.map((topic) => (
          <FactField
            key={topic}
            topic={topic}
            value={facts[topic] ?? ''}
            onChange={(text) => setFacts((current) => ({ ...current, [topic]: text }))}
          />
        ))}
      </div>
      <SaveStatus id="restaurant-facts" isSuccess={mutation.isSuccess} error={mutation.error} />
    </SettingsSection>
  );
}

function FactField({
  topic,
  value,
  onChange,
}: {
  topic: FactTopic;
  value: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  const id = `fact-${topic}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t(`replySettings.facts.topics.${topic}.label`)}
      </label>
      <textarea
        id={id}
        name={`facts.${topic}`}
        rows={2}
        value={value}
        maxLength={FACT_MAX_LENGTH}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className={`${FIELD_CLASS} resize-y`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-700 dark:text-slate-300">
        {t(`replySettings.facts.topics.${topic}.hint`)}
      </p>
    </div>
  );
}
