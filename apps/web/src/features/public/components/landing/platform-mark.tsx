/**
 * Our own small marks for the platforms reviews come from: a tile in the platform's colour with a
 * simple glyph, drawn here (not the platforms' trademarked logos, which are theirs to license).
 */
const MARKS = {
  Google: {
    tile: '#1a73e8',
    // A "G" drawn as one open ring and its bar.
    glyph: (
      <path
        d="M21.4 11.5A7 7 0 1 0 23 16h-6.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
  Yelp: {
    tile: '#c4161c',
    // A five-point burst: reviews by stars.
    glyph: (
      <path
        d="m16 6.5 2.6 6.1 6.6.5-5 4.3 1.6 6.4L16 20.4l-5.7 3.4 1.6-6.4-5-4.3 6.6-.5Z"
        fill="#fff"
      />
    ),
  },
  Tripadvisor: {
    tile: '#00875a',
    // Two round eyes: a traveller looking.
    glyph: (
      <g fill="none" stroke="#fff" strokeWidth="2.2">
        <circle cx="11" cy="17" r="4.5" />
        <circle cx="21" cy="17" r="4.5" />
        <path d="M8 10.5c5-2.5 11-2.5 16 0" strokeLinecap="round" />
      </g>
    ),
  },
  OpenTable: {
    tile: '#c8283a',
    // A table seen from above, with a reserved seat.
    glyph: (
      <g fill="#fff">
        <circle cx="16" cy="16" r="6.5" />
        <circle cx="7.5" cy="16" r="2.2" />
        <circle cx="24.5" cy="16" r="2.2" />
      </g>
    ),
  },
} as const;

export type PlatformName = keyof typeof MARKS;

export function PlatformMark({ name }: { name: PlatformName }) {
  const mark = MARKS[name];
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-9 shrink-0">
      <rect width="32" height="32" rx="8" fill={mark.tile} />
      {mark.glyph}
    </svg>
  );
}
