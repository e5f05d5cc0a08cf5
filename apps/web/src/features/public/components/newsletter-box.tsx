import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';

/**
 * The blog's sign-up. public-site.js sends it to /v1/public/newsletter and writes the outcome in
 * the live region, picking the message from the data attributes.
 */
export function NewsletterBox({ lang }: { lang: string }) {
  const { t } = useTranslation('public');
  return (
    <section
      aria-labelledby="newsletter-title"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="newsletter-title" className="text-xl font-bold">
        {t('newsletter.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('newsletter.body')}</p>
      <form
        data-newsletter={lang}
        data-msg-sending={t('newsletter.sending')}
        data-msg-done={t('newsletter.done')}
        data-msg-invalid={t('newsletter.invalid')}
        data-msg-failed={t('newsletter.failed')}
        data-msg-limited={t('newsletter.limited')}
        className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="newsletter-email" className="text-sm font-medium">
            {t('newsletter.email')}
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            className={FIELD_CLASS}
            data-testid="newsletter-email"
          />
        </div>
        <Button type="submit" data-testid="newsletter-submit">
          {t('newsletter.subscribe')}
        </Button>
      </form>
      <p
        role="status"
        data-newsletter-status=""
        data-testid="newsletter-status"
        className="mt-2 min-h-5 text-sm text-slate-800 dark:text-slate-200"
      />
    </section>
  );
}
