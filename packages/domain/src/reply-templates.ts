/*
 * Saved reply templates (docs/product/reviews-and-replies.md#reply-templates): the placeholders a
 * template may hold and the one rule that fills them from a review and its analysis. No zod here,
 * so the browser can import it cheaply.
 */

/** What a template may name, filled from the review (guest, location) and its analysis. */
export const TEMPLATE_PLACEHOLDERS = [
  'guest_first_name',
  'location',
  'dish',
  'staff_first_name',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Partial<Record<TemplatePlaceholder, string | null>>;

export const TEMPLATE_NAME_MAX = 80;
export const TEMPLATE_BODY_MAX = 4096;
/** Templates a restaurant may keep: a menu, not an archive. */
export const TEMPLATES_MAX = 100;

const TOKEN = /\{([a-z_]+)\}/g;

/** The `{names}` a body holds that are not placeholders, each once, in order. */
export function unknownPlaceholders(body: string): string[] {
  const known: readonly string[] = TEMPLATE_PLACEHOLDERS;
  const names = [...body.matchAll(TOKEN)].map((m) => m[1] as string);
  return [...new Set(names.filter((n) => !known.includes(n)))];
}

/** Names a platform shows in place of a person's; never a first name. */
const NOT_A_NAME = new Set([
  'a',
  'an',
  'anonymous',
  'anonyme',
  'guest',
  'client',
  'cliente',
  'customer',
  'google',
  'user',
  'utilisateur',
  'utilisatrice',
]);

/**
 * The first name in a name as a platform shows it: its first word, unless that is an initial
 * ("J."), holds digits, or is a platform's stand-in ("A Google User", "Anonymous").
 */
export function firstName(full: string | null | undefined): string | null {
  const word = full?.trim().split(/\s+/)[0] ?? '';
  if (word.length < 2 || word.endsWith('.') || /\d/.test(word)) return null;
  if (NOT_A_NAME.has(word.toLowerCase())) return null;
  return word;
}

/*
 * A missing value is left out so the reply still reads as written by hand:
 * - the guest's name is a form of address ("Thanks, {guest_first_name}!"): it goes with the comma
 *   or space that set it off ("Thanks!"), and a sentence it opened gets its capital back;
 * - a dish, a colleague or a location is part of what a sentence says ("Glad you loved the
 *   {dish}."): that sentence goes, the rest of the paragraph stays.
 * Values are put in last, in one pass, so a value that looks like a placeholder stays as it is.
 */
const ADDRESS: readonly TemplatePlaceholder[] = ['guest_first_name'];
const SENTENCE = /[^.!?…]*(?:[.!?…]+|$)\s*/g;
const CLOSER = String.raw`(?=\s*(?:[,.!?;:…]|$))`;

const escape = (s: string) => s.replace(/[{}]/g, '\\$&');
const capitalise = (s: string) => s.replace(/^(\s*)(\p{Ll})/u, (_, a, b) => a + b.toUpperCase());

function dropAddress(line: string, token: string): string {
  const t = escape(token);
  return capitalise(
    line
      // "Thanks, {name}, for coming" → "Thanks for coming"
      .replace(new RegExp(String.raw`\s*,\s*${t}\s*,`, 'g'), '')
      // "Thanks, {name}!" → "Thanks!"
      .replace(new RegExp(String.raw`\s*,\s*${t}${CLOSER}`, 'g'), '')
      // "{name}, thank you" → "Thank you" (at the start of a sentence)
      .replace(
        new RegExp(String.raw`(^|[.!?…]\s+)${t}\s*,?\s*(\p{L})`, 'gu'),
        (_, before: string, letter: string) => before + letter.toUpperCase(),
      )
      // "Dear {name}," → "Dear,"; "Merci {name} pour…" → "Merci pour…"
      .replace(new RegExp(String.raw`\s*${t}`, 'g'), ''),
  );
}

function dropSentences(line: string, tokens: string[]): string {
  const sentences = line.match(SENTENCE) ?? [];
  return sentences.filter((s) => !tokens.some((t) => s.includes(t))).join('');
}

/** English closes `!?;:` on the word; French puts a space before them, which stays. */
function tidy(line: string, language: 'en' | 'fr'): string {
  const tight = language === 'fr' ? /[ \t]+([,.…])/g : /[ \t]+([,.…!?;:])/g;
  return line
    .replace(/[ \t]{2,}/g, ' ')
    .replace(tight, '$1')
    .replace(/,(?=\s*[,.!?;:…])/g, '')
    .trim();
}

/** The template's body with its placeholders filled for one review. */
export function fillTemplate(
  body: string,
  values: TemplateValues,
  language: 'en' | 'fr' = 'en',
): string {
  const value = (k: string) => values[k as TemplatePlaceholder]?.trim() || null;
  const missing = TEMPLATE_PLACEHOLDERS.filter((k) => !value(k));
  const lines = body.split(/\r?\n/).flatMap((original) => {
    if (original.trim() === '') return [''];
    let line = dropSentences(
      original,
      missing.filter((k) => !ADDRESS.includes(k)).map((k) => `{${k}}`),
    );
    for (const k of missing.filter((k) => ADDRESS.includes(k))) line = dropAddress(line, `{${k}}`);
    line = tidy(
      line.replace(TOKEN, (m, k: string) => value(k) ?? m),
      language,
    );
    // A line whose every sentence went is not left as an empty paragraph.
    return line === '' ? [] : [line];
  });
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
