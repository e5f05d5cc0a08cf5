import { clsx } from 'clsx';
import { avatarColor, initialsOf } from '../../lib/avatar.ts';

/** Initials on a colour that is stable per person; decorative, as the name is always beside it. */
export function InitialsAvatar({
  seed,
  firstname,
  lastname,
  fallback,
  className,
}: {
  seed: string;
  firstname: string;
  lastname: string;
  fallback?: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white',
        avatarColor(seed),
        className,
      )}
    >
      {initialsOf(firstname, lastname, fallback)}
    </span>
  );
}
