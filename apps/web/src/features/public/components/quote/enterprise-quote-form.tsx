import { ZEnterpriseQuote, QUOTE_LOCATION_RANGES } from '@tableside/domain/schemas/public-leads';
import { isValidEmail } from '@tableside/domain/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../../components/ui/button.tsx';
import { FIELD_CLASS } from '../../../../components/ui/field.ts';
import { errorMessageKey } from '../../../../lib/api-client.ts';
import type { Language } from '../../../../lib/languages.ts';
import { requestEnterpriseQuote } from '../../api/public-api.ts';
import { FieldLabel } from '../onboarding/field-label.tsx';

const TEXT_FIELDS = [
  ['businessName', 'text', 'organization', true],
  ['contactName', 'text', 'name', true],
  ['email', 'email', 'email', true],
  ['phone', 'tel', 'tel', true],
  ['currentSolution', 'text', 'off', false],
] as const;

type Values = Record<(typeof TEXT_FIELDS)[number][0] | 'locationCount' | 'additionalInfo', string>;
const EMPTY: Values = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  currentSolution: '',
  locationCount: '',
  additionalInfo: '',
};

type Outcome = { status: 'idle' | 'sending' | 'done' } | { status: 'error'; message: string };

/**
 * docs/product/public-site.md#enterprise-quote: validated here and on the server by the same
 * schema, stored as a lead.
 */
export function EnterpriseQuoteForm({ lang }: { lang: Language }) {
  const { t } = useTranslation(['public', 'common']);
  const [values, setValues] = useState<Values>(EMPTY);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZEnterpriseQuote.safeParse({ ...values, locale: lang });
    if (!parsed.success) {
      const message =
        values.email.trim() && !isValidEmail(values.email.trim())
          ? t('quote.invalidEmail')
          : t('quote.missing');
      setOutcome({ status: 'error', message });
      return;
    }
    setOutcome({ status: 'sending' });
    try {
      await requestEnterpriseQuote(parsed.data);
      setOutcome({ status: 'done' });
    } catch (error) {
      setOutcome({ status: 'error', message: t(errorMessageKey(error)) });
    }
  };

  if (outcome.status === 'done')
    return (
      <div role="status" className="flex flex-col items-start gap-4" data-testid="quote-done">
        <h2 className="text-2xl font-bold">{t('quote.doneTitle')}</h2>
        <p className="text-lg text-slate-700 dark:text-slate-300">
          {t('quote.doneBody', { email: values.email.trim() })}
        </p>
        <Link to={`/${lang}`} className={buttonClass('secondary')}>
          {t('quote.back')}
        </Link>
      </div>
    );

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className="grid gap-4 md:grid-cols-2"
      data-testid="quote-form"
    >
      {TEXT_FIELDS.map(([field, type, autoComplete, required]) => (
        <div key={field} className="flex flex-col gap-1">
          <FieldLabel htmlFor={`quote-${field}`} text={t(`quote.${field}`)} required={required} />
          <input
            id={`quote-${field}`}
            type={type}
            autoComplete={autoComplete}
            required={required}
            maxLength={200}
            value={values[field]}
            onChange={set(field)}
            className={FIELD_CLASS}
            data-testid={`quote-${field}`}
          />
        </div>
      ))}
      <div className="flex flex-col gap-1">
        <FieldLabel htmlFor="quote-locationCount" text={t('quote.locationCount')} required />
        <select
          id="quote-locationCount"
          required
          value={values.locationCount}
          onChange={set('locationCount')}
          className={FIELD_CLASS}
          data-testid="quote-locationCount"
        >
          <option value="">{t('quote.chooseRange')}</option>
          {QUOTE_LOCATION_RANGES.map((range) => (
            <option key={range} value={range}>
              {range}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 md:col-span-2">
        <FieldLabel htmlFor="quote-additionalInfo" text={t('quote.additionalInfo')} />
        <textarea
          id="quote-additionalInfo"
          rows={5}
          maxLength={4000}
          value={values.additionalInfo}
          onChange={set('additionalInfo')}
          className={FIELD_CLASS}
          data-testid="quote-additionalInfo"
        />
      </div>
      {outcome.status === 'error' && (
        <p
          role="alert"
          className="text-sm text-red-700 md:col-span-2 dark:text-red-300"
          data-testid="quote-error"
        >
          {outcome.message}
        </p>
      )}
      <div className="md:col-span-2">
        <Button type="submit" disabled={outcome.status === 'sending'} data-testid="quote-submit">
          {outcome.status === 'sending' ? t('quote.sending') : t('quote.submit')}
        </Button>
      </div>
    </form>
  );
}
