import {
  IMPORT_FIELDS,
  IMPORT_REFUSAL_TEXT,
  importRowValidator,
  type ImportColumns,
  type ImportDateFormat,
  type ImportLocation,
} from '@tableside/domain/review-import';
import type { TReviewImport } from '@tableside/domain/schemas/review-import';
import { useTranslation } from 'react-i18next';

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** The file's first rows as the mapping reads them, each checked by the server's own rules. */
export function ImportPreview({
  upload,
  columns,
  locationId,
  locations,
  dateFormat,
}: {
  upload: TReviewImport;
  columns: ImportColumns;
  locationId: string | null;
  locations: readonly ImportLocation[];
  dateFormat: ImportDateFormat;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const check = importRowValidator({
    columns,
    defaultLocationId: locationId,
    locations,
    dateFormat,
    now: new Date(),
  });
  const mapped = IMPORT_FIELDS.filter((f) => columns[f] !== undefined);
  const reasons = IMPORT_REFUSAL_TEXT[i18n.language === 'fr' ? 'fr' : 'en'];
  if (upload.preview.length === 0)
    return <p className="text-sm">{t('reviewImport.previewEmpty')}</p>;
  return (
    <div className="overflow-x-auto" data-testid="import-preview">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium">{t('reviewImport.previewCaption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            {mapped.map((f) => (
              <th key={f} scope="col" className="px-2 py-1 font-medium">
                {t(`reviewImport.fields.${f}`)}
              </th>
            ))}
            <th scope="col" className="px-2 py-1 font-medium">
              {t('reviewImport.check')}
            </th>
          </tr>
        </thead>
        <tbody>
          {upload.preview.map((cells, row) => {
            const outcome =
              cells.length < upload.columns.length
                ? ({ ok: false, reason: 'column_count' } as const)
                : check(cells);
            return (
              <tr key={row} className="border-b border-slate-100 dark:border-slate-800">
                {mapped.map((f) => (
                  <td key={f} className="px-2 py-1">
                    {shorten(cells[columns[f] as number] ?? '')}
                  </td>
                ))}
                <td
                  className={
                    outcome.ok
                      ? 'px-2 py-1 text-green-800 dark:text-green-300'
                      : 'px-2 py-1 text-red-800 dark:text-red-200'
                  }
                  data-testid="import-preview-check"
                >
                  {outcome.ok ? t('reviewImport.rowOk') : reasons[outcome.reason]}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
