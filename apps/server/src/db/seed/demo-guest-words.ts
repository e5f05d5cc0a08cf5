import type { Db } from '../client.ts';
import { reviews } from '../schema.ts';
import type { DemoStaff } from './review-generator.ts';

/*
 * A few recent reviews that name dishes and people the way guests do rather than as the menu and
 * roster spell them ("the duck" for duck confit, "Tommy" for Tom, "the tartare" with two on the
 * menu), so the demo's menu and staff screens have alias suggestions to show
 * (docs/product/review-understanding.md#teaching-the-analysis).
 */
const WORDS: { rating: number; text: string; language: 'en' | 'fr'; nickname?: boolean }[] = [
  {
    rating: 5,
    text: 'The duck was cooked perfectly, crisp skin and tender inside.',
    language: 'en',
  },
  {
    rating: 4,
    text: 'Loved the duck, a little salty but generous. Quick service.',
    language: 'en',
  },
  { rating: 5, text: 'Came back just for the duck. Best in the neighbourhood.', language: 'en' },
  { rating: 4, text: 'The risotto was creamy and rich, and the room was cosy.', language: 'en' },
  {
    rating: 2,
    text: 'The risotto was undercooked and we waited 40 minutes for it.',
    language: 'en',
  },
  { rating: 5, text: 'Le tartare était frais et bien relevé, merci!', language: 'fr' },
  { rating: 3, text: 'The tartare was fine but a little bland for the price.', language: 'en' },
  {
    rating: 5,
    text: 'Tommy at the door remembered our names from last time. Lovely evening.',
    language: 'en',
    nickname: true,
  },
  {
    rating: 4,
    text: 'Tommy found us a table by the window on a busy Saturday. Thank you!',
    language: 'en',
    nickname: true,
  },
];

export async function seedDemoGuestWords(
  tx: Pick<Db, 'insert'>,
  at: { restaurantId: string; locationId: string; staff: DemoStaff[]; now: Date },
): Promise<number> {
  // "Tommy" is Tom's nickname: his reviews go to his location so the analysis can tell who.
  const tom = at.staff.find((s) => s.name === 'Tom');
  const words = WORDS.filter((w) => !w.nickname || tom);
  await tx.insert(reviews).values(
    words.map((w, i) => ({
      restaurantId: at.restaurantId,
      locationId: w.nickname && tom ? tom.locationId : at.locationId,
      source: 'google',
      externalId: `demo-guest-words-${i + 1}`,
      authorName: ['Lina Haddad', 'Owen Price', 'Chloé Roy', 'Sam Keller', 'Iris Boucher'][i % 5]!,
      rating: w.rating,
      text: w.text,
      language: w.language,
      reviewDate: new Date(at.now.getTime() - (3 + i * 2) * 86_400_000),
    })),
  );
  return words.length;
}
