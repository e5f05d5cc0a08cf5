import { Check } from 'lucide-react';
import type { TierCard } from '../pricing-model.ts';

/** A tier's grouped key features, as the pricing cards and onboarding package cards list them. */
export function TierFeatures({ groups }: { groups: TierCard['featureGroups'] }) {
  return (
    <div className="flex flex-col gap-3">
      {groups.map((group) => (
        <div key={group.heading}>
          <p className="text-sm font-semibold">{group.heading}</p>
          <ul className="mt-2 flex flex-col gap-1.5 text-sm text-slate-700 dark:text-slate-300">
            {group.items.map((item) => (
              <li key={item} className="flex gap-2">
                <Check
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-blue-700 dark:text-blue-300"
                />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
