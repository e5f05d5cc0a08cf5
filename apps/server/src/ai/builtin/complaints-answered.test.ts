import { describe, expect, it } from 'vitest';
import { apologySentences, drafterFor } from '../../test/draft-requests.ts';

// An invented bistro, its menu and roster: nothing here comes from the evaluation corpus.
const PLACE = {
  name: 'Bistro Verglas',
  locationName: 'Limoilou',
  authorName: 'Aurèle Tremblay',
  menu: [
    { name: 'Tartare de saumon', aliases: ['tartare'] },
    { name: 'Fish tacos', aliases: [] },
  ],
  staff: [{ name: 'Solène Marchand', role: 'server', aliases: [] }],
};
const draft = drafterFor(PLACE);
const sorry = async (text: string, rating: number) => {
  const reply = await draft(text, rating);
  return { reply, said: apologySentences(reply).join(' ') };
};

describe('what the staff answered, in a complaint', () => {
  it('names a host’s answer reported in a one-star review, beside the lost booking', async () => {
    const { reply, said } = await sorry(
      'Our booking for six had vanished. The host said "the app loses a few every week" and pointed us to the bar stools.',
      1,
    );
    expect(said, reply).toMatch(/booking/);
    expect(said, reply).toContain('the way our service answered you');
  });

  it('names a manager’s answer in Québec French', async () => {
    const { reply, said } = await sorry(
      "Facture en double pis la gérante nous a répondu qu'il fallait voir ça avec notre banque. Franchement.",
      2,
    );
    expect(said, reply).toContain('la réaction du service');
  });

  it('names a shrug and an answer once', async () => {
    const { reply } = await sorry(
      'Half our order never came. The waiter shrugged and said the kitchen was behind. We left hungry.',
      1,
    );
    expect(reply.split('the way our service answered you').length - 1, reply).toBe(1);
  });

  it('reads nothing into a server’s words in a review that is not a complaint', async () => {
    const { reply } = await sorry(
      'Lovely patio. Our server said the fish tacos were the best thing on the menu and she was right, though the music was a bit loud.',
      4,
    );
    expect(reply).not.toContain('answered you');
  });
});

describe('a slow or lesser service in the guest’s own turn of phrase', () => {
  it('says « la lenteur du service » for « service un peu lent »', async () => {
    const { reply, said } = await sorry(
      'Le tartare est une tuerie. Service un peu lent, mais on reviendra.',
      4,
    );
    expect(said, reply).toContain('la lenteur du service');
  });

  it('apologises for the service set against the food ("not so much")', async () => {
    const { reply, said } = await sorry(
      'Fish tacos were great. Service, not so much. We had to get up to find someone.',
      3,
    );
    expect(said, reply).toMatch(/service/);
  });
});

describe('a wait for a booked table told by the hours or the door', () => {
  it('reads the booked hour and the hour still standing across two sentences', async () => {
    const { reply, said } = await sorry(
      'Réservé pour 4 à 18 h 30. À 19 h 15, toujours debout près du bar. On est allés manger ailleurs.',
      1,
    );
    expect(said, reply).toContain('l’attente malgré votre réservation');
  });

  it('reads minutes spent standing at the door as the wait for a table', async () => {
    const { reply, said } = await sorry(
      'Nobody had written our name down. Thirty minutes standing at the door before anyone looked up.',
      2,
    );
    expect(said, reply).toContain('the wait for a table');
  });
});

it('names a tip screen that starts high as the tip pressed on the guest', async () => {
  const { reply, said } = await sorry(
    'Tip screen started at 25% for a coffee I carried to the table myself. No thanks.',
    2,
  );
  expect(said, reply).toContain('the tip pressed on you');
});

describe('the room, in a review that praises the rest', () => {
  it('apologises for « musique trop forte » at four stars beside a praised terrace, once', async () => {
    const { reply, said } = await sorry(
      'Moules parfaites et belle terrasse. Par contre, la musique était vraiment trop forte pour jaser.',
      4,
    );
    expect(said, reply).toContain('la musique trop forte');
    expect(reply).not.toContain('le bruit');
  });

  it('names loud music once, not also as "the noise"', async () => {
    const { reply, said } = await sorry(
      'The music was far too loud, we could not hear each other across the table.',
      2,
    );
    expect(said, reply).toContain('the loud music');
    expect(reply).not.toContain('the noise');
  });

  it('reads a stuffy basement room as the heat in the room', async () => {
    const { reply, said } = await sorry(
      'Le tartare était superbe. La salle du sous-sol est un peu étouffante en juillet.',
      4,
    );
    expect(said, reply).toContain('la chaleur dans la salle');
  });

  it('reads "we were seated next to the kitchen door" as the table given', async () => {
    const { reply, said } = await sorry(
      'Great fish tacos. Knocked a star because we were seated right by the kitchen door and it swung all night.',
      4,
    );
    expect(said, reply).toContain('the table you were given');
  });
});

it('apologises for nothing a question to the owner only asks about', async () => {
  const { reply, said } = await sorry(
    'Tartare superbe. Seul bémol : la musique trop forte. Est-ce que la mayonnaise contient des œufs crus?',
    4,
  );
  expect(said, reply).toContain('la musique trop forte');
  expect(said, reply).not.toMatch(/mayonnaise/);
});
