import { describe, expect, it } from 'vitest';
import { findSpam } from './spam.ts';
import { foldText } from './text.ts';

const spam = (text: string, rating: number | null = 1) => findSpam(foldText(text), rating);

describe('findSpam', () => {
  it.each([
    [
      'Tired of empty tables? We boost your Google ranking and bring more customers. Visit topchef-growth.net today',
      'seo',
    ],
    ['Buy 500 followers for your restaurant page, guaranteed results! DM us on Telegram.', 'seo'],
    [
      'Obtenez plus d’avis positifs grâce à notre agence de référencement. Contactez-nous sur WhatsApp.',
      'seo',
    ],
    [
      'Oops wrong restaurant, sorry! This was for the sushi place across the street.',
      'wrong-restaurant',
    ],
    [
      'Désolée, je me suis trompée de fiche, mon avis est pour la pizzeria à côté.',
      'wrong-restaurant',
    ],
    ['Best haircut I have had in years, my barber really listened.', 'wrong-restaurant'],
    [
      'Hello, are you hiring? I am a barista with 3 years experience, please contact me.',
      'job-seeker',
    ],
    [
      'Bonjour, vous embauchez-vous pour l’été? Je suis étudiante, disponible tout de suite.',
      'job-seeker',
    ],
    [
      'Ordered on SkipTheDishes, the driver went to the wrong address and the order showed up 70 minutes late.',
      'delivery-app',
    ],
    [
      'Commande Deliveroo jamais arrivée, le livreur ne répond pas. Remboursement refusé.',
      'delivery-app',
    ],
    ['Commande sur Skip, le livreur s’est perdu pis Skip répond pas.', 'delivery-app'],
    [
      'Bonjour! Je suis serveuse depuis 4 ans, est-ce que vous engagez pour l’été? Joignez-moi au 514-555-0199.',
      'job-seeker',
    ],
    ['Get 1000 real Google reviews for your business! Fast delivery. WhatsApp +1 555 0100', 'seo'],
    ['Free iPhone giveaway!!! Click the link in bio to win.', 'off-topic'],
    ['Earn $500 a day working from home with bitcoin trading signals. Click here.', 'off-topic'],
    [
      'Marabout africain, retour de l’être aimé en 7 jours, résultats garantis. Appelez vite.',
      'off-topic',
    ],
    [
      'Used the delivery app, the courier never showed and support closed my ticket. Deleting it.',
      'delivery-app',
    ],
    [
      "Commandé via l'appli, le livreur a laissé le sac chez le voisin pis le support répond pas.",
      'delivery-app',
    ],
    [
      'Hi, do you have any openings for line cooks? I have three years on the grill, can start Monday.',
      'job-seeker',
    ],
    [
      "Allo, vous cherchez du monde pour l'été? J'ai travaillé deux ans comme plongeur.",
      'job-seeker',
    ],
    ['My review was for the shawarma place next door, they were rude.', 'wrong-restaurant'],
    ["Mon avis était pour le dépanneur d'à côté, pas pour vous.", 'wrong-restaurant'],
    ['Le verglas était épouvantable ce matin et le match de hockey a été reporté.', 'off-topic'],
    ['Does anyone know if the Habs game is on tonight? Weather is awful.', 'off-topic'],
  ])('%j is %s spam', (text, kind) => {
    expect(spam(text)).toBe(kind);
  });

  it.each([
    ['We visit every month; the ranking of best brunch in town is deserved.', 5],
    ['Wrong place for a quiet dinner: music way too loud. Food was fine though.', 2],
    ['I meant to review this place months ago: best ramen in the neighbourhood!', 5],
    ['Je laisse un mauvais avis, désolé mais le service était nul.', 1],
    ['Ordered through UberEats and the pad thai was bland and overcooked.', 2],
    ['Got it on DoorDash, came hot and fast, delicious as always.', 5],
    ['We took an Uber there and waited an hour for a table. Terrible service.', 1],
    ['Our server said they are hiring more staff, it shows: service was slow.', 2],
    ['Medium rare steak, perfect, and the loaded fries were a treat.', 5],
    ['Prices are guaranteed to shock you. Check it out at www.tablesides.example for menu.', 2],
    ['Mon chum travaille en cuisine ici, je suis une habituée, toujours bon.', 5],
    ['I ordered takeout through Seamless and it arrived in under half an hour.', 1],
    ['Cheap prices, 200 reviews can’t be wrong: best dumplings in town.', 5],
    [
      'Cet avis pour dire merci à toute l’équipe, je voulais écrire sur votre brunch depuis longtemps.',
      5,
    ],
    ['On s’est trompés de restaurant pour notre anniversaire : bruyant, cher et froid.', 1],
    ['Tucked away on a little street near the old barber shop, worth finding.', 4],
    ['Ordered through the app, the driver was quick but the burger was bland and dry.', 2],
    ['Their app is handy: ordered ahead and the table was ready when we arrived.', 2],
    ['Ordered on the app, late by 20 minutes, and my order was missing the fries.', 2],
    ['Are you looking for staff? Because the two servers on tonight were overwhelmed.', 2],
    ['My review is about the dinner service, the brunch was fine.', 3],
    ['Weather was awful but the staff were lovely and the fries hot.', 5],
    ['On est venus après le match de hockey, ambiance du tonnerre.', 5],
  ])('%j is a guest review', (text, rating) => {
    expect(spam(text, rating)).toBeNull();
  });
});
