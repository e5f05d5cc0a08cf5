import { formatDay, todayIn } from '@tableside/domain/date-ranges';
import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import { TRIAL_EXTEND_MAX_DAYS, trialDaysLeft, trialState } from '@tableside/domain/trial';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { useTrialAction, type TrialExtension } from '../api/use-restaurants.ts';
import { useToastedMutate } from '../hooks/use-toasted-mutate.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const DAY_MS = 86_400_000;

/** A restaurant's trial in a few words: "Ends Dec 8, 2026 (12 days left)", "Ended …", "Converted". */
export function useTrialText(r: TRestaurant): string | null {
  const { t } = useTranslation('superadmin');
  const lang = useLang();
  const state = trialState({ endsAt: r.trial_ends_at, convertedAt: r.trial_converted_at });
  if (state === 'none' || !r.trial_ends_at) return null;
  const date = formatDay(todayIn(r.timezone, new Date(r.trial_ends_at)), lang, 'text');
  if (state === 'converted') return t('superadmin.trial.converted');
  if (state === 'expired') return t('superadmin.trial.ended', { date });
  return t('superadmin.trial.ends', { date, count: trialDaysLeft(r.trial_ends_at) });
}

/** The end an extension would give, to name it in the confirmation. */
function newEnd(r: TRestaurant, extension: TrialExtension): Date {
  if ('ends_on' in extension) return new Date(`${extension.ends_on}T23:59:59.999Z`);
  const from = Math.max(r.trial_ends_at ? Date.parse(r.trial_ends_at) : 0, Date.now());
  return new Date(from + extension.days * DAY_MS);
}

/**
 * Extend and Convert (docs/product/console.md#trials): each asks first, naming the restaurant and
 * what happens; the server writes both to the audit log.
 */
export function TrialActions({ restaurant: r }: { restaurant: TRestaurant }) {
  const { t } = useTranslation('superadmin');
  const lang = useLang();
  const mutate = useToastedMutate();
  const action = useTrialAction();
  const [step, setStep] = useState<'idle' | 'extend' | 'convert'>('idle');
  const [mode, setMode] = useState<'days' | 'date'>('days');
  const [days, setDays] = useState('30');
  const [endsOn, setEndsOn] = useState('');
  const [confirming, setConfirming] = useState<TrialExtension | null>(null);
  const state = trialState({ endsAt: r.trial_ends_at, convertedAt: r.trial_converted_at });
  if (state === 'none' || state === 'converted') return null;

  function handleExtend(event: FormEvent) {
    event.preventDefault();
    setConfirming(mode === 'days' ? { days: Number(days) } : { ends_on: endsOn });
    setStep('idle');
  }
  const dayOf = (d: Date) => formatDay(todayIn(r.timezone, d), lang, 'text');

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled={action.isPending}
        onClick={() => setStep('extend')}
        aria-label={t('superadmin.trial.extendNamed', { name: r.name })}
        data-testid="trial-extend"
      >
        {t('superadmin.trial.extend')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={action.isPending}
        onClick={() => setStep('convert')}
        aria-label={t('superadmin.trial.convertNamed', { name: r.name })}
        data-testid="trial-convert"
      >
        {t('superadmin.trial.convert')}
      </Button>
      {step === 'extend' && (
        <Dialog open onOpenChange={(open) => !open && setStep('idle')}>
          <DialogContent
            title={t('superadmin.trial.extendTitle', { name: r.name })}
            closeLabel={t('superadmin.actions.close')}
          >
            <form className="flex flex-col gap-4 p-5" onSubmit={handleExtend}>
              <fieldset className="flex flex-wrap gap-4 text-sm">
                <legend className="sr-only">{t('superadmin.trial.how')}</legend>
                {(['days', 'date'] as const).map((m) => (
                  <label key={m} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="trial-mode"
                      checked={mode === m}
                      onChange={() => setMode(m)}
                    />
                    {t(`superadmin.trial.mode.${m}`)}
                  </label>
                ))}
              </fieldset>
              {mode === 'days' ? (
                <TextField
                  label={t('superadmin.trial.days')}
                  type="number"
                  min={1}
                  max={TRIAL_EXTEND_MAX_DAYS}
                  required
                  value={days}
                  onChange={(event) => setDays(event.target.value)}
                  data-testid="trial-days"
                />
              ) : (
                <TextField
                  label={t('superadmin.trial.endsOn')}
                  type="date"
                  required
                  value={endsOn}
                  onChange={(event) => setEndsOn(event.target.value)}
                  data-testid="trial-ends-on"
                />
              )}
              <div className="flex justify-end gap-2">
                <Button variant="secondary" type="button" onClick={() => setStep('idle')}>
                  {t('superadmin.actions.cancel')}
                </Button>
                <Button type="submit" data-testid="trial-extend-next">
                  {t('superadmin.trial.extend')}
                </Button>
              </div>
            </form>
          </DialogContent>
        </Dialog>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('superadmin.trial.extendTitle', { name: r.name })}
          message={t('superadmin.trial.extendMessage', {
            name: r.name,
            date: dayOf(newEnd(r, confirming)),
          })}
          confirmLabel={t('superadmin.trial.extend')}
          onConfirm={() =>
            mutate(
              action,
              { id: r.id, extend: confirming },
              { done: 'superadmin.trial.extended', failed: 'superadmin.trial.failed' },
            )
          }
          onClose={() => setConfirming(null)}
        />
      )}
      {step === 'convert' && (
        <ConfirmDialog
          title={t('superadmin.trial.convertTitle', { name: r.name })}
          message={t('superadmin.trial.convertMessage', {
            name: r.name,
            plan: r.subscription_tier?.name ?? '',
          })}
          confirmLabel={t('superadmin.trial.convert')}
          onConfirm={() =>
            mutate(
              action,
              { id: r.id, extend: null },
              { done: 'superadmin.trial.convertedToast', failed: 'superadmin.trial.failed' },
            )
          }
          onClose={() => setStep('idle')}
        />
      )}
    </>
  );
}

/** The restaurant form's trial line: where the trial stands (the card's buttons change it). */
export function TrialLine({ restaurant }: { restaurant: TRestaurant }) {
  const { t } = useTranslation('superadmin');
  const text = useTrialText(restaurant);
  if (!text) return null;
  return (
    <p className="text-sm" data-testid="restaurant-form-trial">
      {t('common:label', { text: t('superadmin.trial.label') })} {text}
      <span className="block text-xs text-slate-700 dark:text-slate-300">
        {t('superadmin.trial.formHint')}
      </span>
    </p>
  );
}
