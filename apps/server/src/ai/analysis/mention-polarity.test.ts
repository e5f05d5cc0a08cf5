import { describe, expect, it } from 'vitest';
import { readMenu, readStaff } from './batch.ts';
import { analyseReview } from './review-analysis.ts';

// Invented for these tests: no restaurant, dish or person of the evaluation corpus.
const menu = readMenu([
  'Risotto aux cèpes',
  { name: 'Flétan rôti', aliases: ['roasted halibut'] },
  'Crème brûlée à la lavande',
  { name: 'Magret de canard', aliases: ['duck breast'] },
]);
const staff = readStaff([
  { name: 'Priya Nair', role: 'server' },
  { name: 'Olivier Gagnon', role: 'server' },
  { name: 'Joy Martin', role: 'host' },
]);

const staffOf = (text: string, stars: number | null) =>
  Object.fromEntries(
    analyseReview(text, stars, { menu, staff }).staff.map((s) => [s.name, s.polarity]),
  );
const menuOf = (text: string, stars: number | null) =>
  Object.fromEntries(
    analyseReview(text, stars, { menu, staff }).menuItems.map((m) => [m.item, m.polarity]),
  );

describe('staff mention polarity', () => {
  it('reads an apology or a problem sorted as service, and no apology as a complaint', () => {
    const team = readStaff([
      { name: 'Joy Martin', role: 'manager' },
      { name: 'Olivier Gagnon', role: 'gérant' },
    ]);
    const of = (text: string, stars: number) =>
      analyseReview(text, stars, { staff: team }).staff.map((s) => s.polarity);
    expect(of('Joy the manager sorted a long table for us.', 5)).toEqual(['positive']);
    expect(of('Le gérant est venu s’excuser.', 3)).toEqual(['positive']);
    expect(staffOf('Priya never even apologised for the mix-up.', 2)).toEqual({
      'Priya Nair': 'negative',
    });
  });

  it('leaves out a bracketed aside the name is not in', () => {
    expect(
      staffOf('Priya (apologies if I got the spelling wrong) made our anniversary.', 5),
    ).toEqual({ 'Priya Nair': 'positive' });
    expect(
      staffOf('Olivier (the tall one, sorry, not sure of his name) ignored us all night.', 1),
    ).toEqual({ 'Olivier Gagnon': 'negative' });
  });

  it('reads what the person did to the guest', () => {
    expect(staffOf('Priya ignored us for twenty minutes.', 4)).toEqual({
      'Priya Nair': 'negative',
    });
    expect(staffOf('Olivier nous a oubliés pendant une demi-heure.', 3)).toEqual({
      'Olivier Gagnon': 'negative',
    });
    expect(
      staffOf('Priya took care of our party of twelve and recommended a lovely red.', 3),
    ).toEqual({ 'Priya Nair': 'positive' });
  });

  it('reads calm under a bigger party as praise, and a dish said to be what it was as nothing', () => {
    expect(
      staffOf('Priya didn’t even blink when we showed up with nine instead of six.', 5),
    ).toEqual({ 'Priya Nair': 'positive' });
    expect(staffOf('Olivier n’a pas sourcillé quand on est arrivés à douze.', 4)).toEqual({
      'Olivier Gagnon': 'positive',
    });
    expect(menuOf('The risotto was what it was.', 3)).toEqual({ 'Risotto aux cèpes': 'neutral' });
    expect(menuOf('Mate, we’ve had better risotto at a servo. Lovely view.', 2)).toEqual({
      'Risotto aux cèpes': 'negative',
    });
    expect(menuOf('Best risotto in town, and I have had better days!', 5)).toEqual({
      'Risotto aux cèpes': 'positive',
    });
  });

  it('reads thanks and praise attached to the name', () => {
    expect(staffOf('Thanks to Priya for the evening.', 4)).toEqual({ 'Priya Nair': 'positive' });
    expect(staffOf('Un gros merci à Olivier!', 4)).toEqual({ 'Olivier Gagnon': 'positive' });
    expect(staffOf('Olivier est une perle.', 5)).toEqual({ 'Olivier Gagnon': 'positive' });
    expect(staffOf('Priya was a gem with our toddler.', 5)).toEqual({ 'Priya Nair': 'positive' });
  });

  it('reads each person in their own clause', () => {
    expect(staffOf('Priya was lovely but Olivier was rude to my father.', 3)).toEqual({
      'Priya Nair': 'positive',
      'Olivier Gagnon': 'negative',
    });
    expect(staffOf('Olivier était sympathique mais le flétan rôti goûtait rien.', 2)).toEqual({
      'Olivier Gagnon': 'positive',
    });
    expect(staffOf('Our server, Priya, was wonderful.', 3)).toEqual({ 'Priya Nair': 'positive' });
  });

  it('reads a clause without a subject after "but" as still about the name', () => {
    expect(staffOf('Priya was sweet but forgot our drinks twice.', 3)).toEqual({
      'Priya Nair': 'conflict',
    });
    expect(staffOf('Olivier était sympa mais a oublié notre commande.', 3)).toEqual({
      'Olivier Gagnon': 'conflict',
    });
    expect(staffOf('Priya was great, Olivier not so much.', 3)).toEqual({
      'Priya Nair': 'positive',
      'Olivier Gagnon': 'negative',
    });
    expect(staffOf('Priya never checked on us once.', 3)).toEqual({ 'Priya Nair': 'negative' });
  });

  it('applies negation to the next few words only', () => {
    expect(staffOf("Priya wasn't rude at all.", 3)).toEqual({ 'Priya Nair': 'positive' });
    expect(staffOf("Priya suggested a wine I'd never have chosen and it was perfect.", 4)).toEqual({
      'Priya Nair': 'positive',
    });
  });

  it('reads the stars when the clause says nothing about the person', () => {
    expect(staffOf('Olivier a pris notre commande.', 5)).toEqual({ 'Olivier Gagnon': 'positive' });
    expect(staffOf('Olivier a pris notre commande.', 1)).toEqual({ 'Olivier Gagnon': 'negative' });
    // A kind gesture after a bad evening is no praise.
    expect(staffOf('Olivier nous a offert un café. Sérieusement?', 1)).toEqual({
      'Olivier Gagnon': 'negative',
    });
  });

  it('gives a name no opinion of its own', () => {
    expect(staffOf('Joy was rude when we asked for the bill.', 3)).toEqual({
      'Joy Martin': 'negative',
    });
  });

  it('reads a pronoun after "but" as the same person', () => {
    expect(staffOf('Priya was nice but she disappeared for half an hour.', 2)).toEqual({
      'Priya Nair': 'conflict',
    });
    expect(staffOf('Olivier était gentil mais il nous a oubliés au dessert.', 3)).toEqual({
      'Olivier Gagnon': 'conflict',
    });
    // Another subject after "but" is another clause: Priya keeps her praise.
    expect(staffOf('Priya was lovely but the kitchen was slow.', 3)).toEqual({
      'Priya Nair': 'positive',
    });
  });

  it('reads someone who made up for what went wrong as praise, unless denied', () => {
    expect(staffOf("Priya's smile made up for the slow kitchen.", 4)).toEqual({
      'Priya Nair': 'positive',
    });
    expect(staffOf('Olivier a compensé la longue attente avec des shooters.', 2)).toEqual({
      'Olivier Gagnon': 'positive',
    });
    expect(staffOf("Priya's apology hardly made up for the cold food.", 2)).toEqual({
      'Priya Nair': 'negative',
    });
  });

  it('reads how someone was apart from what they did, and « pas mal » as "quite"', () => {
    expect(staffOf('Olivier était pas mal occupé, on a attendu nos drinks longtemps.', 3)).toEqual({
      'Olivier Gagnon': 'negative',
    });
    expect(staffOf("Olivier s'est occupé de nous toute la soirée, super gentil.", 3)).toEqual({
      'Olivier Gagnon': 'positive',
    });
  });

  it('keeps a concession apart from the person: « même si », "even if"', () => {
    expect(staffOf('Olivier connaît ses vins, même si le service était un peu lent.', 4)).toEqual({
      'Olivier Gagnon': 'positive',
    });
    expect(staffOf('Priya knows her wines, even if the mains were slow.', 4)).toEqual({
      'Priya Nair': 'positive',
    });
  });

  it('does not read what the person said as the guest’s lukewarm verdict', () => {
    expect(
      staffOf("Olivier nous a servi un vin bouchonné pis a insisté qu'il était correct.", 2),
    ).toEqual({ 'Olivier Gagnon': 'negative' });
    expect(staffOf('Correct. Olivier nous a servis, rien à redire.', 3)).toEqual({
      'Olivier Gagnon': 'positive',
    });
  });

  it('reads a surname after « M. » or "Mr." within its sentence', () => {
    expect(staffOf('M. Gagnon nous a oubliés pendant une heure.', 3)).toEqual({
      'Olivier Gagnon': 'negative',
    });
    expect(staffOf('Thanks to Ms. Nair for a lovely evening.', 3)).toEqual({
      'Priya Nair': 'positive',
    });
  });
});

