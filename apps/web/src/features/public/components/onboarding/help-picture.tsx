/**
 * A schematic of the Business Profile screen for one help step, drawn here rather than
 * screenshotted (no third-party images to load or license): the area to use is highlighted.
 */
const HIGHLIGHTS: Record<number, { x: number; y: number; w: number; h: number }> = {
  1: { x: 16, y: 10, w: 288, h: 24 },
  2: { x: 16, y: 48, w: 130, h: 92 },
  3: { x: 262, y: 48, w: 42, h: 24 },
  4: { x: 160, y: 78, w: 144, h: 22 },
  5: { x: 160, y: 48, w: 60, h: 24 },
  6: { x: 160, y: 84, w: 144, h: 22 },
  7: { x: 160, y: 112, w: 144, h: 22 },
  8: { x: 232, y: 146, w: 72, h: 22 },
};

export function HelpPicture({ step }: { step: number }) {
  const box = HIGHLIGHTS[step] ?? HIGHLIGHTS[1];
  return (
    <svg viewBox="0 0 320 180" aria-hidden="true" className="h-auto w-full">
      <rect width="320" height="180" rx="8" className="fill-slate-100 dark:fill-slate-800" />
      <rect
        x="16"
        y="10"
        width="288"
        height="24"
        rx="4"
        className="fill-white dark:fill-slate-700"
      />
      <rect
        x="16"
        y="48"
        width="130"
        height="92"
        rx="6"
        className="fill-white dark:fill-slate-700"
      />
      {[60, 78, 96, 114].map((y) => (
        <rect
          key={y}
          x="26"
          y={y}
          width="96"
          height="8"
          rx="3"
          className="fill-slate-300 dark:fill-slate-500"
        />
      ))}
      <rect
        x="160"
        y="48"
        width="144"
        height="120"
        rx="6"
        className="fill-white dark:fill-slate-700"
      />
      {[84, 112].map((y) => (
        <rect
          key={y}
          x="170"
          y={y + 6}
          width="110"
          height="8"
          rx="3"
          className="fill-slate-300 dark:fill-slate-500"
        />
      ))}
      <rect x="240" y="150" width="56" height="14" rx="4" className="fill-blue-600" />
      <rect
        x={box?.x}
        y={box?.y}
        width={box?.w}
        height={box?.h}
        rx="6"
        fill="none"
        strokeWidth="3"
        className="stroke-amber-500"
      />
      <circle cx={(box?.x ?? 0) + (box?.w ?? 0)} cy={box?.y} r="10" className="fill-amber-500" />
      <text
        x={(box?.x ?? 0) + (box?.w ?? 0)}
        y={(box?.y ?? 0) + 4}
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        className="fill-slate-950"
      >
        {step}
      </text>
    </svg>
  );
}
