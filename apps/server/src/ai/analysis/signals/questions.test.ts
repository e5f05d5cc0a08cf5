import { describe, expect, it } from 'vitest';
import { findQuestions } from './questions.ts';
import { readSignalText } from './text.ts';

const ask = (text: string) => findQuestions(readSignalText(text).sentences);

describe('findQuestions', () => {
  it('asks with "is there any …", and takes "are you going to do something?" for a demand', () => {
    expect(ask('Good pizza. Is there any parking close by or only the street?')).toEqual([
      { topic: 'parking', span: 'Is there any parking close by or only the street?' },
    ]);
    expect(ask('Is there any point in complaining?')).toEqual([]);
    expect(ask('Mon fils a été malade toute la nuit. Allez-vous faire quelque chose?')).toEqual([]);
    expect(ask('Sick all night after the mussels. What are you going to do about it?')).toEqual([]);
  });

  it.each([
    ['The gnocchi were lovely. Do you have a terrace for the summer?', 'patio'],
    ['Could we book the back room for 15 people in June?', 'groups'],
    ['Is the risotto gluten-free? My son is celiac.', 'gluten-free'],
    ['Do you guys have anything plant-based besides salad?', 'vegan'],
    ['Does the pesto contain pine nuts or cashews?', 'nuts'],
    ['Any chance you sell gift certificates online', 'gift-cards'],
    ['Are dogs allowed inside or only outside?', 'dogs'],
    ['Can I reserve a table online or is it walk-ins only?', 'reservations'],
    ['Is there an elevator to the second floor?', 'accessibility'],
    ['What time does the kitchen close on Sundays?', 'hours'],
    ['I wonder if you have parking for customers', 'parking'],
    ['Do you deliver to the east end?', 'other'],
    // Cut to "any" and its noun, a question still asks when it names a topic.
    ['Lovely lunch. Any vegan options for our daughter next time?', 'vegan'],
    ['Est-ce que vous faites des plats végétaliens?', 'vegan'],
    // Animal products are what a vegan does not eat, not a pet.
    ['Faites-vous des plats véganes? Ma compagne ne mange pas de produits animaux.', 'vegan'],
    ['Do you have anything without animal products?', 'vegan'],
    ['Vous faites-tu des brunchs le dimanche?', 'hours'],
    ["C'tu possible de réserver pour un groupe de 14?", 'groups'],
    // Joual's "j'me" for "je me".
    ["J'me demandais si vous aviez des options véganes pour ma blonde.", 'vegan'],
    ['Y a-t-il un stationnement près du resto?', 'parking'],
    ['Acceptez-vous les chiens en terrasse ?', 'dogs'],
    ['Vous vendez des cartes-cadeaux ?', 'gift-cards'],
    ['La salle est-elle accessible en fauteuil roulant ?', 'accessibility'],
    ['Est-ce que le dessert contient des noix', 'nuts'],
    ['Vous ouvrez à quelle heure le samedi ?', 'hours'],
    ['Je me demandais si vous faites des certificats cadeaux', 'gift-cards'],
    ['Would love to know if the kitchen can do a nut-free version of the cake', 'nuts'],
    ['Any plans to open on Mondays?', 'hours'],
    ['Vous avez-tu des options véganes? Ma blonde mange pas de viande.', 'vegan'],
    ['Ya tu du stationnement en arrière?', 'parking'],
    ['Est-il possible de venir avec notre chien ?', 'dogs'],
    ['Quick q — do you take reservations for brunch or walk-in only?', 'reservations'],
    ['We loved it. Is the terrace open in winter?', 'patio'],
    ['Une question : le restaurant est-il ouvert le 1er janvier ?', 'hours'],
  ])('asks %j about %s', (text, topic) => {
    expect(ask(text).map((q) => q.topic)).toEqual([topic]);
  });

  // Invented Québec questions, most without a question mark (issue #34).
  it.each([
    ['Est-ce que vous acceptez les chiens sur la terrasse', 'dogs'],
    ['Vous faites-tu des options sans gluten', 'gluten-free'],
    ['C’tu possible de réserver pour 12 personnes', 'groups'],
    ['Y a-tu du stationnement', 'parking'],
    ['Avez-vous des cartes-cadeaux', 'gift-cards'],
    ['Acceptez-vous les réservations', 'reservations'],
    ['Vous prenez-tu les réservations pour le brunch?', 'reservations'],
    ['Y a-tu moyen d’avoir une table sur la terrasse?', 'patio'],
    ['C’est-tu ouvert le lundi', 'hours'],
    ['Est-ce que c’est accessible en fauteuil roulant', 'accessibility'],
  ])('asks %j about %s', (text, topic) => {
    expect(ask(text).map((q) => q.topic)).toEqual([topic]);
  });

  it.each([
    ['Vous faites-tu la livraison à Longueuil', 'other'],
    ['Est-ce que vous prenez les réservations pour les groupes de 10', 'groups'],
    ['Avez-vous un menu végé', 'vegan'],
    ['Y a-tu moyen de réserver la terrasse', 'reservations'],
    ['Ça se peut-tu d’avoir une option sans gluten', 'gluten-free'],
    ['Vous êtes-tu ouverts le lundi', 'hours'],
    ['On peut-tu venir avec notre chien', 'dogs'],
    ['Est-ce qu’il y a du stationnement proche', 'parking'],
    ['Auriez-vous des cartes-cadeaux', 'gift-cards'],
    ['Pis vous ouvrez-tu les dimanches?', 'hours'],
    ['Ça ouvre-tu à midi la fin de semaine', 'hours'],
    ['Savez-vous si la salle est accessible en fauteuil roulant', 'accessibility'],
  ])('asks %j about %s, Québec style', (text, topic) => {
    expect(ask(text).map((q) => q.topic)).toEqual([topic]);
  });

  // Asked in the middle of a paragraph, without a question mark, with "when" or "whether".
  it.each([
    ['Loved it. We were wondering when the terrace opens for the season', 'patio'],
    ['Curious whether you let people bring a small dog inside', 'dogs'],
    ['Let us know if you do gift certificates, my mom would love one', 'gift-cards'],
    ['Any idea when you start taking bookings for December', 'reservations'],
    ['Great night! Do you ever host private parties for 20 or so?', 'groups'],
    ['Je me demandais quand la terrasse ouvre cette année', 'patio'],
    ['Dites-moi si vous avez du stationnement pour les clients', 'parking'],
    ["J'aimerais savoir à quelle heure ferme la cuisine le dimanche", 'hours'],
    ['Lovely brunch. Is the terrace heated in October', 'patio'],
    ['Are dogs allowed on the patio, we have a small one', 'dogs'],
    ['When does the kitchen close on Sundays, we always come late', 'hours'],
  ])('asks %j about %s, in passing', (text, topic) => {
    expect(ask(text).map((q) => q.topic)).toEqual([topic]);
  });

  it.each([
    'Do you ever clean the tables?',
    'Do you ever taste your own food?',
    'I was wondering when our food would ever arrive.',
    'We sat there wondering what the kitchen was doing.',
    'Is the patio open in winter? Yes, and it is lovely by the heaters.',
    'When you are seated on the patio the service slows down.',
  ])('does not take the complaint %j for a question', (text) => {
    expect(ask(text)).toEqual([]);
  });

  it.each([
    'Vous faites-tu exprès pour être lents',
    'Vous trouvez-tu ça normal',
    'On a-tu vraiment attendu une heure',
  ])('does not take the Québec reproach %j for a question', (text) => {
    expect(ask(text)).toEqual([]);
  });

  // Asking announced ("I wanted to ask if", « je voulais savoir si »), typed as texts ("do u"),
  // without the hyphen (« est ce que », « c'est tu »), inverted with « -vous », in brackets or
  // after "Quick q -" (issue #34).
  it.each([
    ['Was hoping to find out whether you take large groups.', 'groups'],
    ["I'd love to know if you host private parties.", 'groups'],
    ['I wanted to ask if there is a ramp at the back door.', 'accessibility'],
    ['do u have vegan options', 'vegan'],
    ['what are your hours on sunday', 'hours'],
    ['Quick q - open on Christmas eve?', 'hours'],
    ['Loved it (are dogs ok on the terrace?) and will be back.', 'dogs'],
    ['Wait was long (no reservations for small groups?) but worth it.', 'reservations'],
    ['Any way to book the back room for 20?', 'groups'],
    ['est ce que vous avez des options sans gluten', 'gluten-free'],
    ["C'est tu possible d'avoir une table pour 12?", 'groups'],
    ["Vous faites-tu des soirées privées pour les fêtes d'enfants?", 'groups'],
    ['Je voulais savoir si vous acceptez les chiens.', 'dogs'],
    ['Je me permets de vous demander si vous avez des plats végétariens.', 'vegan'],
    ['Où se garer dans le quartier ?', 'parking'],
    ['Livrez-vous à domicile ?', 'other'],
    ['Would be great to know if there is parking.', 'parking'],
    ['lmk if you have a patio', 'patio'],
    ['please tell me you have gift cards', 'gift-cards'],
    ['Is it BYOB?', 'other'],
    ["What's the corkage fee?", 'other'],
    ['Pour le stationnement, on fait comment?', 'parking'],
    ["j'me demandais c'était quoi vos heures", 'hours'],
    ['on aimerait ça savoir si vous acceptez les chiens', 'dogs'],
    ['Je souhaiterais savoir si vous proposez un menu végétarien.', 'vegan'],
    ['Est-ce ouvert le dimanche soir ?', 'hours'],
    // Cut to its topic, unless the guest answers it at once.
    ['Loved the fries. Vegan options??', 'vegan'],
    ['Stationnement? On a tourné longtemps dans le quartier.', 'parking'],
    ['Open Christmas day?', 'hours'],
    ['Also wondering about parking — street only?', 'parking'],
    ['Thinking of booking for 14 people, is that doable?', 'groups'],
    ['how do I buy a gift card', 'gift-cards'],
    ["Where's the closest parking?", 'parking'],
  ])('asks %j about %s', (text, topic) => {
    expect(ask(text).map((q) => q.topic)).toEqual([topic]);
  });

  it.each([
    'C’est-tu si compliqué que ça lire une commande?',
    "C'est-tu normal d'attendre 45 minutes pour deux burgers?",
    "Vous pensez vraiment qu'on va revenir?",
    'Vous êtes sérieux?',
    'Ça a-tu du bon sens, 40 minutes pour une poutine?',
    'C’tu moi ou la musique était ben trop forte?',
    'Vous voulez-tu vraiment qu’on revienne?',
    'Avez-vous déjà goûté votre propre soupe?',
    'Have you guys ever tasted your own fries?',
    'Are they trying to lose customers?',
    'Parking? A nightmare.',
  ])('does not take the reproach %j for a question', (text) => {
    expect(ask(text)).toEqual([]);
  });

  it('quotes the question as written and takes its topic from the sentence before when it names none', () => {
    expect(
      ask('Parking around here is a nightmare. Is there a garage you would recommend?'),
    ).toEqual([{ topic: 'parking', span: 'Is there a garage you would recommend?' }]);
    expect(ask('Loved it. Our terrace dreams came true. Will you be open for lunch too?')).toEqual([
      { topic: 'hours', span: 'Will you be open for lunch too?' },
    ]);
  });

  it('finds a question without punctuation in a run-on review, from its asking words on', () => {
    expect(ask('great tacos loved the vibe do you have a patio for the summer')).toEqual([
      { topic: 'patio', span: 'do you have a patio for the summer' },
    ]);
  });

  it.each([
    'Seriously?',
    'Who does that?',
    'Are you kidding me?',
    'How hard is it to bring a glass of water?',
    'Why would anyone pay $30 for this?',
    'Is this how you treat regulars?',
    'Do you even taste the food before it goes out?',
    "What's the point of booking if we still wait an hour?",
    "C'est une blague?",
    'Vraiment?',
    'Sérieux?',
    'Pourquoi payer 25 $ pour une assiette froide?',
    'Est-ce normal d’attendre une heure pour une salade?',
    'Vous trouvez ça acceptable?',
    'Où était le gérant?',
    'Fries cold?',
    'Would I come back? Only if someone else pays.',
    'Want a cosy spot for a date? This is it.',
    'Is there anything better in this neighbourhood? I doubt it.',
    'Avez-vous pensé à former votre personnel?',
    'Qui a eu l’idée de mettre la musique aussi fort?',
    'Is it me or has the quality gone down?',
    'The host smiled and said "Do you have a booking?" before walking off.',
  ])('does not take the rhetorical %j for a question', (text) => {
    expect(ask(`The soup was cold. ${text} Never again.`)).toEqual([]);
  });

  it('does not take a statement about the owner or a past question for one', () => {
    expect(ask('I asked if they had a patio and they said no.')).toEqual([]);
    expect(ask('You have the best terrace in town.')).toEqual([]);
    expect(ask("Je me demande si le chef goûte ses plats. C'était trop salé.")).toEqual([]);
  });
});
