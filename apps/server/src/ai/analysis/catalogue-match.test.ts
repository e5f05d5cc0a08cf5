import { describe, expect, it } from 'vitest';
import { matchCatalogue } from './catalogue-match.ts';

const names = (
  text: string,
  entries: Parameters<typeof matchCatalogue>[1],
  kind: 'menu' | 'staff',
) => matchCatalogue(text, entries, kind).map((m) => m.name);

describe('matchCatalogue', () => {
  it('matches menu items by alias across languages, ignoring case, accents and plurals', () => {
    const menu = [
      { name: 'Soupe à l’oignon', aliases: ['French onion soup'] },
      { name: 'Crème brûlée' },
    ];
    expect(names('The FRENCH ONION SOUP was perfect', menu, 'menu')).toEqual(['Soupe à l’oignon']);
    expect(names("La soupe a l'oignon et deux creme brulees", menu, 'menu')).toEqual([
      'Soupe à l’oignon',
      'Crème brûlée',
    ]);
  });

  it('reads a compound of the glossary as one food: « Saint-Jacques » are scallops, « pommes de terre » no apples', () => {
    const menu = [
      { name: 'Pétoncles poêlés', aliases: ['Seared scallops'] },
      { name: 'Tarte aux pommes', aliases: ['Apple pie'] },
      { name: 'Purée de pommes de terre', aliases: ['Mashed potatoes'] },
    ];
    expect(names('Les coquilles Saint-Jacques étaient parfaites', menu, 'menu')).toEqual([
      'Pétoncles poêlés',
    ]);
    expect(names('la purée de pommes de terre était froide', menu, 'menu')).toEqual([
      'Purée de pommes de terre',
    ]);
    expect(names('the apple pie', menu, 'menu')).toEqual(['Tarte aux pommes']);
  });

  it('reads « ma blonde » and « mon chum » as a partner, not the blonde ale', () => {
    const menu = [{ name: 'Blonde de la Baie', aliases: ['Bay blonde ale'] }];
    expect(names('On a pris deux Blonde de la Baie, ma blonde a adoré', menu, 'menu')).toEqual([
      'Blonde de la Baie',
    ]);
    expect(names('Ma blonde pis moi on a ben mangé', menu, 'menu')).toEqual([]);
    expect(names('La blonde était froide à souhait', menu, 'menu')).toEqual(['Blonde de la Baie']);
  });

  it('never reports a generic word as a menu item, even when the catalogue has it', () => {
    const menu = [
      { name: 'Food' },
      { name: 'Drinks' },
      { name: 'Veggie burger', aliases: ['dish'] },
    ];
    expect(names('Food and drinks were fine, the dish too', menu, 'menu')).toEqual([]);
    expect(names('The veggie burger!', menu, 'menu')).toEqual(['Veggie burger']);
  });

  it('reads the head of a name before "of", past a bowl, and not in what a French name holds', () => {
    const menu = [
      { name: 'Huîtres du jour', aliases: ['Oysters of the day'] },
      { name: 'Bol poké au thon', aliases: ['Tuna poke bowl'] },
      { name: 'Chaudrée de fruits de mer', aliases: ['Seafood chowder'] },
    ];
    expect(names('They had us down for a different day.', menu, 'menu')).toEqual([]);
    expect(names('The waiter took the bowl away.', menu, 'menu')).toEqual([]);
    expect(names('Le meilleur resto de fruits de mer du quartier.', menu, 'menu')).toEqual([]);
    expect(names('The oysters, the poke and la chaudrée', menu, 'menu')).toEqual([
      'Huîtres du jour',
      'Bol poké au thon',
      'Chaudrée de fruits de mer',
    ]);
  });

  it('reads the head before "on", "in" or "with": one word of the rest names no dish', () => {
    const menu = [
      { name: 'Clams on the half shell' },
      { name: 'Mussels in white wine' },
      { name: 'Flank steak with chimichurri' },
    ];
    expect(names('A piece of shell in my soup, and the wine was corked.', menu, 'menu')).toEqual(
      [],
    );
    expect(names('The chimichurri was too salty.', menu, 'menu')).toEqual([]);
    expect(names('The clams, the mussels and the flank steak', menu, 'menu')).toEqual([
      'Clams on the half shell',
      'Mussels in white wine',
      'Flank steak with chimichurri',
    ]);
  });

  it('reads half of a business name joined by "&" as no shortening of a dish', () => {
    const menu = [{ name: 'Burger Moulin', aliases: ['Moulin burger'] }];
    expect(names('Thanks a lot, Rive & Moulin!', menu, 'menu')).toEqual([]);
    expect(names('Merci à toute l’équipe de Moulin & Rive.', menu, 'menu')).toEqual([]);
    expect(names('The Moulin was juicy.', menu, 'menu')).toEqual(['Burger Moulin']);
    expect(names('the moulin burger & fries', menu, 'menu')).toEqual(['Burger Moulin']);
  });

  it('lets the longest entry win an overlap', () => {
    const menu = [{ name: 'Burger' }, { name: 'Burger végé' }];
    expect(names('Le burger vege était top', menu, 'menu')).toEqual(['Burger végé']);
  });

  it('knows the common English diminutives of a first name', () => {
    const staff = [{ name: 'Margaret MacNeil' }, { name: 'David Pottie' }];
    expect(names('Mags looked after us and Dave the manager too', staff, 'staff')).toEqual([
      'Margaret MacNeil',
      'David Pottie',
    ]);
  });

  it('matches staff by full name, first name and alias, in any case', () => {
    const staff = [{ name: 'Marco Rossi', aliases: ['Big M'] }, { name: 'Julie Martin' }];
    expect(names('our server marco was great', staff, 'staff')).toEqual(['Marco Rossi']);
    expect(names('Ask for BIG M at the bar', staff, 'staff')).toEqual(['Marco Rossi']);
    expect(names('Merci à Julie Martin et à Marco', staff, 'staff')).toEqual([
      'Julie Martin',
      'Marco Rossi',
    ]);
  });

  it('counts a first name that is also a word only when capitalised', () => {
    const staff = [{ name: 'Rose Dupont' }];
    expect(names('A glass of rose. Rose was lovely.', staff, 'staff')).toEqual(['Rose Dupont']);
    expect(matchCatalogue('A glass of rose, nice.', staff, 'staff')).toEqual([]);
  });
});

