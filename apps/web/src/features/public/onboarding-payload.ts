import {
  ONBOARDING_STEPS,
  isLocationFilled,
  maxLocationsFor,
  type OnboardingDraft,
} from '@tableside/domain/onboarding';
import type { TOnboardingSubmission } from '@tableside/domain/schemas/public-leads';
import type { Language } from '../../lib/languages.ts';

/**
 * The payload (docs/product/onboarding.md#payload) from the wizard's draft: only filled location
 * entries, up to the range.
 */
export function buildOnboardingPayload(
  draft: OnboardingDraft,
  lang: Language,
  completedAt: Date,
): TOnboardingSubmission {
  const locations = draft.locations
    .slice(0, maxLocationsFor(draft.locationCount))
    .filter(isLocationFilled)
    .map((location) => ({
      name: location.name.trim(),
      address: location.address.formatted.trim(),
      place_id: location.place_id,
      coordinates:
        location.address.lat === null || location.address.lng === null
          ? null
          : { lat: location.address.lat, lng: location.address.lng },
      website: location.website.trim() || null,
    }));
  return {
    business: {
      name: draft.businessName.trim(),
      contact: {
        name: draft.contactName.trim(),
        email: draft.contactEmail.trim(),
        phone: draft.contactPhone.trim(),
      },
    },
    locations,
    preferences: {
      responseStyle: draft.selectedTone as TOnboardingSubmission['preferences']['responseStyle'],
      permissionsGranted: draft.permissionsConfirmed as true,
      selectedPackage: draft.selectedPackage,
      locationCount: draft.locationCount as TOnboardingSubmission['preferences']['locationCount'],
    },
    metadata: { completedAt: completedAt.toISOString(), steps: [...ONBOARDING_STEPS] },
    locale: lang,
  };
}
