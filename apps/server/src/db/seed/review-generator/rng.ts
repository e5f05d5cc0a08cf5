// Seeded randomness: the generator's output depends only on its options.

export type Rng = ReturnType<typeof makeRng>;

export function at<T>(list: readonly T[], i: number): T {
  const v = list[i];
  if (v === undefined) throw new RangeError(`review-generator: index ${i} out of range`);
  return v;
}

export function makeRng(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    // mulberry32
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => at(list, int(list.length));
  const weighted = <T>(list: readonly T[], weights: readonly number[]): T => {
    let r = next() * weights.reduce((s, w) => s + w, 0);
    for (let i = 0; i < list.length; i++) {
      r -= at(weights, i);
      if (r < 0) return at(list, i);
    }
    return at(list, list.length - 1);
  };
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [out[i], out[j]] = [at(out, j), at(out, i)];
    }
    return out;
  };
  return { next, int, pick, weighted, shuffle, chance: (p: number) => next() < p };
}
