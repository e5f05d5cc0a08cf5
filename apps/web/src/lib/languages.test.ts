import { describe, expect, it } from 'vitest';
import {
  isLanguage,
  languageOfPath,
  languageRedirect,
  pathInLanguage,
  readPreferredLanguage,
} from './languages.ts';

describe('languageRedirect', () => {
  const url = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('leaves a path with a valid prefix alone', () => {
    expect(languageRedirect(url('/en'), 'fr')).toBeNull();
    expect(languageRedirect(url('/fr/dashboard/home'), 'en')).toBeNull();
  });

  it('sends the root to the preferred language', () => {
    expect(languageRedirect(url('/'), 'fr')).toBe('/fr');
    expect(languageRedirect(url('/', '?a=1'), 'en')).toBe('/en?a=1');
  });

  it('keeps a path without prefix, with its query and hash, under the preferred language', () => {
    expect(languageRedirect(url('/x'), 'en')).toBe('/en/x');
    expect(languageRedirect(url('/dashboard/home', '?q=1', '#top'), 'fr')).toBe(
      '/fr/dashboard/home?q=1#top',
    );
  });

  it('replaces a prefix we do not speak with the preferred language, keeping the path', () => {
    expect(languageRedirect(url('/de/pricing'), 'fr')).toBe('/fr/pricing');
    expect(languageRedirect(url('/de'), 'fr')).toBe('/fr');
    expect(languageRedirect(url('/de/'), 'en')).toBe('/en');
    expect(languageRedirect(url('/pt-BR/login', '?a=1'), 'fr')).toBe('/fr/login?a=1');
    expect(languageRedirect(url('/EN/pricing'), 'fr')).toBe('/fr/pricing');
    expect(languageRedirect(url('/xx/dashboard/reviews'), 'en')).toBe('/en/dashboard/reviews');
  });
});

describe('readPreferredLanguage', () => {
  // Nothing is stored here (no browser storage); the journeys cover the stored language.
  it('without a stored language, takes the first browser language we speak, else English', () => {
    expect(readPreferredLanguage(['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(readPreferredLanguage(['de', 'es'])).toBe('en');
    expect(readPreferredLanguage([])).toBe('en');
  });
});

describe('pathInLanguage', () => {
  it('rewrites only the prefix', () => {
    expect(pathInLanguage('/en/dashboard/staff/profiles', 'fr')).toBe(
      '/fr/dashboard/staff/profiles',
    );
    expect(pathInLanguage('/fr', 'en')).toBe('/en');
    expect(pathInLanguage('/fr/', 'en')).toBe('/en');
  });
});

describe('languageOfPath', () => {
  it('reads the prefix or falls back to English', () => {
    expect(languageOfPath('/fr/login')).toBe('fr');
    expect(languageOfPath('/de/login')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
  });

  it('accepts en and fr only', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
