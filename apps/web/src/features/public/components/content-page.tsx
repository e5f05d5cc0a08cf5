import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';

/** The enterprise and solutions pages: an intro, titled sections and a call to action. */
export function ContentPage({
  prefix,
  sections,
  cta,
  children,
}: {
  /** The translation key holding title, intro and sections.<key>.{title, body}. */
  prefix: 'enterprisePage' | 'solutionsPage';
  sections: readonly string[];
  cta: { to: string; label: string };
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('public');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-16">
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t(`${prefix}.title`)}</h1>
        <p className="max-w-3xl text-lg text-slate-700 dark:text-slate-300">
          {t(`${prefix}.intro`)}
        </p>
        <Link to={cta.to} className={buttonClass('primary', 'px-6 py-3 text-base')}>
          {cta.label}
        </Link>
      </div>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {sections.map((key) => (
          <li
            key={key}
            className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 className="text-lg font-semibold">{t(`${prefix}.sections.${key}.title`)}</h2>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {t(`${prefix}.sections.${key}.body`)}
            </p>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
