import { useMemo } from 'react';
import { useMediaQuery } from '../../../../hooks/use-media-query.ts';

/**
 * docs/product/onboarding.md#after-completion: 200 pieces, 100 on a viewport of 768px or narrower.
 */
export const CONFETTI_PIECES = { wide: 200, narrow: 100 } as const;
const COLOURS = ['#1d4ed8', '#f59e0b', '#10b981', '#e11d48', '#8b5cf6', '#0ea5e9'];

/** Pure CSS pieces falling once (styles.css `confetti-fall`); still when motion is reduced. */
export function Confetti() {
  const narrow = useMediaQuery('(max-width: 768px)');
  const count = narrow ? CONFETTI_PIECES.narrow : CONFETTI_PIECES.wide;
  const pieces = useMemo(
    () =>
      Array.from({ length: count }, (_, i) => ({
        left: (i * 37) % 100,
        delay: ((i * 53) % 100) / 40,
        duration: 2.2 + ((i * 29) % 10) / 10,
        colour: COLOURS[i % COLOURS.length],
        rotate: (i * 47) % 360,
      })),
    [count],
  );
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 z-50 overflow-hidden"
      data-testid="confetti"
    >
      {pieces.map((piece, i) => (
        <span
          key={i}
          data-confetti-piece=""
          className="confetti-piece absolute top-0 block h-3 w-2 rounded-sm"
          style={{
            left: `${piece.left}%`,
            backgroundColor: piece.colour,
            animationDelay: `${piece.delay}s`,
            animationDuration: `${piece.duration}s`,
            rotate: `${piece.rotate}deg`,
          }}
        />
      ))}
    </div>
  );
}
