import { listWith, type PhraseBank } from './phrases.ts';

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
  dishPraise: {
    casual: [
      'Nous sommes ravis que vous ayez aimé {dishes}!',
      'La cuisine sera ravie d’apprendre que vous avez apprécié {dishes}.',
      'Merci pour vos bons mots sur {dishes}!',
      'Nous transmettrons vos compliments sur {dishes} à la cuisine.',
    ],
    polished: [
      'Nous sommes enchantés que vous ayez apprécié {dishes}.',
      'Notre brigade sera heureuse d’apprendre que vous avez savouré {dishes}.',
      'Nous vous remercions pour vos compliments sur {dishes}.',
    ],
  },
  dishCritique: {
    casual: [
      'Vos remarques sur {dishes} ont été transmises à la cuisine.',
      'Merci pour vos commentaires sur {dishes}; notre chef va s’y pencher.',
      'Nous allons revoir {dishes} avec la cuisine à la lumière de vos commentaires.',
    ],
    polished: [
      'Vos remarques concernant {dishes} ont été transmises à notre chef.',
      'Notre chef examinera attentivement vos commentaires sur {dishes}.',
    ],
  },
  dishNoted: {
    casual: [
      'Merci pour vos impressions sur {dishes}.',
      'Nous avons partagé vos impressions sur {dishes} avec la cuisine.',
    ],
    polished: [
      'Nous vous remercions pour vos commentaires sur {dishes}.',
      'Vos impressions sur {dishes} ont été partagées avec notre cuisine.',
    ],
  },
  staffPraise: {
    casual: [
      'Nous transmettrons vos gentils mots à {staffTo}!',
      'Vos compliments seront transmis à {staffTo}, merci!',
      'Nous montrerons votre message à {staffTo} avec plaisir!',
    ],
    polished: [
      'Nous transmettrons vos compliments à {staffTo}.',
      'Vos aimables paroles seront transmises à {staffTo}.',
    ],
  },
  staffCritique: {
    casual: [
      'Nous partagerons vos commentaires avec {staff} et le reste de l’équipe.',
      'Nous reviendrons sur vos commentaires avec {staff} et l’équipe.',
    ],
    polished: [
      'Vos commentaires seront transmis à {staffTo} ainsi qu’à l’ensemble de l’équipe.',
      'Nous ferons part de vos remarques à {staffTo} et à toute l’équipe.',
    ],
  },
  staffNoted: {
    casual: ['Nous partagerons votre avis avec {staff}.'],
    polished: ['Votre avis sera transmis à {staffTo}.'],
  },
  apology: {
    casual: [
      'Nous sommes vraiment désolés pour {topics}.',
      'Toutes nos excuses pour {topics}.',
      'Nous sommes sincèrement désolés pour {topics}; ce n’est pas l’expérience que nous voulons pour nos clients.',
    ],
    polished: [
      'Nous vous présentons nos sincères excuses pour {topics}.',
      'Veuillez accepter nos excuses pour {topics}.',
      'Nous sommes sincèrement navrés pour {topics}.',
    ],
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
  topics: {
    cold: 'la température de vos plats',
    wait: 'la longue attente',
    noise: 'le niveau sonore de la salle',
    price: 'le rapport qualité-prix décevant',
    cleanliness: 'les problèmes de propreté que vous avez constatés',
    rudeness: 'l’accueil que vous avez reçu',
  },
  followUps: {
    cold: [
      'Nos plats doivent arriver chauds à votre table et nous revoyons le service entre la cuisine et la salle.',
      'Nous avons fait part de ce problème de température à notre équipe en cuisine.',
    ],
    wait: [
      'Nous revoyons l’organisation de nos heures de pointe pour que cela ne se reproduise pas.',
      'Une telle attente n’est pas acceptable et nous travaillons à accélérer le service.',
    ],
    noise: [
      'Nous cherchons des solutions pour rendre la salle plus agréable pour la conversation.',
      'Nous prenons note de vos remarques sur le bruit et étudions des solutions.',
    ],
    price: [
      'Nous tenons à ce que chaque plat vaille son prix et avons transmis vos remarques à notre chef.',
      'Le rapport qualité-prix nous tient à cœur et nous tiendrons compte de vos commentaires.',
    ],
    cleanliness: [
      'La propreté n’est pas négociable pour nous et nous revoyons nos routines avec l’équipe.',
      'Nous avons transmis vos remarques à l’équipe afin de revoir nos procédures de nettoyage.',
    ],
    rudeness: [
      'Ce n’est pas ainsi que nous voulons accueillir nos clients et nous en discuterons avec l’équipe.',
      'Chaque client mérite un accueil chaleureux et nous en parlerons avec notre équipe.',
    ],
  },
  mixed: {
    casual: [
      'Désolés pour {topics}, cependant; nous y travaillons.',
      'Nous prenons bonne note de vos remarques sur {topics}.',
    ],
    polished: [
      'Nous vous prions également de nous excuser pour {topics}.',
      'Nous prenons note de vos remarques concernant {topics}.',
    ],
  },
  praiseExtras: {
    friendly: [
      'Cela compte énormément pour toute l’équipe.',
      'Ce sont des avis comme le vôtre qui nous motivent!',
      'Ça fait chaud au cœur!',
    ],
    formal: [
      'Vos mots sont un véritable encouragement pour toute notre équipe.',
      'De tels commentaires comptent beaucoup pour notre équipe.',
    ],
    fun: [
      'Toute l’équipe fait une petite danse de la victoire!',
      'On va peut-être encadrer celui-là!',
    ],
    neutral: [
      'Nous avons partagé votre avis avec l’équipe.',
      'Votre commentaire est apprécié de toute l’équipe.',
    ],
  },
  neutralExtras: {
    friendly: [
      'Nous aimerions savoir ce qui ferait de votre prochaine visite une expérience cinq étoiles.',
      'Si nous pouvons faire mieux, nous sommes tout ouïe.',
    ],
    formal: [
      'Toute suggestion pour rendre votre prochaine visite encore meilleure serait la bienvenue.',
      'Nous cherchons constamment à nous améliorer et vos commentaires nous y aident.',
    ],
    fun: [
      'Dites-nous ce qui nous vaudrait quelques étoiles de plus, on est tout ouïe!',
      'Notre mission: vous conquérir complètement la prochaine fois!',
    ],
    neutral: [
      'Nous travaillons toujours à nous améliorer et vos commentaires nous aident.',
      'N’hésitez pas à nous dire ce que nous pourrions améliorer.',
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
  closers: {
    friendly: {
      praise: [
        'Au plaisir de vous revoir très bientôt!',
        'À très bientôt!',
        'Nous avons hâte de vous accueillir à nouveau!',
        'Revenez nous voir bientôt!',
      ],
      neutral: [
        'Au plaisir de vous revoir bientôt!',
        'Nous espérons vous accueillir de nouveau bientôt.',
      ],
      complaint: [
        'Nous espérons que vous nous donnerez une autre chance.',
        'Nous serions heureux de vous accueillir à nouveau et de faire mieux.',
      ],
    },
    formal: {
      praise: [
        'Au plaisir de vous accueillir de nouveau.',
        'Nous espérons avoir le plaisir de vous servir à nouveau très prochainement.',
        'Nous nous réjouissons de votre prochaine visite.',
      ],
      neutral: [
        'Au plaisir de vous accueillir de nouveau.',
        'Nous espérons avoir le plaisir de vous revoir.',
      ],
      complaint: [
        'Nous espérons avoir l’occasion de vous accueillir à nouveau.',
        'Nous souhaitons sincèrement pouvoir vous faire vivre une meilleure expérience.',
      ],
    },
    fun: {
      praise: [
        'À bientôt, on vous garde une place au chaud!',
        'Revenez vite, vous nous manquez déjà!',
        'À la prochaine, et gardez l’appétit!',
      ],
      neutral: [
        'Au plaisir de vous revoir!',
        'Revenez nous voir, on veut gagner ces étoiles de plus!',
      ],
      complaint: [
        'Nous espérons que vous nous laisserez une autre chance.',
        'Nous aimerions beaucoup avoir l’occasion de faire mieux.',
      ],
    },
    neutral: {
      praise: ['Au plaisir de vous revoir.', 'À bientôt.', 'Nous espérons vous revoir bientôt.'],
      neutral: ['Au plaisir de vous revoir.', 'Nous espérons vous revoir bientôt.'],
      complaint: ['Nous espérons vous revoir.', 'Au plaisir de vous accueillir à nouveau.'],
    },
  },
  stars: (rating) => `${['une', 'deux', 'trois', 'quatre', 'cinq'][rating - 1] ?? 'cinq'} étoiles`,
  list: listWith(' et '),
  dish: (dish) => {
    if (/^(le|la|les)\s|^l['’]/i.test(dish)) return dish;
    // "Moules frites", "Huîtres": a plural first word takes "nos".
    return /^\p{L}+[sx](?=\s|$)/iu.test(dish) ? `nos ${dish}` : `notre ${dish}`;
  },
  atPlace: (place) => {
    const article = /^(le|la|les|l['’])\s*/i.exec(place);
    if (!article) return `chez ${place}`;
    const rest = place.slice(article[0].length);
    const word = (article[1] ?? '').toLowerCase();
    if (word === 'le') return `au ${rest}`;
    if (word === 'les') return `aux ${rest}`;
    return `à ${place.charAt(0).toLowerCase()}${place.slice(1)}`;
  },
  staffTo: listWith(' et à ', ', à '),
  isFact: (thing) => /^qu(e\s|['’])/i.test(thing),
};
