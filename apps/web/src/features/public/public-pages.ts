/** The public pages other than the landing page; each has a heading and a description. */
export const PUBLIC_PAGES = [
  'blog',
  'enterprise',
  'solutions',
  'pricing',
  'onboarding',
  'enterprise-quote',
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The top bar's links (docs/product/public-site.md#top-bar), '' being the landing page. */
export const TOP_BAR_LINKS = ['', 'enterprise', 'solutions', 'blog', 'pricing'] as const;

/** The pages that are content only (prerendered); onboarding and the quote are forms. */
export const STATIC_PUBLIC_PAGES = ['pricing', 'blog', 'enterprise', 'solutions'] as const;
