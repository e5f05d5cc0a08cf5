import type { RouteAccess } from '@tableside/domain/access';
import type { TRule, TRuleInput } from '@tableside/domain/schemas/workflow';
import { RULES_MAX } from '@tableside/domain/workflow';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanGatedPanel } from '../../../components/plan-gated-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAssignableColleagues, useRules, useSaveRules } from '../api/rules-api.ts';
import { RuleRow } from './rule-row.tsx';
import { ErrorText } from '../../../components/ui/error-text.tsx';

type Draft = TRuleInput & { key: string };

const toDraft = (r: TRule): Draft => ({
  key: r.id,
  name: r.name,
  location_id: r.location_id,
  min_rating: r.min_rating,
  max_rating: r.max_rating,
  source: r.source as TRuleInput['source'],
  language: r.language as TRuleInput['language'],
  incident: r.incident,
  assignee_id: r.assignee_id,
  enabled: r.enabled,
});

/**
 * The assignment rules (docs/product/team-workflow.md#assignment-rules): an ordered list, the
 * first enabled rule that matches an arriving review assigns it. Saved as a whole.
 */
export function AssignmentRulesPanel({
  restaurantId,
  locations,
  access,
}: {
  restaurantId: string;
  locations: readonly { id: string; name: string }[];
  access: RouteAccess;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <PlanGatedPanel
      id="assignment-rules"
      title={t('workflow.rules.title')}
      description={t('workflow.rules.description')}
      access={access}
      upgrade={{ text: t('workflow.upgrade'), testId: 'workflow-upgrade' }}
    >
      <RulesEditor restaurantId={restaurantId} locations={locations} />
    </PlanGatedPanel>
  );
}

function RulesEditor({
  restaurantId,
  locations,
}: {
  restaurantId: string;
  locations: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation('dashboard');
  const rules = useRules(restaurantId);
  const colleagues = useAssignableColleagues();
  const save = useSaveRules(restaurantId);
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  if (rules.isPending) return <Spinner label={t('common:loading')} showLabel />;
  if (rules.isError) return <ErrorText error={rules.error} />;
  const list = drafts ?? rules.data.map(toDraft);
  const edit = (next: Draft[]) => {
    setDrafts(next);
    save.reset();
  };
  const move = (i: number, step: -1 | 1) => {
    const next = [...list];
    const [moved] = next.splice(i, 1);
    next.splice(i + step, 0, moved as Draft);
    edit(next);
  };
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      list.map(({ key: _key, ...rule }) => ({ ...rule, name: rule.name.trim() })),
      { onSuccess: (saved) => setDrafts(saved.map(toDraft)) },
    );
  }
  const incomplete = list.some((r) => !r.name.trim() || !r.assignee_id);
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-4">
      {list.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('workflow.rules.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {list.map((rule, i) => (
            <RuleRow
              key={rule.key}
              rule={rule}
              index={i}
              count={list.length}
              locations={locations}
              colleagues={colleagues.data ?? []}
              onChange={(next) => edit(list.map((r, j) => (j === i ? { ...next, key: r.key } : r)))}
              onMove={(step) => move(i, step)}
              onRemove={() => edit(list.filter((_, j) => j !== i))}
            />
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={list.length >= RULES_MAX}
          data-testid="rule-add"
          onClick={() =>
            edit([
              ...list,
              {
                key: crypto.randomUUID(),
                name: t('workflow.rules.newName', { position: list.length + 1 }),
                location_id: null,
                min_rating: null,
                max_rating: null,
                source: null,
                language: null,
                incident: false,
                assignee_id: '',
                enabled: true,
              },
            ])
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('workflow.rules.add')}
        </Button>
        <Button
          type="submit"
          size="sm"
          disabled={save.isPending || incomplete || drafts === null}
          data-testid="rules-save"
        >
          {t('workflow.rules.save')}
        </Button>
        <span role="status" className="text-sm">
          {save.isSuccess && t('workflow.rules.saved')}
        </span>
      </div>
      {save.isError && <ErrorText error={save.error} />}
    </form>
  );
}
