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
  it('hears a report announced in the present and a group seated before the guests', () => {
    expect(kinds("Moisissure sur le pain. Je préviens les services d'hygiène.")).toContain(
      'health-authority',
    );
    expect(
      kinds(
        'The host seated every white family that came in after us before we got a table. An hour of that.',
      ),
    ).toEqual(['discrimination']);
  });

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
    // A reaction told with what caused it, no allergy named.
    ["Mon gars a fait une réaction aux arachides, on a fini à l'urgence.", ['allergy']],
    ['My wife reacted to the shrimp in the pad thai within minutes.', ['allergy']],
    // Treated worse for the language the guests spoke.
    [
      "On s'est fait traiter comme des moins que rien parce qu'on parlait anglais.",
      ['discrimination'],
    ],
    [
      'The host ignored us for twenty minutes because we were speaking Spanish.',
      ['discrimination'],
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

  // Invented reports worded unlike the dev reviews, so the lists carry to unseen guests (issue #34).
  it.each([
    ['Woke up at 3am vomiting, the clam linguine did not agree with me.', ['illness']],
    ['Horrible stomach cramps the whole next day after the tacos.', ['illness']],
    ['My husband had diarrhea for two days after the lamb skewers.', ['illness']],
    ['I was sick all night after the poke bowl.', ['illness']],
    ['Got sick after eating the chicken wings here.', ['illness']],
    ['My son ended up in the ER after the calamari.', ['illness']],
    ['Stomach ache within an hour of finishing the curry.', ['illness']],
    ['Pretty sure I got food poisoning from the sushi.', ['illness']],
    ['Mal au ventre toute la soirée après le burger.', ['illness']],
    ['Ma blonde a vomi en sortant du resto.', ['illness']],
    ['Malade toute la nuit après les huîtres.', ['illness']],
    ['On a fini aux urgences après le souper, intoxication.', ['illness']],
    ['Grosse intoxication après les crevettes.', ['illness']],
    [
      'I had hives all over my arms twenty minutes after the dessert, and I had told them I am allergic to nuts.',
      ['allergy'],
    ],
    ["Told them I'm allergic to shellfish and there were shrimp in the fried rice.", ['allergy']],
    ['I said no nuts and the salad came covered in walnuts.', ['allergy']],
    ['My throat started closing after two bites of the pad thai.', ['allergy']],
    ['Had to use my EpiPen in the parking lot.', ['allergy']],
    ['My daughter went into anaphylaxis at the table.', ['allergy']],
    [
      'Réaction allergique sévère après le dessert, alors que j’avais prévenu le serveur.',
      ['allergy'],
    ],
    ['Mon fils a fait de l’urticaire après le pesto.', ['allergy']],
    [
      'J’avais dit que j’étais allergique aux fruits de mer et il y avait des crevettes dans le riz.',
      ['allergy'],
    ],
    ['Burned my hand on the sizzling plate, nobody warned me.', ['injury']],
    ['Cut my lip on a chipped glass.', ['injury']],
    ['Slipped on the wet floor near the restrooms.', ['injury']],
    ['My grandmother fell on the stairs going to the washroom.', ['injury']],
    // The shell the kitchen should have picked out is a foreign object as well as the tooth's injury.
    ['I chipped a tooth on a piece of shell in the crab cake.', ['foreign-object', 'injury']],
    ['Je me suis brûlé la langue avec la soupe servie bouillante.', ['injury']],
    ['Ma mère a glissé sur le plancher mouillé.', ['injury']],
    ['Je me suis cassé une dent sur un os.', ['injury']],
    ['Found a long hair baked into the lasagna.', ['foreign-object']],
    ['There was a piece of plastic in my soup.', ['foreign-object']],
    ['Bit into a shard of glass in the risotto.', ['foreign-object']],
    ['A bandage in my salad. A used bandage.', ['foreign-object']],
    ['Ordered boneless wings and nearly choked on a bone.', ['foreign-object']],
    ['There was a fly in my soup.', ['foreign-object']],
    ['A bug in the lettuce, crawling.', ['foreign-object']],
    ['Un cheveu dans ma poutine.', ['foreign-object']],
    ['Il y avait un bout de plastique dans ma soupe.', ['foreign-object']],
    ['Un insecte dans le pain, dégueulasse.', ['foreign-object']],
    ['Saw a roach crawling on the wall next to our booth.', ['hygiene']],
    ['A rat ran across the dining room.', ['hygiene']],
    ['The chicken was raw in the middle, pink and cold.', ['hygiene']],
    ['Served us raw chicken.', ['hygiene']],
    ['Une coquerelle sur le mur à côté de nous.', ['hygiene']],
    ['Le poulet était pas cuit au centre.', ['hygiene']],
    ['Poulet cru au milieu, inacceptable.', ['hygiene']],
    ['The manager made a racist comment about my friend.', ['discrimination']],
    ['We were ignored all night because of my accent.', ['discrimination']],
    ['They treated us differently because of the color of our skin.', ['discrimination']],
    ['Le serveur était raciste avec nous.', ['discrimination']],
    ['On nous a mal servis à cause de mon accent.', ['discrimination']],
    ['I will be contacting a lawyer.', ['legal-threat']],
    ['I am disputing the charge with my credit card company.', ['legal-threat']],
    ['Filed a chargeback with my bank.', ['legal-threat']],
    ['We will sue.', ['legal-threat']],
    ['Mon avocat va vous contacter.', ['legal-threat']],
    ['On s’en va aux petites créances.', ['legal-threat']],
    ['Une poursuite s’en vient.', ['legal-threat']],
    ['I reported this to the health department.', ['health-authority']],
    ['Filed a 311 report about the kitchen.', ['health-authority']],
    ['I will be calling the city inspector.', ['health-authority']],
    ['Plainte déposée au MAPAQ.', ['health-authority']],
    ['J’ai appelé un inspecteur de la ville.', ['health-authority']],
  ])('%j reports %j', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it.each([
    'That burger was sick, five stars.',
    'The tiramisu is to die for.',
    'Killer burger and great fries.',
    "I'm allergic to bad service, but this place nailed it.",
    'Best dirty martini in town.',
    'The kitchen was a hair slow but worth it.',
    'The roast was raw-ly amazing.',
    'The tuna was seared rare, just how I like it.',
    'We ordered the steak tartare, raw and perfect.',
    'Service was so slow I almost fell asleep.',
    'The bathroom could use a cleaning.',
    'Mouse-sized portions, honestly.',
    'Le tartare était cru et délicieux, comme il se doit.',
    'I suedes shoes look great here lol.',
    'Our server Sue was great.',
    'The chicken was perfectly cooked and the fries were crispy.',
    'The cut of beef was excellent.',
    'The lawyer lunch crowd makes it busy at noon.',
    'Les huîtres étaient malades, on en reprend.',
    'Raw oysters, chicken wings and a cold beer, perfect.',
    'Chicken wings, raw oysters and a tartare to share.',
    'Le thon était cru au milieu, comme il se doit.',
    'I told the server about my allergy and they were super careful.',
    "I told them I'm allergic to shellfish, so they made me the steak instead.",
    'We disputed the bill with the manager and he fixed it right away.',
    'Boneless wings and bone-in ribs, both excellent.',
    'Loved the Mickey Mouse pancakes for the kids.',
    'Upon closer inspection, the wine list is going to impress anyone.',
    'Pour poursuivre la soirée, on a pris un dernier verre.',
    'My stomach was growling by the time the mains came.',
    'Wings were fire, I burned my tongue on the hot sauce lol.',
  ])('%j reports nothing: slang, a boast or a dish served as ordered', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  // More invented ways guests tell of a night in the bathroom, a staff member's hands, a fall.
  it.each([
    ["I've been sick since Saturday night.", ['illness']],
    ['Everyone at our table was sick within hours.', ['illness']],
    ['Spent the whole night hugging the toilet.', ['illness']],
    ['Nous avons passé la nuit aux toilettes.', ['illness']],
    ["J'ai fait une indigestion terrible après le menu dégustation.", ['illness']],
    ['My partner was up all night with cramps and fever.', ['illness']],
    ['Found a piece of steel wool in the pasta.', ['foreign-object']],
    ['There was a rubber band in my noodles.', ['foreign-object']],
    ['Une arête dans mon burger de poulet.', ['foreign-object']],
    ['We watched the cook sneeze on the plates before sending them out.', ['hygiene']],
    ['The chef touched raw meat and then the buns without washing his hands.', ['hygiene']],
    ['Le cuisinier a éternué sur les assiettes.', ['hygiene']],
    ['The chair collapsed under my father.', ['injury']],
    ['I fell off the bar stool when it broke.', ['injury']],
    ['A glass shattered in my hand and I needed stitches.', ['injury']],
    ['The waiter made fun of my accent all night.', ['discrimination']],
    ['The host used a racial slur.', ['discrimination']],
    ['Le serveur s’est moqué de mon accent.', ['discrimination']],
    ['See you in court.', ['legal-threat']],
    ['La chaise a cassé sous moi.', ['injury']],
    ['On se reverra au tribunal.', ['legal-threat']],
    ['Reported them to the county health board.', ['health-authority']],
    ['Je vais faire un signalement sur Signal Conso.', ['legal-threat']],
    ['Ate here Friday, sick as a dog all weekend.', ['illness']],
    [
      'My throat got itchy and my lips tingled, and yes I had told them about the peanut allergy.',
      ['allergy'],
    ],
  ])('%j reports %j', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it.each([
    'Sick views from the rooftop!',
    'The fish was perfect, not a single bone.',
    'Our server laughed at our terrible jokes.',
    'The chair was a bit wobbly but the food was great.',
    'Court-bouillon parfait.',
    'We ate at the food court next door once.',
    'The staff were so nice with my grandmother in her wheelchair.',
    'My tongue tingled from the Sichuan pepper, loved it.',
    'The chef came out and laughed at our jokes.',
    'My eyes were closing by dessert, long day.',
    'We stayed up all night with friends after dinner.',
    'I nearly fell off my chair when I saw the bill.',
    'Une chaise cassée dans le coin, à changer.',
    'Mes yeux se fermaient tellement le service était long.',
  ])('%j reports nothing', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  // An allergy stated, then its allergen served under another name, often a sentence later
  // (issue #34).
  it.each([
    'I have a shellfish allergy. The calamari came with shrimp paste in the aioli.',
    'Ma fille a une allergie aux fruits de mer. Le bol est arrivé avec des crevettes dessus.',
    "J'avais précisé mon allergie à l'arachide. Le bol était servi avec une sauce aux cacahuètes.",
    "Mon gars est allergique aux noix pis y'avait du pesto dans ses pâtes.",
    'My son is allergic to peanuts, we told the waitress, and the dessert came with crushed nuts on top.',
  ])('%j reports an allergy', (text) => {
    expect(kinds(text)).toEqual(['allergy']);
  });

  it.each([
    "I'm allergic to nuts, so they made my salad without walnuts. Lovely evening.",
    'Allergic to shellfish, the server swapped the shrimp for chicken.',
    'Je suis allergique aux noix. Le gâteau était sans noix, merci!',
    "Mon neveu est allergique, est-ce qu'il y a des noix dans la tarte?",
  ])('%j reports no allergy', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    [
      'The cook came out of the bathroom and went straight back to the line without washing.',
      ['hygiene'],
    ],
    ['La serveuse s’est mouchée pis a touché nos ustensiles.', ['hygiene']],
    ['They served every white table before us.', ['discrimination']],
    ['3h plus tard j’étais pliée en deux aux toilettes.', ['illness']],
    ["J'ai fait un signalement à l'inspection des aliments.", ['health-authority']],
    ['Je me suis planté sur le plancher mouillé en allant aux toilettes.', ['injury']],
    ['Y nous ont pas servi parce que ma femme porte le hijab.', ['discrimination']],
    ['They ignored us all night because my wife wears a hijab.', ['discrimination']],
    ["On s'est fait traiter de maudits immigrés par le gérant.", ['discrimination']],
    ['La cuisinière touchait le poulet cru pis après le pain, sans gants.', ['hygiene']],
    ["Mon chum a été malade dans l'auto en revenant.", ['illness']],
    ['My husband was in the ER by midnight.', ['illness']],
    ["Mon père a fait une chute dans l'escalier, y'avait pas de rampe.", ['injury']],
    ['Une guêpe morte dans mon verre de sangria, bravo.', ['foreign-object']],
    ['The waitress was coughing all over our food.', ['hygiene']],
    [
      'Le gérant nous a dit que « les gens comme nous » devraient aller manger ailleurs.',
      ['discrimination'],
    ],
    ["Le personnel se moquait de l'accent de ma mère.", ['discrimination']],
    [
      'Ma conjointe est cœliaque, on a averti, pis ses frites étaient cuites dans la même huile que les croquettes panées.',
      ['allergy'],
    ],
    [
      'My wife is allergic to sesame, we told the server twice, and the salad came drizzled in sesame oil.',
      ['allergy'],
    ],
  ])('%j reports %j', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it('quotes the sentence that reports each incident', () => {
    const read = readSignalText('Lovely room. A mouse ran past our table! We left.');
    expect(findIncidents(read.sentences, read.folded)).toEqual([
      { kind: 'hygiene', span: 'A mouse ran past our table!' },
    ]);
  });

  it('hears swollen cheeks and a throat that started to itch, and an inspector who has the photos', () => {
    expect(
      kinds(
        'Je leur avais dit que mon chum réagit aux arachides. Sa gorge a commencé à picoter, ses joues ont enflé.',
      ),
    ).toContain('allergy');
    expect(
      kinds('Her cheeks swelled up after the satay; I had said twice she is allergic.'),
    ).toContain('allergy');
    expect(kinds('Ses joues ont rougi tellement elle riait.')).toEqual([]);
    expect(kinds('Une coquerelle sur le comptoir. Le MAPAQ a mes photos depuis hier.')).toContain(
      'health-authority',
    );
    expect(kinds('The health inspector has our pictures of the kitchen now.')).toContain(
      'health-authority',
    );
    expect(kinds('The health inspector has been in last week, the place is spotless.')).toEqual([]);
  });

  it('reads an allergy said of no food, and the hives beside it, as a figure of speech', () => {
    expect(kinds('I am allergic to slow service and the wait gave me hives.')).toEqual([]);
    expect(kinds("Je suis allergique à l'attente, ça m'a donné de l'urticaire.")).toEqual([]);
    // A food named keeps the reaction an allergy.
    expect(
      kinds('Allergic to sesame, told them twice. Broke out in hives at the table.'),
    ).toContain('allergy');
  });

  it('hears a cook tasting or licking the food off his fingers as hygiene', () => {
    expect(kinds('The line cook tasted the gravy with his fingers, then kept plating.')).toEqual([
      'hygiene',
    ]);
    expect(kinds('La cuisinière a goûté la soupe avec ses doigts devant nous.')).toEqual([
      'hygiene',
    ]);
    expect(kinds('Des ailes à s’en lécher les doigts!')).toEqual([]);
    expect(kinds('We were licking our fingers after the ribs.')).toEqual([]);
  });
});
