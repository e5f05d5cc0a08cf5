import type { TAliasSuggestion } from '@tableside/domain/schemas/insights';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { confirmAlias, dismissAlias, type AliasKind } from '../api/insights-api.ts';
import { useAliasSuggestions, useCatalogueMutation } from '../api/use-insights.ts';
import { ReviewDay } from './review-day.tsx';
import { ErrorText } from '../../../components/ui/error-text.tsx';

type Decide = {
  confirm: (phrase: string, entryId: string) => void;
  dismiss: (phrase: string) => void;
  busy: boolean;
};

/** The reviews a suggestion came from, shown on demand (aliases and people guests name). */
export function SuggestionExamples({ examples }: { examples: TAliasSuggestion['examples'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <details className="basis-full text-sm">
      <summary className="cursor-pointer text-slate-700 underline-offset-2 hover:underline dark:text-slate-300">
        {t('insights.aliasSuggestions.examples', { count: examples.length })}
      </summary>
      <ul className="mt-2 flex flex-col gap-2">
        {examples.map((e) => (
          <li
            key={e.review_id}
            className="rounded-md border border-slate-200 bg-white p-2 dark:border-slate-700 dark:bg-slate-900"
          >
            <span className="mr-2 text-slate-700 dark:text-slate-300">
              <ReviewDay iso={e.review_date} />
              {e.rating !== null &&
                ` · ${t('insights.aliasSuggestions.stars', { count: e.rating })}`}
            </span>
            {e.snippet}
          </li>
        ))}
      </ul>
    </details>
  );
}

function Suggestion({
  kind,
  suggestion,
  decide,
}: {
  kind: AliasKind;
  suggestion: TAliasSuggestion;
  decide: Decide;
}) {
  const { t } = useTranslation('dashboard');
  const questionId = useId();
  const { phrase, count, candidates } = suggestion;
  const only = candidates.length === 1 ? candidates[0] : undefined;
  const question = only
    ? t('insights.aliasSuggestions.one', { phrase, count, name: only.name })
    : t(`insights.aliasSuggestions.several.${kind}`, { phrase, count });
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-testid="alias-suggestion">
      <p id={questionId} className="min-w-0 grow basis-64 text-sm">
        {question}
      </p>
      <div className="flex flex-wrap gap-2">
        {candidates.map((c) => {
          const label = c.location ? `${c.name} (${c.location})` : c.name;
          return (
            <Button
              key={c.id}
              size="sm"
              variant={only ? 'primary' : 'secondary'}
              disabled={decide.busy}
              onClick={() => decide.confirm(phrase, c.id)}
              aria-describedby={questionId}
            >
              {only ? t('insights.aliasSuggestions.yes') : label}
            </Button>
          );
        })}
        <Button
          size="sm"
          variant="ghost"
          disabled={decide.busy}
          onClick={() => decide.dismiss(phrase)}
          aria-describedby={questionId}
        >
          {t('insights.aliasSuggestions.no')}
        </Button>
      </div>
      {suggestion.examples.length > 0 && <SuggestionExamples examples={suggestion.examples} />}
    </li>
  );
}

/**
 * Words guests used at least twice for a dish or a person that the catalogue does not spell
 * (docs/product/review-understanding.md#teaching-the-analysis); shown only when there are some.
 */
export function AliasSuggestions({ kind }: { kind: AliasKind }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const { data } = useAliasSuggestions(kind);
  const confirm = useCatalogueMutation((v: { phrase: string; entryId: string }) =>
    confirmAlias(kind, v.phrase, v.entryId),
  );
  const dismiss = useCatalogueMutation((phrase: string) => dismissAlias(kind, phrase));
  if (!data || data.length === 0) return null;
  const decide: Decide = {
    confirm: (phrase, entryId) => confirm.mutate({ phrase, entryId }),
    dismiss: (phrase) => dismiss.mutate(phrase),
    busy: confirm.isPending || dismiss.isPending,
  };
  const error = confirm.error ?? dismiss.error;
  return (
    <section
      aria-labelledby={titleId}
      data-testid={`alias-suggestions-${kind}`}
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h3 id={titleId} className="text-sm font-semibold">
        {t('insights.aliasSuggestions.title')}
      </h3>
      <ul className="flex flex-col divide-y divide-amber-200 dark:divide-amber-800">
        {data.map((s) => (
          <Suggestion key={s.phrase} kind={kind} suggestion={s} decide={decide} />
        ))}
      </ul>
      {error && <ErrorText error={error} />}
    </section>
  );
}
