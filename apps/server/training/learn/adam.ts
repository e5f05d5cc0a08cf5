import { shuffled } from './random.ts';

/** Named weight arrays. */
type Arrays<P> = { [K in keyof P]: Float32Array };

/**
 * Adam over named weight arrays in shuffled mini-batches: `addGradients` adds one example's
 * gradients into `g` (zeroed before each batch); the parts named in `decayed` shrink by `l2`.
 */
export function trainByAdam<P extends Arrays<P>, X>(
  p: P,
  examples: readonly X[],
  options: { epochs: number; rate: number; l2: number; batch: number },
  random: () => number,
  decayed: ReadonlySet<string>,
  addGradients: (x: X, g: P) => void,
) {
  const parts = Object.keys(p) as (keyof P & string)[];
  const zeros = () =>
    Object.fromEntries(parts.map((part) => [part, new Float32Array(p[part].length)])) as P;
  const g = zeros();
  const m = zeros();
  const v = zeros();
  const { rate, l2, batch } = options;
  let step = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const order = shuffled(examples, random);
    for (let s = 0; s < order.length; s += batch) {
      for (const part of parts) g[part].fill(0);
      for (const x of order.slice(s, s + batch)) addGradients(x, g);
      step++;
      // Adam, with its bias corrections folded into the step size.
      const size = (rate * Math.sqrt(1 - 0.999 ** step)) / (1 - 0.9 ** step);
      for (const part of parts) {
        const [w, gw, mw, vw] = [p[part], g[part], m[part], v[part]];
        const decay = decayed.has(part) ? l2 : 0;
        for (let q = 0; q < w.length; q++) {
          const d = gw[q]! / batch + decay * w[q]!;
          mw[q] = 0.9 * mw[q]! + 0.1 * d;
          vw[q] = 0.999 * vw[q]! + 0.001 * d * d;
          w[q]! -= (size * mw[q]!) / (Math.sqrt(vw[q]!) + 1e-8);
        }
      }
    }
  }
}

/** Weights as stored: four decimals keep every decision and a tenth of the header. */
export function rounded<P extends Arrays<P>>(p: P): Record<keyof P, number[]> {
  return Object.fromEntries(
    Object.entries<Float32Array>(p).map(([part, a]) => [
      part,
      Array.from(a, (x) => Math.round(x * 1e4) / 1e4),
    ]),
  ) as Record<keyof P, number[]>;
}
