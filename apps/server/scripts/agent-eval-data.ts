/**
 * The agent eval's restaurant group and its reviews, generated from a fixed seed: each review is
 * written from known facts (its dish and how it went, the person named and how, a complaint,
 * parking), which the checks count by brute force.
 */
import { ratingClass, type RatingClass } from '@tableside/domain/ratings';

export const NOW = new Date('2026-11-15T17:00:00Z');
const FIRST_DAY = '2026-06-01';
const LAST_DAY = '2026-11-15';

export const LOCATIONS = ['Plateau', 'Vieux-Port', 'Mile End'] as const;
export const MENU = [
  'burger',
  'duck confit',
  'poutine',
  'crème brûlée',
  'steak frites',
  'tiramisu',
];
export const STAFF = [
  { name: 'Marco Rossi', role: 'server', location: 'Plateau' },
  { name: 'Julie Martin', role: 'server', location: 'Plateau' },
  { name: 'Luc Gagnon', role: 'server', location: 'Vieux-Port' },
  { name: 'Amélie Roy', role: 'host', location: 'Vieux-Port' },
  { name: 'Sophie Tremblay', role: 'bartender', location: 'Mile End' },
  { name: 'Karim Haddad', role: 'server', location: 'Mile End' },
];
/** Another restaurant on the same server: nothing of it may ever show. */
export const OTHER = { restaurant: 'Rival Bistro', location: 'Secret Spot', dish: 'secret stew' };

export type Feeling = RatingClass;
export type EvalReview = {
  location: string;
  day: string;
  rating: number;
  language: 'en' | 'fr';
  text: string;
  dish: { name: string; feeling: Feeling } | null;
  staff: { name: string; feeling: Feeling } | null;
  complaint: 'wait' | 'price' | 'ambience' | 'cleanliness' | null;
  parking: boolean;
};

/** mulberry32: small, fast, and the same everywhere. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RATING_WEIGHTS: Record<string, number[]> = {
  // Weights of 5, 4, 3, 2, 1 stars: each location has its own level.
  Plateau: [50, 25, 10, 8, 7],
  'Vieux-Port': [40, 25, 15, 10, 10],
  'Mile End': [28, 25, 15, 16, 16],
  [OTHER.location]: [20, 20, 20, 20, 20],
};

function pick<T>(next: () => number, items: readonly T[], weights?: number[]): T {
  const w = weights ?? items.map(() => 1);
  let r = next() * w.reduce((s, x) => s + x, 0);
  for (let i = 0; i < items.length; i++) {
    r -= w[i]!;
    if (r < 0) return items[i]!;
  }
  return items.at(-1)!;
}

const addDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function sentences(r: Omit<EvalReview, 'text'>): string {
  const en = r.language === 'en';
  const out: string[] = [];
  if (r.dish) {
    const d = r.dish.name;
    out.push(
      r.dish.feeling === 'positive'
        ? en
          ? `The ${d} was delicious.`
          : `Le plat ${d} était délicieux.`
        : r.dish.feeling === 'negative'
          ? en
            ? `The ${d} was cold and bland.`
            : `Le plat ${d} était froid et fade.`
          : en
            ? `The ${d} was okay.`
            : `Le plat ${d} était correct.`,
    );
  }
  if (r.staff) {
    const first = r.staff.name.split(' ')[0]!;
    out.push(
      r.staff.feeling === 'positive'
        ? en
          ? `${first} was friendly and attentive.`
          : `${first} a été souriant et attentionné.`
        : r.staff.feeling === 'negative'
          ? en
            ? `${first} was rude and ignored us.`
            : `${first} a été impoli et nous a ignorés.`
          : en
            ? `${first} took our order.`
            : `${first} a pris notre commande.`,
    );
  }
  const complaint = {
    wait: en
      ? 'We waited forever for our food.'
      : 'Nous avons attendu une éternité pour nos plats.',
    price: en ? 'Way too expensive for what you get.' : 'Beaucoup trop cher pour ce que c’est.',
    ambience: en ? 'The room was far too noisy.' : 'La salle était beaucoup trop bruyante.',
    cleanliness: en ? 'The tables were dirty.' : 'Les tables étaient sales.',
  };
  if (r.complaint) out.push(complaint[r.complaint]);
  else if (r.rating >= 4)
    out.push(
      en ? 'Lovely atmosphere and great value.' : 'Belle ambiance et bon rapport qualité-prix.',
    );
  else if (r.rating === 3) out.push(en ? 'It was an average evening.' : 'Une soirée moyenne.');
  if (r.parking) out.push(en ? 'Parking was hard to find.' : 'Difficile de trouver du parking.');
  return out.join(' ');
}

export function generateEvalReviews(seed = 20261115): EvalReview[] {
  const next = random(seed);
  const out: EvalReview[] = [];
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDay(day)) {
    const perDay = 2 + Math.floor(next() * 4);
    for (let i = 0; i < perDay + (next() < 0.2 ? 1 : 0); i++) {
      const location = i === perDay ? OTHER.location : pick(next, LOCATIONS);
      const rating = pick(next, [5, 4, 3, 2, 1], RATING_WEIGHTS[location]);
      const feeling: Feeling = ratingClass(rating);
      const language = next() < 0.35 ? 'fr' : 'en';
      const menu = location === OTHER.location ? [OTHER.dish] : MENU;
      const dish =
        next() < 0.5
          ? {
              name: pick(
                next,
                menu,
                menu.map((_, j) => 6 - j),
              ),
              feeling,
            }
          : null;
      const here = STAFF.filter((s) => s.location === location);
      let staff: EvalReview['staff'] = null;
      if (here.length && next() < 0.35) {
        // At Plateau, Marco draws most of the complaints.
        const weights =
          feeling === 'negative' && location === 'Plateau'
            ? here.map((s) => (s.name.startsWith('Marco') ? 3 : 1))
            : undefined;
        staff = { name: pick(next, here, weights).name, feeling };
      }
      const complaint =
        feeling === 'negative'
          ? pick(next, ['wait', 'price', 'ambience', 'cleanliness'] as const, [5, 2, 1, 1])
          : null;
      const base = {
        location,
        day,
        rating,
        language,
        dish,
        staff,
        complaint,
        parking: next() < 0.1,
      } as const;
      out.push({ ...base, text: sentences(base) });
    }
  }
  return out;
}
