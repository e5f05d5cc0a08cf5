import {
  IMPORT_DATE_FORMATS,
  IMPORT_FIELDS,
  missingImportFields,
  REQUIRED_IMPORT_FIELDS,
  type ImportColumns,
  type ImportDateFormat,
  type ImportField,
  type ImportLocation,
} from '@tableside/domain/review-import';
import type { TReviewImport } from '@tableside/domain/schemas/review-import';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { startImport } from '../api/review-import-api.ts';
import { ImportPreview } from './import-preview.tsx';
import { SelectRow } from './select-row.tsx';
import { LocationPicker } from '../../../components/location-picker/location-picker.tsx';
import { ErrorText } from '../../../components/ui/error-text.tsx';

/**
 * The second step: which column holds what (guessed from the headers), where the rows go, how
 * dates are written, and the first rows as they would be imported, each checked.
 */
export function ColumnMapping({
  upload,
  locations,
  onCancel,
  onStarted,
}: {
  upload: TReviewImport;
  locations: readonly ImportLocation[];
  onCancel: () => void;
  onStarted: (id: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [columns, setColumns] = useState<ImportColumns>(upload.guess.columns);
  const [locationId, setLocationId] = useState('');
  const [dateFormat, setDateFormat] = useState<ImportDateFormat>(upload.guess.date_format);
  const [missing, setMissing] = useState<ImportField[]>([]);
  const start = useMutation({
    mutationFn: () =>
      startImport(upload.id, {
        columns,
        location_id: locationId || null,
        date_format: dateFormat,
      }),
    onSuccess: (started) => onStarted(started.id),
  });

  function setColumn(field: ImportField, value: string) {
    setColumns((current) => {
      const next = { ...current };
      if (value === '') delete next[field];
      else next[field] = Number(value);
      return next;
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const lacking = missingImportFields(columns, locationId || null);
    setMissing(lacking);
    if (lacking.length === 0) start.mutate();
  }

  const fieldName = (f: ImportField) => t(`reviewImport.fields.${f}`);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={handleSubmit}
      noValidate
      data-testid="import-mapping"
    >
      <p className="text-sm">
        {t('reviewImport.fileSummary', { name: upload.file_name, count: upload.columns.length })}
      </p>
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 text-sm font-medium">{t('reviewImport.mappingLegend')}</legend>
        {IMPORT_FIELDS.map((field) => (
          <SelectRow
            key={field}
            label={
              REQUIRED_IMPORT_FIELDS.includes(field)
                ? t('reviewImport.required', { field: fieldName(field) })
                : fieldName(field)
            }
            value={columns[field] === undefined ? '' : String(columns[field])}
            onChange={(value) => setColumn(field, value)}
            invalid={missing.includes(field)}
            testId={`import-column-${field}`}
            options={[
              { value: '', label: t('reviewImport.notInFile') },
              ...upload.columns.map((c, i) => ({ value: String(i), label: c })),
            ]}
          />
        ))}
      </fieldset>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <LocationPicker
          label={t('reviewImport.locationForAll')}
          labelClassName="text-sm font-medium text-slate-800 dark:text-slate-200"
          locations={locations}
          value={locationId || null}
          onChange={(id) => setLocationId(id ?? '')}
          emptyLabel={t(
            columns.location === undefined
              ? 'reviewImport.chooseLocation'
              : 'reviewImport.locationFromColumn',
          )}
          invalid={missing.includes('location')}
          testId="import-location"
        />
        <SelectRow
          label={t('reviewImport.dateFormat')}
          value={dateFormat}
          onChange={(value) => setDateFormat(value as ImportDateFormat)}
          testId="import-date-format"
          options={IMPORT_DATE_FORMATS.map((f) => ({
            value: f,
            label: t(`reviewImport.dateFormats.${f}`),
          }))}
        />
      </div>
      <ImportPreview
        upload={upload}
        columns={columns}
        locationId={locationId || null}
        locations={locations}
        dateFormat={dateFormat}
      />
      {missing.length > 0 && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {t('reviewImport.missing', { fields: missing.map(fieldName).join(', ') })}
        </p>
      )}
      {start.error && <ErrorText error={start.error} />}
      <div className="flex gap-2">
        <Button type="submit" disabled={start.isPending} data-testid="import-start">
          {start.isPending ? t('reviewImport.starting') : t('reviewImport.start')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('reviewImport.cancel')}
        </Button>
      </div>
    </form>
  );
}
