import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import type { RestaurantChanges } from './api/use-restaurants.ts';

export type Draft = {
  name: string;
  subscription_tier_id: string;
  weekly_report_day: number;
  main_open_ai_model: string;
  approval_zapier_url: string;
  additional_system_prompt_instructions: string;
  auto_approve_reviews: boolean;
  auto_approval_minutes_delay: number | null;
  integrations: TRestaurant['integrations'];
};

export function draftOf(r: TRestaurant | null): Draft {
  return {
    name: r?.name ?? '',
    subscription_tier_id: r?.subscription_tier_id ?? '',
    weekly_report_day: r?.weekly_report_day ?? 1,
    main_open_ai_model: r?.main_open_ai_model ?? '',
    approval_zapier_url: r?.approval_zapier_url ?? '',
    additional_system_prompt_instructions: r?.additional_system_prompt_instructions ?? '',
    auto_approve_reviews: r?.auto_approve_reviews ?? false,
    auto_approval_minutes_delay: r?.auto_approval_minutes_delay ?? null,
    integrations: r?.integrations ?? [],
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** docs/product/console.md#restaurant-form: on edit only the changed fields are sent. */
export function changesOf(
  initial: Draft,
  draft: Draft,
  isNew: boolean,
  locations: { add: string[]; remove: { id: string; name: string }[] },
): RestaurantChanges {
  const fields: Record<string, unknown> = {};
  const set = (key: string, before: unknown, after: unknown) => {
    if (isNew || before !== after) fields[key] = after;
  };
  set('name', initial.name.trim(), draft.name.trim());
  set('subscription_tier_id', initial.subscription_tier_id, draft.subscription_tier_id);
  set('weekly_report_day', initial.weekly_report_day, draft.weekly_report_day);
  if (!isNew) {
    set('main_open_ai_model', orNull(initial.main_open_ai_model), orNull(draft.main_open_ai_model));
    set(
      'approval_zapier_url',
      orNull(initial.approval_zapier_url),
      orNull(draft.approval_zapier_url),
    );
    set(
      'additional_system_prompt_instructions',
      orNull(initial.additional_system_prompt_instructions),
      orNull(draft.additional_system_prompt_instructions),
    );
  }
  const approvalChanged =
    initial.auto_approve_reviews !== draft.auto_approve_reviews ||
    (draft.auto_approve_reviews &&
      initial.auto_approval_minutes_delay !== draft.auto_approval_minutes_delay);
  const integrationsChanged =
    [...initial.integrations].sort().join() !== [...draft.integrations].sort().join();
  return {
    fields,
    autoApproval: approvalChanged
      ? {
          auto_approve_reviews: draft.auto_approve_reviews,
          auto_approval_minutes_delay: draft.auto_approve_reviews
            ? draft.auto_approval_minutes_delay
            : null,
        }
      : undefined,
    integrations: integrationsChanged ? draft.integrations : undefined,
    addLocations: locations.add,
    removeLocations: locations.remove,
  };
}
