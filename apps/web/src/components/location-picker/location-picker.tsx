import { LocationChecklist, type LocationChecklistProps } from './location-checklist.tsx';
import { LocationSelect, type LocationSelectProps } from './location-select.tsx';

/**
 * Every screen's location picker (the sidebar's switcher aside): one location, or several with
 * `multiple`. Up to 25 locations a plain select or list of boxes; past that a search, so a
 * chain's 1,000 are found by typing (match-locations.ts).
 */
export function LocationPicker(
  props:
    ({ multiple: true } & LocationChecklistProps) | ({ multiple?: false } & LocationSelectProps),
) {
  if (props.multiple) {
    const { multiple: _, ...rest } = props;
    return <LocationChecklist {...rest} />;
  }
  const { multiple: _, ...rest } = props;
  return <LocationSelect {...rest} />;
}
