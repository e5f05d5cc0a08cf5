import type { SourcePlatform } from '@tableside/domain/sources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { useConnectionPage, useSourcesSummary } from '../api/use-sources.ts';
import { ChainConnections, NO_FILTERS, type ConnectionFilters } from './chain-connections.tsx';
import { PlatformCard } from './platform-card.tsx';

/**
 * Up to this many locations, each platform's card lists them all, as it always has: no search,
 * filter or pages to get in the way. A chain gets counts per platform and one paged table.
 */
const SIMPLE_MAX_LOCATIONS = 3;

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
  const { data, isPending, error } = useSourcesSummary(restaurantId);
  const [filters, setFilters] = useState<ConnectionFilters>(NO_FILTERS);
  const platforms = (data?.platforms ?? []).filter((p) => !only || only.includes(p.platform));
  const usable = platforms.filter((p) => p.availability === 'available');
  const chain = (data?.location_count ?? 0) > SIMPLE_MAX_LOCATIONS;
  // A small restaurant's rows, all of them at once (at most 3 locations × 5 platforms).
  const simple = useConnectionPage(
    restaurantId,
    {
      platforms: usable.map((p) => p.platform),
      state: null,
      search: '',
      sort: 'name',
      limit: 100,
      offset: 0,
    },
    { enabled: Boolean(data) && !chain && usable.length > 0 },
  );
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
      {simple.isError && (
        <p role="alert" className="mt-4 text-sm text-red-800 dark:text-red-200">
          {t(errorMessageKey(simple.error))}
        </p>
      )}
      {data && (
        <div className="mt-4 flex flex-col gap-6">
          {platforms.map((platform) => (
            <PlatformCard
              key={platform.platform}
              restaurantId={restaurantId}
              restaurantName={restaurantName}
              currentTier={currentTier}
              platform={platform}
              connections={
                chain
                  ? null
                  : (simple.data?.items ?? []).filter((c) => c.platform === platform.platform)
              }
              onShow={(key, state) => {
                setFilters({ ...NO_FILTERS, platform: key, state });
                document.getElementById('source-connections')?.scrollIntoView({ block: 'start' });
              }}
            />
          ))}
          {chain && usable.length > 0 && (
            <ChainConnections
              restaurantId={restaurantId}
              platforms={usable}
              filters={filters}
              onFilters={setFilters}
            />
          )}
        </div>
      )}
    </section>
  );
}
