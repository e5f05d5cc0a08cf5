import { describe, expect, it } from 'vitest';
import { guessedRole } from './newcomer-role.ts';

describe('the role guests gave someone the roster lacks', () => {
  it('takes the role word said beside the name, as the guest wrote it', () => {
    expect(
      guessedRole('Maëlle', ['Notre serveuse Maëlle était adorable', 'Merci à Maëlle !'], []),
    ).toBe('serveuse');
    expect(guessedRole('Tom', ['Tom the bartender knows his cocktails'], [])).toBe('bartender');
  });

  it('uses the roster’s own word for that kind of role', () => {
    expect(
      guessedRole('Priya', ['Our waitress Priya was lovely'], ['chef', 'Server', 'host']),
    ).toBe('Server');
  });

  it('says nothing when only a place or no role is near the name', () => {
    expect(guessedRole('Priya', ['Priya at the bar was lovely'], [])).toBeNull();
    expect(guessedRole('Priya', ['Thanks to Priya for everything'], [])).toBeNull();
    expect(guessedRole('Priya', ['Our server was great. Later we met Priya'], [])).toBeNull();
  });
});
