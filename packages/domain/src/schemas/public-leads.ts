import { z } from 'zod';
import { SELF_SERVICE_LOCATION_COUNTS, ONBOARDING_STEPS, maxLocationsFor } from '../onboarding.ts';
import { isValidEmail, LIMITS } from '../validation.ts';
import { ZWebLink } from '../web-link.ts';
import { ZLanguage } from './common.ts';
import { TONES } from '../tones.ts';

const TEXT_MAX = 200;
const MESSAGE_MAX = 4000;

const ZEmail = z
  .string()
  .trim()
  .max(LIMITS.emailMax)
  .refine(isValidEmail, { message: 'invalid_email' });
const ZRequired = z.string().trim().min(1).max(TEXT_MAX);
const ZOptional = z.string().trim().max(TEXT_MAX);

/** The onboarding payload (docs/product/onboarding.md#payload), plus the chosen location range. */
export const ZOnboardingSubmission = z
  .object({
    business: z.object({
      name: ZRequired,
      contact: z.object({
        name: ZOptional.default(''),
        email: ZEmail,
        phone: ZOptional.default(''),
      }),
    }),
    locations: z
      .array(
        z.object({
          name: ZOptional,
          address: z.string().trim().max(500),
          place_id: z.string().trim().max(TEXT_MAX).nullable(),
          coordinates: z
            .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
            .nullable(),
          website: ZWebLink.nullable(),
        }),
      )
      .max(10),
    preferences: z.object({
      responseStyle: z.enum(TONES),
      permissionsGranted: z.literal(true),
      /** A public tier's name in lower case (docs/product/onboarding.md#payload). */
      selectedPackage: z.string().trim().toLowerCase().min(1).max(TEXT_MAX),
      /** Not in the earlier product's payload: the range chosen, never 11+ (that is a quote). */
      locationCount: z.enum(SELF_SERVICE_LOCATION_COUNTS),
    }),
    metadata: z.object({
      completedAt: z.iso.datetime({ offset: true }),
      steps: z.array(z.enum(ONBOARDING_STEPS)).max(ONBOARDING_STEPS.length),
    }),
    locale: ZLanguage.default('en'),
  })
  .refine((p) => p.locations.length <= maxLocationsFor(p.preferences.locationCount), {
    message: 'too_many_locations',
    path: ['locations'],
  });
export type TOnboardingSubmission = z.input<typeof ZOnboardingSubmission>;

/** The enterprise quote's location ranges (docs/product/public-site.md#enterprise-quote). */
export const QUOTE_LOCATION_RANGES = ['11-25', '26-50', '51-100', '100+'] as const;

export const ZEnterpriseQuote = z.object({
  businessName: ZRequired,
  contactName: ZRequired,
  email: ZEmail,
  phone: ZRequired,
  locationCount: z.enum(QUOTE_LOCATION_RANGES),
  currentSolution: ZOptional.default(''),
  additionalInfo: z.string().trim().max(MESSAGE_MAX).default(''),
  locale: ZLanguage.default('en'),
});
export type TEnterpriseQuote = z.input<typeof ZEnterpriseQuote>;

export const ZNewsletterSignup = z.object({ email: ZEmail, locale: ZLanguage.default('en') });

/** What the public site needs from the server's configuration. */
export const ZPublicConfig = z.object({
  support_email: z.string(),
  /** Whether the wizard can search places (the server has a Google Places key). */
  places_search: z.boolean(),
});

export const ZPlaceSearchQuery = z.object({
  q: z.string().trim().min(2).max(120),
  lang: ZLanguage.default('en'),
});
export const ZPlaceDetailsQuery = z.object({
  place_id: z
    .string()
    .trim()
    .regex(/^[\w-]{1,300}$/),
  lang: ZLanguage.default('en'),
});
export const ZPlaceSuggestion = z.object({
  place_id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type TPlaceSuggestion = z.infer<typeof ZPlaceSuggestion>;
export const ZPlaceDetails = z.object({
  place_id: z.string(),
  name: z.string(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  website: z.string().nullable(),
});
export type TPlaceDetails = z.infer<typeof ZPlaceDetails>;
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
