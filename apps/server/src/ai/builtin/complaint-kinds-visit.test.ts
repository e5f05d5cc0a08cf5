import { describe, expect, it } from 'vitest';
import { apologySentences, drafterFor } from '../../test/draft-requests.ts';

// An invented bistro, its menu and roster: nothing here comes from the evaluation corpus.
const draft = drafterFor({
  name: 'Bistro Sarrazin',
  locationName: 'Limoilou',
  authorName: 'Inès Caron',
  menu: [
    { name: 'Soupe tonkinoise', aliases: ['soupe', 'pho'] },
    { name: 'Garlic shrimp', aliases: ['crevettes à l’ail'] },
    { name: 'Poutine', aliases: [] },
  ],
  staff: [{ name: 'Rémi Gosselin', role: 'server', aliases: [] }],
});
const apologies = async (text: string, rating: number) => {
  const reply = await draft(text, rating);
  return { reply, sorry: apologySentences(reply).join(' ') };
};

/** Each review's apology names the words listed for it, and none of those it must not say. */
async function expectNamed(cases: (readonly [string, number, RegExp, RegExp?])[]) {
  for (const [text, rating, said, unsaid] of cases) {
    const { reply, sorry } = await apologies(text, rating);
    expect(sorry, reply).toMatch(said);
    if (unsaid) expect(sorry, reply).not.toMatch(unsaid);
  }
}

describe('prices and portions told by their amount or their count', () => {
  it('hears an amount spelled out or in slang as the price, in Québec, France and English', async () => {
    await expectNamed([
      ['Vingt-deux piasses pour une soupe. Le service était correct.', 2, /prix de 22 \$/],
      ['30 balles pour ça, franchement. Le cadre est sympa.', 2, /prix de 30 €/],
      ['Forty-odd bucks a main. The room was nice.', 2, /price of \$40/],
      ['Oh great, another $24 poutine. The server was lovely though.', 2, /price of \$24/],
    ]);
  });

  it('hears portions counted, shrunk or half empty as the portions', async () => {
    await expectNamed([
      ['$19 for 5 shrimp. Nice patio though.', 2, /size of the portions/],
      ['Three whole slices of beef for a large. The broth was fine.', 2, /portions/],
      ['Barely any chicken in the bowl. Staff were nice.', 2, /portions/],
      ['Half-empty bowl of pho. Nice room.', 2, /portions/],
      ['Mon bol était à moitié plein. La serveuse était fine.', 2, /taille des portions/],
      ['Y’en avait pas gros dans l’assiette. Bonne bouffe par contre.', 2, /portions/],
      ['Les portions ont rapetissé depuis l’an passé. Le service est gentil.', 2, /portions/],
    ]);
  });

  it('names the portions once, not "the portions and the size of the portions"', async () => {
    const { sorry, reply } = await apologies('The portions have shrunk since last year.', 2);
    expect(sorry.match(/portions/g), reply).toHaveLength(1);
  });

  it('hears a price gone up as the prices', async () => {
    await expectNamed([
      ['Le prix a encore monté pis la salle était froide.', 2, /prix/],
      ['Prices went up again and the room was cold.', 2, /price/],
    ]);
  });

  it('apologises for no price or portion the guest found fair or generous', async () => {
    await expectNamed([
      [
        '22 piasses pour tout ça, une aubaine. Par contre la musique était forte.',
        3,
        /musique trop forte/,
        /prix/,
      ],
      ['$12 for six oysters, a steal. Service a bit slow.', 4, /wait|slow/, /portion|price/],
      ['The portions were huge. Service was slow.', 4, /slow|wait/, /portion|price/],
      ['Worth every penny. The music was a bit loud.', 4, /loud music/, /portion|price/],
    ]);
    const { sorry, reply } = await apologies('The portions were huge and worth every penny!', 5);
    expect(sorry, reply).toBe('');
  });
});

describe('how the guest was treated, told in slang', () => {
  it('hears indifference in joual, France French and English as the service', async () => {
    await expectNamed([
      ['La serveuse avait l’air de s’en crisser. La poutine était bonne.', 2, /service/],
      ['Le serveur s’en foutait complètement. La poutine était bonne.', 2, /service/],
      ['Serveuse pas aimable pantoute. La soupe était bonne.', 2, /service/],
      ['She couldn’t care less. The pho was good.', 2, /service/],
      ['She acted like we were bothering her. Food was good.', 2, /service/],
    ]);
  });

  it('hears an insult as how the guest was spoken to, never repeating it', async () => {
    await expectNamed([
      ['Le barman a traité mon ami d’imbécile. La bouffe était bonne.', 2, /service/, /imbécile/],
      ['The bartender called my friend an idiot. Food was good.', 2, /service/, /idiot/],
    ]);
  });

  it('does not hear a server who cared as indifference', async () => {
    await expectNamed([
      ['Our waiter cared so much, lovely. But the food was cold.', 2, /food/, /service/],
    ]);
  });
});

