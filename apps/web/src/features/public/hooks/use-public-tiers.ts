import { useEffect, useState } from 'react';
import type { Language } from '../../../lib/languages.ts';
import { fetchPublicTiers } from '../api/public-api.ts';
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