describe('matchCatalogue: what guests actually write', () => {
  const menu = [
    { name: 'Lamb shank with polenta' },
    { name: 'Terrine de campagne' },
    { name: 'Salade de terrine tiède' },
    { name: 'Risotto aux cèpes' },
    { name: 'Tiramisu' },
    { name: 'Pie of the day' },
    { name: 'Crispy pork belly' },
    { name: 'Bangers & mash' },
    { name: 'Tarte aux poires', aliases: ['Pear tart'] },
    { name: 'Poulet rôti' },
    { name: 'Gâteau au citron' },
    { name: 'Œufs mimosa' },
  ];
  const one = (text: string) => matchCatalogue(text, menu, 'menu');

  it('finds a shortening only one item has: a dish noun alone, or several words of the name', () => {
    expect(names('The lamb fell off the bone', menu, 'menu')).toEqual(['Lamb shank with polenta']);
    expect(names('Loved the pork belly', menu, 'menu')).toEqual(['Crispy pork belly']);
  });

  it('does not let a modifier or an everyday word stand for a dish on its own', () => {
    expect(names('Crispy edges on the bread, grilled veg on the side', menu, 'menu')).toEqual([]);
  });

  it('keeps a shortening two items share as an ambiguity instead of guessing', () => {
    const fish = [{ name: 'Grilled salmon' }, { name: 'Smoked salmon' }];
    const [mention] = matchCatalogue('The salmon was overcooked.', fish, 'menu');
    expect(mention).toMatchObject({ name: null, candidates: ['Grilled salmon', 'Smoked salmon'] });
    expect(names('The grilled salmon was overcooked.', fish, 'menu')).toEqual(['Grilled salmon']);
  });

  it('prefers the item whose head noun it is when two items share the word', () => {
    expect(names('La terrine était excellente', menu, 'menu')).toEqual(['Terrine de campagne']);
    // …and the item that has the word written on it over one that has it only in translation.
    const duck = [{ name: 'Confit de canard', aliases: ['Duck confit'] }, { name: 'Canard laqué' }];
    expect(names('the duck was great', duck, 'menu')).toEqual(['Confit de canard']);
  });

  it('corrects misspellings within an edit bound scaled by length, never on short words', () => {
    expect(names('Le risoto aux cepes était crémeux', menu, 'menu')).toEqual(['Risotto aux cèpes']);
    expect(names('Best tiramissu in town', menu, 'menu')).toEqual(['Tiramisu']);
    expect(names('A slice of pye', menu, 'menu')).toEqual([]);
    // A word written on the menu is read as itself, never as a near spelling of another item.
    const rice = [{ name: 'Risotto' }, { name: 'Risotti trio' }];
    expect(names('the risotto', rice, 'menu')).toEqual(['Risotto']);
  });

  it('never corrects a known word or one as close to two menu words', () => {
    const fish = [{ name: 'Grilled salmon' }, { name: 'Salami board' }];
    expect(names('The salon was loud', fish, 'menu')).toEqual([]);
    expect(names('The cheery host', [{ name: 'Cherry clafoutis' }], 'menu')).toEqual([]);
    // "salmi" is two edits from both "salmon" and "salami": too far, and no closer to either.
    expect(names('A salmi', fish, 'menu')).toEqual([]);
  });

  it('reads plurals and inflection inside a phrase, "and" for "&", optional stop words', () => {
    expect(names('Two bangers and mash please', menu, 'menu')).toEqual(['Bangers & mash']);
    expect(names('les tartes poires', menu, 'menu')).toEqual(['Tarte aux poires']);
    expect(names('des oeufs mimosa', menu, 'menu')).toEqual(['Œufs mimosa']);
  });

  it('finds the dish in the other language through the owner’s names and the glossary', () => {
    expect(names('The lemon cake was dry', menu, 'menu')).toEqual(['Gâteau au citron']);
    expect(names('Roast chicken, perfect', menu, 'menu')).toEqual(['Poulet rôti']);
    expect(names('La tarte à la poire', menu, 'menu')).toEqual(['Tarte aux poires']);
  });

  it('lets the longest span win and keeps exact spans where they are', () => {
    const [mention] = one('Their lamb shank with polenta!');
    expect(mention).toMatchObject({ name: 'Lamb shank with polenta', start: 6, end: 29 });
  });

  it('does not join two dishes across "and the"', () => {
    expect(names('the lamb and the tiramisu', menu, 'menu')).toEqual([
      'Lamb shank with polenta',
      'Tiramisu',
    ]);
  });
});

