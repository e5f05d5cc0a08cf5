import { describe, expect, it } from 'vitest';
import { isLanguage, languageOfPath, languageRedirect, pathInLanguage } from './languages.ts';

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

  it('treats an unknown language as an unknown path: the default home', () => {
    expect(languageRedirect(url('/de/x'), 'fr')).toBe('/en');
    expect(languageRedirect(url('/de'), 'fr')).toBe('/en');
    expect(languageRedirect(url('/pt-BR/login'), 'fr')).toBe('/en');
    expect(languageRedirect(url('/EN/login'), 'fr')).toBe('/en');
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
