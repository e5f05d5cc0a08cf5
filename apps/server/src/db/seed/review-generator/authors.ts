// Who wrote a review and the platform's id of it.
import { AUTHOR_NAMES, type Lang } from '../review-phrases.ts';
import type { DemoReview } from './types.ts';
import type { Rng } from './rng.ts';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function authorName(
  rng: Rng,
  lang: Lang,
  source: DemoReview['source'],
): [full: string, first: string] {
  const other: Lang = lang === 'en' ? 'fr' : 'en';
  const names = AUTHOR_NAMES[rng.chance(lang === 'fr' ? 0.9 : 0.85) ? lang : other];
  const first = rng.pick(names.first);
  const last = rng.pick(names.last);
  const full = source === 'yelp' ? false : rng.chance(source === 'google' ? 0.6 : 0.5);
  return [full ? `${first} ${last}` : `${first} ${last.charAt(0)}.`, first];
}

export function externalId(rng: Rng, source: DemoReview['source']): string {
  const chars = (len: number, alphabet: string) => {
    let out = '';
    for (let i = 0; i < len; i++) out += alphabet.charAt(rng.int(alphabet.length));
    return out;
  };
  if (source === 'google') return `ChZDSUhNMG9nS0VJQ0FnSU${chars(14, B64)}EAE`;
  if (source === 'yelp') return chars(22, B64);
  return String(700_000_000 + rng.int(300_000_000));
}
