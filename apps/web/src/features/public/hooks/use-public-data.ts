import type { TPublicConfig } from '@tableside/domain/schemas/public-leads';
import { useEffect, useState } from 'react';
import { SALES_EMAIL } from '../../../lib/contact.ts';
import type { Language } from '../../../lib/languages.ts';
import { fetchPublicConfig, fetchPublicTiers } from '../api/public-api.ts';
import { tierCard, type TierCard } from '../pricing-model.ts';

type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** The public tier records as package cards, in the page's language. */
export function usePublicTiers(lang: Language): Loaded<TierCard[]> {
  const [state, setState] = useState<Loaded<TierCard[]>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchPublicTiers().then(
      (tiers) => live && setState({ status: 'ready', data: tiers.map((t) => tierCard(t, lang)) }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return state;
}

/**
 * The installation's SUPPORT_EMAIL and whether place search is on; the default address and no
 * search until the server answers.
 */
export function usePublicConfig(): TPublicConfig {
  const [config, setConfig] = useState<TPublicConfig>({
    support_email: SALES_EMAIL,
    places_search: false,
  });
  useEffect(() => {
    let live = true;
    fetchPublicConfig().then(
      (answer) => live && setConfig(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}
