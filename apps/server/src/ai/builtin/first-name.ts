import { fold } from './text.ts';

// Words that platforms and people use in place of a name; greeting "Hi Google" reads like a bot.
const NOT_NAMES = new Set(
  (
    'a an the google user utilisateur utilisatrice anonymous anonyme anon guest invite invitee ' +
    'client cliente customer visitor visiteur member membre local guide reviewer tripadvisor ' +
    'yelp facebook booking traveler traveller voyageur foodie food lover gourmand gourmet ' +
    'family famille team equipe someone quelqu un unknown inconnu private prive mr mrs ms miss ' +
    'dr mme mlle m monsieur madame sir madam chef none null n a na test'
  ).split(' '),
);

const NAME_TOKEN = /^\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)*$/u;

function normaliseCase(token: string): string {
  const isUpper = token === token.toLocaleUpperCase();
  const isLower = token === token.toLocaleLowerCase();
  if (!isUpper && !isLower) return token;
  return token
    .toLocaleLowerCase()
    .replace(/(^|[-'’])(\p{Ll})/gu, (_m, sep: string, c: string) => sep + c.toLocaleUpperCase());
}

/**
 * The reviewer's first name when the author name starts with something that looks like one:
 * letters only, at least two of them, not an initial, not a platform placeholder.
 */
export function firstNameOf(authorName: string | null): string | null {
  if (!authorName) return null;
  const tokens = authorName.trim().split(/\s+/);
  const first = tokens[0];
  if (!first) return null;
  if (NOT_NAMES.has(fold(first)) || tokens.every((t) => NOT_NAMES.has(fold(t)))) return null;
  if (/\d|@|_/.test(authorName)) return null;
  const stripped = first.replace(/[.,]$/, '');
  if (stripped.length < 2 || /\./.test(stripped)) return null;
  // All capitals and short ("JD", "MJ") are initials rather than a name.
  if (stripped.length <= 3 && stripped === stripped.toLocaleUpperCase()) return null;
  const name = normaliseCase(stripped);
  return NAME_TOKEN.test(name) ? name : null;
}
