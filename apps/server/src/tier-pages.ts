import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultPublicTiers, publicTiersKey } from '@tableside/domain/public-tiers';
import type { TSubscriptionTier } from '@tableside/domain/schemas/tiers';

/** What the web build's server entry (apps/web/src/prerender/entry-server.tsx) offers here. */
type ServerEntry = {
  renderTierPages(
    assets: { css: string[]; script: string },
    tiers: TSubscriptionTier[],
  ): { path: string; html: string }[];
};

/** The landing and pricing pages as the live tier records render them, by path. */
export type TierPages = {
  /** The paths of the pages that show tier records (`/en`, `/en/pricing`, …). */
  paths: ReadonlySet<string>;
  /**
   * The pages for the records now, or null while they equal the seed records the build rendered
   * (its copies are right then, and nothing is loaded).
   */
  current(): Promise<ReadonlyMap<string, string> | null>;
};

/**
 * The build prerenders the landing and pricing pages with the seed tier records; a super-admin
 * may change a price, add a public plan or hide one at any time. Each request for one of those
 * pages reads the public records (a few rows) and, when what the pages show of them differs from
 * what was last rendered, renders them again with the build's own server entry (tens of
 * milliseconds, once per change). Reading on each request keeps every API process right without
 * a notification; crawlers and visitors without JavaScript get the live prices.
 */
export function createTierPages(
  webDist: string,
  listPublicTiers: () => Promise<TSubscriptionTier[]>,
): TierPages | null {
  const ssrDir = join(webDist, '..', 'dist-ssr');
  const entryFile = join(ssrDir, 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const { tierPages, ...assets } = JSON.parse(
    readFileSync(join(ssrDir, 'page-assets.json'), 'utf8'),
  ) as { css: string[]; script: string; tierPages: string[] };
  const seedKey = publicTiersKey(defaultPublicTiers());
  let entry: Promise<ServerEntry> | undefined;
  let rendered: { key: string; pages: Promise<Map<string, string>> } | undefined;
  return {
    paths: new Set(tierPages),
    async current() {
      const tiers = await listPublicTiers();
      const key = publicTiersKey(tiers);
      if (key === seedKey) return null;
      if (rendered?.key !== key) {
        entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
        const pages = entry.then(
          (e) => new Map(e.renderTierPages(assets, tiers).map(({ path, html }) => [path, html])),
        );
        rendered = { key, pages };
        // A failed render is tried again on the next request, not kept.
        pages.catch(() => {
          if (rendered?.pages === pages) rendered = undefined;
        });
      }
      return rendered.pages;
    },
  };
}
