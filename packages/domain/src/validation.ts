/**
 * The e-mail rule of both documents: no spaces, something before and after '@', and a dot
 * followed by text in the domain.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}

export const LIMITS = {
  nameMax: 120,
  usernameMax: 80,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 256,
  instructionsMax: 4000,
  urlMax: 2048,
} as const;
