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
    // Money offers are advertisements like an agency's (the corpus labels a trading app `seo`).
    ['Earn $500 a day working from home with bitcoin trading signals. Click here.', 'seo'],
    [
      'Je cherche une job de cuisinier, j’ai de l’expérience au Cage pis mon CV est prêt. Vous engagez-vous?',
      'job-seeker',
    ],
    ['Le chauffeur Uber a laissé mon sac au mauvais étage, l’appli indique livré.', 'delivery-app'],
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
    ['Great post! Visit cheap-essays.biz for the best essay writing service online.', 'seo'],
    ['Very informative, thanks. Visit my blog at healthytips.blogspot.com', 'seo'],
    ['Check my channel for food vlogs!! Subscribe: youtube.com/@foodiejoe', 'seo'],
    ['Abonnez-vous à ma chaîne YouTube pour plus de vidéos de bouffe!', 'seo'],
    ['Je cherche un emploi de plongeur ou de serveur, je peux commencer lundi.', 'job-seeker'],
    ['Bonjour, je recherche un poste de commis de cuisine, merci de me contacter.', 'job-seeker'],
    ['Mauvaise place, je voulais dire celui sur la rue Saint-Denis.', 'wrong-restaurant'],
    ['Wrong place, meant the one on Main street.', 'wrong-restaurant'],
    [
      "Je me suis trompé d'établissement, mon avis concernait celui de Lyon. Excusez-moi.",
      'wrong-restaurant',
    ],
    [
      'Loved our stay at this hotel, the bed was comfy and housekeeping was lovely.',
      'wrong-restaurant',
    ],
    ['Très bel hôtel, la chambre était propre et la piscine magnifique.', 'wrong-restaurant'],
    [
      'Great car wash, my truck looks brand new and they vacuumed the interior.',
      'wrong-restaurant',
    ],
    ['Meilleur garage en ville, ils ont réparé ma voiture rapidement.', 'wrong-restaurant'],
    [
      'Got a parking ticket two blocks away, the city is a scam with these parking fines.',
      'off-topic',
    ],
    [
      "J'ai eu une contravention dans le quartier, la ville nous vole avec ces amendes.",
      'off-topic',
    ],
    ['Who won the game last night? Canucks played terribly.', 'off-topic'],
    ['I never ate here, just reviewing because my ex works here and she is a liar.', 'off-topic'],
    ['Nice article! For affordable web design visit pixelcraft-studio.net', 'seo'],
    ['Follow my TikTok @chef_marco for daily recipes!!', 'seo'],
    [
      'The gym is always clean and the trainers are great, love the spin classes.',
      'wrong-restaurant',
    ],
    ['Super clinique vétérinaire, mon chien a été très bien soigné.', 'wrong-restaurant'],
    ["Je n'ai jamais mis les pieds dans ce restaurant mais le patron est un voleur.", 'off-topic'],
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
    ['My delivery from you arrived cold and the fries were soggy.', 1],
    [
      'Commandé via Uber Eats, la chaudrée était froide et renversée, le couvercle mal fermé par la cuisine.',
      1,
    ],
    ['Ordered on DoorDash, the driver was late and the kitchen forgot the tartar sauce.', 1],
    ['Parking is impossible at this restaurant, the lot is tiny and they tow you.', 1],
    ['Hard to find parking in the neighbourhood on a Friday, but worth it for the halibut.', 4],
    ['Their website menu is outdated, check www.lequai.ca before going.', 2],
    ['Cheap and cheerful, order ahead at lequai.ca, the fries are great.', 5],
    ['I posted a video on my channel about our visit, the staff were super nice.', 5],
    ['Stayed at the hotel next door and walked over for dinner; the oysters were fresh.', 5],
    ["Nous logions à l'hôtel d'à côté, les huîtres étaient très fraîches.", 5],
    ['We had never been here before and the chowder was amazing.', 5],
    ['Ils recrutent visiblement, le service était débordé, mais le homard était parfait.', 4],
    ['I follow your Instagram and came for the tiramisu, it did not disappoint!', 5],
    ["Je n'avais jamais mangé ici avant, belle découverte, les pâtes sont fraîches.", 5],
    ['Never been here before and the food was great, our server was lovely.', 5],
    ["Got takeout after reading the reviews, though I've never eaten there in person.", 4],
  ])('%j is a guest review', (text, rating) => {
    expect(spam(text, rating)).toBeNull();
  });
});

describe('a review of dishes the menu does not serve', () => {
  const seafood = ['Oysters / Huîtres', 'Clam chowder', 'Fish and chips', 'Mussels / Moules'];
  const fusion = ['Pulled pork ramen / Ramen au porc', 'Pizza margherita', 'Beef tartare'];
  const vietnamese = ['Phở bò', 'Bún chả', 'Bánh mì au porc'];
  const read = (text: string, menu: string[]) => findSpam(foldText(text), 1, menu);

  it.each([
    ['Terrible pho, bland broth. Worst Vietnamese place on Kingsway.', seafood],
    ['Best butter chicken and garlic naan in the city.', seafood],
    ['Le couscous royal et le tajine étaient froids.', seafood],
    ['Le meilleur pho de Paris, bouillon parfait et nems croustillants.', seafood],
    // One ramen on the menu does not make a Japanese house: sushi and miso are another's.
    ['The sushi was stale and the miso soup was cold. Worst Japanese place in Laval.', fusion],
  ])('%j is another restaurant', (text, menu) => {
    expect(read(text, menu)).toBe('wrong-restaurant');
  });

  it.each([
    ['I asked for the pho-style broth with the mussels and it was amazing.', seafood],
    ['Terrible pho, bland broth. Worst Vietnamese place on Kingsway.', vietnamese],
    ['Great pho and spring rolls, best Vietnamese in town.', vietnamese],
    ['The ramen was cold, worst Japanese food I have had.', fusion],
    ['Terrible pho, bland broth. Worst Vietnamese place on Kingsway.', []],
  ])('%j is a guest review', (text, menu) => {
    expect(read(text, menu)).toBeNull();
  });
});
