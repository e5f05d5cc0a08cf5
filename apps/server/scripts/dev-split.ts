/**
 * Fold `k` of the five-fold dev split of train.xml that every model choice is made on: each
 * fifth sentence held out, the rest to train on. The test file is never part of it.
 */
export function devSplit<T>(all: T[], k: number): { train: T[]; dev: T[] } {
  return {
    train: all.filter((_, i) => i % 5 !== k),
    dev: all.filter((_, i) => i % 5 === k),
  };
}
