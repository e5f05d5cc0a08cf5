import type { RouteAccess } from '@tableside/domain/access';
import type { RatingClass } from '@tableside/domain/ratings';
import {
  RESPONSE_TARGET_MAX_HOURS,
  RESPONSE_TARGET_MIN_HOURS,
} from '@tableside/domain/response-targets';
import type { TResponseTargets } from '@tableside/domain/schemas/workflow';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanGatedPanel } from '../../../components/plan-gated-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSaveTargets, useTargets } from '../api/targets-api.ts';
import { ErrorText } from '../../../components/ui/error-text.tsx';

/** The rating classes' targets, and the one target of every social comment. */
const CLASSES: readonly (RatingClass | 'comment')[] = [
  'negative',
  'neutral',
  'positive',
  'comment',
];
const field = (c: RatingClass | 'comment') => `${c}_hours` as keyof TResponseTargets;

/**
 * Response-time targets (docs/product/team-workflow.md#response-time-targets): hours to answer
 * a review of each rating class, and a social comment; the inbox and the socials screen show
 * each one's time left and an Overdue view.
 */
export function ResponseTargetsPanel({
  restaurantId,
  access,
}: {
  restaurantId: string;
  access: RouteAccess;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <PlanGatedPanel
      id="response-targets"
      title={t('workflow.targets.title')}
      description={t('workflow.targets.description')}
      access={access}
      upgrade={{ text: t('workflow.upgrade'), testId: 'workflow-upgrade' }}
    >
      <TargetsForm restaurantId={restaurantId} />
    </PlanGatedPanel>
  );
}

function TargetsForm({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('dashboard');
  const targets = useTargets(restaurantId);
  const save = useSaveTargets(restaurantId);
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  if (targets.isPending) return <Spinner label={t('common:loading')} showLabel />;
  if (targets.isError) return <ErrorText error={targets.error} />;
  const values =
    draft ?? Object.fromEntries(CLASSES.map((c) => [c, String(targets.data[field(c)])]));
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        negative_hours: Number(values.negative),
        neutral_hours: Number(values.neutral),
        positive_hours: Number(values.positive),
        comment_hours: Number(values.comment),
      },
      { onSuccess: () => setDraft(null) },
    );
  }
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-4">
        {CLASSES.map((c) => (
          <TextField
            key={c}
            label={t(`workflow.targets.${c}`)}
            type="number"
            inputMode="numeric"
            min={RESPONSE_TARGET_MIN_HOURS}
            max={RESPONSE_TARGET_MAX_HOURS}
            step={1}
            required
            className="w-40"
            data-testid={`target-${c}`}
            value={values[c] ?? ''}
            onChange={(e) => {
              setDraft({ ...values, [c]: e.target.value });
              save.reset();
            }}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          size="sm"
          disabled={save.isPending || draft === null}
          data-testid="targets-save"
        >
          {t('workflow.targets.save')}
        </Button>
        <span role="status" className="text-sm">
          {save.isSuccess && t('workflow.targets.saved')}
        </span>
      </div>
      {save.isError && <ErrorText error={save.error} />}
    </form>
  );
}
