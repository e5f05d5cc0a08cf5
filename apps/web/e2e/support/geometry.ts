import { expect, type Locator, type Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

/** Half a pixel of slack: neighbouring boxes that only share an edge do not overlap. */
const SLACK = 0.5;

function overlaps(a: Box, b: Box): boolean {
  return (
    a.x + SLACK < b.x + b.width &&
    b.x + SLACK < a.x + a.width &&
    a.y + SLACK < b.y + b.height &&
    b.y + SLACK < a.y + a.height
  );
}

async function boxesOf(items: Locator): Promise<{ text: string; box: Box }[]> {
  return items.evaluateAll((elements) =>
    elements.map((e) => {
      const r = e.getBoundingClientRect();
      return {
        text: (e.textContent ?? '').trim(),
        box: { x: r.x, y: r.y, width: r.width, height: r.height },
      };
    }),
  );
}

/** No two of `items` cover each other, as drawn on the screen now. */
export async function expectNoOverlap(items: Locator, label: string): Promise<void> {
  const boxes = (await boxesOf(items)).filter((b) => b.box.width > 0 && b.box.height > 0);
  expect(boxes.length, `${label}: something to measure`).toBeGreaterThan(0);
  const clashes: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++)
      if (overlaps(boxes[i]!.box, boxes[j]!.box))
        clashes.push(`"${boxes[i]!.text}" / "${boxes[j]!.text}"`);
  expect(clashes, `${label}: overlapping`).toEqual([]);
}

/** Every one of `items` lies inside `container`'s box. */
export async function expectInside(items: Locator, container: Locator, label: string) {
  const outer = await container.boundingBox();
  expect(outer, `${label}: container drawn`).not.toBeNull();
  const { x, y, width, height } = outer!;
  const outside = (await boxesOf(items))
    .filter(
      ({ box }) =>
        box.x < x - SLACK ||
        box.y < y - SLACK ||
        box.x + box.width > x + width + SLACK ||
        box.y + box.height > y + height + SLACK,
    )
    .map((b) => b.text);
  expect(outside, `${label}: outside its container`).toEqual([]);
}

/** The page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${label}: page wider than the window`).toBeLessThanOrEqual(0);
}
