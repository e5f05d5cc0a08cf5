import { readFileSync } from 'node:fs';
import type { SpamKind } from '@tableside/domain/review-signals';

/** One invented text for the learned spam reader and its gold label (data/spam-examples.md). */
export type SpamExample = {
  id: string;
  split: 'dev' | 'test';
  lang: 'en' | 'fr' | 'fr-CA';
  stars: number;
  spam: SpamKind | null;
  /** What the text looks like: "review-for-hire", "angry-threat", "booking-app"… */
  case: string;
  text: string;
};

const FILE = new URL('./data/spam-examples.jsonl', import.meta.url);

/** The examples of one split (`dev` is trained on; `test` is read once for a final figure). */
export function loadSpamExamples(split: 'dev' | 'test' | 'all'): SpamExample[] {
  return readFileSync(FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SpamExample)
    .filter((example) => split === 'all' || example.split === split);
}

/** One text of data/spam-elsewhere.md: an example posted on one location of a group. */
export type SpamElsewhereExample = SpamExample & {
  restaurant: string;
  location: string;
  otherLocations: string[];
};

const ELSEWHERE_FILE = new URL('./data/spam-elsewhere.jsonl', import.meta.url);

/** Reviews of another place or location and their look-alikes (data/spam-elsewhere.md). */
export function loadSpamElsewhere(split: 'dev' | 'test' | 'all'): SpamElsewhereExample[] {
  return readFileSync(ELSEWHERE_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SpamElsewhereExample)
    .filter((example) => split === 'all' || example.split === split);
}
