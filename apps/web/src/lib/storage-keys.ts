/** Every key the web keeps in localStorage, in one place (public/boot.js reads THEME too). */
export const STORAGE_KEYS = {
  theme: 'theme',
  preferredLang: 'preferredLang',
  /** The restaurant a SuperAdmin acts on ("Manage"); cleared on logout. */
  selectedRestaurant: 'selectedRestaurant',
  /** The onboarding wizard's answers and step, until it is submitted. */
  onboardingDraft: 'onboardingDraft',
  /** The chosen location, per user so a shared browser keeps each person's choice. */
  selectedLocation: (userId: string) => `selectedLocation:${userId}`,
} as const;
