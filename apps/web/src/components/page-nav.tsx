import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button.tsx';
import { useLang } from '../hooks/use-lang.ts';

/**
 * "26–50 of 1,000" with the previous and next pages, once the list is longer than a page: the
 * pager of every panel paged on the server (locations, review sources, the console's locations).
 */
export function PageNav({
  label,
  testId,
  offset,
  pageSize,
  total,
  shown,
  onOffset,
}: {
  /** What the pages are of ("Location pages"), for screen readers. */
  label: string;
  /** The range's test id. */
  testId: string;
  offset: number;
  pageSize: number;
  total: number;
  shown: number;
  onOffset: (offset: number) => void;
}) {
  const { t } = useTranslation('common');
  const lang = useLang();
  if (total <= pageSize || shown === 0) return null;
  const n = (value: number) => value.toLocaleString(lang);
  return (
    <nav
      aria-label={label}
      className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm"
    >
      <span data-testid={testId}>
        {t('pager.range', {
          from: n(offset + 1),
          to: n(offset + shown),
          total: n(total),
        })}
      </span>
      <span className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - pageSize))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('pager.previous')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={offset + pageSize >= total}
          onClick={() => onOffset(offset + pageSize)}
        >
          {t('pager.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </span>
    </nav>
  );
}
