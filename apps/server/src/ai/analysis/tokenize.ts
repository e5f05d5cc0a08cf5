export type Token = { text: string; lower: string; start: number; end: number };

// Words keep inner apostrophes ("pizza's", "don't"), except French elisions, which are words of
// their own ("l'addition" is "l'" and "addition", "n'est" is "n'" and "est"); hyphens and
// slashes split so "take-out" is three tokens whose offsets still rebuild the original span.
const TOKEN =
  /(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)['’](?=\p{L})|[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[^\s\p{L}\p{N}]/giu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    tokens.push({
      text: match[0],
      lower: match[0].toLowerCase().replace(/’/g, "'"),
      start,
      end: start + match[0].length,
    });
  }
  return tokens;
}

/** Lower case without accents, for comparing words across spellings. */
export function foldWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/’/g, "'");
}

/** A light stemmer shared by both languages: plural and possessive endings only. */
export function stem(word: string): string {
  let w = word.replace(/'s$/, '');
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (w.length > 4 && /(?:ches|shes|sses|xes|oes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('x') && /(?:eaux|aux)$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** A word of address shortened with a period: "Mr. Chen", « M. Boivin » go on past it. */
const ADDRESS_END = /(?:^|[\s(])(?:Mr|Mrs|Ms|Dr|M|Mme|Mlle)\.$/;

/** Sentences with their offsets; a review is analysed sentence by sentence. */
export function splitSentences(text: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  const re = /[^.!?\n]+(?:[.!?]+|\n+|$)/g;
  for (const match of text.matchAll(re)) {
    const raw = match[0];
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (!body) continue;
    const start = match.index + lead;
    const last = out.at(-1);
    // "our server (Han?) seemed stressed", "the fries (so good!) were…": a mark inside brackets
    // ends no sentence.
    if (last && ((ADDRESS_END.test(last.text) && /^\p{Lu}/u.test(body)) || /^[)\]]/.test(body)))
      last.text = text.slice(last.start, start + body.length);
    else out.push({ text: body, start });
  }
  return out;
}
