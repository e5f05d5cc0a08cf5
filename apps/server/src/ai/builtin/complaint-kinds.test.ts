import { describe, expect, it } from 'vitest';
import { apologySentences, drafterFor } from '../../test/draft-requests.ts';

// An invented brasserie and its roster: nothing here comes from the evaluation corpus.
const PLACE = {
  name: 'Brasserie Héron',
  locationName: 'Quai Nord',
  authorName: 'Ilse Marchand',
  menu: [
    { name: 'Steak-frites', aliases: ['steak frites'] },
    { name: 'Trout amandine', aliases: ['truite amandine'] },
  ],
  staff: [{ name: 'Odile Brun', role: 'server', aliases: [] }],
};

const draft = drafterFor(PLACE);
/** The apologising sentences of a draft, together. */
const apologies = (text: string) => apologySentences(text).join(' ');

/** Each review's apology names every word listed for it. */
async function expectNamed(cases: (readonly [string, number, readonly RegExp[]])[]) {
  for (const [text, rating, words] of cases) {
    const reply = await draft(text, rating);
    const sorry = apologies(reply);
    for (const word of words) expect(sorry, reply).toMatch(word);
  }
}

describe('complaints told without their topic word are named in the apology', () => {
  it('hears cramped tables, loud music, strollers and a changing table, and no "ambience" besides', async () => {
    await expectNamed([
      [
        'On était collés sur les autres tables pis la musique était trop forte.',
        2,
        [/tables trop rapprochées/, /musique/],
      ],
      [
        'We were crammed in elbow to elbow with the next table.',
        2,
        [/tables set so close together/],
      ],
    ]);
    const family = await draft(
      'Pas de place pour les poussettes, pas de table à langer dans les toilettes.',
      2,
    );
    expect(apologies(family)).toMatch(/place pour les poussettes/);
    expect(apologies(family)).toMatch(/absence de table à langer/);
    expect(family).not.toMatch(/ambiance/);
  });

  it('keeps a French article a word of its own and names « un dessert » as the guest did', async () => {
    const reply = await draft(
      'Addition salée pour un plat du jour décevant et un dessert industriel.',
      2,
    );
    expect(reply).toMatch(/le dessert industriel/);
    expect(reply).not.toMatch(/\bsert\b/);
    const pizza = await draft(
      'Belle terrasse. Par contre on a attendu 45 minutes pour nos pizzas pis y’en avait une de brûlée.',
      3,
    );
    expect(pizza).not.toMatch(/la de\b/);
    // The wait names what was waited for; the burnt one is still the kitchen's.
    expect(apologies(pizza)).toMatch(/cuisine/);
  });

  it('hears a server gone for good and a guest blamed as the service', async () => {
    await expectNamed([
      [
        'The trout was overcooked. Odile said she would check with the kitchen and we never saw her again.',
        2,
        [/absent service/],
      ],
      [
        'Our waiter disappeared for half an hour between courses. Steak frites was fine.',
        2,
        [/absent service/],
      ],
      [
        'They lost our booking and then told us it was our fault. Not coming back.',
        1,
        [/way our service answered you/],
      ],
      ['La truite était froide, pis la serveuse, on l’a jamais revue.', 2, [/service absent/]],
      [
        'The host asked whether we could afford the tasting menu before we even sat down.',
        2,
        [/condescending welcome/],
      ],
      ['Accueil méprisant à la porte, on nous a regardés de haut.', 2, [/accueil condescendant/]],
    ]);
  });

  it('hears being rushed out as the service, in English, France and Québec French', async () => {
    await expectNamed([
      [
        'They needed the table back, so we were hurried out before coffee. Shame.',
        2,
        [/rushed service/],
      ],
      [
        'On nous a pressés de partir avant même le dessert, très désagréable.',
        2,
        [/service trop pressant/],
      ],
      [
        'On s’est fait bousculer pour libérer la table à 21h, franchement pas agréable.',
        2,
        [/service trop pressant/],
      ],
    ]);
  });

  it('names calls nobody answered or returned, and only beside a word of calling', async () => {
    await expectNamed([
      [
        'Tried to book by phone three times, nobody ever picked up. Gave up and went elsewhere.',
        1,
        [/calls that went unanswered/],
      ],
      ['Left two messages about a private party, never called back.', 2, [/unanswered/]],
      [
        'J’ai appelé trois fois pour réserver, personne ne répond jamais. On est allés ailleurs.',
        2,
        [/appels restés sans réponse/],
      ],
    ]);
    const water = await draft('The trout was great, nobody answered when I asked for water.', 4);
    expect(water).not.toMatch(/unanswered|calls/);
  });

  it('names paid parking with the price the guest quoted', async () => {
    await expectNamed([
      ['Paid $22 for parking across the street and the trout was cold.', 2, [/\$22 parking/]],
      ['32$ de stationnement pour un souper ordinaire, ouf.', 2, [/stationnement à 32 \$/]],
      [
        'Parking payant à 6 € de l’heure, aucune autre place dans le quartier.',
        2,
        [/parking à 6 €/],
      ],
    ]);
  });

  it('hears the price told through what the guest expected for it', async () => {
    await expectNamed([
      ['For $48 a main you would expect the trout to be warm. It was not.', 2, [/price/]],
      ['À ce prix-là on attend mieux qu’une truite tiède, franchement.', 2, [/prix/]],
      ['Pour 41$ l’assiette, j’m’attendais à mieux que ça.', 2, [/prix/]],
    ]);
  });

  it('names the cold or the heat in the room, and the noise, in the guest’s language', async () => {
    await expectNamed([
      ['Freezing in the dining room, we ate with our scarves on.', 2, [/cold in the room/]],
      [
        'Y faisait tellement chaud, pas d’air climatisé pantoute, on a sué tout le long.',
        2,
        [/chaleur dans la salle/],
      ],
      [
        'Un froid de canard dans la salle, le chauffage ne marchait pas.',
        2,
        [/froid dans la salle/],
      ],
      ['We could not hear each other over the music, nice steak though.', 2, [/noise|music/]],
      ['Quel vacarme, impossible de s’entendre entre amis.', 2, [/bruit/]],
    ]);
  });

  it('hears tiny portions, a missing ramp and a guest left forgotten', async () => {
    await expectNamed([
      ['Portions were tiny and we left hungry, for a Saturday night special.', 2, [/portions/]],
      ['Des portions de moineau, on est ressortis avec la faim.', 2, [/portions/]],
      ['No ramp at the front door and my wheelchair could not get in.', 1, [/accessibility/]],
      ['Pas de rampe à l’entrée, impossible pour mon père en fauteuil.', 2, [/accessibilité/]],
      [
        'La serveuse nous a oubliés pendant quarante minutes, pis personne nous a aidés.',
        2,
        [/service/],
      ],
    ]);
  });

  it('names a table waited for though it was booked as the booking, not only the wait', async () => {
    await expectNamed([
      ['We booked for 7 and waited 40 minutes for our table anyway.', 2, [/booking/]],
      ['Réservé pour 19 h, installés à 19 h 50 sans un mot.', 2, [/réservation/]],
    ]);
  });

  it('names a booking that was not there or vanished as the booking, in both languages', async () => {
    await expectNamed([
      [
        'Our booking through the app just wasn’t there when we arrived. Left hungry.',
        1,
        [/booking/],
      ],
      ['Réservation pour 6 faite la veille, pis y’avait rien à notre nom.', 2, [/réservation/]],
      ['Notre réservation avait disparu du système, on a mangé ailleurs.', 1, [/réservation/]],
    ]);
  });

  it('names a portion measured against another or counted after its price as the portions', async () => {
    await expectNamed([
      [
        'The steak frites was honestly half the size of the one across the street.',
        2,
        [/portions/],
      ],
      ['32 piasses pour une truite amandine pis y’avait 3 frites à côté.', 1, [/portions/]],
    ]);
  });

  it('names several complaints in one sentence without growing the draft', async () => {
    const reply = await draft('$19 for parking, the music was blasting and the portions tiny.', 1);
    const sorry = apologies(reply);
    for (const word of [/parking/, /noise|music/, /portions/]) expect(sorry, reply).toMatch(word);
    expect(sorry.split(/(?<=[.!?])\s+/).filter((s) => /parking|portions/.test(s))).toHaveLength(1);
  });
});

