/**
 * Avatars are drawn locally from initials (docs/product/sign-in.md#avatars). Each colour keeps
 * white text above the WCAG AA contrast ratio.
 */
export const AVATAR_COLORS = [
  'bg-blue-700',
  'bg-emerald-700',
  'bg-violet-700',
  'bg-rose-700',
  'bg-amber-800',
  'bg-teal-700',
  'bg-indigo-700',
  'bg-fuchsia-700',
] as const;

export function initialsOf(firstname: string, lastname: string, fallback = ''): string {
  const letters = [firstname, lastname]
    .map((part) => part.trim().charAt(0))
    .filter(Boolean)
    .join('');
  return (letters || fallback.trim().charAt(0) || '?').toUpperCase();
}

/** The same person always gets the same colour (FNV-1a over the seed). */
export function avatarColor(seed: string): (typeof AVATAR_COLORS)[number] {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return AVATAR_COLORS[(hash >>> 0) % AVATAR_COLORS.length] as (typeof AVATAR_COLORS)[number];
}
