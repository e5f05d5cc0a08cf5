import { isValidEmail } from './validation.ts';
import { isWebLink } from './web-link.ts';

/** The wizard's six steps, in order (docs/product/onboarding.md#wizard-steps). */
export const ONBOARDING_STEPS = [
  'BUSINESS_INFO',
  'PACKAGE_SELECTION',
  'LOCATIONS',
  'TONE_SELECTION',
  'PERMISSIONS',
  'NEXT_STEPS',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The location-count choices; 11+ is offered but blocks progress (enterprise quote instead). */
export const LOCATION_COUNT_CHOICES = ['1', '2-5', '6-10', '11+'] as const;
export type LocationCountChoice = (typeof LOCATION_COUNT_CHOICES)[number];
/** The choices a self-service sign-up may submit. */
export const SELF_SERVICE_LOCATION_COUNTS = ['1', '2-5', '6-10'] as const;
export const ENTERPRISE_LOCATION_COUNT = '11+';

/** How many location entries a range allows: 1, 5 or 10; anything else 0. */
export function maxLocationsFor(choice: string): number {
  switch (choice) {
    case '1':
      return 1;
    case '2-5':
      return 5;
    case '6-10':
      return 10;
    default:
      return 0;
  }
}

/** One location entry as the wizard keeps it (from place search or typed by hand). */
export type OnboardingLocationDraft = {
  name: string;
  place_id: string | null;
  address: { formatted: string; lat: number | null; lng: number | null };
  website: string;
};

export type OnboardingDraft = {
  businessName: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  selectedPackage: string;
  locationCount: string;
  locations: OnboardingLocationDraft[];
  selectedTone: string;
  permissionsConfirmed: boolean;
};

export const EMPTY_ONBOARDING_DRAFT: OnboardingDraft = {
  businessName: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  selectedPackage: '',
  locationCount: '',
  locations: [],
  selectedTone: '',
  permissionsConfirmed: false,
};

/** The e-mail field shows "Please enter a valid email address" once something is typed. */
export function showsEmailError(email: string): boolean {
  return email.trim() !== '' && !isValidEmail(email.trim());
}

/**
 * A location's website, once typed, must be a full web address (the server refuses anything
 * else, packages/domain/src/web-link.ts); an empty one is fine.
 */
export function showsWebsiteError(website: string): boolean {
  return website.trim() !== '' && !isWebLink(website.trim());
}

/**
 * docs/product/onboarding.md#step-validity: contact name and phone are marked required but do not
 * block.
 */
export function isStepValid(step: OnboardingStep, draft: OnboardingDraft): boolean {
  switch (step) {
    case 'BUSINESS_INFO':
      return draft.businessName.trim() !== '' && isValidEmail(draft.contactEmail.trim());
    case 'PACKAGE_SELECTION':
      return draft.selectedPackage !== '';
    case 'LOCATIONS': {
      const count = maxLocationsFor(draft.locationCount);
      const shown = draft.locations.slice(0, count);
      return count > 0 && !shown.some((location) => showsWebsiteError(location.website));
    }
    case 'TONE_SELECTION':
      return draft.selectedTone !== '';
    case 'PERMISSIONS':
      return draft.permissionsConfirmed;
    case 'NEXT_STEPS':
      return true;
  }
}

/** A location entry counts once it has a name or an address; empty entries are not sent. */
export function isLocationFilled(location: OnboardingLocationDraft): boolean {
  return location.name.trim() !== '' || location.address.formatted.trim() !== '';
}
