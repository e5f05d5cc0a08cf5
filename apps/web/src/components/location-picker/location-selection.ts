/** A location as the pickers list it: the synthetic All is never one of them. */
export type PickerLocation = { id: string; name: string };

/** Whether none, some or all of the listed locations are chosen (the select-all box's state). */
export function matchingState(
  chosen: readonly string[],
  matches: readonly PickerLocation[],
): 'none' | 'some' | 'all' {
  const set = new Set(chosen);
  const n = matches.filter((l) => set.has(l.id)).length;
  return n === 0 ? 'none' : n === matches.length ? 'all' : 'some';
}

/** The choice with every match added, the earlier choice first and no id twice. */
export function selectMatching(
  chosen: readonly string[],
  matches: readonly PickerLocation[],
): string[] {
  const set = new Set(chosen);
  return [...chosen, ...matches.filter((l) => !set.has(l.id)).map((l) => l.id)];
}

/** The choice without any of the matches: clearing a search's matches keeps the others. */
export function clearMatching(
  chosen: readonly string[],
  matches: readonly PickerLocation[],
): string[] {
  const drop = new Set(matches.map((l) => l.id));
  return chosen.filter((id) => !drop.has(id));
}

export function toggleLocation(chosen: readonly string[], id: string, on: boolean): string[] {
  if (!on) return chosen.filter((x) => x !== id);
  return chosen.includes(id) ? [...chosen] : [...chosen, id];
}
