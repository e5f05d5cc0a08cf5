import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, initialsOf } from './avatar.ts';

describe('initialsOf', () => {
  it('takes the first letter of each name, upper-cased', () => {
    expect(initialsOf('camille', 'Roy')).toBe('CR');
    expect(initialsOf('Élodie', 'Tremblay')).toBe('ÉT');
  });

  it('falls back to the username, then to a question mark', () => {
    expect(initialsOf('', '', 'boh')).toBe('B');
    expect(initialsOf('  ', '', '')).toBe('?');
    expect(initialsOf('Ana', '')).toBe('A');
  });
});

describe('avatarColor', () => {
  it('is stable for a seed and comes from the palette', () => {
    const seed = '0b6f3f5e-1a2b-4c3d-9e8f-123456789abc';
    expect(avatarColor(seed)).toBe(avatarColor(seed));
    expect(AVATAR_COLORS).toContain(avatarColor(seed));
  });

  it('spreads different people over several colours', () => {
    const colours = new Set(Array.from({ length: 50 }, (_, i) => avatarColor(`user-${i}`)));
    expect(colours.size).toBeGreaterThan(4);
  });
});
