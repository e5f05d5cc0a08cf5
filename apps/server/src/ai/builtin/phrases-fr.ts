import type { PhraseBank } from './phrases.ts';

// Always "vous", whatever the tone, and no agreement with the reader's gender, which we never know.
export const french: PhraseBank = {
  namedGreetings: {
    friendly: ['Bonjour {name},', '{name},'],
    formal: ['Bonjour {name},', '{name},'],
    fun: ['Salut {name},', 'Bonjour {name},', '{name},'],
    neutral: ['Bonjour {name},', '{name},'],
  },
  anonymousGreetings: {
    friendly: ['Bonjour,', ''],
    formal: ['Madame, Monsieur,', 'Bonjour,', ''],
    fun: ['Bonjour,', 'Salut,', ''],
    neutral: ['Bonjour,', ''],
  },
  openings: {
    friendly: {
      praise: [
        'Merci beaucoup pour ce bel avis!',
        'Merci mille fois d’avoir pris le temps de nous écrire!',
        'Quel plaisir de lire votre commentaire, merci!',
        'Nous sommes ravis que vous ayez passé un bon moment chez nous!',
        'Merci pour vos gentils mots!',
        'Votre avis a illuminé notre journée, merci!',
        'Merci de votre visite et de ce beau partage!',
        'Nous apprécions beaucoup que vous ayez pris un moment pour nous écrire!',
        'Quel bonheur de savoir que vous avez apprécié votre visite!',
        'Merci pour cet avis si généreux!',
        'Votre commentaire nous a fait sourire, merci!',
      ],
      neutral: [
        'Merci pour votre visite et pour vos commentaires!',
        'Merci d’avoir pris le temps d’évaluer votre visite.',
        'Nous vous remercions de partager votre expérience.',
        'Merci pour cet avis honnête.',
        'Merci de votre passage et de vos impressions.',
        'Merci de nous avoir choisis et d’avoir pris le temps d’écrire.',
        'Vos impressions comptent beaucoup pour nous, merci.',
        'Merci pour votre avis et pour votre visite.',
        'Merci d’avoir partagé vos impressions avec nous.',
        'Nous sommes contents d’avoir de vos nouvelles, merci pour l’avis.',
      ],
      complaint: [
        'Merci d’avoir pris le temps de nous raconter votre visite.',
        'Merci de nous avoir fait part de votre expérience.',
        'Nous apprécions sincèrement votre franchise.',
        'Merci d’avoir pris un moment pour nous écrire.',
        'Nous avons lu votre avis avec attention et nous vous remercions de votre honnêteté.',
        'Vos commentaires comptent pour nous, merci de les avoir partagés.',
        'Merci de nous avoir signalé ce qui n’a pas fonctionné.',
        'Merci pour ce retour honnête sur votre visite.',
        'Merci de nous avoir dit ce qui n’allait pas.',
        'Nous vous remercions d’avoir pris le temps de nous écrire.',
      ],
    },
    formal: {
      praise: [
        'Nous vous remercions chaleureusement pour votre aimable commentaire.',
        'Nous sommes enchantés que votre visite vous ait plu.',
        'Nous vous remercions d’avoir pris le temps de partager votre expérience.',
        'Vos généreuses paroles nous touchent beaucoup.',
        'Nous vous sommes reconnaissants pour ce très bel avis.',
        'C’est un grand plaisir de lire un commentaire aussi aimable.',
        'Nous vous remercions de nous avoir choisis et de votre aimable avis.',
        'Nous sommes très heureux d’apprendre que votre visite a été réussie.',
      ],
      neutral: [
        'Nous vous remercions d’avoir pris le temps d’évaluer votre visite.',
        'Nous vous remercions de nous faire part de vos impressions.',
        'Merci de votre visite et de vos commentaires.',
        'Nous vous sommes reconnaissants pour cet avis réfléchi.',
        'Nous vous remercions de partager votre expérience avec nous.',
        'Vos commentaires sont très appréciés.',
        'Nous vous remercions de votre visite et de votre évaluation.',
        'Nous prenons bonne note de vos impressions et vous en remercions.',
      ],
      complaint: [
        'Nous vous remercions d’avoir pris le temps de partager votre expérience.',
        'Nous vous remercions de nous avoir signalé ces points.',
        'Nous avons pris connaissance de votre commentaire avec la plus grande attention.',
        'Nous vous sommes reconnaissants de nous avoir écrit.',
        'Votre avis est important pour nous et nous vous en remercions.',
        'Nous vous remercions pour votre retour sincère.',
        'Nous vous remercions de nous avoir fait part de votre expérience.',
        'Nous vous remercions d’avoir porté ces faits à notre attention.',
        'Nous avons bien reçu votre commentaire et vous en remercions.',
      ],
    },
    fun: {
      praise: [
        'Wow, merci pour cet avis fantastique!',
        'Toute l’équipe a le sourire jusqu’aux oreilles grâce à vous!',
        'On danse de joie en cuisine, merci mille fois!',
        'Voilà le genre d’avis qu’on adore lire!',
        'Merci, vous venez de faire notre semaine!',
        'Vous nous faites rougir, merci!',
        'Votre avis, c’est la cerise sur le gâteau de notre journée!',
        'Merci pour tout cet amour, ça nous touche énormément!',
      ],
      neutral: [
        'Merci pour votre visite et pour ce petit mot!',
        'Merci pour l’avis, on adore avoir des nouvelles de nos clients!',
        'Merci de nous avoir donné une chance et de nous dire comment ça s’est passé!',
        'Merci d’avoir pris le temps de nous évaluer!',
        'Merci pour ce retour bien honnête!',
        'Un grand merci pour vos commentaires!',
      ],
      complaint: [
        'Merci d’avoir pris le temps de nous dire comment ça s’est passé.',
        'Merci pour votre franchise, nous l’apprécions vraiment.',
        'Merci de nous avoir raconté votre visite.',
        'Merci pour ce commentaire sincère.',
        'Merci de nous avoir écrit, même si les nouvelles ne sont pas bonnes.',
        'Votre honnêteté nous aide à nous améliorer, merci.',
      ],
    },
    neutral: {
      praise: [
        'Merci pour votre avis.',
        'Merci pour ce commentaire positif.',
        'Nous sommes heureux que votre visite vous ait plu.',
        'Merci d’avoir pris le temps de partager votre expérience.',
        'Nous apprécions votre aimable commentaire.',
        'Merci de votre visite et de vos commentaires.',
        'Merci pour cette belle note.',
        'Merci pour vos bons commentaires.',
        'Nous apprécions que vous ayez pris le temps de nous écrire.',
        'Merci pour cette évaluation positive.',
      ],
      neutral: [
        'Merci pour vos commentaires.',
        'Merci d’avoir partagé votre expérience.',
        'Merci de votre visite et de votre avis.',
        'Nous vous remercions d’avoir pris le temps de nous évaluer.',
        'Merci pour votre évaluation.',
        'Nous apprécions vos commentaires sur votre visite.',
        'Merci de votre passage et de votre avis.',
        'Merci d’avoir pris le temps de nous écrire.',
        'Nous vous remercions de vos impressions.',
      ],
      complaint: [
        'Merci pour vos commentaires.',
        'Merci d’avoir partagé votre expérience.',
        'Merci de nous avoir fait part de votre visite.',
        'Merci d’avoir pris le temps de nous écrire.',
        'Nous avons lu votre commentaire avec attention.',
        'Merci pour votre avis sincère.',
        'Merci de nous avoir signalé ces points.',
        'Nous vous remercions de votre retour.',
        'Merci d’avoir pris le temps de partager votre avis.',
      ],
    },
  },
  inquiryOpenings: {
    casual: [
      'Merci pour votre question!',
      'Merci de nous écrire!',
      'Bonne question, merci de l’avoir posée!',
      'Merci beaucoup pour votre message!',
    ],
    polished: [
      'Merci pour votre question.',
      'Merci de nous avoir écrit.',
      'Merci pour votre message.',
      'Merci d’avoir pris contact avec nous.',
    ],
  },
  ratingOnlyOpenings: {
    praise: [
      'Merci pour ces {stars}!',
      'Merci beaucoup pour ces {stars}!',
      'Nous apprécions énormément ces {stars}!',
      'Merci d’avoir pris un moment pour évaluer votre visite!',
      'Merci pour cette excellente note!',
      'Vos {stars} font notre bonheur!',
      'Merci de nous avoir si bien notés!',
      'Nous sommes ravis que votre visite vous ait plu!',
      'Un grand merci pour cette belle note!',
      'Merci infiniment pour ces {stars}!',
    ],
    neutral: [
      'Merci d’avoir pris le temps d’évaluer votre visite.',
      'Merci pour votre note.',
      'Nous vous remercions d’avoir évalué votre expérience.',
      'Merci de votre visite et de votre évaluation.',
      'Merci de nous avoir donné votre avis.',
      'Merci d’avoir pris un moment pour nous noter.',
      'Nous apprécions votre évaluation.',
      'Merci pour ces {stars}.',
    ],
    complaint: [
      'Merci d’avoir pris le temps d’évaluer votre visite.',
      'Merci pour votre évaluation.',
      'Nous vous remercions d’avoir pris un moment pour nous noter.',
      'Merci de nous avoir fait part de votre note.',
      'Votre évaluation compte pour nous, merci.',
      'Merci de votre visite et de votre évaluation.',
      'Nous prenons votre note au sérieux et vous remercions de l’avoir laissée.',
      'Merci de nous avoir donné votre avis.',
    ],
  },
  namedOpenings: {
    friendly: {
      praise: [
        'Merci beaucoup pour ce bel avis, {name}!',
        'Mille mercis, {name}!',
        '{name}, vous avez illuminé notre journée!',
        'Ravis que votre visite vous ait plu, {name}!',
      ],
      neutral: ['Merci pour votre avis, {name}.', 'Merci de votre visite, {name}!'],
      complaint: [
        'Merci pour votre franchise, {name}.',
        'Merci de nous avoir raconté votre visite, {name}.',
      ],
    },
    formal: {
      praise: [
        'Nous vous remercions pour vos aimables mots, {name}.',
        'Merci infiniment, {name}, pour ce très bel avis.',
      ],
      neutral: [
        'Nous vous remercions pour vos commentaires, {name}.',
        'Merci de votre visite, {name}.',
      ],
      complaint: [
        'Nous vous remercions de nous avoir écrit, {name}.',
        'Merci pour votre retour sincère, {name}.',
      ],
    },
    fun: {
      praise: ['{name}, votre avis a fait notre semaine!', 'Merci mille fois, {name}!'],
      neutral: ['Merci pour la visite, {name}!', 'Merci pour ce retour, {name}!'],
      complaint: [
        'Merci pour votre honnêteté, {name}.',
        'Merci pour ce commentaire sincère, {name}.',
      ],
    },
    neutral: {
      praise: ['Merci pour votre avis, {name}.', 'Merci pour vos bons mots, {name}.'],
      neutral: [
        'Merci pour vos commentaires, {name}.',
        'Merci d’avoir partagé votre expérience, {name}.',
      ],
      complaint: ['Merci pour vos commentaires, {name}.', 'Merci de nous avoir écrit, {name}.'],
    },
  },
  genericApology: {
    casual: [
      'Nous sommes vraiment désolés que votre visite n’ait pas été à la hauteur.',
      'Nous sommes désolés que votre expérience n’ait pas été ce qu’elle aurait dû être.',
      'Toutes nos excuses pour cette visite décevante.',
    ],
    polished: [
      'Nous vous présentons nos sincères excuses pour une visite qui n’a pas été à la hauteur de vos attentes.',
      'Nous regrettons sincèrement que votre expérience n’ait pas répondu à nos exigences.',
      'Veuillez accepter nos excuses pour cette expérience décevante.',
    ],
  },
  invitations: {
    friendly: [
      'N’hésitez pas à nous écrire ou à demander à parler à la direction lors de votre prochain passage {atPlace}; nous aimerions en savoir plus.',
      'Si vous le souhaitez, écrivez-nous ou demandez à parler au responsable {atPlace}, nous aimerions en discuter avec vous.',
      'Nous aimerions beaucoup en discuter: écrivez-nous ou demandez à parler à la direction {atPlace}.',
    ],
    formal: [
      'Nous vous serions reconnaissants de nous écrire ou de demander à parler à la direction lors de votre prochaine visite {atPlace}, afin que nous puissions en savoir davantage.',
      'N’hésitez pas à communiquer directement avec nous ou à demander à rencontrer la direction {atPlace}.',
    ],
    fun: [
      'Écrivez-nous ou demandez à parler à la direction la prochaine fois que vous passez {atPlace}, on aimerait en savoir plus.',
      'Faites-nous signe en nous écrivant, ou demandez le responsable {atPlace}, pour que nous puissions tout comprendre.',
    ],
    neutral: [
      'Vous pouvez nous écrire ou demander à parler à la direction {atPlace} afin que nous en sachions plus.',
      'N’hésitez pas à nous contacter ou à demander la direction {atPlace} pour en discuter.',
    ],
  },
  mentions: {
    casual: [
      'La prochaine fois, ne manquez pas {thing}!',
      'Lors de votre prochaine visite, venez découvrir {thing}!',
    ],
    polished: [
      'Lors de votre prochaine visite, nous espérons que vous pourrez découvrir {thing}.',
      'Nous serions heureux de vous faire découvrir {thing} lors de votre prochain passage.',
    ],
  },
  mentionsAfterComplaint: [
    'Nous espérons que vous nous donnerez une autre chance, et que vous pourrez alors découvrir {thing}.',
    'Nous espérons vous revoir bientôt et vous faire découvrir {thing}.',
  ],
  mentionFacts: ['Sachez aussi {thing}.', 'Nous tenions aussi à vous dire {thing}.'],
  offers: {
    casual: ['En guise de geste, nous aimerions vous offrir {offer}.'],
    polished: ['En signe de bonne volonté, nous souhaitons vous offrir {offer}.'],
  },
  genericOffers: [
    'Nous aimerions aussi vous réserver une petite attention lors de votre prochaine visite.',
  ],
  stars: (rating) => `${['une', 'deux', 'trois', 'quatre', 'cinq'][rating - 1] ?? 'cinq'} étoiles`,
  atPlace: (place) => {
    const article = /^(le|la|les|l['’])\s*/i.exec(place);
    if (!article) return `chez ${place}`;
    const rest = place.slice(article[0].length);
    const word = (article[1] ?? '').toLowerCase();
    if (word === 'le') return `au ${rest}`;
    if (word === 'les') return `aux ${rest}`;
    return `à ${place.charAt(0).toLowerCase()}${place.slice(1)}`;
  },
  isFact: (thing) => /^qu(e\s|['’])/i.test(thing),
};
