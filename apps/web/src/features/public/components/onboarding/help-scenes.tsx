import type { ReactNode } from 'react';

/**
 * What each help step shows of Google Business Profile, drawn as a schematic (no third-party
 * screenshots to load or license) and without words, so one drawing serves every language. The
 * area to use is the step's `focus`; help-picture.tsx rings it and numbers it.
 */
export type Scene = { focus: { x: number; y: number; w: number; h: number }; body: ReactNode };

const card = 'fill-white dark:fill-slate-700';
const line = 'fill-slate-300 dark:fill-slate-500';
const ink = 'fill-slate-500 dark:fill-slate-300';
const blue = 'fill-blue-600';

const field = 'fill-slate-100 dark:fill-slate-800';

const box = (x: number, y: number, w: number, h: number, className: string, rx = 4) => (
  <rect x={x} y={y} width={w} height={h} rx={rx} className={className} />
);

const bars = (x: number, y: number, widths: number[], gap = 10) =>
  widths.map((w, i) => (
    <rect key={i} x={x} y={y + i * gap} width={w} height="6" rx="3" className={line} />
  ));

const person = (cx: number, cy: number, r = 7) => (
  <g className={ink}>
    <circle cx={cx} cy={cy - r * 0.35} r={r * 0.42} />
    <path d={`M${cx - r * 0.8} ${cy + r * 0.75}a${r * 0.8} ${r * 0.7} 0 0 1 ${r * 1.6} 0Z`} />
  </g>
);

/** The invitation dialog, its title bar, for steps 6 to 8. */
const dialog = (
  <>
    {box(64, 46, 192, 116, card, 8)}
    {bars(80, 58, [90])}
  </>
);

const pin = (cx: number, cy: number) => (
  <path
    d={`M${cx} ${cy + 8}c-4-5-6-8-6-11a6 6 0 0 1 12 0c0 3-2 6-6 11Z`}
    className="fill-red-500"
  />
);

