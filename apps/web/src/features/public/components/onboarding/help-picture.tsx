import { SCENES } from './help-scenes.tsx';

/**
 * One help step drawn as a browser window with what that step shows (help-scenes.tsx); the area
 * to use is ringed and numbered.
 */
export function HelpPicture({ step }: { step: number }) {
  const scene = SCENES[step] ?? SCENES[1]!;
  const { x, y, w, h } = scene.focus;
  return (
    <svg
      viewBox="0 0 320 180"
      aria-hidden="true"
      className="h-auto w-full"
      data-testid={`help-picture-${step}`}
    >
      <rect width="320" height="180" rx="8" className="fill-slate-100 dark:fill-slate-800" />
      <rect width="320" height="36" rx="8" className="fill-slate-200 dark:fill-slate-900" />
      {[14, 26, 38].map((cx) => (
        <circle key={cx} cx={cx} cy="20" r="3.5" className="fill-slate-400 dark:fill-slate-600" />
      ))}
      <rect
        x="58"
        y="12"
        width="200"
        height="16"
        rx="8"
        className="fill-white dark:fill-slate-700"
      />
      {scene.body}
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx="6"
        fill="none"
        strokeWidth="3"
        className="stroke-amber-500"
      />
      <circle cx={x + w} cy={y} r="10" className="fill-amber-500" />
      <text
        x={x + w}
        y={y + 4}
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
