import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The SemEval-2014 restaurant files are not in the repository: SEMEVAL_DIR names their folder,
 * else a `shared/datasets/semeval2014-restaurants` folder beside the clone is tried.
 */
export function semevalDir(): string {
  const candidates = [
    process.env.SEMEVAL_DIR,
    ...['..', '../..', '../../..'].map((up) =>
      resolve(import.meta.dirname, '../../..', up, 'shared/datasets/semeval2014-restaurants'),
    ),
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(resolve(p, 'train.xml')));
  if (!found)
    throw new Error(
      `SemEval-2014 restaurants not found; set SEMEVAL_DIR (tried ${candidates.join(', ')})`,
    );
  return found;
}
