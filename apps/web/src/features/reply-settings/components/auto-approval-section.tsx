import {
  AUTO_APPROVAL_DELAY_OPTIONS,
  DEFAULT_AUTO_APPROVAL_MIN_RATING,
} from '@tableside/domain/auto-approval';
import { RATINGS } from '@tableside/domain/ratings';
import { ZAutoApprovalUpdate, type TRestaurant } from '@tableside/domain/schemas/restaurants';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveAutoApproval } from '../api/use-restaurant-settings.ts';
import { useSuccessTimeout } from '../hooks/use-success-timeout.ts';
import { delayLabel } from './delay-label.ts';
import { SaveStatus } from './save-status.tsx';
import { SettingsSection } from './settings-section.tsx';
import { Switch } from '../../../components/ui/switch.tsx';

export function AutoApprovalSection({
  restaurant,
  onSaved,
}: {
  restaurant: TRestaurant;
  onSaved: (restaurant: TRestaurant) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [enabled, setEnabled] = useState(restaurant.auto_approve_reviews);
  const [delay, setDelay] = useState(restaurant.auto_approval_minutes_delay);
  const [minRating, setMinRating] = useState(
    restaurant.auto_approval_min_rating || DEFAULT_AUTO_APPROVAL_MIN_RATING,
  );
  const [delayMissing, setDelayMissing] = useState(false);
  const mutation = useSaveAutoApproval(onSaved);
  useSuccessTimeout(mutation.isSuccess, mutation.reset);

  function handleSubmit() {
    const value = {
      auto_approve_reviews: enabled,
      auto_approval_minutes_delay: delay,
      auto_approval_min_rating: minRating,
    };
    // The API's own schema, so the form refuses what the server would.
    const missing = !ZAutoApprovalUpdate.safeParse(value).success;
    setDelayMissing(missing);
    if (missing) return;
    mutation.mutate({ id: restaurant.id, value });
  }

  const serverRefusedDelay =
    mutation.error instanceof ApiError && mutation.error.code === 'validation_failed';
  const delayError =
    delayMissing || serverRefusedDelay ? t('replySettings.autoApproval.delayRequired') : null;

  return (
    <SettingsSection
      id="auto-approval"
      title={t('replySettings.autoApproval.title')}
      description={t('replySettings.autoApproval.description')}
      isPending={mutation.isPending}
      onSubmit={handleSubmit}
    >
      <p
        data-testid="auto-approval-notice"
        className="flex gap-2 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('replySettings.autoApproval.notice')}
      </p>
      <Switch
        id="auto-approval-switch"
        label={t('replySettings.autoApproval.enable')}
        checked={enabled}
        onChange={(next) => {
          setEnabled(next);
          setDelayMissing(false);
        }}
      />
      {enabled && (
        <div className="flex flex-col gap-1">
          <label
            htmlFor="auto-approval-delay"
            className="text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {t('replySettings.autoApproval.delay')}
          </label>
          <select
            id="auto-approval-delay"
            value={delay ?? ''}
            aria-invalid={delayError ? true : undefined}
            aria-describedby={delayError ? 'auto-approval-delay-error' : undefined}
            onChange={(event) => {
              setDelay(event.target.value === '' ? null : Number(event.target.value));
              setDelayMissing(false);
            }}
            className={FIELD_CLASS}
          >
            <option value="">{delayLabel(t, null)}</option>
            {AUTO_APPROVAL_DELAY_OPTIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {delayLabel(t, minutes)}
              </option>
            ))}
          </select>
          {delayError && (
            <p
              id="auto-approval-delay-error"
              role="alert"
              className="text-sm text-red-800 dark:text-red-300"
            >
              {delayError}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label
          htmlFor="auto-approval-rating"
          className="text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          {t('replySettings.autoApproval.minRating')}
        </label>
        <select
          id="auto-approval-rating"
          value={minRating}
          aria-describedby="auto-approval-rating-hint"
          onChange={(event) => setMinRating(Number(event.target.value))}
          className={FIELD_CLASS}
        >
          {RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {t('replySettings.autoApproval.stars', { count: rating })}
            </option>
          ))}
        </select>
        <p id="auto-approval-rating-hint" className="text-sm text-slate-700 dark:text-slate-300">
          {t('replySettings.autoApproval.minRatingHint')}
        </p>
      </div>
      <SaveStatus
        id="auto-approval"
        isSuccess={mutation.isSuccess}
        error={serverRefusedDelay ? null : mutation.error}
      />
    </SettingsSection>
  );
}