describe('menu mention polarity', () => {
  it('carries the verdict of the stars onto a plain list of dishes', () => {
    expect(menuOf('We shared the risotto and the roasted halibut. Sick all night.', 1)).toEqual({
      'Risotto aux cèpes': 'negative',
      'Flétan rôti': 'negative',
    });
    expect(menuOf('Un risotto aux cèpes, un verre de blanc, le soleil.', 5)).toEqual({
      'Risotto aux cèpes': 'positive',
    });
  });

  it('does not read a dish name as an opinion', () => {
    expect(menuOf('On a partagé la crème brûlée à la lavande.', 4)).toEqual({
      'Crème brûlée à la lavande': 'positive',
    });
  });

  it('reads Québec and France praise and complaints', () => {
    expect(menuOf('Le magret de canard était malade!', 5)).toEqual({
      'Magret de canard': 'positive',
    });
    expect(menuOf('Le magret de canard était écœurant.', 1)).toEqual({
      'Magret de canard': 'negative',
    });
    expect(menuOf('Le magret de canard était pas terrible.', 4)).toEqual({
      'Magret de canard': 'negative',
    });
    expect(menuOf('Le risotto était sur la coche.', 3)).toEqual({
      'Risotto aux cèpes': 'positive',
    });
    expect(menuOf("Le magret de canard, c'était pas bon pantoute.", 3)).toEqual({
      'Magret de canard': 'negative',
    });
    expect(menuOf('Le magret de canard, une tuerie.', 4)).toEqual({
      'Magret de canard': 'positive',
    });
    expect(menuOf('Le risotto était dégueu.', 3)).toEqual({ 'Risotto aux cèpes': 'negative' });
  });

  it('gives no verdict on a dish asked about or not yet tried', () => {
    expect(menuOf('Next time we will have the roasted halibut.', 5)).toEqual({
      'Flétan rôti': 'neutral',
    });
    expect(menuOf('Do you still serve the risotto on Sundays?', 1)).toEqual({
      'Risotto aux cèpes': 'neutral',
    });
    expect(menuOf("J'ai hâte d'essayer le magret de canard.", 5)).toEqual({
      'Magret de canard': 'neutral',
    });
  });

  it('reads « pas mal » before a word as "quite", and alone as praise', () => {
    expect(menuOf('Le magret était pas mal bon.', 3)).toEqual({ 'Magret de canard': 'positive' });
    expect(menuOf('Le magret était pas mal sec.', 3)).toEqual({ 'Magret de canard': 'negative' });
    expect(menuOf('Le magret était pas mal.', 3)).toEqual({ 'Magret de canard': 'positive' });
  });

  it('keeps a lukewarm word neutral', () => {
    expect(menuOf('Le risotto était correct, sans plus.', 2)).toEqual({
      'Risotto aux cèpes': 'neutral',
    });
    expect(menuOf('The duck breast was okay.', 4)).toEqual({ 'Magret de canard': 'neutral' });
  });

  it('reads praise at a low rating with irony as a complaint', () => {
    expect(menuOf("Bravo… vraiment super l'attente d'une heure pour un risotto.", 1)).toEqual({
      'Risotto aux cèpes': 'negative',
    });
  });
});

