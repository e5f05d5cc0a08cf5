import { useTranslation } from 'react-i18next';
import { useAnalysisProgress } from '../api/use-insights.ts';

/** Shows the re-analysis a catalogue change started, until it is done. */
export function AnalysisProgress() {
  const { t } = useTranslation('dashboard');
  const { data } = useAnalysisProgress();
  if (!data || data.status !== 'running') return null;
  return (
    <div role="status" className="flex items-center gap-3 text-sm" data-testid="analysis-progress">
      <progress
        max={Math.max(1, data.total)}
        value={data.done}
        aria-label={t('insights.progress')}
      />
      {t('insights.progressText', { done: data.done, total: data.total })}
    </div>
  );
}
