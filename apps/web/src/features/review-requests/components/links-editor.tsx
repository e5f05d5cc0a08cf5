import type { TRequestSettingsInput } from '@tableside/domain/schemas/review-requests';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { LocationPicker } from '../../../components/location-picker/location-picker.tsx';

type Link = TRequestSettingsInput['links'][number];

/** The review links the restaurant adds beside Google's, for every location or one. */
export function LinksEditor({
  links,
  locations,
  max,
  onChange,
}: {
  links: Link[];
  locations: readonly { id: string; name: string }[];
  max: number;
  onChange: (links: Link[]) => void;
}) {
  const { t } = useTranslation('dashboard');
  const update = (i: number, patch: Partial<Link>) =>
    onChange(links.map((l, n) => (n === i ? { ...l, ...patch } : l)));
  return (
    <div className="flex flex-col gap-2">
      {links.map((link, i) => (
        <div key={i} className="flex flex-wrap items-end gap-2" data-testid="request-link">
          <label className="flex flex-col gap-1 text-xs font-medium">
            {t('reviewRequests.linkLabel')}
            <input
              value={link.label}
              required
              maxLength={80}
              className={FIELD_CLASS}
              onChange={(e) => update(i, { label: e.target.value })}
            />
          </label>
          <label className="flex min-w-64 flex-1 flex-col gap-1 text-xs font-medium">
            {t('reviewRequests.linkUrl')}
            <input
              type="url"
              value={link.url}
              required
              pattern="https://.*"
              className={FIELD_CLASS}
              onChange={(e) => update(i, { url: e.target.value })}
            />
          </label>
          <LocationPicker
            label={t('reviewRequests.linkLocation')}
            locations={locations}
            value={link.location_id}
            onChange={(id) => update(i, { location_id: id })}
            emptyLabel={t('templates.everyLocation')}
          />
          <Button
            type="button"
            variant="secondary"
            onClick={() => onChange(links.filter((_, n) => n !== i))}
          >
            {t('reviewRequests.removeLink')}
          </Button>
        </div>
      ))}
      {links.length < max && (
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          onClick={() => onChange([...links, { label: '', url: 'https://', location_id: null }])}
        >
          {t('reviewRequests.addLink')}
        </Button>
      )}
    </div>
  );
}
