import { AUTO_APPROVAL_DELAY_OPTIONS } from '@tableside/domain/auto-approval';
import type { TLocationName } from '@tableside/domain/schemas/locations';
import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import type { RestaurantChanges } from '../api/use-restaurants.ts';
import type { TSubscriptionTier } from '@tableside/domain/schemas/tiers';
import { tierAtLeast } from '@tableside/domain/tiers';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { delayText, weekdayName } from '../format.ts';
import { changesOf, draftOf, type Draft } from '../restaurant-changes.ts';
import { TrialLine } from './trial-actions.tsx';
import { IntegrationsPicker } from './integrations-picker.tsx';
import { LocationChips } from './location-chips.tsx';
import { SelectField } from './select-field.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Add or edit a restaurant (docs/product/console.md#restaurant-form). */
export function RestaurantFormDialog({
  restaurant,
  tiers,
  locations,
  pending,
  onSave,
  onClose,
}: {
  restaurant: TRestaurant | null;
  tiers: readonly TSubscriptionTier[];
  locations: readonly TLocationName[];
  pending: boolean;
  onSave: (changes: RestaurantChanges) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('superadmin');
  const lang = useLang();
  const isNew = restaurant === null;
  const [initial] = useState(() => draftOf(restaurant));
  const [draft, setDraft] = useState(initial);
  const [kept, setKept] = useState(() => [...locations]);
  const [added, setAdded] = useState<string[]>([]);
  const [newLocation, setNewLocation] = useState('');
  const [removing, setRemoving] = useState<TLocationName | null>(null);
  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const tier = tiers.find((x) => x.id === draft.subscription_tier_id);
  const integrationsEnabled = tierAtLeast(tier?.level, 'Pro');
  const complete = draft.name.trim() !== '' && draft.subscription_tier_id !== '';
  const delayMissing = draft.auto_approve_reviews && draft.auto_approval_minutes_delay === null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!complete || delayMissing) return;
    // Integrations beyond Google need Pro or Enterprise: a tier change downwards drops them.
    const next = integrationsEnabled
      ? draft
      : { ...draft, integrations: draft.integrations.filter((i) => i === 'Google') };
    const removed = locations.filter((l) => !kept.some((k) => k.id === l.id));
    onSave(
      changesOf(initial, next, isNew, {
        add: added,
        remove: removed.map((l) => ({ id: l.id, name: l.name })),
      }),
    );
  }

  function handleAddLocation() {
    const name = newLocation.trim();
    // docs/product/console.md#restaurant-form: location names added in the form must be non-blank.
    if (!name) return;
    setAdded((list) => [...list, name]);
    setNewLocation('');
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t(isNew ? 'superadmin.restaurants.addTitle' : 'superadmin.restaurants.editTitle')}
        closeLabel={t('superadmin.actions.close')}
      >
        <form
          className="flex flex-col gap-4 p-5"
          onSubmit={handleSubmit}
          data-testid="restaurant-form"
        >
          <TextField
            label={t('superadmin.restaurants.name')}
            value={draft.name}
            onChange={(event) => update({ name: event.target.value })}
            required
          />
          <SelectField
            label={t('superadmin.restaurants.tier')}
            value={draft.subscription_tier_id}
            onChange={(value) => update({ subscription_tier_id: value })}
            required
            options={[
              { value: '', label: t('superadmin.restaurants.chooseTier') },
              ...tiers.map((x) => ({ value: x.id, label: x.name })),
            ]}
          />
          {restaurant && <TrialLine restaurant={restaurant} />}
          <SelectField
            label={t('superadmin.restaurants.reportDay')}
            value={String(draft.weekly_report_day)}
            onChange={(value) => update({ weekly_report_day: Number(value) })}
            options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({
              value: String(d),
              label: weekdayName(d, lang),
            }))}
          />
          {!isNew && (
            <>
              <TextField
                label={t('superadmin.restaurants.model')}
                value={draft.main_open_ai_model}
                onChange={(event) => update({ main_open_ai_model: event.target.value })}
              />
              <TextField
                label={t('superadmin.restaurants.webhook')}
                type="url"
                value={draft.approval_zapier_url}
                onChange={(event) => update({ approval_zapier_url: event.target.value })}
              />
              <label className="flex flex-col gap-1 text-sm font-medium text-slate-800 dark:text-slate-200">
                {t('superadmin.restaurants.instructions')}
                <textarea
                  className={FIELD_CLASS}
                  rows={3}
                  value={draft.additional_system_prompt_instructions}
                  onChange={(event) =>
                    update({ additional_system_prompt_instructions: event.target.value })
                  }
                />
              </label>
            </>
          )}
          <label className="flex items-center gap-2 text-sm font-medium">
            <Checkbox
              checked={draft.auto_approve_reviews}
              data-testid="auto-approve"
              onChange={(event) =>
                update({
                  auto_approve_reviews: event.target.checked,
                  auto_approval_minutes_delay: event.target.checked
                    ? (draft.auto_approval_minutes_delay ?? 60)
                    : draft.auto_approval_minutes_delay,
                })
              }
            />
            {t('superadmin.restaurants.autoApprove')}
          </label>
          {/* Only while auto-approval is on: docs/product/console.md#restaurant-form */}
          {draft.auto_approve_reviews && (
            <SelectField
              label={t('superadmin.restaurants.delay')}
              value={String(draft.auto_approval_minutes_delay ?? '')}
              onChange={(value) => update({ auto_approval_minutes_delay: Number(value) })}
              testId="auto-approval-delay"
              options={AUTO_APPROVAL_DELAY_OPTIONS.map((m) => ({
                value: String(m),
                label: delayText(t, m),
              }))}
            />
          )}
          <IntegrationsPicker
            value={draft.integrations}
            enabled={integrationsEnabled}
            onChange={(integrations) => update({ integrations })}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('superadmin.restaurants.locations')}
            </legend>
            <LocationChips
              kept={kept}
              added={added}
              // A stored location goes with its reviews on save: ask first.
              onRemoveKept={setRemoving}
              onRemoveAdded={(i) => setAdded((list) => list.filter((_, j) => j !== i))}
            />
            <div className="flex items-end gap-2">
              <TextField
                className="flex-1"
                label={t('superadmin.restaurants.newLocation')}
                value={newLocation}
                onChange={(event) => setNewLocation(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    handleAddLocation();
                  }
                }}
              />
              <Button
                variant="secondary"
                onClick={handleAddLocation}
                disabled={!newLocation.trim()}
              >
                {t('superadmin.restaurants.addLocation')}
              </Button>
            </div>
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('superadmin.actions.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={!complete || delayMissing || pending}
              data-testid="restaurant-submit"
            >
              {pending
                ? t('common:loading')
                : t(isNew ? 'superadmin.actions.add' : 'superadmin.actions.save')}
            </Button>
          </div>
        </form>
        {removing && (
          <ConfirmDialog
            title={t('superadmin.confirm.removeLocationTitle', { name: removing.name })}
            message={t('superadmin.confirm.removeLocationMessage', { name: removing.name })}
            confirmLabel={t('superadmin.confirm.remove')}
            danger
            onConfirm={() => setKept((k) => k.filter((x) => x.id !== removing.id))}
            onClose={() => setRemoving(null)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
