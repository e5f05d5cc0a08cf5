import type { SourcePlatform } from '@tableside/domain/sources';
import { DEFAULT_RETRY, PlatformError } from '../../integrations/platform-http.ts';
import { adapterFor } from '../../integrations/registry.ts';
import type { SourceCredentials } from '../../integrations/source-adapter.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SourcesDeps } from './access.ts';

/** One try: the Admin is waiting for the answer, and a refusal will not change on a retry. */
const ONE_TRY = { ...DEFAULT_RETRY, attempts: 1, timeoutMs: 10_000 };

/**
 * Asks the platform whether it accepts `credentials` before they are saved: the call the sync
 * makes first (the locations they can see). A pasted key that the platform refuses, or a Page
 * without an Instagram account, is said at once instead of showing "Connected" until the first
 * sync fails. Answers nothing; throws what was wrong, with the platform's own words in `details`.
 */
export async function verifyCredentials(
  deps: Pick<SourcesDeps, 'adapters' | 'baseUrls' | 'operatorFetch'>,
  platform: SourcePlatform,
  credentials: SourceCredentials,
): Promise<void> {
  const adapter = adapterFor(deps.adapters, platform);
  if (!adapter) return;
  let seen;
  try {
    seen = await adapter.listLocations({
      baseUrl: deps.baseUrls[platform] ?? null,
      credentials,
      fetch: deps.operatorFetch,
      retry: ONE_TRY,
    });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.blocked === 'address') throw new AppError('platform_address_not_allowed');
    const details = { platform, reason: error.platformReason };
    if (error.refused) throw new AppError('platform_credentials_refused', undefined, { details });
    throw new AppError('platform_unreachable', undefined, { details });
  }
  if (platform === 'instagram' && seen.length === 0)
    throw new AppError('instagram_account_missing', undefined, { details: { platform } });
}
