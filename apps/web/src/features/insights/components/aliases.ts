/** Aliases are typed as one comma-separated field. */
export const parseAliases = (text: string) =>
  text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
