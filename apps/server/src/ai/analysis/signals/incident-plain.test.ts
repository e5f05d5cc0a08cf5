import { describe, expect, it } from 'vitest';
import { findIncidents } from './incidents.ts';
import { readSignalText } from './text.ts';

// Invented wording, in none of the incident sets: the plain words of incident-plain.ts and the
// near-misses they must leave alone.
const kinds = (text: string, rating: number | null = null) => {
  const read = readSignalText(text);
  return findIncidents(read.sentences, read.folded, rating, false)
    .map((i) => i.kind)
    .sort();
};

describe('incidents told in plain words', () => {
  it.each([
    // Illness: a euphemism, a dropped subject, a night by the bathroom.
    ['The lamb skewers and I had a rough night, let us leave it there.', ['illness']],
    ['Rushed to urgent care around midnight, two hours after the fish tacos.', ['illness']],
    ['My brother and I took turns in the bathroom until dawn after the curry.', ['illness']],
    ['Spent the evening retching. Great start to the holidays.', ['illness']],
    ["J'ai renvoyé tout mon souper en arrivant à la maison, pis ma sœur aussi.", ['illness']],
    ['Ma mère était barbouillée toute la nuitte après le pâté.', ['illness']],
    ['Trois convives sur cinq malades après le repas de baptême.', ['illness']],
    // Allergy: a reaction by the breath or the skin where an allergen is named.
    ['We asked for no nuts, and an hour later my son had trouble breathing.', ['allergy']],
    ['Demandé sans lactose, et ma fille a eu des plaques partout sur le visage.', ['allergy']],
    // A stated coeliac, then ill: the allergen was served.
    ['I am celiac and told them so. I was sick for three days after.', ['allergy', 'illness']],
    // Injury and foreign object: a tooth, a wrist, a fragment.
    ['Hit a bone fragment in the meatballs and cracked a molar.', ['foreign-object', 'injury']],
    ['Slid on the wet tiles by the bar and went down hard.', ['injury']],
    ['Je me suis étalée de tout mon long sur le carrelage mouillé.', ['injury']],
    ['Y a un bout de guenille dans ma soupe aux pois.', ['foreign-object']],
    ['Found what looked like a cigarette butt in my salad.', ['foreign-object']],
    ['Une arête coincée dans la gorge avec la truite « sans arêtes ».', ['foreign-object']],
    [
      'There was something in my risotto that was definitely not supposed to be there.',
      ['foreign-object'],
    ],
    ['La serveuse a dû sortir la trousse de premiers soins pour mon fils.', ['injury']],
    ['Lost my footing on the greasy step and landed on my tailbone.', ['injury']],
    ['I have not felt right since the oysters on Friday.', ['illness']],
    // Hygiene: the sink skipped, the fork wiped on an apron.
    ['The line cook left the washroom without stopping at the sink.', ['hygiene']],
    // Discrimination, in a review that complains.
    ['The host called my wife a slur and walked off.', ['discrimination']],
    ['They told my uncle to go back to his own country.', ['discrimination']],
    [
      'À Gatineau, la serveuse a refusé de nous répondre en français. Inacceptable.',
      ['discrimination'],
    ],
    // Legal threat and health authority in words the report lists lacked.
    ['I have retained counsel over my fall on your stairs.', ['injury', 'legal-threat']],
    [
      'After our night of vomiting I phoned the public health office.',
      ['health-authority', 'illness'],
    ],
  ])('%s → %j', (text, expected) => {
    expect(kinds(text, 1)).toEqual(expected);
  });
});

describe('near-misses the plain words leave alone', () => {
  it.each([
    ['The view from the patio is sick, and the cocktails too.', 5],
    ['This burger is a crime against diets, totally worth it.', 5],
    ['Grabbed a quick lunch before my dentist appointment, the soup was lovely.', 4],
    ['I was sick all last week and the chicken soup really helped.', 5],
    ['The hot sauce burned my mouth in the best way.', 5],
    ['I am allergic to peanuts and the server checked every dish with the chef. Felt safe.', 5],
    ['Mon chum est cœliaque, ils avaient un menu sans gluten complet, merci!', 5],
    ['Le repas s’est étalé sur trois heures, un vrai plaisir.', 5],
    ['We were seated far from the bathroom, which was fine by us.', 4],
    ['The menu in Paris was in English only, a bit odd.', 3],
    ['Lunch was dead good, I could not breathe from laughing with my friends.', 5],
    ['The tiles by the bar were soaked and I nearly went flying, fix that.', 3],
    ['The owner brought our order himself when the delivery guy called in sick.', 4],
    ['They treated us like second-class customers because we had a coupon.', 2],
    ['Les ustensiles avaient de la sauce séchée dessus, bof.', 3],
  ])('%s', (text, rating) => {
    expect(kinds(text, rating)).toEqual([]);
  });
});
