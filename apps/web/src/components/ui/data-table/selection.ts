/** Selected rows by id; the table only shows the boxes, the parent acts on the selection. */
export type RowSelection<T> = {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** The accessible name of a row's checkbox ("Select the review by Anna"). */
  rowLabel: (row: T) => string;
};

export function toggled(selected: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}