describe('menu mention polarity: what the words around a dish really say', () => {
  it('reads a concession as praise, even at a low rating', () => {
    expect(menuOf('The risotto is legit, I will give them that. The rest was slow.', 2)).toEqual({
      'Risotto aux cèpes': 'positive',
    });
    expect(menuOf('Le flétan rôti, faut l’avouer, était réussi.', 2)).toEqual({
      'Flétan rôti': 'positive',
    });
  });

  it('reads hyperbole dressed as a complaint as praise when the stars say so', () => {
    expect(menuOf('That duck breast should be illegal.', 5)).toEqual({
      'Magret de canard': 'positive',
    });
    expect(menuOf('The risotto ruined every other risotto for me.', 5)).toEqual({
      'Risotto aux cèpes': 'positive',
    });
    expect(menuOf('Honestly the risotto is a real problem, I dream of it.', 4)).toEqual({
      'Risotto aux cèpes': 'positive',
    });
    // …but not when the stars agree with the complaint, nor a complaint that only sounds alike.
    expect(menuOf('The risotto is a real problem: cold and gluey.', 1)).toEqual({
      'Risotto aux cèpes': 'negative',
    });
    expect(menuOf('Lovely room, but the duck breast was criminally overpriced.', 4)).toEqual({
      'Magret de canard': 'negative',
    });
  });

  it('reads irony at a low rating: thanks for, scare quotes, "so glad"', () => {
    expect(menuOf('Loved the "crispy" duck breast.', 1)).toEqual({
      'Magret de canard': 'negative',
    });
    expect(menuOf('Merci pour le flétan rôti au goût de carton.', 1)).toEqual({
      'Flétan rôti': 'negative',
    });
  });

  it('leaves a dish neutral when only the wait for it is judged', () => {
    expect(menuOf('We waited forty minutes for the risotto.', 2)).toEqual({
      'Risotto aux cèpes': 'neutral',
    });
    expect(menuOf('Deux heures pour un magret de canard, le service était lent.', 1)).toEqual({
      'Magret de canard': 'neutral',
    });
    // …unless the dish is judged too.
    expect(menuOf('We waited forty minutes for a risotto that was cold.', 2)).toEqual({
      'Risotto aux cèpes': 'negative',
    });
  });

  it('leaves neutral a dish someone ate without harm, one said to be itself, one asked about', () => {
    expect(menuOf('My brother had the duck breast and was fine.', 1)).toEqual({
      'Magret de canard': 'neutral',
    });
    expect(menuOf('The risotto was a risotto, nothing more.', 3)).toEqual({
      'Risotto aux cèpes': 'neutral',
    });
    expect(menuOf('Lovely night. Is the risotto made with chicken stock?', 5)).toEqual({
      'Risotto aux cèpes': 'neutral',
    });
  });

  it('reads a steak cooked otherwise than asked as a complaint', () => {
    expect(menuOf('The duck breast ordered medium rare came out grey.', 3)).toEqual({
      'Magret de canard': 'negative',
    });
    expect(menuOf('Le magret commandé saignant est arrivé bien cuit.', 3)).toEqual({
      'Magret de canard': 'negative',
    });
    expect(menuOf('Ordered the duck breast medium rare and it came out perfectly.', 4)).toEqual({
      'Magret de canard': 'positive',
    });
  });

  it('reads a verdict label before a colon over the list after it', () => {
    expect(menuOf('Great: the risotto, the duck breast. Meh: the crème brûlée.', 3)).toEqual({
      'Risotto aux cèpes': 'positive',
      'Magret de canard': 'positive',
      'Crème brûlée à la lavande': 'negative',
    });
  });

  it('does not read "like" as a liking when it only compares', () => {
    expect(menuOf('I had the risotto like always.', 1)).toEqual({
      'Risotto aux cèpes': 'negative',
    });
  });

  it('reads a dish in a sentence telling of an object in the food as a complaint', () => {
    expect(menuOf('Found a piece of plastic in my risotto, luckily before eating it.', 4)).toEqual({
      'Risotto aux cèpes': 'negative',
    });
  });

  it('keeps the praise of a dish the guest loved across a contrast from the object report', () => {
    expect(
      menuOf('The duck breast was lovely but there was a bit of plastic in my risotto.', 2),
    ).toEqual({ 'Magret de canard': 'positive', 'Risotto aux cèpes': 'negative' });
  });
});

