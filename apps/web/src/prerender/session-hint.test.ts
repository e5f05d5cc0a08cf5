import { describe, expect, it } from 'vitest';
import { hasSessionHint, signedInRedirect } from './session-hint.ts';

describe('session hint', () => {
  it('is the tableside_session=1 cookie among any others', () => {
    expect(hasSessionHint('tableside_session=1')).toBe(true);
    expect(hasSessionHint('a=b; tableside_session=1; c=d')).toBe(true);
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('tableside_session=')).toBe(false);
    expect(hasSessionHint('tableside_session=0')).toBe(false);
    expect(hasSessionHint('my_tableside_session=1')).toBe(false);
  });

  it('sends a signed-in visitor to the post-login landing of the page language', () => {
    expect(signedInRedirect('tableside_session=1', '/fr/pricing')).toBe('/fr/authenticated');
    expect(signedInRedirect('tableside_session=1', '/en')).toBe('/en/authenticated');
    expect(signedInRedirect('theme=dark', '/fr/pricing')).toBeNull();
  });
});
