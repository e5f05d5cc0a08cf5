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
