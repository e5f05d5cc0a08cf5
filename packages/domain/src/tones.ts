/**
 * The reply tones a restaurant chooses from. A module of its own, without zod, so the public
 * onboarding (which offers them) does not load the schemas (decision 0020).
 */
export const TONES = ['friendly', 'formal', 'fun', 'neutral'] as const;
