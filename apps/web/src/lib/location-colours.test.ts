import { describe, expect, it } from 'vitest';
import { assignColours, CHART_COLOURS } from './location-colours.ts';

describe('assignColours', () => {
  it('keeps saved colours and gives new locations the least used one', () => {
    const saved = { a: CHART_COLOURS[0] as string };
    const colours = assignColours(['a', 'b', 'c'], saved);
    expect(colours.a).toBe(CHART_COLOURS[0]);
    expect(new Set(Object.values(colours)).size).toBe(3);
    expect(assignColours(['c', 'b', 'a'], colours)).toEqual(colours);
  });
});