describe('matchCatalogue: shortenings by head noun, animal, inflection and context', () => {
  const menu = [
    { name: 'Lotte rôtie au beurre noisette', aliases: ['Roasted monkfish'] },
    { name: 'Clam chowder' },
    { name: 'Focaccia tomates & olives' },
    { name: 'Elk shoulder stew' },
    { name: 'Ploughman breakfast' },
    { name: 'Assiette végétarienne' },
    { name: 'Big breakfast' },
    { name: 'Œufs en cocotte' },
    { name: 'Pickled bloody Caesar' },
    { name: 'Salade César', aliases: ['Caesar salad'] },
    { name: 'Côtes de porc glacées' },
  ];

  it('lets the head noun of a name stand for it, first in French and last in English', () => {
    expect(names('La lotte était parfaite', menu, 'menu')).toEqual([
      'Lotte rôtie au beurre noisette',
    ]);
    expect(names('the monkfish was perfect', menu, 'menu')).toEqual([
      'Lotte rôtie au beurre noisette',
    ]);
    expect(names('Two chowders please', menu, 'menu')).toEqual(['Clam chowder']);
    expect(names('les focaccias étaient tièdes', menu, 'menu')).toEqual([
      'Focaccia tomates & olives',
    ]);
  });

  it('names a meat dish by its animal, and a serving by its other word', () => {
    expect(names('The elk was tender', menu, 'menu')).toEqual(['Elk shoulder stew']);
    expect(names('I had the ploughman again', menu, 'menu')).toEqual(['Ploughman breakfast']);
  });

  it('never lets a serving word, an adjective or a bare ingredient stand for a dish', () => {
    expect(names("Rien dans l'assiette", menu, 'menu')).toEqual([]);
    expect(names('Une option végétarienne ?', menu, 'menu')).toEqual([]);
    expect(names('Breakfast was slow', menu, 'menu')).toEqual([]);
    expect(names("L'œuf était froid", menu, 'menu')).toEqual([]);
  });

  it('reads inflections of a modifier as the same word', () => {
    expect(names('a pickle bloody caesar', menu, 'menu')).toEqual(['Pickled bloody Caesar']);
    expect(names('des côtes de porc glacée', menu, 'menu')).toEqual(['Côtes de porc glacées']);
  });

  it('keeps "côté" apart from "côtes"', () => {
    expect(names("De l'autre côté de la rue", menu, 'menu')).toEqual([]);
  });

  it('settles a word a drink and a dish share by the words around it, else by the head', () => {
    expect(names('The caesar came with too much dressing', menu, 'menu')).toEqual(['Salade César']);
    expect(names('Le césar était plein de glaçons', menu, 'menu')).toEqual([
      'Pickled bloody Caesar',
    ]);
    // Only the cocktail keeps "Caesar" as its head; the salad's head is "salad".
    expect(names('Two caesars on the patio', menu, 'menu')).toEqual(['Pickled bloody Caesar']);
    expect(names('The caesar salad was fresh', menu, 'menu')).toEqual(['Salade César']);
  });
});
