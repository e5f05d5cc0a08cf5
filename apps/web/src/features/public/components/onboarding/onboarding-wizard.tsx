import { ONBOARDING_STEPS, isStepValid } from '@tableside/domain/onboarding';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import type { Language } from '../../../../lib/languages.ts';
import { submitOnboarding } from '../../api/public-api.ts';
import { useOnboardingDraft } from '../../hooks/use-onboarding-draft.ts';
import { usePublicConfig } from '../../hooks/use-public-data.ts';
import { buildOnboardingPayload } from '../../onboarding-payload.ts';
import { BusinessStep } from './business-step.tsx';
import { StepProgress } from './step-progress.tsx';

// The steps after the first come in one chunk of their own (the permissions step's help dialog
// brings the dialog library): a first visit paints the business step without them, and the
// visitor's first keystroke in it fetches them, well before "Next" (decision 0020).
const loadLaterSteps = () => import('./later-steps.ts');
const PackageStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.PackageStep })));
const LocationsStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.LocationsStep })));
const ToneStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.ToneStep })));
const PermissionsStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.PermissionsStep })));
const NextSteps = lazy(() => loadLaterSteps().then((m) => ({ default: m.NextSteps })));
const Confetti = lazy(() => loadLaterSteps().then((m) => ({ default: m.Confetti })));

/**
 * docs/product/onboarding.md#after-completion: the celebration lasts this long before the visitor
 * is sent home.
 */
export const REDIRECT_AFTER_MS = 3500;

type Submission = 'idle' | 'submitting' | 'failed' | 'done';

export function OnboardingWizard({
  lang,
  initialPackage,
}: {
  lang: Language;
  initialPackage: string | null;
}) {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const config = usePublicConfig();
  const { draft, step, update, goTo, discard } = useOnboardingDraft(initialPackage);
  const [submission, setSubmission] = useState<Submission>('idle');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = ONBOARDING_STEPS[step] ?? 'BUSINESS_INFO';
  const valid = isStepValid(current, draft);
  const last = step === ONBOARDING_STEPS.length - 1;

  useEffect(() => {
    if (submission !== 'done') return;
    // '/' of the visitor's language: the landing page they came from.
    const timer = window.setTimeout(() => navigate(`/${lang}`), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [submission, navigate, lang]);

  const move = (to: number) => {
    goTo(to);
    headingRef.current?.focus();
  };

  const handleComplete = async () => {
    setSubmission('submitting');
    try {
      await submitOnboarding(buildOnboardingPayload(draft, lang, new Date()));
      discard();
      setSubmission('done');
    } catch {
      // The draft stays, so nothing typed is lost; the visitor can try again.
      setSubmission('failed');
    }
  };

  if (submission === 'done')
    return (
      <div
        className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center"
        role="status"
        data-testid="onboarding-success"
      >
        <Suspense fallback={null}>
          <Confetti />
        </Suspense>
        <h1 className="text-3xl font-bold tracking-tight">{t('onboarding.successTitle')}</h1>
        <p className="text-lg text-slate-700 dark:text-slate-300">{t('onboarding.successBody')}</p>
      </div>
    );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-12 max-md:py-6">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
        {t('onboarding.title')}
      </h1>
      <StepProgress current={step} />
      <form
        className="flex flex-col gap-8"
        data-testid={`onboarding-step-${current}`}
        onChange={() => void loadLaterSteps()}
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid || submission === 'submitting') return;
          if (last) void handleComplete();
          else move(step + 1);
        }}
      >
        {current === 'BUSINESS_INFO' && <BusinessStep draft={draft} update={update} />}
        <Suspense fallback={<Spinner label={t('common:loading')} />}>
          {current === 'PACKAGE_SELECTION' && (
            <PackageStep draft={draft} update={update} lang={lang} />
          )}
          {current === 'LOCATIONS' && (
            <LocationsStep
              draft={draft}
              update={update}
              lang={lang}
              placesSearch={config.places_search}
            />
          )}
          {current === 'TONE_SELECTION' && <ToneStep draft={draft} update={update} />}
          {current === 'PERMISSIONS' && (
            <PermissionsStep draft={draft} update={update} supportEmail={config.support_email} />
          )}
          {current === 'NEXT_STEPS' && <NextSteps />}
        </Suspense>
        {submission === 'failed' && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-4 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
            data-testid="onboarding-failed"
          >
            {t('onboarding.failed')}
          </p>
        )}
        <div className="flex items-center justify-between gap-4 border-t border-slate-200 pt-6 dark:border-slate-800">
          {step > 0 ? (
            <Button
              variant="secondary"
              onClick={() => move(step - 1)}
              data-testid="onboarding-back"
            >
              {t('onboarding.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button
            type="submit"
            disabled={!valid || submission === 'submitting'}
            data-testid="onboarding-next"
          >
            {submission === 'submitting'
              ? t('onboarding.submitting')
              : t(last ? 'onboarding.complete' : 'onboarding.next')}
          </Button>
        </div>
        <p className="text-xs text-slate-700 dark:text-slate-300">{t('onboarding.draftKept')}</p>
      </form>
    </div>
  );
}
