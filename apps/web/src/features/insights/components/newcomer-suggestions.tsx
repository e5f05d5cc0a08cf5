import type { TNewcomerSuggestion } from '@tableside/domain/schemas/insights';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorText } from '../../../components/ui/error-text.tsx';
import { dismissNewcomer, saveStaffMember } from '../api/insights-api.ts';
import { useCatalogueMutation, useNewcomerSuggestions } from '../api/use-insights.ts';
import { SuggestionExamples } from './alias-suggestions.tsx';

type Decide = { add: (s: TNewcomerSuggestion) => void; dismiss: (name: string) => void };

function Newcomer({
  suggestion,
  decide,
  busy,
}: {
  suggestion: TNewcomerSuggestion;
  decide: Decide;
  busy: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const questionId = useId();
  const { name, role, count, location, examples } = suggestion;
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-testid="newcomer-suggestion">
      <p id={questionId} className="min-w-0 grow basis-64 text-sm">
        {role
          ? t('insights.newcomers.questionRole', { name, role, count, location: location.name })
          : t('insights.newcomers.question', { name, count, location: location.name })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          onClick={() => decide.add(suggestion)}
          aria-describedby={questionId}
        >
          {t('insights.newcomers.add', { name })}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => decide.dismiss(name)}
          aria-describedby={questionId}
        >
          {t('insights.newcomers.no')}
        </Button>
      </div>
      <SuggestionExamples examples={examples} />
    </li>
  );
}

/**
 * People guests name as staff who are not on the roster ("our server Priya"), at one location,
 * in two reviews or more (docs/product/review-understanding.md#people-not-on-the-roster): added
 * in one click at that location, with the role guests gave them, so their mentions count from
 * the re-analysis on.
 */
export function NewcomerSuggestions() {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const { data } = useNewcomerSuggestions();
  const add = useCatalogueMutation((s: TNewcomerSuggestion) =>
    saveStaffMember({ name: s.name, role: s.role, aliases: [], location_id: s.location.id }),
  );
  const dismiss = useCatalogueMutation(dismissNewcomer);
  if (!data || data.length === 0) return null;
  const decide: Decide = { add: (s) => add.mutate(s), dismiss: (n) => dismiss.mutate(n) };
  const error = add.error ?? dismiss.error;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="newcomer-suggestions"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h3 id={titleId} className="text-sm font-semibold">
        {t('insights.newcomers.title')}
      </h3>
      <ul className="flex flex-col divide-y divide-amber-200 dark:divide-amber-800">
        {data.map((s) => (
          <Newcomer
            key={`${s.name}-${s.location.id}`}
            suggestion={s}
            decide={decide}
            busy={add.isPending || dismiss.isPending}
          />
        ))}
      </ul>
      {error && <ErrorText error={error} />}
    </section>
  );
}
