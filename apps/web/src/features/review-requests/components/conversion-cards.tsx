import type { TConversionFigures } from '@tableside/domain/schemas/review-requests';
import { MailQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { useConversion } from '../api/review-requests-api.ts';

const percent = (value: number | null, lang: string) =>
  value === null
    ? '–'
    : `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(value)} %`;

/**
 * Review requests on the analytics screen (docs/product/review-requests.md#conversion): sent,
 * clicked and converted in the chosen period, for the selected location or all of them. When
 * nothing was sent, a line saying so (with, for whoever keeps them, the way to set them up)
 * rather than three zeros.
 */
export function ConversionCards({
  restaurantId,
  locationId,
  range,
  canSetUp,
}: {
  restaurantId: string;
  /** Null: every location the user may see. */
  locationId: string | null;
  range: { startDate: string; endDate: string };
  /** The user keeps review requests (Administration): the empty state links there. */
  canSetUp: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const conversion = useConversion(restaurantId, range, locationId);
  if (!conversion.data) return null;
  const total: TConversionFigures = conversion.data.total;
  if (total.sent === 0)
    return (
      <section aria-labelledby="request-conversion-heading" data-testid="request-conversion-empty">
        <h2 id="request-conversion-heading" className="mb-2 text-base font-semibold">
          {t('reviewRequests.conversion.title')}
        </h2>
        <EmptyState
          icon={MailQuestion}
          title={t('reviewRequests.conversion.emptyTitle')}
          description={t('reviewRequests.conversion.emptyDescription')}
        >
          {canSetUp && (
            <Link
              to={`/${lang}/dashboard/administration#review-requests`}
              className={buttonClass('secondary')}
            >
              {t('reviewRequests.conversion.setUp')}
            </Link>
          )}
        </EmptyState>
      </section>
    );
  const count = (n: number) => new Intl.NumberFormat(lang).format(n);
  const items = [
    ['sent', count(total.sent)],
    ['clicked', `${count(total.clicked)} · ${percent(total.click_rate, lang)}`],
    ['converted', `${count(total.converted)} · ${percent(total.conversion_rate, lang)}`],
  ] as const;
  return (
    <section aria-labelledby="request-conversion-heading" data-testid="request-conversion">
      <h2 id="request-conversion-heading" className="mb-2 text-base font-semibold">
        {t('reviewRequests.conversion.title')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {items.map(([key, value]) => (
          <li
            key={key}
            data-testid={`request-${key}`}
            className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <h3 className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {t(`reviewRequests.conversion.${key}`)}
            </h3>
            <p className="text-2xl font-bold">{value}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