export const SCENES: Record<number, Scene> = {
  // Sign in and open business.google.com: the address bar.
  1: {
    focus: { x: 58, y: 12, w: 200, h: 16 },
    body: (
      <>
        <text x="68" y="24" fontSize="9" className={ink}>
          business.google.com
        </text>
        {box(110, 48, 100, 112, card, 8)}
        <circle cx="160" cy="72" r="11" className="fill-blue-200 dark:fill-blue-900" />
        {person(160, 73, 9)}
        {box(122, 94, 76, 12, 'fill-slate-200 dark:fill-slate-600', 3)}
        {box(122, 112, 76, 12, 'fill-slate-200 dark:fill-slate-600', 3)}
        {box(138, 134, 44, 14, blue)}
      </>
    ),
  },
  // Choose the location: the second of the list.
  2: {
    focus: { x: 40, y: 88, w: 240, h: 34 },
    body: (
      <>
        {[52, 92, 132].map((y, i) => (
          <g key={y}>
            <rect
              x="44"
              y={y}
              width="232"
              height="28"
              rx="5"
              className={i === 1 ? 'fill-blue-50 dark:fill-slate-600' : card}
            />
            {pin(60, y + 14)}
            {bars(76, y + 8, [90, 56])}
          </g>
        ))}
      </>
    ),
  },
  // The three-dot menu, open: Business Profile settings (a gear) in it.
  3: {
    focus: { x: 186, y: 78, w: 98, h: 22 },
    body: (
      <>
        {box(36, 46, 248, 26, card, 5)}
        {pin(52, 59)}
        {bars(66, 56, [100])}
        {[262, 268, 274].map((cx) => (
          <circle key={cx} cx={cx} cy="59" r="2" className={ink} />
        ))}
        {box(186, 76, 98, 86, card, 6)}
        <circle
          cx="198"
          cy="89"
          r="5"
          fill="none"
          strokeWidth="2.5"
          className="stroke-slate-500 dark:stroke-slate-300"
        />
        {bars(210, 86, [62])}
        {bars(196, 110, [70, 56, 64], 16)}
      </>
    ),
  },
  // Settings: People and access (two people) in the list.
  4: {
    focus: { x: 36, y: 82, w: 150, h: 24 },
    body: (
      <>
        {box(36, 46, 150, 116, card, 6)}
        {bars(52, 60, [110])}
        {bars(52, 118, [100, 116], 24)}
        {box(36, 82, 150, 24, 'fill-blue-50 dark:fill-slate-600', 5)}
        {person(52, 94, 8)}
        {person(60, 94, 8)}
        {bars(70, 91, [96])}
        {box(200, 46, 84, 116, card, 6)}
        {bars(210, 60, [60, 44, 52, 38], 14)}
      </>
    ),
  },
  // People and access: the Add button (a person with a plus).
  5: {
    focus: { x: 244, y: 44, w: 40, h: 26 },
    body: (
      <>
        {box(36, 46, 248, 116, card, 6)}
        {box(248, 48, 32, 20, 'fill-blue-100 dark:fill-blue-900', 5)}
        {person(259, 58, 9)}
        <path
          d="M270 54v8M266 58h8"
          strokeWidth="2"
          className="stroke-blue-700 dark:stroke-blue-300"
        />
        {[82, 114].map((y) => (
          <g key={y}>
            <circle cx="58" cy={y + 10} r="10" className="fill-slate-200 dark:fill-slate-600" />
            {person(58, y + 11, 8)}
            {bars(76, y + 4, [90, 60])}
            <rect
              x="222"
              y={y + 4}
              width="46"
              height="12"
              rx="6"
              className="fill-slate-200 dark:fill-slate-600"
            />
          </g>
        ))}
      </>
    ),
  },
  // The invitation: the e-mail address field.
  6: {
    focus: { x: 76, y: 84, w: 168, h: 24 },
    body: (
      <>
        {dialog}
        {box(80, 88, 160, 16, field)}
        <text
          x="88"
          y="100"
          fontSize="11"
          fontWeight="700"
          className="fill-blue-700 dark:fill-blue-300"
        >
          @
        </text>
        {bars(102, 93, [96])}
        {box(80, 114, 160, 16, field)}
        {box(196, 140, 44, 14, 'fill-slate-300 dark:fill-slate-500')}
      </>
    ),
  },
  // The role: Manager (one person), not Owner (a crown).
  7: {
    focus: { x: 76, y: 112, w: 168, h: 26 },
    body: (
      <>
        {dialog}
        {box(76, 80, 168, 26, field, 5)}
        <path d="M88 99l2-10 5 5 4-7 4 7 5-5 2 10Z" className="fill-amber-400" />
        {bars(120, 90, [70])}
        {box(76, 112, 168, 26, 'fill-blue-50 dark:fill-slate-600', 5)}
        {person(98, 126, 10)}
        {bars(120, 122, [80])}
        <path
          d="M224 125l4 4 7-8"
          fill="none"
          strokeWidth="2.5"
          className="stroke-blue-700 dark:stroke-blue-300"
        />
      </>
    ),
  },
  // Invite; then the invitation is accepted within a day.
  8: {
    focus: { x: 186, y: 134, w: 58, h: 24 },
    body: (
      <>
        {dialog}
        {box(80, 80, 160, 16, field)}
        {box(80, 104, 160, 16, field)}
        {box(190, 138, 50, 16, blue)}
        <circle cx="286" cy="60" r="16" className="fill-emerald-500" />
        <path
          d="M278 60l6 6 10-12"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle
          cx="286"
          cy="110"
          r="13"
          fill="none"
          strokeWidth="2.5"
          className="stroke-slate-500 dark:stroke-slate-300"
        />
        <path
          d="M286 102v8l5 4"
          fill="none"
          strokeWidth="2.5"
          strokeLinecap="round"
          className="stroke-slate-500 dark:stroke-slate-300"
        />
      </>
    ),
  },
};