describe('what went wrong around the meal', () => {
  it('names a gift card refused as the service, without selling gift cards', async () => {
    await expectNamed([
      ['They refused our gift card. Food was good.', 2, /service/, /gift card/],
      ['Ils ont refusé notre carte-cadeau. La bouffe était bonne.', 2, /service/, /cadeau/],
    ]);
    const { sorry, reply } = await apologies('Do you take gift cards? The food was cold.', 2);
    expect(sorry, reply).not.toMatch(/card/);
  });

  it('names stairs nobody warned about as the accessibility, not the service', async () => {
    await expectNamed([
      [
        'Nobody warned us about the stairs, my mother uses a cane. Food was good.',
        2,
        /accessib/,
        /service/,
      ],
      [
        'Personne nous a avertis pour les escaliers, ma mère a une canne. La bouffe était bonne.',
        2,
        /accessib/,
        /service/,
      ],
      [
        'Had trouble getting the stroller in, we had to fold it at the table. Lovely food.',
        3,
        /accessib/,
      ],
    ]);
    await expectNamed([
      ['The stairs are beautiful, old oak. The food was cold.', 2, /food/, /accessib/],
    ]);
  });

  it('names the card machine down and a tip pressed at the till', async () => {
    await expectNamed([
      ['Card machine was down, had to go to the ATM. Food was good.', 2, /card machine/],
      [
        'Le terminal de paiement était en panne, on a dû aller au guichet. La bouffe était bonne.',
        2,
        /terminal de paiement/,
      ],
      ['The card machine started at 25% tip with the server watching. Food was fine.', 2, /price/],
    ]);
  });

  it('names a washroom out of order as the washroom, and no service for « hors service »', async () => {
    await expectNamed([
      ['Bathroom out of order. Food was good.', 2, /washroom/, /atmosphere|service/],
      [
        'Les toilettes étaient hors service. La bouffe était bonne.',
        2,
        /toilettes/,
        /ambiance|service/,
      ],
    ]);
  });

  it('hears a gripe singled out at four stars beside a question', async () => {
    await expectNamed([
      ['Really good pho. Only thing, it was LOUD. Is the patio open in the fall?', 4, /noise/],
      [
        'Rouleaux super frais. Seul bémol : la musique trop forte. Est-ce que la sauce contient des arachides?',
        4,
        /musique trop forte/,
      ],
    ]);
  });
});

describe('orders, bookings, seats and times told without their topic word', () => {
  it('names an order mixed up and no apology given as the service', async () => {
    await expectNamed([
      ['Plus jamais. Commande mélangée pis aucune excuse.', 1, /service/],
      ['They mixed up our orders and never apologised. Food was fine otherwise.', 2, /service/],
    ]);
  });

  it('names a delivery that came cold, half of it missing, and the guest sent to the app', async () => {
    await expectNamed([
      [
        'Delivery showed up stone cold and they were missing two items from the bag.',
        2,
        /order that arrived cold/,
      ],
      [
        'Delivery showed up stone cold and they were missing two items from the bag.',
        2,
        /items missing from your order/,
      ],
      [
        'Ma commande est arrivée frette pis y manquait la moitié. On m’a dit d’appeler Uber.',
        1,
        /renvoi vers l’application de livraison/,
      ],
    ]);
  });

  it('reads a pick-up hour against the hour the order was ready, across two sentences', async () => {
    await expectNamed([
      [
        'Ordered online for pickup at 6. Got there at 6, food was ready at 6:40.',
        1,
        /wait for your pick-up order/,
      ],
      ['Commande pour emporter à 18 h, prête à 18 h 45 seulement.', 2, /commande à emporter/],
    ]);
  });

  it('reads a booking hour against the hour seated, times written with a colon', async () => {
    await expectNamed([
      [
        'Our reservation for 7:30 meant nothing, we sat down at 8:15.',
        2,
        /wait for a table despite your booking/,
      ],
    ]);
  });

  it('names a booking nobody wrote down as the booking', async () => {
    await expectNamed([
      [
        'Nous étions six et la réservation n’avait pas été notée. La cuisine était bonne.',
        2,
        /réservation/,
      ],
    ]);
  });

  it('names a table stuck by the washroom as the atmosphere at that table', async () => {
    await expectNamed([
      ['Une table coincée à côté des toilettes. Le pho était bon.', 2, /ambiance/],
      [
        'Our table was squeezed right by the kitchen door, banging all night. Good pho.',
        2,
        /atmosphere/,
      ],
    ]);
  });

  it('names the time a dish took as the wait, but not minutes spent finding parking', async () => {
    await expectNamed([
      ['1h15 pour deux poutines. Le serveur était correct.', 2, /attente/],
      ['50 minutes for two bowls of pho. Staff were friendly.', 2, /wait/],
      [
        'Circled 20 minutes to find parking for our dinner, then the soup was cold.',
        2,
        /soup|food/,
        /wait/,
      ],
    ]);
  });
});
