import type { OnboardingDraft } from '@tableside/domain/onboarding';
import { TONES } from '@tableside/domain/tones';
import { Briefcase, PartyPopper, Scale, Smile } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from './choice-card.tsx';
import { STEP_TITLE } from './field-label.tsx';

const ICONS = { friendly: Smile, formal: Briefcase, fun: PartyPopper, neutral: Scale } as const;

type Props = { draft: OnboardingDraft; update: (patch: Partial<OnboardingDraft>) => void };

export function ToneStep({ draft, update }: Props) {
  const { t } = useTranslation('public');
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className={STEP_TITLE}>{t('onboarding.tone.title')}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        {TONES.map((tone) => {
          const Icon = ICONS[tone];
          return (
            <ChoiceCard
              key={tone}
              name="tone"
              value={tone}
              checked={draft.selectedTone === tone}
              onChange={(selectedTone) => update({ selectedTone })}
              testId={`tone-${tone}`}
            >
              <span className="flex items-center gap-2 font-semibold">
                <Icon aria-hidden="true" className="size-5 text-blue-700 dark:text-blue-300" />
                {t(`onboarding.tone.options.${tone}.label`)}
              </span>
              <span className="text-sm text-slate-700 italic dark:text-slate-300">
                “{t(`onboarding.tone.options.${tone}.example`)}”
              </span>
            </ChoiceCard>
          );
        })}
      </div>
    </fieldset>
  );
}
