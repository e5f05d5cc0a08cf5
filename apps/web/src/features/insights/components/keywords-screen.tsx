import { KEYWORD_CATEGORY_LIST } from '@tableside/domain/insights';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { useKeywordSummary } from '../api/use-insights.ts';
import { useInsightRange } from '../hooks/use-insight-range.ts';
import { DateFilter } from './date-filter.tsx';
import { KeywordDetails } from './keyword-details.tsx';
import { KeywordOccurrences } from './keyword-occurrences.tsx';
import { QueryState } from './query-state.tsx';
import { Section } from './section.tsx';

/** Keyword occurrences with the category filter (All included), snippets, sentiment and details. */
export function KeywordsScreen({ locationId }: { locationId: string }) {
  const { t } = useTranslation('dashboard');
  const { dates, range } = useInsightRange('keywords');
  const [category, setCategory] = useState('all');
  const [selected, setSelected] = useState<string | null>(null);
  const summary = useKeywordSummary(locationId, range, category);
  const categoryId = useId();
  const categoryName = (c: string) => t(`insights.categories.${c}`, { defaultValue: c });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <DateFilter dates={dates} />
        <div className="flex items-center gap-2">
          <label htmlFor={categoryId} className="text-sm font-medium">
            {t('insights.keywords.category')}
          </label>
          <select
            id={categoryId}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className={`${FIELD_CLASS} py-1.5`}
            data-testid="keyword-category"
          >
            <option value="all">{t('insights.keywords.allCategories')}</option>
            {KEYWORD_CATEGORY_LIST.map((c) => (
              <option key={c} value={c}>
                {categoryName(c)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="keyword-names-note">
        {t('insights.keywords.namesElsewhere')}
      </p>
      <Section title={t('insights.keywords.top')}>
        <QueryState
          query={summary}
          emptyTitle={t('insights.keywords.emptyTitle')}
          emptyDescription={t('insights.keywords.emptyDescription')}
        >
          {(rows) => (
            <ul className="flex flex-wrap gap-2" data-testid="keyword-summary">
              {rows.map((k) => (
                <li key={k.keyword}>
                  <button
                    type="button"
                    onClick={() => setSelected(k.keyword)}
                    className="rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
                  >
                    {k.keyword}{' '}
                    <span className="text-slate-700 dark:text-slate-300">({k.mentions})</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Section>
      <Section title={t('insights.keywords.occurrences')}>
        <KeywordOccurrences
          locationId={locationId}
          range={range}
          category={category}
          onSelect={setSelected}
        />
      </Section>
      <KeywordDetails
        locationId={locationId}
        keyword={selected}
        range={range}
        onClose={() => setSelected(null)}
      />
    </div>
  );
}
