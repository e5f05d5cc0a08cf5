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

/**
 * Every one of `items` lies inside `container`'s box. The container and the items are measured
 * apart, so a list that grows in between (a row arriving as the demo's analysis finishes) reads
 * its new last row below the old bottom: measured again until they agree or the time is up.
 */
export async function expectInside(items: Locator, container: Locator, label: string) {
  await expect
    .poll(
      async () => {
        const outer = await container.boundingBox();
        if (!outer) return ['(container not drawn)'];
        const { x, y, width, height } = outer;
        return (await boxesOf(items))
          .filter(
            ({ box }) =>
              box.x < x - SLACK ||
              box.y < y - SLACK ||
              box.x + box.width > x + width + SLACK ||
              box.y + box.height > y + height + SLACK,
          )
          .map((b) => b.text);
      },
      { message: `${label}: outside its container` },
    )
    .toEqual([]);
}

/** The page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${label}: page wider than the window`).toBeLessThanOrEqual(0);
}

/**
 * Nothing drawn inside each of `cells` spills past its edges: text and boxes count where they are
 * drawn, and a descendant that clips its overflow (a truncated name) counts by its own box.
 */
export async function expectNoSpill(cells: Locator, label: string): Promise<void> {
  const spills = await cells.evaluateAll((elements) => {
    const slack = 0.5;
    const found: string[] = [];
    for (const cell of elements) {
      const outer = cell.getBoundingClientRect();
      const check = (r: DOMRect, what: string) => {
        if (r.width === 0 && r.height === 0) return;
        if (
          r.left < outer.left - slack ||
          r.right > outer.right + slack ||
          r.top < outer.top - slack ||
          r.bottom > outer.bottom + slack
        )
          found.push(
            `${what.trim().slice(0, 40)} spills out of ${cell.textContent?.trim().slice(0, 40)}`,
          );
      };
      const walk = (node: Node) => {
        for (const child of Array.from(node.childNodes)) {
          if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) {
            const range = document.createRange();
            range.selectNodeContents(child);
            check(range.getBoundingClientRect(), child.textContent);
          } else if (child instanceof Element) {
            const style = getComputedStyle(child);
            if (style.display === 'none' || style.visibility === 'hidden') continue;
            check(child.getBoundingClientRect(), child.textContent ?? child.tagName);
            if (style.overflowX === 'visible') walk(child);
          }
        }
      };
      walk(cell);
    }
    return found;
  });
  expect(spills, `${label}: spilling`).toEqual([]);
}

/**
 * No word of `cells` is broken across lines: a narrow column wraps between words (or after a
 * hyphen), never inside one ("Administr / ateur").
 */
export async function expectWholeWords(cells: Locator, label: string): Promise<void> {
  const broken = await cells.evaluateAll((elements) => {
    const found: string[] = [];
    for (const cell of elements) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            Array.from(range.getClientRects(), (r) => Math.round(r.top)).filter(Boolean),
          );
          if (tops.size > 1) found.push(match[0]);
        }
      }
    }
    return found;
  });
  expect(broken, `${label}: words broken across lines`).toEqual([]);
}
