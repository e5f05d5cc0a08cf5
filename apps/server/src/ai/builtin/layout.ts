import type { Tone } from '../engine.ts';
import { tidy, trimToLength } from './text.ts';
import type { Part } from './writer.ts';

// A person rarely ends more than a couple of sentences with an exclamation mark.
export const EXCLAMATIONS: Record<Tone, number> = { friendly: 2, fun: 3, formal: 0, neutral: 1 };

/** Words that open a closing phrase: "Cheers, Julie" is signed as written. */
const CLOSING =
  /^(?:cheers|thanks|thank you|best|all the best|regards|kind regards|warmly|sincerely|see you|merci|cordialement|amitiés|bien à vous|à bientôt|au plaisir|salutations)\b/iu;

/**
 * "— Julie" or "— Julie, General Manager" on its own line, unless the sign-off is already a
 * phrase ("Cheers, Julie") or starts with its own dash.
 */
export function signature(signOff: string): string {
  const text = signOff.trim();
  if (/^[-–—]|\n/.test(text) || (text.includes(',') && CLOSING.test(text))) return text;
  return `— ${text}`;
}

function render(opening: string, parts: Part[], signOff: string | null): string {
  const body = tidy([opening, ...parts.map((p) => p.text)].join(' '));
  return signOff ? `${body}\n\n${signOff}` : body;
}

/** Drops the least needed sentences until the reply fits, then the sign-off, then cuts. */
export function fit(
  opening: string,
  parts: Part[],
  signOff: string | null,
  maxLength: number,
): string {
  const kept = [...parts];
  let text = render(opening, kept, signOff);
  while (text.length > maxLength && kept.length > 0) {
    let lowest = kept.length - 1;
    kept.forEach((p, i) => {
      if (p.priority < (kept[lowest]?.priority ?? Infinity)) lowest = i;
    });
    kept.splice(lowest, 1);
    text = render(opening, kept, signOff);
  }
  if (text.length > maxLength && signOff) text = render(opening, [], null);
  return trimToLength(text, maxLength);
}

/** Keeps the first and last exclamation marks up to the budget; the others become full stops. */
export function limitExclamations(text: string, budget: number): string {
  const pieces = text.split(/(?<=!)(?=\s)/);
  const exclaimed = pieces.flatMap((p, i) => (p.trimEnd().endsWith('!') ? [i] : []));
  const keep = new Set(
    [exclaimed[0], exclaimed.at(-1), ...exclaimed.slice(1, -1)].slice(0, budget),
  );
  return pieces
    .map((p, i) => (exclaimed.includes(i) && !keep.has(i) ? p.replace(/!(\s*)$/, '.$1') : p))
    .join('');
}
