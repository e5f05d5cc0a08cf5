import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

type Tree = { [key: string]: string | Tree };

const localesDir = join(import.meta.dirname, '../../src/locales');

function strings(lang: string): string[] {
  const out: string[] = [];
  const walk = (tree: Tree) => {
    for (const value of Object.values(tree)) {
      if (typeof value === 'string') out.push(value);
      else walk(value);
    }
  };
  for (const ns of ['common', 'dashboard', 'public', 'superadmin']) {
    walk(JSON.parse(readFileSync(join(localesDir, lang, `${ns}.json`), 'utf8')) as Tree);
  }
  return out;
}

const words = (text: string) =>
  text
    .replace(/{{\w+}}/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter((word) => word.length >= 3);

/** Proper nouns and names the French interface shows as they are. */
const ALLOWED = new Set(
  [
    'Tableside',
    'Google',
    'Yelp',
    'Tripadvisor',
    'Growth',
    'Essential',
    'Pro',
    'Enterprise',
    'English',
    'Maison',
    'Plateau',
    'Vieux-Port',
    'Mile',
    'End',
    'Petit',
  ].map((word) => word.toLowerCase()),
);

/** Words of the English interface that French never uses: a sign of untranslated text. */
const ENGLISH_ONLY = (() => {
  const french = new Set(strings('fr').flatMap(words));
  return new Set(
    strings('en')
      .flatMap(words)
      .filter((word) => !french.has(word) && !ALLOWED.has(word)),
  );
})();

/** Visible text plus the texts only assistive technology or hover shows. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Guests' own words (marked translate="no", or in another language) are not the interface.
    let body = document.body.innerText;
    for (const element of document.querySelectorAll<HTMLElement>(
      'body [translate="no"], body [lang]',
    )) {
      if (element.lang && element.lang === document.documentElement.lang) continue;
      body = body.replace(element.innerText, ' ');
    }
    const texts = [body, document.title];
    for (const element of document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** English words found on a French page, with a little context for the failure message. */
export async function englishOnPage(page: Page, extraAllowed: string[] = []): Promise<string[]> {
  const allowed = new Set(extraAllowed.flatMap(words));
  const found = new Set<string>();
  for (const text of await pageTexts(page)) {
    for (const line of text.split('\n')) {
      const leaked = words(line).filter((word) => ENGLISH_ONLY.has(word) && !allowed.has(word));
      if (leaked.length > 0) found.add(`${leaked.join(', ')} ← "${line.trim()}"`);
    }
  }
  return [...found];
}
