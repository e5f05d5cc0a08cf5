import type { SourcePlatform } from '@tableside/domain/sources';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { useSources } from '../api/use-sources.ts';
import { PlatformCard } from './platform-card.tsx';

/**
 * The Sources panel of the administration screen: for each review platform, the restaurant's
 * connection and, per location, whether it syncs, when it last did and will next, what it
 * brought, and the last error in words, with connect, disconnect and "sync now".
 */
export function SourcesPanel({
  restaurantId,
  restaurantName,
  currentTier,
  only,
  variant = 'sources',
}: {
  restaurantId: string;
  restaurantName: string;
  currentTier: string | null;
  /** Some platforms only (the socials/platforms screen shows Facebook and Instagram). */
  only?: readonly SourcePlatform[];
  /** Which heading and description: the review sources, or the social accounts. */
  variant?: 'sources' | 'socials';
}) {
  const { t } = useTranslation('dashboard');
  const { data, isPending, error } = useSources(restaurantId);
  const [params] = useSearchParams();
  const outcome = params.get('source') ? params.get('outcome') : null;
  return (
    <section
      id="sources"
      aria-labelledby="sources-heading"
      data-testid="sources-panel"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="sources-heading" className="text-lg font-semibold">
        {t(variant === 'socials' ? 'socials.platformsTitle' : 'sources.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t(variant === 'socials' ? 'socials.platformsDescription' : 'sources.description', {
          minutes: data?.sync_interval_minutes ?? 15,
        })}
      </p>
      {outcome && (
        <p
          role="status"
          data-testid="sources-outcome"
          className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm dark:border-slate-600 dark:bg-slate-800"
        >
          {t(`sources.outcome.${outcome === 'connected' ? 'connected' : 'failed'}`)}
        </p>
      )}
      {isPending && <Spinner label={t('sources.loading')} />}
      {error && (
        <p role="alert" className="mt-4 text-sm text-red-800 dark:text-red-200">
          {t(errorMessageKey(error))}
        </p>
      )}
      {data && (
        <div className="mt-4 flex flex-col gap-6">
          {data.platforms
            .filter((platform) => !only || only.includes(platform.platform))
            .map((platform) => (
              <PlatformCard
                key={platform.platform}
                restaurantId={restaurantId}
                restaurantName={restaurantName}
                currentTier={currentTier}
                platform={platform}
                connections={data.connections.filter((c) => c.platform === platform.platform)}
              />
            ))}
        </div>
      )}
    </section>
  );
}
