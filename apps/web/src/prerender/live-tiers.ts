import { formatMoney } from '@tableside/domain/money';
import { annualMonthlyPrice } from '@tableside/domain/pricing';
import type { TSubscriptionTier } from '@tableside/domain/schemas/tiers';
import { isLanguage } from '../lib/languages.ts';

/**
 * The pricing page is built with the seed tier records; the super-admin may have changed them
 * since, so the cards (components/pricing-card.tsx) take the live records' prices, flags,
 * descriptions and features. A card whose tier is no longer public is hidden.
 */
export async function refreshTierCards(): Promise<void> {
  const cards = document.querySelectorAll<HTMLElement>('[data-tier-card]');
  if (cards.length === 0) return;
  const lang = document.documentElement.lang;
  if (!isLanguage(lang)) return;
  let tiers: TSubscriptionTier[];
  try {
    const response = await fetch('/v1/subscription-tier', {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return;
    tiers = ((await response.json()) as { data: TSubscriptionTier[] }).data;
  } catch {
    return;
  }
  for (const card of cards) {
    const tier = tiers.find((t) => t.name.toLowerCase() === card.dataset.tierCard);
    if (!tier || tier.price_monthly === null) {
      card.hidden = true;
      continue;
    }
    const prices = { monthly: tier.price_monthly, annual: annualMonthlyPrice(tier.price_monthly) };
    for (const period of ['monthly', 'annual'] as const) {
      const price = card.querySelector(`[data-tier-price="${period}"]`);
      if (price) price.textContent = formatMoney(prices[period], lang);
    }
    const part = (name: string) => card.querySelector<HTMLElement>(`[data-tier-${name}]`);
    const description = part('description');
    if (description && tier.marketing[lang].description)
      description.textContent = tier.marketing[lang].description;
    part('popular')?.toggleAttribute('hidden', !tier.is_popular);
    part('coming-soon')?.toggleAttribute('hidden', !tier.is_coming_soon);
    part('get-started')?.toggleAttribute('hidden', tier.is_coming_soon);
    part('unavailable')?.toggleAttribute('hidden', !tier.is_coming_soon);
    const groups = tier.marketing[lang].featureGroups;
    const features = part('features');
    if (features && groups.length > 0) replaceFeatures(features, groups);
  }
}

/** Rebuilds the grouped lists, reusing the first group's markup for the classes. */
function replaceFeatures(
  root: HTMLElement,
  groups: TSubscriptionTier['marketing']['en']['featureGroups'],
) {
  const template = root.firstElementChild;
  const itemTemplate = template?.querySelector('li');
  if (!template || !itemTemplate) return;
  root.replaceChildren(
    ...groups.map((group) => {
      const node = template.cloneNode(true) as HTMLElement;
      const heading = node.querySelector('p');
      if (heading) heading.textContent = group.heading;
      const list = node.querySelector('ul');
      list?.replaceChildren(
        ...group.items.map((text) => {
          const item = itemTemplate.cloneNode(true) as HTMLElement;
          const icon = item.querySelector('svg');
          item.replaceChildren(...(icon ? [icon] : []), document.createTextNode(text));
          return item;
        }),
      );
      return node;
    }),
  );
}
