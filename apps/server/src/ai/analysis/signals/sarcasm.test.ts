import { describe, expect, it } from 'vitest';
import { findSarcasm } from './sarcasm.ts';
import { readSignalText } from './text.ts';

const sarcastic = (text: string, rating: number | null) =>
  findSarcasm(readSignalText(text).sentences, rating).sarcasm;

describe('findSarcasm', () => {
  it.each([
    ['Charming. Forty minutes for two lukewarm burgers.', 1],
    ['Wow, what a delight… soggy nachos and flat beer.', 1],
    ['Thanks for the food poisoning, guys. Great job.', 1],
    ['Fantastic. Cold pizza, rude cashier. Gotta love it.', 2],
    ['Oh wow. Just wow. A truly amazing hour of waiting for nothing.', 1],
    ['Great job, team. Third time my order is wrong.', 2],
    ['Can’t wait to come back and wait another hour 🙃', 1],
    ['Charmant. Une heure pour un croque-monsieur froid.', 1],
    ['Merci pour l’intoxication. Vraiment une soirée parfaite.', 1],
    ['Super… 45 minutes pour deux cafés. Quel plaisir.', 2],
    ['Génial, encore une commande oubliée. Bravo la gang.', 1],
    ['Wow, une expérience incroyable… frites molles et bière tiède.', 1],
    ['Parfait, encore une fois ils ont oublié mon dessert.', 2],
    ['Bravo pour les 40 minutes d’attente et le steak froid.', 1],
    ['Merci pour l’accueil. Personne ne nous a dit bonjour.', 1],
    ['Great, if you enjoy paying $20 for a glass of mostly ice.', 1],
    // Being charged is what went wrong.
    ['Great job charging a service fee on top. Super classy.', 1],
  ])('%j at %i★ is sarcastic', (text, rating) => {
    expect(sarcastic(text, rating)).toBe(true);
  });

  it.each([
    ['Wow, what a treat. The lamb was perfect and the staff adorable.', 5],
    ['The bread was great, that was all. Cold mains, rude host.', 1],
    ['Great food but the service was terrible tonight.', 2],
    ['Wow. Worst service I have ever had. Never again.', 1],
    ['Super, mais vraiment trop cher pour ce que c’est.', 2],
    ['Not great. The soup was cold and the server forgot us.', 2],
    ['Pas terrible. Le service était lent.', 2],
    ['Bravo au chef pour le dessert, mais le plat principal était raté.', 2],
    ['Excellent.', 1],
    ['Charming room, lovely staff.', null],
    ['Lovely patio, slow service.', 2],
    ['Bravo au chef pour le dessert. Le service, par contre, était lent.', 2],
    ['Super rude hostess, super rude waitress.', 1],
    ['Great burgers, cold beer, good people.', 2],
    ['Can’t wait to go back.', 1],
    ['Truly great food, terrible slow service though.', 2],
  ])('%j at %s★ is not sarcastic', (text, rating) => {
    expect(sarcastic(text, rating)).toBe(false);
  });

  // Invented irony worded unlike the dev reviews (issue #34).
  it.each([
    ['Thanks for ruining my birthday dinner.', 1],
    ['Great job forgetting our order twice.', 1],
    ['What a wonderful way to spend two hours waiting for cold pasta.', 1],
    ['Love waiting 45 minutes for a salad.', 1],
    ['10/10 would not recommend.', 1],
    ['Merci pour rien.', 1],
    ['Super accueil… pas.', 1],
    ['Génial, vraiment. Une heure d’attente pour des frites.', 1],
    ['Bravo pour le service. Quarante minutes sans voir personne.', 1],
    ['Chapeau. Quarante minutes pour une bière.', 2],
    ['The "fresh" fish smelled like a dock.', 1],
    ['Their "homemade" fries came out of a freezer bag.', 2],
    ['Le poisson « frais » sentait fort.', 1],
    ['They call it "artisanal" pizza on the menu; it was soggy.', 2],
  ])('%j at %i★ is sarcastic', (text, rating) => {
    expect(sarcastic(text, rating)).toBe(true);
  });

  it.each([
    ['Great job keeping the patio heated, but the food was cold.', 2],
    ['Love sitting on the patio here, but tonight the service was slow.', 2],
    ['Great job on the renovation, but the food went downhill.', 2],
    ['Thanks for the quick refund, the food was still bad.', 2],
    ['Love the decor, hate the wait.', 2],
  ])('%j at %i★ is sincere', (text, rating) => {
    expect(sarcastic(text, rating)).toBe(false);
  });

  it.each([
    ['Thanks for ruining our anniversary.', 1],
    ['What a wonderful way to end a long week: cold soup and a rude host.', 1],
    ['Loved waiting 50 minutes for two coffees.', 1],
    ['Nothing says fine dining like a sticky table and a warm beer.', 1],
    ['Merci pour rien, vraiment.', 1],
    ['Super service… pas.', 2],
    ['Génial, vraiment. Le plat est arrivé froid.', 1],
    ['Chapeau bas pour l’attente de 50 minutes.', 1],
    ['Bravo! Trois erreurs sur une commande de deux plats.', 1],
    ['Belle job la gang, encore une commande oubliée.', 1],
    ['Quel service exceptionnel… on a attendu 40 minutes.', 2],
    ['Franchement bravo, le steak était froid.', 1],
    ['Top le service, personne pour prendre la commande.', 1],
    ['Exactly what I wanted: a burnt pizza.', 1],
    ['Thanks a lot for the forty-minute wait.', 1],
    ['Great service... NOT.', 1],
    ['Amazing how they managed to get every order wrong.', 1],
  ])('%j at %i★ is sarcastic too', (text, rating) => {
    expect(sarcastic(text, rating)).toBe(true);
  });

  it.each([
    ['Thanks for the apology, but we will not be back.', 2],
    ['Bravo au pâtissier, mais le reste était raté.', 2],
    ['Great service, bad food.', 2],
    ['Chapeau au chef pour les entrées; les plats étaient ratés.', 2],
    ['Love the concept, hate the execution.', 2],
    ['Amazing how they still make the best pizza after 30 years. Service was slow tonight.', 2],
  ])('%j at %i★ stays sincere', (text, rating) => {
    expect(sarcastic(text, rating)).toBe(false);
  });

  // Families the blind group showed, worded anew: thanks for what went wrong, kindness and
  // generosity at the wrong stars, scare quotes on a dish or its doneness, a lesson in patience,
  // praise of the evening closed by "really".
  it.each([
    ['Thank you to the kitchen for the rubbery calamari and the stale bun.', 1],
    ['Merci au chef pour les pâtes froides pis le pain sec.', 1],
    ['So glad we paid $28 for four shrimp. You guys are too generous.', 2],
    ['Vous êtes vraiment trop gentils, 19 $ pour trois frites.', 1],
    ['The "crispy" calamari was chewy and pale.', 2],
    ['Our "medium-rare" steaks came out grey.', 1],
    ['A "lobster" roll with two bits of lobster in it.', 2],
    ['Waiting an hour for a table was a real lesson in patience.', 1],
    ["Cette soirée m'a donné un cours intensif de patience.", 2],
    ['A memorable evening, truly. Cold fries and a forgotten order.', 1],
    ['Merci pour cette soirée mémorable. Plats froids, serveur absent.', 1],
    ['Thanks for the unforgettable night: 90 minutes for two burgers.', 1],
    ['Honestly, bravo. Our mains came 40 minutes after our friends had finished.', 1],
    ['Best service in town 👏 nobody came to our table for 30 minutes.', 1],
    ['Best 50 minutes of my life, waiting for a grilled cheese.', 1],
    ['Can’t wait to never come back.', 1],
    ['Ah, the joys of a cold burger and a warm beer.', 2],
    ['A great spot if you enjoy waiting an hour for a table.', 1],
    ['Who doesn’t love soggy fries and a server who forgot us twice?', 1],
    ['On a vraiment adoré attendre une heure pour des nachos tièdes.', 1],
    ['Parfait si vous aimez les frites molles.', 2],
  ])('%j at %i★ is ironic', (text, rating) => {
    expect(sarcastic(text, rating)).toBe(true);
  });

  it.each([
    ['Thanks to the manager for replacing my cold soup so quickly.', 2],
    ['Merci au serveur de nous avoir refait les frites froides, quand même gentil.', 2],
    ['We ordered the "Big Jim" burger and it was cold.', 2],
    ['The server said "no worries" and walked away; we waited 40 minutes.', 1],
    ["The host said 'table's not ready' for 30 minutes.", 2],
    ['You guys are too kind, thanks for the birthday cake!', 5],
    ['The staff showed a lot of patience with our kids, but the food was cold.', 2],
    ['The dessert was excellent, really. The rest was cold.', 2],
    ['Best burger of my life, sadly the service was slow tonight.', 2],
    ['Great if you like spicy food, too hot for me, and the service was slow.', 2],
  ])('%j at %i★ stays sincere', (text, rating) => {
    expect(sarcastic(text, rating)).toBe(false);
  });

  it('marks the praising sentences as ironic', () => {
    const read = readSignalText('Bravo. Cold fries. A truly memorable dinner.');
    const { ironic } = findSarcasm(read.sentences, 1);
    expect(ironic.map((s) => s.text)).toEqual(['Bravo.']);
  });
});
