import type { TPublicConfig } from '@tableside/domain/schemas/public-leads';
import { SALES_EMAIL } from '../../../lib/contact.ts';
import { fetchPublicConfig } from '../api/public-api.ts';
import { useAnswerOr } from './use-answer-or.ts';

const DEFAULT_CONFIG: TPublicConfig = { support_email: SALES_EMAIL, places_search: false };

/**
 * The installation's SUPPORT_EMAIL and whether place search is on; the default address and no
 * search until the server answers.
 */
export function usePublicConfig(): TPublicConfig {
  return useAnswerOr(fetchPublicConfig, DEFAULT_CONFIG);
}
