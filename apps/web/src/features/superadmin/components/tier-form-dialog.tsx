import { TIERS } from '@tableside/domain/tiers';
import type { TSubscriptionTier } from '@tableside/domain/schemas/tiers';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { TierInput } from '../api/use-tiers.ts';
import { groupsToText, textToGroups } from '../marketing-text.ts';
import { SelectField } from './select-field.tsx';

const LANGS = ['en', 'fr'] as const;
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * A tier: name, the feature set it unlocks (its level, which the access rules read), price and
 * limits, flags, and the public marketing text in English and French.
 */
export function TierFormDialog({
  tier,
  pending,
  onSave,
  onClose,
}: {
  tier: TSubscriptionTier | null;
  pending: boolean;
  onSave: (input: TierInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('superadmin');
  const [name, setName] = useState(tier?.name ?? '');
  const [level, setLevel] = useState(tier?.level ?? 1);
  const [price, setPrice] = useState(tier?.price_monthly?.toString() ?? '');
  const [maxReviews, setMaxReviews] = useState(tier?.max_reviews_per_month?.toString() ?? '');
  const [maxKeywords, setMaxKeywords] = useState(tier?.keywords_max_count?.toString() ?? '');
  const [flags, setFlags] = useState({
    is_popular: tier?.is_popular ?? false,
    is_coming_soon: tier?.is_coming_soon ?? false,
    is_public: tier?.is_public ?? true,
  });
  const [marketing, setMarketing] = useState(
    () =>
      Object.fromEntries(
        LANGS.map((lang) => [
          lang,
          {
            description: tier?.marketing[lang].description ?? '',
            features: groupsToText(tier?.marketing[lang].featureGroups ?? []),
          },
        ]),
      ) as Record<(typeof LANGS)[number], { description: string; features: string }>,
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    onSave({
      id: tier?.id,
      name: name.trim(),
      level,
      price_monthly: numberOrNull(price),
      max_reviews_per_month: numberOrNull(maxReviews),
      keywords_max_count: numberOrNull(maxKeywords),
      ...flags,
      marketing: {
        en: {
          description: marketing.en.description.trim(),
          featureGroups: textToGroups(marketing.en.features),
        },
        fr: {
          description: marketing.fr.description.trim(),
          featureGroups: textToGroups(marketing.fr.features),
        },
      },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t(tier ? 'superadmin.tiers.editTitle' : 'superadmin.tiers.addTitle')}
        closeLabel={t('superadmin.actions.close')}
      >
        <form className="flex flex-col gap-4 p-5" onSubmit={handleSubmit} data-testid="tier-form">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={t('superadmin.tiers.name')}
              value={name}
              required
              onChange={(e) => setName(e.target.value)}
            />
            <SelectField
              label={t('superadmin.tiers.features')}
              value={String(level)}
              onChange={(value) => setLevel(Number(value))}
              options={TIERS.map((name, i) => ({ value: String(i + 1), label: name }))}
            />
            <TextField
              label={t('superadmin.tiers.price')}
              type="number"
              min={0}
              step="0.01"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
            />
            <TextField
              label={t('superadmin.tiers.maxReviews')}
              type="number"
              min={0}
              value={maxReviews}
              onChange={(e) => setMaxReviews(e.target.value)}
            />
            <TextField
              label={t('superadmin.tiers.maxKeywords')}
              type="number"
              min={0}
              value={maxKeywords}
              onChange={(e) => setMaxKeywords(e.target.value)}
            />
          </div>
          <p className="text-xs text-slate-700 dark:text-slate-300">
            {t('superadmin.tiers.emptyMeans')}
          </p>
          <div className="flex flex-wrap gap-4">
            {(['is_public', 'is_popular', 'is_coming_soon'] as const).map((flag) => (
              <label key={flag} className="flex items-center gap-2 text-sm">
                <Checkbox
                  checked={flags[flag]}
                  onChange={(e) => setFlags((f) => ({ ...f, [flag]: e.target.checked }))}
                />
                {t(`superadmin.tiers.flags.${flag}`)}
              </label>
            ))}
          </div>
          {LANGS.map((lang) => (
            <fieldset
              key={lang}
              className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 dark:border-slate-700"
            >
              <legend className="px-1 text-sm font-medium">
                {t(`superadmin.tiers.marketing.${lang}`)}
              </legend>
              <TextField
                label={t('superadmin.tiers.description')}
                value={marketing[lang].description}
                onChange={(e) =>
                  setMarketing((m) => ({
                    ...m,
                    [lang]: { ...m[lang], description: e.target.value },
                  }))
                }
              />
              <label className="flex flex-col gap-1 text-sm font-medium text-slate-800 dark:text-slate-200">
                {t('superadmin.tiers.featureGroups')}
                <textarea
                  className={FIELD_CLASS}
                  rows={4}
                  value={marketing[lang].features}
                  onChange={(e) =>
                    setMarketing((m) => ({
                      ...m,
                      [lang]: { ...m[lang], features: e.target.value },
                    }))
                  }
                />
              </label>
            </fieldset>
          ))}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('superadmin.actions.cancel')}
            </Button>
            <Button type="submit" disabled={pending || !name.trim()}>
              {pending
                ? t('common:loading')
                : t(tier ? 'superadmin.actions.save' : 'superadmin.actions.add')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
