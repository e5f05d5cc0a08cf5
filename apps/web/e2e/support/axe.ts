import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The language and theme pairs every axe matrix covers: each theme once and each language once.
 * The colours change with the theme and the words and `lang` attributes with the language, never
 * one with the other, so French in dark checks both what dark and what French change (a third
 * pass, English in dark, took a minute of every run and found nothing these two did not).
 */
export const AXE_PASSES = [
  ['en', 'light'],
  ['fr', 'dark'],
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
  // axe runs straight in the page, injected once per document. (@axe-core/playwright re-injects
  // its 580 KB source twice per call and opens a blank tab to merge frame results: 1.3-3.4 s
  // per check against 0.15-0.8 s here. The app renders no frames, so there is nothing to merge.)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, {
          runOnly: { type: 'tag', values: tags },
          // Only violations are read: skipping the detail of passes makes each run faster.
          resultTypes: ['violations'],
          iframes: false,
        })
        .then((results) => results.violations),
    WCAG_TAGS,
  );
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(summary, label).toEqual([]);
}

/** Waits until no list on the page is loading, so the check sees the rows, not a skeleton. */
export async function expectSettled(page: Page): Promise<void> {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}
