import { expect, test } from '@playwright/test';
import { ADMIN } from './support/demo-users.ts';
import { expectInside, expectNoOverlap, expectNoSidewaysScroll } from './support/geometry.ts';
import { openGraphs } from './support/graphs.ts';
import { signIn } from './support/session.ts';

// Long dish and staff names on a category axis ran into each other, on a laptop and on a phone.
for (const width of [1280, 375])
  for (const lang of ['en', 'fr'] as const)
    test(`the graphs' names stay apart and inside their cards at ${width} px (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, ADMIN);
      await openGraphs(page, lang);
      for (const chart of ['chart-menu', 'chart-staff', 'chart-categories']) {
        const figure = page.getByTestId(chart);
        await figure.scrollIntoViewIfNeeded();
        const labels = figure.locator('.recharts-cartesian-axis-tick-label text');
        await expect(labels.first()).toBeVisible();
        await expectNoOverlap(labels, `${chart} ${width} ${lang}`);
        // Inside the drawing itself: past its edge a name is cut off.
        const drawing = figure.locator('.recharts-wrapper > svg.recharts-surface');
        await expectInside(labels, drawing, `${chart} ${width} ${lang}`);
      }
      // A cut name keeps the full one in its tooltip.
      const names = await page
        .getByTestId('chart-menu')
        .locator('.recharts-yAxis-tick-labels text')
        .evaluateAll((texts) =>
          texts.map((t) => ({
            shown: t.lastChild?.textContent,
            full: t.querySelector('title')?.textContent,
          })),
        );
      const cut = names.filter(({ shown }) => shown?.endsWith('…'));
      expect(cut.length, 'a long dish name is cut').toBeGreaterThan(0);
      for (const { shown, full } of cut)
        expect(full, 'its title keeps the whole name').toContain(shown!.slice(0, -1));
      await expectNoSidewaysScroll(page, `graphs ${width} ${lang}`);
    });
