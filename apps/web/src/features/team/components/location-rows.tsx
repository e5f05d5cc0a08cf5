import type { TLocationListItem } from '@tableside/domain/schemas/locations';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useLang } from '../../../hooks/use-lang.ts';

/** One page of the locations panel: name, address and review count, with rename and delete. */
export function LocationRows({
  items,
  busy,
  onRename,
  onDelete,
}: {
  items: readonly TLocationListItem[];
  /** The next page or search is on its way: the rows shown are the previous answer's. */
  busy: boolean;
  onRename: (location: TLocationListItem) => void;
  onDelete: (location: TLocationListItem) => void;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  return (
    <ul
      aria-busy={busy}
      className={`divide-y divide-slate-200 transition-opacity dark:divide-slate-700 ${busy ? 'opacity-60' : ''}`}
    >
      {items.map((l) => (
        <li
          key={l.id}
          data-testid="team-location"
          className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2"
        >
          <span className="flex min-w-0 flex-1 basis-48 flex-col">
            <span className="font-medium break-words">{l.name}</span>
            {l.address && (
              <span className="text-xs break-words text-slate-700 dark:text-slate-300">
                {l.address}
              </span>
            )}
          </span>
          <span className="text-sm whitespace-nowrap text-slate-700 dark:text-slate-300">
            {t('team.locations.reviews', {
              count: l.review_count,
              formatted: l.review_count.toLocaleString(lang),
            })}
          </span>
          <span className="ml-auto flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('team.locations.renameNamed', { name: l.name })}
              onClick={() => onRename(l)}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t('team.locations.rename')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('team.locations.deleteNamed', { name: l.name })}
              onClick={() => onDelete(l)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('team.locations.delete')}
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
