import type { TLocationListItem } from '@tableside/domain/schemas/locations';
import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { LocationInput } from '../api/use-console-locations.ts';
import { SelectField } from './select-field.tsx';

/**
 * Add or edit a location: name and restaurant required (docs/product/console.md#locations-screen).
 */
export function LocationFormDialog({
  location,
  restaurants,
  pending,
  onSave,
  onClose,
}: {
  location: TLocationListItem | null;
  restaurants: readonly TRestaurant[];
  pending: boolean;
  onSave: (input: LocationInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('superadmin');
  const [name, setName] = useState(location?.name ?? '');
  const [restaurantId, setRestaurantId] = useState(location?.restaurant_id ?? '');
  const [missing, setMissing] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !restaurantId) {
      setMissing(true);
      return;
    }
    onSave({ id: location?.id, name: name.trim(), restaurant_id: restaurantId });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t(location ? 'superadmin.locations.editTitle' : 'superadmin.locations.addTitle')}
        closeLabel={t('superadmin.actions.close')}
      >
        <form className="flex flex-col gap-4 p-5" onSubmit={handleSubmit} noValidate>
          {missing && (
            <p role="alert" className="text-sm text-red-800 dark:text-red-200">
              {t('superadmin.requiredFields')}
            </p>
          )}
          <TextField
            label={t('superadmin.locations.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
          />
          <SelectField
            label={t('superadmin.locations.restaurant')}
            value={restaurantId}
            onChange={setRestaurantId}
            required
            options={[
              { value: '', label: t('superadmin.locations.chooseRestaurant') },
              ...restaurants.map((r) => ({ value: r.id, label: r.name })),
            ]}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('superadmin.actions.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending
                ? t('common:loading')
                : t(location ? 'superadmin.actions.save' : 'superadmin.actions.add')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
