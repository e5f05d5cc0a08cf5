import type { TRestaurant } from '@tableside/domain/schemas/restaurants';
import { describe, expect, it } from 'vitest';
import { changesOf, draftOf } from './restaurant-changes.ts';

const restaurant = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Maison',
  subscription_tier_id: '00000000-0000-4000-8000-000000000002',
  weekly_report_day: 1,
  main_open_ai_model: null,
  approval_zapier_url: null,
  additional_system_prompt_instructions: null,
  auto_approve_reviews: false,
  auto_approval_minutes_delay: null,
  integrations: ['Google'],
} as unknown as TRestaurant;
const none = { add: [], remove: [] };

describe('restaurant form changes', () => {
  it('sends only the fields that changed when editing', () => {
    const initial = draftOf(restaurant);
    const changes = changesOf(
      initial,
      { ...initial, weekly_report_day: 5, main_open_ai_model: '  ' },
      false,
      none,
    );
    expect(changes.fields).toEqual({ weekly_report_day: 5 });
    expect(changes.autoApproval).toBeUndefined();
    expect(changes.integrations).toBeUndefined();
  });

  it('sends auto-approval with its delay, and drops the delay when switched off', () => {
    const initial = draftOf(restaurant);
    const on = changesOf(
      initial,
      { ...initial, auto_approve_reviews: true, auto_approval_minutes_delay: 240 },
      false,
      none,
    );
    expect(on.autoApproval).toEqual({
      auto_approve_reviews: true,
      auto_approval_minutes_delay: 240,
    });
    const onInitial = { ...initial, auto_approve_reviews: true, auto_approval_minutes_delay: 240 };
    const off = changesOf(onInitial, { ...onInitial, auto_approve_reviews: false }, false, none);
    expect(off.autoApproval).toEqual({
      auto_approve_reviews: false,
      auto_approval_minutes_delay: null,
    });
  });

  it('sends name, tier and report day for a new restaurant, and the locations to add and remove', () => {
    const initial = draftOf(null);
    const changes = changesOf(
      initial,
      { ...initial, name: ' Bistro ', subscription_tier_id: 't1' },
      true,
      { add: ['Nord', 'Sud'], remove: [{ id: 'l1', name: 'Old' }] },
    );
    expect(changes.fields).toEqual({
      name: 'Bistro',
      subscription_tier_id: 't1',
      weekly_report_day: 1,
    });
    expect(changes.addLocations).toEqual(['Nord', 'Sud']);
    expect(changes.removeLocations).toEqual([{ id: 'l1', name: 'Old' }]);
  });

  it('sends integrations only when the set changed', () => {
    const initial = draftOf(restaurant);
    expect(
      changesOf(initial, { ...initial, integrations: ['Google'] }, false, none).integrations,
    ).toBeUndefined();
    expect(
      changesOf(initial, { ...initial, integrations: ['Google', 'Yelp'] }, false, none)
        .integrations,
    ).toEqual(['Google', 'Yelp']);
  });
});
