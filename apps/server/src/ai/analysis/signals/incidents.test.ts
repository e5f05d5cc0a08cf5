import { describe, expect, it } from 'vitest';
import { findIncidents } from './incidents.ts';
import { readSignalText } from './text.ts';

const kinds = (text: string) => {
  const read = readSignalText(text);
  return findIncidents(read.sentences, read.folded)
    .map((i) => i.kind)
    .sort();
};

describe('findIncidents', () => {
  it.each([
    ['My girlfriend got sick a few hours after the scallops.', ['illness']],
    ['We both had food poisoning after the shawarma plate.', ['illness']],
    ['Threw up twice that night, never eating the clams again.', ['illness']],
    ["J'ai été malade pendant deux jours après les moules.", ['illness']],
    ['Intoxication alimentaire pour toute la table après le tartare de saumon.', ['illness']],
    ['Mes enfants sont tombés malades le soir même.', ['illness']],
    ['On a vomi toute la nuit, merci le poké.', ['illness']],
    [
      'I told the waiter about my sesame allergy twice. Had a reaction halfway through the bowl and used my EpiPen in the car.',
      ['allergy'],
    ],
    [
      "Ma fille est allergique aux arachides, on l'avait dit. Elle a fini aux urgences.",
      ['allergy'],
    ],
    ['The server spilled hot coffee and burned my arm.', ['injury']],
    ['My dad tripped on the loose step at the entrance and hurt his knee.', ['injury']],
    ['Chipped a tooth on a cherry pit in the clafoutis.', ['injury']],
    ['Je me suis coupée avec un verre ébréché, ça saignait partout.', ['injury']],
    ['There was a hair in my ramen, long and black.', ['foreign-object']],
    ['Found a piece of metal wire in the burger.', ['foreign-object']],
    ['Un cheveu dans la salade de chèvre chaud, super.', ['foreign-object']],
    ['Il y avait un éclat de verre dans mon risotto.', ['foreign-object']],
    ["J'ai trouvé une vis dans ma pizza.", ['foreign-object']],
    ['Un insecte mort dans ma salade.', ['foreign-object']],
    ['Le serveur m’a renversé du café brûlant sur la main.', ['injury']],
    ['Saw a cockroach running along the bench.', ['hygiene']],
    ['Une souris a traversé la salle pendant le dessert.', ['hygiene']],
    ['Des coquerelles dans la salle de bain, ouache.', ['hygiene']],
    ['The host was openly racist to my friend.', ['discrimination']],
    ['They refused to seat us because of my wheelchair.', ['discrimination']],
    [
      "On nous a refusé une table à cause de mon voile. C'est de la discrimination.",
      ['discrimination'],
    ],
    [
      'I told them my son is allergic to sesame and the bowl came out with sesame anyway.',
      ['allergy'],
    ],
    ['My wife ended up in the hospital after the clams.', ['illness']],
    ['Mon chum a fini la nuit aux urgences après les pétoncles.', ['illness']],
    ['My mother slipped on the wet stairs and ended up in the ER.', ['injury']],
    ['Expect to hear from my attorney.', ['legal-threat']],
    ["I'm taking this to small claims court.", ['legal-threat']],
    ["Je vais envoyer une mise en demeure à l'établissement.", ['legal-threat']],
    ["J'ai déposé une plainte à l'Office de la protection du consommateur.", ['legal-threat']],
    ['I called the city health inspector the next morning.', ['health-authority']],
    ['Signalé aux services d’hygiène de la mairie.', ['health-authority']],
    ['Je vais écrire à la Santé publique.', ['health-authority']],
    [
      'Three of us got sick after the oysters and I have reported it to public health.',
      ['health-authority', 'illness'],
    ],
    [
      "J'ai trouvé un morceau de plastique et je me suis cassé une dent dessus.",
      ['foreign-object', 'injury'],
    ],
  ])('%j reports %j', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it.each([
    "C'était malade! Le meilleur smoked meat en ville.",
    'Le burger était malade mental, trop bon.',
    'Ce spot-là est malade, on revient vendredi.',
    'That burger was sick, best in the city.',
    "I'm sick of waiting 40 minutes for a table every Friday.",
    'The steak came out burnt and the fries were cold.',
    'Le pain était brûlé et le café froid.',
    'A glass of red and a cheese plate, perfect evening.',
    'My son has a nut allergy and the staff were so careful, thank you!',
    'Avocado toast was great, the avocado was perfectly ripe.',
    "Le toast à l'avocat était délicieux.",
    'Our server Sue was wonderful.',
    'The restaurant is a bit dirty and the tables were sticky.',
    'Service was slow and the manager was rude.',
    'The waitress had her hair in a bun and was very efficient.',
    'Fell in love with the tiramisu.',
    'Pour poursuivre la soirée on a pris un digestif.',
    'Le serveur nous a refusé une deuxième corbeille de pain.',
    'Just left a complaint with the manager about the noise.',
    'Steak tartare was bleeding fresh, exactly how I like it.',
    'Ambiance à vomir de bonheur tellement c’est cute.',
    'Le souper était malade, on a tripé!',
    'I have a sesame allergy and the staff were so careful, thank you!',
    'Malgré mon allergie au gluten, ils m’ont préparé un plat adapté, merci!',
    'Still allergic to slow service, but the food was fine.',
    'Menu gastro à 65 €, chaque plat était une merveille.',
    'Le serveur m’a coupé la parole deux fois, pas très poli.',
    'On a glissé un mot au chef pour le remercier.',
    'J’avais le cafard, ce brunch m’a remonté le moral.',
    'On a dîné juste en face du tribunal, très pratique.',
    'Our waitress had the whole table in stitches.',
    'The lamb fell off the bone.',
    'A local health inspector once told me this is the cleanest kitchen in town.',
    'Lunch crowd is all lawyers from the courthouse next door.',
    'Les frites étaient croustillantes à souhait, le steak saignant comme demandé.',
  ])('%j reports nothing', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it('quotes the sentence that reports each incident', () => {
    const read = readSignalText('Lovely room. A mouse ran past our table! We left.');
    expect(findIncidents(read.sentences, read.folded)).toEqual([
      { kind: 'hygiene', span: 'A mouse ran past our table!' },
    ]);
  });
});
