/** Lower case, no accents, typographic apostrophes made plain, punctuation turned into spaces. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[^a-z0-9']+/g, ' ')
    .trim();
}

/** The key two openings are compared by: folded, without apostrophes. */
export function sentenceKey(sentence: string): string {
  return fold(sentence).replace(/'/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Splits like the server's `firstSentence`: after `.`, `!` or `?` followed by white space. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function firstSentence(text: string): string {
  return splitSentences(text)[0] ?? '';
}

export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Lower-cases the first letter unless it starts a word that keeps its capital ("I", "I'm"). */
export function lowerFirst(text: string): string {
  if (/^I\b/.test(text)) return text;
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}

/** Collapses doubled spaces and stray spaces before punctuation, line breaks kept. */
export function tidy(text: string): string {
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([,.!?;:])/g, '$1')
    .replace(/([,;:]){2,}/g, '$1')
    .replace(/ *\n */g, '\n')
    .trim();
}

/**
 * Keeps whole sentences from the start while they fit; if even the first one is too long, it is
 * cut at the last word boundary and ends with an ellipsis.
 */
export function trimToLength(text: string, maxLength: number): string {
  const clean = text.trim();
  if (clean.length <= maxLength) return clean;
  const pieces = clean.split(/(?<=[.!?…])(\s+)/);
  let kept = '';
  for (let i = 0; i < pieces.length; i += 2) {
    const candidate = kept + (i > 0 ? (pieces[i - 1] ?? ' ') : '') + (pieces[i] ?? '');
    if (candidate.trim().length > maxLength) break;
    kept = candidate;
  }
  if (kept.trim()) return kept.trim();
  return cutAtWord(clean, maxLength);
}

function cutAtWord(text: string, maxLength: number): string {
  if (maxLength <= 1) return '';
  const room = text.slice(0, maxLength - 1);
  const lastSpace = room.search(/\s\S*$/);
  const cut = (lastSpace > 0 ? room.slice(0, lastSpace) : room).replace(/[\s,;:–—-]+$/, '');
  return `${cut}…`;
}
