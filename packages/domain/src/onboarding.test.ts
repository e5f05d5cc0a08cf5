import { describe, expect, it } from 'vitest';
import {
  EMPTY_ONBOARDING_DRAFT,
  ONBOARDING_STEPS,
  isStepValid,
  showsWebsiteError,
  maxLocationsFor,
  showsEmailError,
  type OnboardingDraft,
} from './onboarding.ts';
import { ZOnboardingSubmission } from './schemas/public-leads.ts';

const draft = (patch: Partial<OnboardingDraft>): OnboardingDraft => ({
  ...EMPTY_ONBOARDING_DRAFT,
  ...patch,
});

describe('location counts', () => {
  it('map 1, 2-5 and 6-10 to 1, 5 and 10; 11+ and anything else to 0', () => {
    expect(['1', '2-5', '6-10', '11+', '', 'x'].map(maxLocationsFor)).toEqual([1, 5, 10, 0, 0, 0]);
  });
});

describe('onboarding step validity', () => {
  it('are six steps in order', () => {
    expect(ONBOARDING_STEPS).toEqual([
      'BUSINESS_INFO',
      'PACKAGE_SELECTION',
      'LOCATIONS',
      'TONE_SELECTION',
      'PERMISSIONS',
      'NEXT_STEPS',
    ]);
  });

  it('business info needs a name and a well-formed e-mail, not the contact name or phone', () => {
    expect(isStepValid('BUSINESS_INFO', draft({}))).toBe(false);
    expect(isStepValid('BUSINESS_INFO', draft({ businessName: 'Chez Ana' }))).toBe(false);
    expect(
      isStepValid('BUSINESS_INFO', draft({ businessName: 'Chez Ana', contactEmail: 'ana@x' })),
    ).toBe(false);
    expect(
      isStepValid('BUSINESS_INFO', draft({ businessName: ' ', contactEmail: 'ana@x.ca' })),
    ).toBe(false);
    expect(
      isStepValid('BUSINESS_INFO', draft({ businessName: 'Chez Ana', contactEmail: 'ana@x.ca' })),
    ).toBe(true);
  });

  it('shows the e-mail message only for a typed, malformed address', () => {
    expect(showsEmailError('')).toBe(false);
    expect(showsEmailError('ana@bistro')).toBe(true);
    expect(showsEmailError('a na@bistro.ca')).toBe(true);
    expect(showsEmailError('ana@bistro.ca')).toBe(false);
  });

  it('package, tone and permissions need a choice; 11+ blocks the locations step', () => {
    expect(isStepValid('PACKAGE_SELECTION', draft({}))).toBe(false);
    expect(isStepValid('PACKAGE_SELECTION', draft({ selectedPackage: 'growth' }))).toBe(true);
    expect(isStepValid('LOCATIONS', draft({}))).toBe(false);
    expect(isStepValid('LOCATIONS', draft({ locationCount: '11+' }))).toBe(false);
    expect(isStepValid('LOCATIONS', draft({ locationCount: '2-5' }))).toBe(true);
    // A typed website must be a full web address; an empty one, or one past the range, is fine.
    const entry = (website: string) => ({
      name: 'Chez Ana',
      place_id: null,
      address: { formatted: '', lat: null, lng: null },
      website,
    });
    const located = (count: string, ...websites: string[]) =>
      draft({ locationCount: count, locations: websites.map(entry) });
    expect(isStepValid('LOCATIONS', located('2-5', 'chezana.ca'))).toBe(false);
    expect(isStepValid('LOCATIONS', located('2-5', '', 'javascript:alert(1)'))).toBe(false);
    expect(isStepValid('LOCATIONS', located('2-5', 'https://chezana.ca', ''))).toBe(true);
    expect(isStepValid('LOCATIONS', located('1', 'https://chezana.ca', 'not a site'))).toBe(true);
    expect(showsWebsiteError('  ')).toBe(false);
    expect(showsWebsiteError('www.chezana.ca')).toBe(true);
    expect(isStepValid('TONE_SELECTION', draft({}))).toBe(false);
    expect(isStepValid('TONE_SELECTION', draft({ selectedTone: 'fun' }))).toBe(true);
    expect(isStepValid('PERMISSIONS', draft({}))).toBe(false);
    expect(isStepValid('PERMISSIONS', draft({ permissionsConfirmed: true }))).toBe(true);
    expect(isStepValid('NEXT_STEPS', draft({}))).toBe(true);
  });
});

describe('onboarding submission schema', () => {
  const valid = {
    business: { name: 'Chez Ana', contact: { name: '', email: 'ana@bistro.ca', phone: '' } },
    locations: [
      {
        name: 'Plateau',
        address: '1 rue Rachel, Montréal',
        place_id: null,
        coordinates: null,
        website: 'https://chezana.ca',
      },
    ],
    preferences: {
      responseStyle: 'formal',
      permissionsGranted: true,
      selectedPackage: 'Essential',
      locationCount: '1',
    },
    metadata: { completedAt: '2026-11-22T13:00:00.000Z', steps: ['BUSINESS_INFO'] },
  };

  it('accepts the wizard payload, the package in lower case', () => {
    const parsed = ZOnboardingSubmission.parse(valid);
    expect(parsed.preferences.selectedPackage).toBe('essential');
    expect(parsed.locale).toBe('en');
  });

  it('refuses 11+, a missing confirmation, a bad e-mail and more entries than the range', () => {
    const bad = [
      { ...valid, preferences: { ...valid.preferences, locationCount: '11+' } },
      { ...valid, preferences: { ...valid.preferences, permissionsGranted: false } },
      { ...valid, business: { ...valid.business, contact: { email: 'ana@bistro' } } },
      { ...valid, locations: [...valid.locations, ...valid.locations] },
      { ...valid, business: { ...valid.business, name: 'x'.repeat(201) } },
    ];
    for (const payload of bad) expect(ZOnboardingSubmission.safeParse(payload).success).toBe(false);
  });
});
