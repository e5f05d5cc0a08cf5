/** `%text%` for ILIKE, with `%`, `_` and `\` of the text taken literally. */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
