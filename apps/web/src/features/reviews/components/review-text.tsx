import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A guest's words, always as text (never HTML). Long text is clamped to four lines with a
 * "more" button; `full` shows it all, as the detail panel does.
 */
export function ReviewText({ text, full = false }: { text: string; full?: boolean }) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const clamped = !full && !expanded;

  // Measured when the browser reports the box's size (also on resizes), never by forcing a
  // layout while rows are being drawn.
  useEffect(() => {
    const box = ref.current;
    if (!box || !clamped) return;
    const observer = new ResizeObserver(() =>
      setOverflows(box.scrollHeight > box.clientHeight + 1),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [text, clamped]);

  if (text.trim() === '') {
    return (
      <p className="text-sm text-slate-700 italic dark:text-slate-300">{t('reviews.ratingOnly')}</p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <p
        ref={ref}
        id={id}
        data-testid="review-text"
        className={clsx('text-sm break-words whitespace-pre-line', clamped && 'line-clamp-4')}
      >
        {text}
      </p>
      {!full && (overflows || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className="text-sm font-medium text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
        >
          {expanded ? t('reviews.less') : t('reviews.more')}
        </button>
      )}
    </div>
  );
}
