import type { TPublicConfig } from '@tableside/domain/schemas/public-leads';
import { useEffect, useState } from 'react';
import { SALES_EMAIL } from '../../../lib/contact.ts';
import { fetchPublicConfig } from '../api/public-api.ts';

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
