import { EMPTY_ONBOARDING_DRAFT } from '@tableside/domain/onboarding';
import { ZOnboardingSubmission } from '@tableside/domain/schemas/public-leads';
import { describe, expect, it } from 'vitest';
import { buildOnboardingPayload } from './onboarding-payload.ts';

const entry = (name: string, website = '') => ({
  name,
  place_id: null,
  address: { formatted: name ? `${name} street` : '', lat: null, lng: null },
  website,
});

describe('onboarding payload', () => {
  it('carries the filled entries of the range, trimmed, in the shape the server accepts', () => {
    const payload = buildOnboardingPayload(
      {
        ...EMPTY_ONBOARDING_DRAFT,
        businessName: ' Chez Ana ',
        contactEmail: 'ana@chezana.ca ',
        selectedPackage: 'growth',
        locationCount: '2-5',
        locations: [entry('Plateau', 'https://chezana.ca'), entry(''), entry('Verdun')],
        selectedTone: 'friendly',
        permissionsConfirmed: true,
      },
      'fr',
      new Date('2026-11-22T13:00:00Z'),
    );
    expect(payload.business).toEqual({
      name: 'Chez Ana',
      contact: { name: '', email: 'ana@chezana.ca', phone: '' },
    });
    expect(payload.locations).toEqual([
      {
        name: 'Plateau',
        address: 'Plateau street',
        place_id: null,
        coordinates: null,
        website: 'https://chezana.ca',
      },
      {
        name: 'Verdun',
        address: 'Verdun street',
        place_id: null,
        coordinates: null,
        website: null,
      },
    ]);
    expect(payload.metadata).toEqual({
      completedAt: '2026-11-22T13:00:00.000Z',
      steps: [
        'BUSINESS_INFO',
        'PACKAGE_SELECTION',
        'LOCATIONS',
        'TONE_SELECTION',
        'PERMISSIONS',
        'NEXT_STEPS',
      ],
    });
    expect(ZOnboardingSubmission.safeParse(payload).success).toBe(true);
  });

  it('drops entries beyond the chosen range', () => {
    const payload = buildOnboardingPayload(
      { ...EMPTY_ONBOARDING_DRAFT, locationCount: '1', locations: [entry('A'), entry('B')] },
      'en',
      new Date(),
    );
    expect(payload.locations.map((l) => l.name)).toEqual(['A']);
  });
});
