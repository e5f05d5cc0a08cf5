import { ERROR_CODES } from '@tableside/domain/errors';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const dir = import.meta.dirname;
const load = (lang: string, ns: string): Tree =>
  JSON.parse(readFileSync(join(dir, lang, `${ns}.json`), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Strings that are the same word in both languages (or proper nouns). */
const SAME_IN_BOTH = new Set([
  'Solutions',
  'Menu',
  'Administration',
  'Notifications',
  'Restaurants',
  'Date',
  'Source',
  'Total',
  '1000+',
  '2 min',
  '$',
  '{{count}} minute',
  // French too: "1 positive" (une mention positive).
  '{{count}} positive',
  '{{count}} minutes',
  'Yelp',
  'Tripadvisor',
  'Facebook',
  'Instagram',
  'Slack',
  'Microsoft Teams',
  'Incidents',
  'Test',
  'Actions',
  // Colour names spelt alike.
  'Violet',
  'Cyan',
  'accounts/…/locations/…',
  'Restaurant',
  'Description',
  'discrimination',
  'Public',
  '{{value}} min',
  '{{value}} h',
]);

const namespaces = readdirSync(join(dir, 'en')).map((file) => file.replace(/\.json$/, ''));

describe('locales', () => {
  it('has the four namespaces in both languages', () => {
    expect(namespaces.sort()).toEqual(['common', 'dashboard', 'public', 'superadmin']);
    expect(readdirSync(join(dir, 'fr')).sort()).toEqual(readdirSync(join(dir, 'en')).sort());
  });

  for (const ns of namespaces) {
    it(`${ns}: French has exactly the English keys and the same placeholders`, () => {
      const en = flatten(load('en', ns));
      const fr = flatten(load('fr', ns));
      expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
      const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
      for (const [key, text] of en)
        expect(placeholders(fr.get(key) ?? ''), key).toEqual(placeholders(text));
    });

    it(`${ns}: no French text is left in English`, () => {
      const en = flatten(load('en', ns));
      const fr = flatten(load('fr', ns));
      const untranslated = [...en].filter(
        ([key, text]) =>
          fr.get(key) === text &&
          !SAME_IN_BOTH.has(text) &&
          !/^\W*$/.test(text.replace(/{{\w+}}/g, '')),
      );
      expect(untranslated).toEqual([]);
    });
  }

  it('translates every API error code', () => {
    for (const lang of ['en', 'fr']) {
      const common = flatten(load(lang, 'common'));
      for (const code of ERROR_CODES)
        expect(common.has(`errors.${code}`), `${lang} ${code}`).toBe(true);
    }
  });
});
