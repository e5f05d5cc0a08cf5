import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MatchStatus,
  PopoverSearchInput,
} from '../../../components/location-picker/search-parts.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';

/** The orders the panel offers, each a sort and a direction of `GET /v1/location/page`. */
export const PANEL_ORDERS = {
  name: { sort: 'name', order: 'asc' },
  busiest: { sort: 'reviews', order: 'desc' },
  quietest: { sort: 'reviews', order: 'asc' },
  newest: { sort: 'created', order: 'desc' },
} as const;
export type PanelOrder = keyof typeof PANEL_ORDERS;

/** Above the locations: the search (the pickers' own box), the order, and how many match. */
export function LocationsToolbar({
  query,
  onQuery,
  order,
  onOrder,
  total,
}: {
  query: string;
  onQuery: (query: string) => void;
  order: PanelOrder;
  onOrder: (order: PanelOrder) => void;
  /** Matching locations, once the first answer is in. */
  total: number | null;
}) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  return (
    <div className="mb-2 flex flex-col gap-1">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="w-full max-w-sm">
          <PopoverSearchInput
            id={`${id}-search`}
            value={query}
            onChange={onQuery}
            describedBy={`${id}-status`}
            testId="team-locations-search"
          />
        </div>
        {/* Label and box set as the search's, so both read on one line. */}
        <div className="flex flex-col">
          <label
            htmlFor={`${id}-order`}
            className="px-2 py-1.5 text-xs font-semibold text-slate-700 dark:text-slate-300"
          >
            {t('team.locations.order')}
          </label>
          <div className="p-1">
            <select
              id={`${id}-order`}
              value={order}
              onChange={(event) => onOrder(event.target.value as PanelOrder)}
              className={`${FIELD_CLASS} py-1.5`}
            >
              {(Object.keys(PANEL_ORDERS) as PanelOrder[]).map((key) => (
                <option key={key} value={key}>
                  {t(`team.locations.orders.${key}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {total !== null && (
        <MatchStatus
          id={`${id}-status`}
          count={total}
          shown={total}
          className="px-2"
          testId="team-locations-count"
        />
      )}
    </div>
  );
}
