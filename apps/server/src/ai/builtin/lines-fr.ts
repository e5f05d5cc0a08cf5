import type { Lines } from './lines.ts';
import { listWith } from './phrases.ts';

/** "notre confit de canard", "nos œufs en meurette": a possessive spares the dish's gender. */
function dish(name: string): string {
  if (/^(le|la|les|l['’]|notre|nos)\s?/i.test(name)) return name;
  const first = name.split(/\s+/)[0] ?? '';
  const plural = first.length > 3 && /[sx]$/i.test(first);
  return `${plural ? 'nos' : 'notre'} ${name}`;
}

export const frenchLines: Lines = {
  dishPraise: {
    casual: [
      'Ravis de savoir que vous avez aimé {dishes}!',
      'Quel plaisir de lire ce que vous dites de {dishes}!',
      'La cuisine sera fière de lire vos mots sur {dishes}.',
      'Nous transmettons vos compliments sur {dishes} à la cuisine.',
      'Vos mots sur {dishes} vont droit en cuisine.',
      'Toute la brigade sera contente de lire vos mots sur {dishes}.',
    ],
    polished: [
      'Nous sommes ravis que vous ayez apprécié {dishes}.',
      'Notre chef sera heureux de lire vos mots sur {dishes}.',
      'Vos compliments sur {dishes} seront transmis à notre brigade.',
      'Merci pour vos compliments sur {dishes}.',
      'Merci pour vos mots aimables sur {dishes}.',
    ],
  },
  dishCritique: {
    strong: [
      'Nous sommes sincèrement désolés pour {dishes} : ce n’est pas le niveau que nous visons.',
      'Toutes nos excuses pour {dishes}; notre chef reprend vos remarques point par point.',
      'Nous regrettons vivement la déception causée par {dishes}, et la cuisine en a été informée.',
      'Pardon pour {dishes} : ce n’est pas ce que notre cuisine doit servir.',
    ],
    mild: [
      'Désolés de votre déception au sujet de {dishes} cette fois-ci.',
      'Désolés pour {dishes}; merci pour votre retour honnête, notre chef en tiendra compte.',
      'Toutes nos excuses pour {dishes}; vos remarques ont été transmises à la cuisine.',
    ],
  },
  drinkPraise: {
    casual: [
      'L’équipe du bar sera ravie de savoir que vous avez aimé {dishes}!',
      'Nous transmettons vos bons mots sur {dishes} à l’équipe du bar.',
      'Quel plaisir de lire ce que vous dites de {dishes}; le bar sera content!',
      'Santé! L’équipe du bar est ravie que vous ayez aimé {dishes}.',
    ],
    polished: [
      'Notre équipe du bar sera heureuse de lire vos mots sur {dishes}.',
      'Nous transmettrons vos compliments sur {dishes} à notre équipe du bar.',
      'Notre bar est ravi que vous ayez apprécié {dishes}.',
    ],
  },
  drinkCritique: {
    strong: [
      'Pardon pour {dishes} : ce n’est pas ce que notre bar doit servir.',
      'Nous regrettons vivement la déception causée par {dishes}, et l’équipe du bar en a été informée.',
      'Toutes nos excuses pour {dishes}; nous en avons parlé à l’équipe du bar.',
    ],
    mild: [
      'Désolés pour {dishes}; l’équipe du bar a bien reçu vos remarques.',
      'Toutes nos excuses pour {dishes}; vos remarques ont été transmises au bar.',
    ],
  },
  dishNoted: [
    'Merci pour votre commentaire sur {dishes}.',
    'Nous avons transmis votre retour sur {dishes} à la cuisine.',
  ],
  staffPraise: {
    casual: [
      'Nous transmettrons vos bons mots à {staff}!',
      'Vos mots vont faire plaisir à {staff}, merci!',
      'On s’assure que votre message se rende à {staff}.',
      'Vos mots pour {staff} font plaisir à toute l’équipe.',
    ],
    polished: [
      'Nous transmettrons avec plaisir vos compliments à {staff}.',
      'Vos compliments seront transmis à {staff}.',
      'Merci d’avoir souligné le travail de {staff}; nous lui transmettrons votre message.',
    ],
  },
  staffCritique: {
    strong: [
      'Nous sommes désolés du service que vous avez reçu, et nous y reviendrons avec l’équipe.',
      'Ce service n’est pas à la hauteur de nos standards; nous le regrettons et en parlons avec l’équipe.',
    ],
    mild: [
      'Vos remarques sur le service ont été partagées avec l’équipe de salle.',
      'L’équipe de salle a bien reçu vos remarques sur le service.',
    ],
    praisedToo: [
      'Nous reviendrons avec l’équipe sur le service que vous avez reçu.',
      'Vos remarques sur le service seront abordées avec l’équipe.',
    ],
  },
  aspectPassedOn: [
    'Nous avons transmis vos commentaires sur {aspects} à l’équipe.',
    'Ce que vous écrivez sur {aspects} a été transmis à l’équipe.',
  ],
  aspectNoted: [
    'Merci pour votre avis franc sur {aspects}.',
    'Nous apprécions vos remarques sur {aspects}.',
    'Merci pour vos commentaires sur {aspects}; l’équipe les lira.',
  ],
  aspectKindly: [
    'Merci pour vos bons mots sur {aspects}.',
    'Merci d’avoir souligné {aspects}.',
    'Nous sommes heureux de lire un bon mot sur {aspects}.',
  ],
  staffNoted: ['Nous transmettrons votre avis à {staff}.', '{staff} lira votre avis.'],
  aspectPraise: {
    casual: [
      'Ravis d’apprendre que vous avez aimé {aspects}!',
      'Merci pour vos mots sur {aspects}.',
      'Quel plaisir de lire vos mots sur {aspects}!',
    ],
    polished: [
      'Nous sommes heureux que vous ayez apprécié {aspects}.',
      'Merci pour vos aimables mots sur {aspects}.',
    ],
  },
  aspectCritique: {
    strong: [
      'Nous sommes sincèrement désolés pour {aspects}.',
      'Toutes nos excuses pour {aspects}.',
      'Nous regrettons vivement {aspects}; ce n’est pas l’expérience que nous voulons offrir.',
      'Nous sommes navrés pour {aspects} et comprenons votre frustration.',
    ],
    mild: [
      'Désolés pour {aspects}, par contre.',
      'Nous sommes désolés pour {aspects}; nous en prenons bonne note.',
      'Toutes nos excuses pour {aspects}, c’est noté.',
    ],
  },
  aspectFollowUps: {
    wait: [
      'Nous revoyons notre organisation aux heures de pointe pour réduire l’attente.',
      'Une telle attente n’est pas acceptable, et nous travaillons sur notre rythme quand la salle est pleine.',
    ],
    price: [
      'Nous voulons que chaque assiette vaille son prix, et vos remarques ont été transmises au chef.',
    ],
    service: [
      'Nous revenons sur le service avec l’équipe.',
      'Nous en reparlons avec l’équipe de salle dès cette semaine.',
      'L’équipe de salle revoit avec nous la façon dont votre table a été servie.',
    ],
    food: ['Notre chef reprend vos remarques sur les plats.'],
    cleanliness: ['La propreté n’est pas négociable pour nous, et nous revoyons nos routines.'],
    ambience: ['Nous cherchons comment rendre la salle plus agréable.'],
    billing: [
      'Des frais de service, comme tout imprévu au moment de payer, doivent être annoncés à table avant l’addition; nous le rappelons à l’équipe.',
    ],
  },
  serviceWaitFollowUps: [
    'Nous revoyons notre organisation aux heures de pointe pour que le service garde son rythme.',
    'Une telle attente n’est pas acceptable, et nous travaillons sur le rythme de notre service.',
  ],
  pricePortionFollowUps: [
    'Nous voulons que chaque assiette vaille son prix, et nos prix comme nos portions sont revus avec vos remarques.',
  ],
  aspect: {
    food: 'la cuisine',
    drinks: 'les boissons',
    service: 'le service',
    wait: 'l’attente',
    price: 'les prix',
    value: 'le rapport qualité-prix',
    billing: 'la façon dont l’addition a été gérée',
    ambience: 'l’ambiance',
    cleanliness: 'la propreté',
    location: 'l’emplacement',
  },
  hazard: [
    'Nous sommes désolés pour {hazard}: quelqu’un pourrait se blesser, et nous avons demandé à l’équipe de régler cela immédiatement.',
    'Merci de nous avoir signalé {hazard}, et toutes nos excuses: c’est une question de sécurité, et l’équipe s’en occupe dès maintenant.',
  ],
  dish,
  list: listWith(' et '),
  topic: {
    patio: 'la terrasse',
    groups: 'les groupes',
    'gluten-free': 'les options sans gluten',
    vegan: 'les options véganes',
    nuts: 'les noix',
    parking: 'le stationnement',
    hours: 'nos horaires',
    'gift-cards': 'les cartes-cadeaux',
    dogs: 'les chiens',
    reservations: 'les réservations',
    accessibility: 'l’accessibilité',
    other: 'votre question',
  },
  answersOwnTopic: ['Pour répondre à votre question : {fact}', 'Quant à votre question : {fact}'],
  answers: [
    'Pour répondre à votre question sur {topic} : {fact}',
    'Concernant {topic} : {fact}',
    'Au sujet de {topic} : {fact}',
  ],
  followUps: [
    'Nous reviendrons vers vous au sujet de {topic} très vite; n’hésitez pas à nous écrire aussi.',
    'Notre équipe va vous répondre au sujet de {topic}.',
    'Merci pour votre question sur {topic}; nous reviendrons vers vous avec une réponse précise.',
  ],
  dayFollowUps: [
    'Nos horaires peuvent changer les jours fériés: nous vous confirmerons ceux de cette journée très vite.',
    'Pour cette journée-là, nous vérifions nos horaires et nous reviendrons vers vous.',
  ],
  bookingFollowUps: [
    'Pour la date que vous avez en tête, nous vérifions les disponibilités et nous vous revenons pour tout organiser.',
    'Ce sera un plaisir de vous accueillir; nous vérifions cette date et vous écrivons directement.',
  ],
  otherFollowUps: [
    'Merci pour votre question; nous vérifions et nous reviendrons vers vous très vite.',
    'Bonne question : notre équipe va se renseigner et vous répondre.',
    'Nous allons vérifier et revenir vers vous avec une réponse à votre question.',
  ],
  incident: {
    illness: 'le fait que vous ayez été malade après votre repas',
    allergy: 'la réaction allergique après votre repas',
    injury: 'votre blessure',
    'foreign-object': 'l’objet trouvé dans votre plat',
    hygiene: 'le problème d’hygiène que vous avez constaté',
    discrimination: 'la discrimination que vous signalez de la part de notre service',
    'legal-threat': 'le recours que vous évoquez',
    'health-authority': 'votre signalement aux autorités sanitaires',
  },
  incidentFound: '{object} trouvé{e} dans votre plat',
  incidentIllOf: 'le fait que {who} ait été malade après le repas',
  hygieneAction: {
    seen: [
      'La propreté est non négociable chez nous, et nous revoyons la question avec l’équipe aujourd’hui.',
      'La propreté est non négociable chez nous, et nous nous en occupons dès aujourd’hui.',
    ],
    undercooked: [
      'La sécurité alimentaire est non négociable chez nous, et la cuisine revoit aujourd’hui ses contrôles de cuisson.',
    ],
  },
  incidentAcknowledged: [
    'Ce que vous décrivez, {incident}, est grave, et nous en sommes désolés.',
    'Nous sommes profondément désolés de lire ce que vous rapportez : {incident}.',
    'Nous prenons très au sérieux ce que vous décrivez : {incident}, et nous en sommes désolés.',
  ],
  incidentAction: [
    'Nous examinons dès aujourd’hui ce qui s’est passé avec l’équipe.',
    'Nous avons commencé à vérifier ce qui s’est passé.',
    'Nous revoyons avec l’équipe le déroulement de cette journée.',
  ],
  incidentDishes: [
    'Nous revoyons avec l’équipe tout ce qui concerne {dishes} ce jour-là.',
    'Nous revoyons la préparation de {dishes} de ce jour-là.',
  ],
  welcomeBack: [
    'Nous serions ravis de vous accueillir de nouveau.',
    'Au plaisir de vous revoir bientôt.',
  ],
  apologyAsked: ['Nous sommes sincèrement désolés.', 'Veuillez accepter nos sincères excuses.'],
  callOffered: [
    'Nous serions heureux de vous appeler pour en discuter; indiquez-nous simplement le meilleur numéro pour vous joindre.',
    'Si vous le voulez bien, nous aimerions vous appeler pour en savoir plus.',
  ],
  contactGiven: [
    'Vous pouvez nous joindre directement à {contact}.',
    'N’hésitez pas à nous écrire directement à {contact}.',
  ],
  incidentAspects: [
    'Nous revoyons avec l’équipe ce qui s’est passé ce jour-là pour {aspects}.',
    'Nous examinons avec l’équipe {aspects} de cette journée.',
  ],
  incidentOthers: [
    'Nous sommes aussi désolés pour {aspects}.',
    'Toutes nos excuses également pour {aspects}.',
    'Nous regrettons aussi {aspects}.',
    'Pardon également pour {aspects}.',
    'Nous regrettons aussi {aspects}, et nous en parlons avec l’équipe.',
    'Nous sommes également désolés pour {aspects}; ce n’est pas ainsi que nous voulons recevoir nos clients.',
    'Veuillez aussi accepter nos excuses pour {aspects}.',
  ],
  incidentStaff: [
    'Nous transmettrons aussi ce que vous dites de {staff}.',
    'Merci aussi pour vos mots sur {staff}; nous les transmettrons.',
  ],
  incidentContact: [
    'Nous vous invitons à nous contacter directement pour que nous puissions faire le suivi : {contact}.',
    'Nous souhaitons vous parler directement; vous pouvez nous joindre ainsi : {contact}.',
  ],
  incidentContactGeneric: [
    'Nous vous invitons à nous contacter directement ou à demander à parler à la direction.',
    'Nous souhaitons vous parler directement : n’hésitez pas à nous écrire ou à demander la direction.',
  ],
  statements: ['{fact}'],
  closers: {
    praise: {
      casual: {
        lead: [
          'Merci encore',
          'Encore merci',
          'Merci de votre visite',
          'Mille mercis',
          'Un grand merci',
          'Merci pour votre passage',
        ],
        body: [
          'et à bientôt!',
          'et au plaisir de vous recevoir à nouveau!',
          'et à très vite!',
          'et au plaisir de vous revoir très vite!',
          'et on vous garde une place pour la prochaine fois!',
          'et à la prochaine!',
          'et au plaisir de vous accueillir de nouveau!',
        ],
      },
      polished: {
        lead: [
          'Merci encore',
          'Merci de votre confiance',
          'Encore merci',
          'Merci pour votre visite',
        ],
        body: [
          'et au plaisir de vous accueillir de nouveau.',
          'et nous espérons avoir le plaisir de vous revoir bientôt.',
          'et au plaisir de vous recevoir à nouveau.',
          'et à très bientôt.',
        ],
      },
    },
    neutral: {
      casual: {
        lead: [
          'Merci encore',
          'Merci pour votre avis honnête',
          'Merci de votre passage',
          'Merci pour vos impressions',
        ],
        body: [
          'et au plaisir de vous revoir.',
          'et on espère mériter une étoile de plus la prochaine fois.',
          'et nous espérons vous revoir bientôt.',
          'et nous espérons faire encore mieux lors de votre prochaine visite.',
        ],
      },
      polished: {
        lead: ['Merci encore', 'Merci de votre confiance', 'Merci pour votre visite'],
        body: [
          'et au plaisir de vous accueillir de nouveau.',
          'et nous espérons rendre votre prochaine visite meilleure encore.',
          'et nous espérons vous revoir bientôt.',
        ],
      },
    },
    complaint: {
      casual: {
        lead: [
          'Merci de nous l’avoir dit',
          'Merci encore pour votre franchise',
          'Merci de votre retour',
        ],
        body: [
          'et nous espérons que vous nous donnerez une autre chance.',
          'et nous aimerions avoir l’occasion de faire mieux.',
        ],
      },
      polished: {
        lead: ['Merci pour votre retour', 'Merci encore de nous avoir écrit'],
        body: [
          'et nous espérons avoir l’occasion de vous accueillir de nouveau.',
          'et nous espérons vous faire vivre une meilleure expérience.',
        ],
      },
    },
  },
  incidentCloser: [
    'Nous prenons cette situation au sérieux et reviendrons vers vous.',
    'Nous ferons le suivi avec vous personnellement.',
  ],
  inquiryClosers: [
    'Au plaisir de vous accueillir bientôt!',
    'Nous avons hâte de vous recevoir!',
    'À très bientôt, nous l’espérons!',
  ],
};