describe('mention polarity: where a person works and an echoed verdict', () => {
  it('does not read the place a person works as how they served', () => {
    const team = readStaff([{ name: 'Devraj Singh', role: 'bartender' }]);
    const of = (text: string, stars: number) =>
      analyseReview(text, stars, { staff: team }).staff.map((s) => s.polarity);
    expect(
      of('french toast 10/10 🙌 mimosa 🥂 dev behind the bar 👑👑 we will be back 💯', 5),
    ).toEqual(['positive']);
  });

  it('gives a dish echoed with "aussi" or "too" the verdict of the clause before', () => {
    expect(
      menuOf('Le risotto aux cèpes était magnifique, le magret aussi, pis Priya est adorable.', 2),
    ).toMatchObject({ 'Magret de canard': 'positive' });
  });
});

describe('mention polarity: the stars credited to a person', () => {
  it('reads the stars given "for" someone as praise, whatever the rating', () => {
    const text =
      'Priya was an absolute sweetheart. But 35 min for eggs that came out cold. Two stars is for Priya.';
    expect(staffOf(text, 2)).toEqual({ 'Priya Nair': 'positive' });
    expect(staffOf("Service lent. L'étoile est pour Olivier.", 1)).toEqual({
      'Olivier Gagnon': 'positive',
    });
    expect(staffOf('Zero stars for Olivier, who ignored us.', 1)).toEqual({
      'Olivier Gagnon': 'negative',
    });
  });
});
