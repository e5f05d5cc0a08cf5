import { describe, expect, it } from 'vitest';
import { findIncidents } from './incidents.ts';
import { readSignalText } from './text.ts';

const kinds = (text: string, rating: number | null = 1) => {
  const read = readSignalText(text);
  return findIncidents(read.sentences, read.folded, rating)
    .map((i) => i.kind)
    .sort();
};

// Incidents told as what happened, with none of the words a report list would hold.
describe('incidents told as events', () => {
  it.each([
    // illness: what a body did after the meal
    ['Ate the mussels at seven. Around 2 am I was sweating and doubled over.', ['illness']],
    ['Ordered the pad thai; that night my partner had chills and cramps.', ['illness']],
    ["My daughter couldn't keep anything down the whole next day.", ['illness']],
    ['He ended up hooked to an IV at the Montfort on Sunday.', ['illness']],
    ['Took the special and missed three days of work afterwards.', ['illness']],
    ['She spent the evening bent over the toilet after the oysters.', ['illness']],
    ['My brother was up all night after the curry.', ['illness']],
    ['Mon fils était plié en deux le lendemain, fièvre et tout.', ['illness']],
    ['Mon chum a passé la soirée penché au-dessus de la cuvette.', ['illness']],
    ["Deux heures plus tard j'avais des frissons pis mal au ventre.", ['illness']],
    ['On a fini la soirée à l’urgence de Hull après les fruits de mer.', ['illness']],
    ['Ma conjointe a manqué deux jours de travail, pas capable de rien garder.', ['illness']],
    ['Lovely evening, though my stomach was not happy the next morning.', ['illness']],
    ["The clams didn't agree with my husband; by midnight he was doubled over.", ['illness']],
    ['Two days in bed after that brunch.', ['illness']],
    ["Le lendemain, l'estomac à l'envers pis des frissons.", ['illness']],
    ['Mon père est resté cloué au lit tout le week-end.', ['illness']],
    // allergy told by its treatment
    [
      'Halfway through dessert my son broke out in hives and we gave him Benadryl in the car.',
      ['allergy'],
    ],
    ['Son visage a enflé en dix minutes, on a dû partir.', ['allergy']],
    // injury: a pinch, a bump, a burn, a bruise
    ['The heavy door slammed and my wife’s fingers got crushed.', ['injury']],
    [
      'A tray slipped and hit my son on the head; he had a lump on his forehead for days.',
      ['injury'],
    ],
    ['A shelf above the booth fell onto my husband’s shoulder.', ['injury']],
    ['Walked away with a bruise the size of a plum from that loose railing.', ['injury']],
    ['The waiter spilled scalding soup all over my arm.', ['injury']],
    ['Ma fille s’est coincé les doigts dans la porte des toilettes.', ['injury']],
    ['Le parasol est tombé sur la tête de mon père, une belle bosse au front.', ['injury']],
    ["Mon chum s'est cogné la tête sur la poutre basse.", ['injury']],
    ['Stubbed my toe on the metal bar under the booth and it bled through my sock.', ['injury']],
    ['My mom hit her head on the low beam by the stairs.', ['injury']],
    // foreign object: something not food, out of the food or a mouth
    [
      'Crunched down on something hard in the risotto, turned out to be a bit of shell casing.',
      ['foreign-object'],
    ],
    ['Pulled out what looked like a strand of twine from my burrito.', ['foreign-object']],
    ['There was a long blonde hair wrapped around my fork of noodles.', ['foreign-object']],
    ['A twist of cling film was tucked into my club sandwich.', ['foreign-object']],
    ["J'ai croqué dans quelque chose de dur dans mon pâté.", ['foreign-object']],
    ['Une petite bibitte cuite dans ma tarte, sérieux.', ['foreign-object']],
    ["J'ai sorti un bout d'élastique de ma bouche.", ['foreign-object']],
    // hygiene: what the guest saw
    ['No soap in the washroom and nowhere to dry your hands.', ['hygiene']],
    ['Watched the cook sneeze into his hand and go right back to plating.', ['hygiene']],
    ['The cook scratched his face and went back to making my wrap.', ['hygiene']],
    ['She dropped the bun on the floor and put it back on the plate.', ['hygiene']],
    ['Something was scurrying along the baseboards by our table.', ['hygiene']],
    ['The men’s room floor was smeared with what I hope was mud.', ['hygiene']],
    ['Le cuisinier a gardé les mêmes gants après avoir touché la caisse.', ['hygiene']],
    ["Pas de savon dans les toilettes, rien pour s'essuyer les mains.", ['hygiene']],
    ['The bun on my burger was mouldy underneath.', ['hygiene']],
    ['The server had her thumb in my soup when she set it down.', ['hygiene']],
    ['Le pain de mon sandwich était moisi.', ['hygiene']],
    ["La serveuse a ramassé une fourchette à terre pis l'a remise sur notre table.", ['hygiene']],
    ['Le serveur a échappé mon pain par terre et me l’a servi quand même.', ['hygiene']],
    // discrimination: who they are, then how they were treated
    [
      'My wife wears a hijab. The host looked us up and down and said the patio was full while he seated two couples there.',
      ['discrimination'],
    ],
    ['We came with my friend’s service dog and were told to wait outside.', ['discrimination']],
    [
      'The food was great but the host took one look at my wife’s hijab and sat us by the kitchen door.',
      ['discrimination'],
    ],
    [
      'Ma mère est en fauteuil roulant. On nous a mis au fond, près des toilettes, sans raison.',
      ['discrimination'],
    ],
    // legal: a lawyer or a claim with something done about it
    ['I have forwarded the photos to my attorney.', ['legal-threat']],
    ['My sister is a lawyer and she says you are liable for this.', ['legal-threat']],
    ['I expect you to cover my dental bills.', ['legal-threat']],
    ["Mon beau-frère est avocat, on va voir ce qu'on peut faire.", ['legal-threat']],
    ["J'entame des démarches judiciaires.", ['legal-threat']],
    ['You will be receiving a demand letter this week.', ['legal-threat']],
    // an inspection office that is not called "health"
    ["I'm reporting this to the city inspectors tomorrow.", ['health-authority']],
    ["J'ai signalé le tout à la Ville.", ['health-authority']],
    ['Photos of the kitchen have been reported to the proper authorities.', ['health-authority']],
    ['No gloves, no hairnet, and I found a hair in my soup.', ['foreign-object']],
    ["I've never been so sick in my life as after that chowder.", ['illness']],
    // more wordings of the same families
    ['Je me suis réveillé vers 3 h du matin avec des crampes.', ['illness']],
    ['Within minutes her throat felt tight and we left for the clinic.', ['allergy']],
    ['Flies all over the food at the brunch buffet.', ['hygiene']],
    ['La santé publique a été avisée.', ['health-authority']],
    ['We both felt awful after dinner and stayed home the next day.', ['illness']],
    ["My husband's stomach hasn't been right since Friday's dinner.", ['illness']],
    ['Les deux enfants ont eu mal au ventre toute la nuit.', ['illness']],
    ['Le soir même, on était malades tous les deux.', ['illness']],
    ['The kids had the runs all weekend.', ['illness']],
    ['The sizzling plate left a red mark on my wrist.', ['injury']],
    ['My son got a nasty splinter from the picnic table.', ['injury']],
    ['The high chair tipped over with my baby in it.', ['injury']],
    ["Ma mère s'est fait une entorse dans l'escalier du sous-sol.", ['injury']],
    ['There was something plastic in the chowder.', ['foreign-object']],
    ['Un morceau de gant en latex dans ma poutine.', ['foreign-object']],
    ['Our server kept coughing into her hands and then brought our plates.', ['hygiene']],
    ['On a vu un rat passer derrière le comptoir.', ['hygiene']],
    ['The host muttered something about people like us and sat us last.', ['discrimination']],
    [
      "Because we're two women, the waiter kept asking where our husbands were.",
      ['discrimination'],
    ],
    ['Mon fils est autiste et on nous a demandé de partir.', ['discrimination']],
    ["We're exploring our legal options.", ['legal-threat']],
    ["J'ai transmis le dossier à l'OPC.", ['legal-threat']],
    ["I've sent the photos to Ottawa Public Health.", ['health-authority']],
    ["J'ai appelé le 311 pour signaler la cuisine.", ['health-authority']],
    [
      'Great food and drinks. Only sour note: the host took one look at my wife’s hijab and sat us by the kitchen door.',
      ['discrimination'],
    ],
    // what was done, then who they are
    [
      'They kept us by the bathrooms for an hour while the terrace sat empty. We are a gay couple and it felt targeted.',
      ['discrimination'],
    ],
    [
      'La serveuse a regardé mon hijab longtemps. Ensuite plus rien, 40 minutes sans eau.',
      ['discrimination'],
    ],
    [
      "L'hôte a regardé mon fauteuil roulant pis m'a dit « vous êtes sûrs de vouloir souper ici? ».",
      ['discrimination'],
    ],
  ])('%s', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it('reads treatment tied to who the guest is in a happy review too, in that same sentence', () => {
    expect(
      kinds(
        'Lovely brunch, but the host stared at my wife’s headscarf and refused us the patio.',
        4,
      ),
    ).toEqual(['discrimination']);
    expect(
      kinds(
        'My wife wears a headscarf. Lovely brunch, though the patio was refused to us, fully booked.',
        4,
      ),
    ).toEqual([]);
  });

  // The same families in passing, without an incident: these must stay silent.
  it.each([
    ['The next morning I was still dreaming about that cheesecake.', 1],
    ['We were up all night talking about how good the tasting menu was.', 5],
    ['That night we went dancing; the sangria had us sweating in the best way.', 5],
    ['The brisket was so good my brother missed his bus.', 5],
    ['My hands were full with leftovers, great portions.', 5],
    ['Had a nice cut of ribeye and a bump in my mood for days.', 5],
    ['The lawyers at the next table were loud all night.', 3],
    ['I am a lawyer and this is my favourite lunch spot.', 5],
    ['Chocolate lava cake hit the spot.', 5],
    ['The server took one look at our muddy boots and laughed with us.', 5],
    ['My dad uses a wheelchair and the staff moved a table for him right away, so kind.', 5],
    ['We were seated by the kitchen, which was fun to watch.', 4],
    [
      'Seated by the kitchen door all night, noisy. My wife uses a wheelchair and the ramp was fine.',
      3,
    ],
    ['No dogs inside, but the patio is dog friendly.', 4],
    ['Found a hair salon next door while we waited.', 3],
    ['The avocado toast was great, avocat bien mûr.', 5],
    ["L'avocat était pas mûr pis le pain trop cuit.", 2],
    ['Le lendemain, on en parlait encore tellement c’était bon.', 5],
    ["Ça m'a fait mal au cœur de voir la salle vide un samedi.", 3],
    ['Les toilettes étaient propres et il y avait du savon.', 5],
    ['The bathroom was spotless and stocked.', 5],
    ['The city view from the terrace is the best in Ottawa.', 5],
    ['Got a call from the city about parking, nothing to do with you guys.', 4],
    ['Insult to injury: the coffee was cold too.', 2],
    ['Spilled my beer all over the table, my bad, staff were great about it.', 5],
    ['Burned my tongue on the hot sauce, worth it.', 5],
    ['That night we were shaking with laughter, best birthday ever.', 5],
    ['The room was cramped that night but the food made up for it.', 3],
    ['My toddler crawled on the floor under the table the whole time, staff were cool.', 4],
    ['My son rubbed his face and went back to eating his fries.', 4],
    ['I was honestly hurt when the manager laughed at my complaint.', 2],
    ['We had a glass of wine in the dining room before dinner.', 4],
    ['On a pris un verre dans le bar en attendant.', 4],
    ['Ils sont tombés sur la tête avec leurs prix.', 2],
    ["On est passés à l'hôpital voir ma tante avant le souper.", 4],
    ['The food was great but the host was rude and our table was not ready.', 2],
    ["I'd call this the city's best poutine.", 5],
    ['We were chatting with the lawyers at the next table, fun crowd.', 4],
    ['Our gift card had expired, the manager honoured it anyway.', 5],
    ['They twisted my arm into ordering the second dessert.', 5],
    ['That dessert broke my heart in the best way.', 5],
    ['The blue cheese was properly funky, as it should be.', 5],
    ['The next day I was still full, what a feast.', 5],
    ['Stayed in bed all morning dreaming about those pancakes.', 5],
    ['Un malaise dans la salle quand la serveuse a échappé les verres.', 3],
    ['We danced all night after dinner, felt great the next day.', 5],
    ['I am sick of this place raising prices after every visit.', 2],
    ["C'était malade! On revient le lendemain.", 5],
    ['The plate had a lovely sear mark on the steak.', 5],
    ['A rat race getting a table on Fridays but worth it.', 4],
    ['Le service de ce rat de bibliothèque de sommelier était parfait.', 5],
    ['Good for people like us who love spice.', 5],
    ['We are two guys who love brunch and this is our spot.', 5],
    ['Legal drinking age is checked at the door, fair enough.', 4],
    ['Les enfants ont eu du plaisir toute la nuit au party.', 5],
    ['The DJ played sick beats all night, great vibe.', 5],
    ['Le lendemain on en parlait encore, le chef est un malade!', 5],
    ['My daughter has a nut allergy and the kitchen was super careful, thank you!', 5],
    ['Killer fries, criminally good wings, and a burger to die for.', 5],
    ["I'd sue for that recipe if I could, haha.", 5],
    ['Sick of waiting 30 minutes for a table every Friday, but the food is worth it.', 4],
    ['We were so full we could barely move the next morning.', 5],
    ['La bouffe nous a jetés à terre, une tuerie.', 5],
    // report words denied, feared or used for something else
    ['Worried about food poisoning with raw oysters but these were perfect.', 5],
    ['Been coming for years and never once got sick, everything is fresh.', 5],
    ['Not a single hair out of place, the plating is art.', 5],
    ["Il n'y avait pas de cheveu dans ma soupe cette fois, progrès!", 3],
    ['Our lawyer friends recommended this place.', 5],
    ['The staff were discriminating about wine pairings, very knowledgeable.', 5],
    ['My wife tripped over her words ordering in French, the server was sweet about it.', 5],
    ['A fly buzzed around our table on the patio, it is summer after all.', 4],
    ['Vers 9 h du matin on était déjà en ligne pour le brunch, ça vaut la peine.', 5],
    ["J'ai laissé un avis à la santé publique? Non, juste ici: tout était impeccable.", 5],
  ])('%s stays silent', (text, rating) => {
    expect(kinds(text, rating)).toEqual([]);
  });
});
