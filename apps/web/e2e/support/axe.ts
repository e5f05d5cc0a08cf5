import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The language and theme pairs every axe matrix covers: both themes in English, where the colours
 * change, and French once, where the words and `lang` attributes change and the colours do not
 * (French in dark added minutes to every run and found nothing the other three did not).
 */
export const AXE_PASSES = [
  ['en', 'light'],
  ['en', 'dark'],
  ['fr', 'light'],
] as const;

/** Fails with one line per WCAG 2.1 AA violation on the page as it is now. */
export async function expectNoViolations(page: Page, label: string): Promise<void> {
  // Colours mid-transition (a theme switch, a badge fading in) are not what a reader sees once
  // the page is still: wait for every finite animation and transition to end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    // Only violations are read: skipping the detail of passes makes each run faster. (Set before
    // the tags: options() replaces the whole run configuration.)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(summary, label).toEqual([]);
}

/** Waits until no list on the page is loading, so the check sees the rows, not a skeleton. */
export async function expectSettled(page: Page): Promise<void> {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}