describe('the service named with its fault', () => {
  it('says the slowness is the service’s when the guest says so, in both languages', async () => {
    await expectNamed([
      ['Slow service all night and the trout was overcooked.', 2, [/slow service/]],
      ['Service super lent, pis la truite était trop cuite.', 2, [/lenteur du service/]],
    ]);
  });

  it('hears waving for someone as the service, and waiting long for it as the wait', async () => {
    await expectNamed([
      ['We had to flag someone down for every single thing, trout was fine.', 2, [/service/]],
    ]);
    const reply = await draft(
      'Lovely trout. Only gripe: it took forever to flag someone down for the bill.',
      4,
    );
    expect(apologies(reply), reply).toMatch(/wait/);
    expect(reply).not.toMatch(/absent service/);
  });

  it('hears an absent server in a happy review without judging it in the line that hears it', async () => {
    const reply = await draft(
      'Trout was perfect, steak too. Our server vanished for long stretches though.',
      4,
    );
    expect(reply).not.toMatch(/found the absent/);
  });
});

describe('praise and the guest’s own hurry are not apologised for', () => {
  it('leaves a happy guest in a rush, a warm room and cheap parking alone', async () => {
    for (const [text, rating, word] of [
      ['We were in a rush before a show and they got us out in 45 minutes. Perfect.', 5, /rush/],
      ['Cozy and warm inside on a freezing night, the trout was lovely.', 5, /cold|heat/],
      ['Le stationnement n’est pas cher et la truite était excellente.', 5, /stationnement/],
      ['On était pressés, le service a été rapide et super gentil.', 5, /pressant/],
    ] as const) {
      const reply = await draft(text, rating);
      expect(apologies(reply), reply).not.toMatch(word);
    }
  });
});
