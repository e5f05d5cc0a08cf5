import { describe, expect, it } from 'vitest';
import { readSignals } from './signals.ts';

const menu = ['Braised lamb shank / Lamb shank', 'Soupe à l’oignon', 'Tarte Tatin'];
const spam = (text: string, rating: number | null = 5) =>
  readSignals(text, rating, 'en', menu).signals.spam;

describe('spam told by what it leaves behind or asks for', () => {
  it.each([
    // A text generator's disclaimer or its answer pasted with the preamble.
    [
      'As an AI assistant I cannot taste food, but this bistro is praised for its warm decor.',
      'off-topic',
    ],
    [
      "En tant qu'intelligence artificielle, je n'ai pas visité cet endroit, mais il semble populaire.",
      'off-topic',
    ],
    [
      'Certainly! Here is a glowing review: "Every bite was a delight and the staff went above and beyond."',
      'seo',
    ],
    [
      'Absolument ! Voici un commentaire élogieux : « Une soirée magique, des saveurs incroyables. »',
      'seo',
    ],
    // A template's slot left unfilled.
    [
      'Our visit to {Business Name} was wonderful, the team made us feel at home. Five stars!',
      'seo',
    ],
    [
      'Quel plaisir de découvrir [nom du restaurant], un service attentionné et des plats généreux.',
      'seo',
    ],
    // A creator's audience offered for a collaboration, with a way to answer: a sponsor sought.
    [
      'Foodie here with 60k followers on Instagram! Open to a collab for your menu launch, DM me @plates.by.jo',
      'job-seeker',
    ],
    [
      'Influenceuse lifestyle (18k abonnés), je vous propose un partenariat : contactez-moi en MP 😊',
      'job-seeker',
    ],
    [
      'Salut! On fait des vidéos de bouffe pis on cherche des collabs avec des restos du coin, écrivez-nous à allo@bouffeqc.test',
      'job-seeker',
    ],
    // A rival sending readers to its own site.
    [
      'Overpriced. The real deal is two streets over, book directly on our website and skip the wait.',
      'seo',
      1,
    ],
    [
      'Franchement, allez plutôt voir ailleurs : réservez sur notre site, la vraie cuisine de bistrot est chez nous.',
      'seo',
      1,
    ],
    [
      "Perdez pas votre temps icitte, c'est nous autres au coin de la 5e qui fait les vrais burgers.",
      'seo',
      1,
    ],
    // The review site itself blamed.
    ['Yelp keeps removing everything I post. Pure censorship.', 'off-topic', 1],
    ['Tripadvisor a supprimé tous mes avis sans explication, honteux.', 'off-topic', 1],
    // A profile advertised twice over.
    ['Lonely this weekend? Check out my pics, link in my bio 💋', 'seo'],
    // Another trade's offer to whoever reads.
    [
      'If anyone needs a roofer, we have the lowest prices in the valley and free estimates, call 250-555-0199.',
      'seo',
    ],
    // Money offered with a way to answer in French.
    ['Tu veux doubler ton argent en crypto? Écris-moi en privé, je te montre comment.', 'seo'],
    ['Meilleurs casinos en ligne du moment, bonus immédiat : cliquez ici.', 'seo'],
  ])('"%s" is %s', (text, kind, rating = 5) => {
    expect(spam(text, rating)).toBe(kind);
  });

  it.each([
    // A blogger or a creator who came, ate and paid asks for nothing.
    [
      'I write a little food blog with 3k followers and we paid our own bill: the lamb shank was superb.',
    ],
    [
      'Créatrice de contenu, je suis venue en famille sans rien demander : la tarte Tatin était divine.',
    ],
    [
      'Saw a reel from an influencer and came for the onion soup. Lived up to the hype, DM me if you want the name of the wine.',
    ],
    // A guest sending readers elsewhere, not to their own place.
    ['Skip it and go to the diner across the road instead. Cold fries, rude host.'],
    ["Allez plutôt au bistrot d'en face, la soupe à l'oignon était tiède."],
    // A guest whose earlier review disappeared, and who still speaks of the meal.
    [
      'Google removed my last review so here it is again: the lamb shank was perfect and the service kind.',
    ],
    // A guest naming the place's own site or its Instagram.
    ['Booked on their website in two clicks, the Tarte Tatin was as pretty as on their Instagram.'],
    ['Réservé sur leur site, on a adoré la soupe à l’oignon. Merci!'],
    // A guest's price praise is not another trade's offer.
    [
      'Affordable, lowest prices on the street for a three-course dinner, and the tarte Tatin was lovely.',
    ],
    // A guest whose review the house had removed: a grievance with this restaurant.
    ['Yelp removed my review about how rude they were. Censorship!'],
    ['Le proprio a fait supprimer mes avis sur Google, bravo la censure.'],
    // Words of a pitch in a guest's mouth: a joke, a photo post, a booking site, another night.
    ['Check out my photos, link in bio. What a night!'],
    ['Here’s a review for your records: slow, loud, overpriced.'],
    ['As an AI researcher I loved the robot that brings the bill, ha.'],
    ['[Insert witty review here] Honestly just go.'],
    [
      'Our website of choice for booking lied about the wait. Go to the diner down the road instead.',
    ],
    ['On a réservé sur notre site habituel, venez essayer!'],
    ['Censorship everywhere these days, but not here: the comedy night was hilarious.'],
    ['Influencer friends brought me here for my birthday, the collab cocktails were fun, DM them!'],
    [
      "Si quelqu'un cherche un avocat abordable, c'est pas ici, mais les prix les plus bas du quartier pour un brunch.",
    ],
    // A guest who writes "here is" or a bracket in passing.
    ['Here is my honest take: [spoiler] the lamb shank is worth the trip.'],
    ['Sure! Here’s a tip for the next table: order the onion soup.'],
    ['Our server [name withheld] ignored us for forty minutes.'],
    ['Notre serveuse [nom retiré] nous a oubliés une heure.'],
  ])('"%s" is a guest’s review', (text) => {
    expect(spam(text, 4)).toBeNull();
  });
});
