import { createFacebookAdapter } from './facebook/adapter.ts';
import { createGoogleAdapter } from './google-business/adapter.ts';
import type { GoogleClient } from './google-business/oauth.ts';
import { createInstagramAdapter } from './instagram/adapter.ts';
import type { SourceAdapter, SourceKey } from './source-adapter.ts';
import { createTripadvisorAdapter } from './tripadvisor/adapter.ts';
import { createYelpAdapter } from './yelp/adapter.ts';

export type SourceAdapters = Partial<Record<SourceKey, SourceAdapter>>;

export type AdapterOptions = { google: GoogleClient | null };

/** Every platform adapter this server offers, built once from the configuration. */
export function createSourceAdapters(opts: AdapterOptions = { google: null }): SourceAdapters {
  return {
    google: createGoogleAdapter(opts.google),
    yelp: createYelpAdapter(),
    tripadvisor: createTripadvisorAdapter(),
    facebook: createFacebookAdapter(),
    instagram: createInstagramAdapter(),
  };
}

export function adapterFor(adapters: SourceAdapters, source: string): SourceAdapter | null {
  return adapters[source as SourceKey] ?? null;
}
