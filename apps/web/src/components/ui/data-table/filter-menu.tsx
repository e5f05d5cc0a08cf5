import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../button.tsx';
import {
  Dropdown,
  DropdownCheckboxItem,
  DropdownContent,
  DropdownHeading,
  DropdownRadioGroup,
  DropdownRadioItem,
  DropdownSeparator,
  DropdownItem,
  DropdownTrigger,
} from '../dropdown.tsx';
import type { DataTableFilter } from './types.ts';

const ALL = '';

/** One dropdown filter: a single choice (with "All"), or several ticked at once. */
export function FilterMenu<T>({
  filter,
  value,
  onChange,
}: {
  filter: DataTableFilter<T>;
  value: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const chosen = filter.options.filter((option) => value.includes(option.value));
  const summary =
    chosen.length === 0 ? t('table.all') : chosen.map((option) => option.label).join(', ');
  return (
    <Dropdown>
      <DropdownTrigger
        data-testid={`filter-${filter.key}`}
        className={buttonClass(chosen.length > 0 ? 'primary' : 'secondary', 'max-w-64', 'sm')}
      >
        <span className="truncate">{t('withDetail', { text: filter.label, detail: summary })}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </DropdownTrigger>
      <DropdownContent align="start">
        <DropdownHeading>{filter.label}</DropdownHeading>
        {filter.multiple ? (
          <>
            {filter.options.map((option) => (
              <DropdownCheckboxItem
                key={option.value}
                checked={value.includes(option.value)}
                onCheckedChange={(checked) =>
                  onChange(
                    checked === true
                      ? [...value, option.value]
                      : value.filter((v) => v !== option.value),
                  )
                }
              >
                {option.label}
              </DropdownCheckboxItem>
            ))}
            <DropdownSeparator />
            <DropdownItem disabled={value.length === 0} onSelect={() => onChange([])}>
              {t('table.clearFilter')}
            </DropdownItem>
          </>
        ) : (
          <DropdownRadioGroup
            value={value[0] ?? ALL}
            onValueChange={(next) => onChange(next === ALL ? [] : [next])}
          >
            <DropdownRadioItem value={ALL}>{t('table.all')}</DropdownRadioItem>
            {filter.options.map((option) => (
              <DropdownRadioItem key={option.value} value={option.value}>
                {option.label}
              </DropdownRadioItem>
            ))}
          </DropdownRadioGroup>
        )}
      </DropdownContent>
    </Dropdown>
  );
}
