import type { Lines } from './lines.ts';
import { listWith } from './phrases.ts';

export const englishLines: Lines = {
  dishPraise: {
    casual: [
      "We're so glad {dishes} hit the spot.",
      'Great to hear you loved {dishes}!',
      'The kitchen will be thrilled to hear about {dishes}.',
      "We'll tell the kitchen you loved {dishes}.",
      'So happy {dishes} won you over!',
      'Your words about {dishes} are going straight to the kitchen.',
      'The cooks behind {dishes} will love reading this.',
      "It's a real treat to hear {dishes} made your meal.",
    ],
    polished: [
      'We are delighted that you enjoyed {dishes}.',
      'Our kitchen team will be pleased to hear you appreciated {dishes}.',
      'We are pleased that {dishes} lived up to your expectations.',
      'Your kind words about {dishes} will be shared with our chef.',
      'It is a pleasure to know {dishes} made your meal.',
      'Our chef will be glad to read your comments on {dishes}.',
    ],
  },
  dishCritique: {
    strong: [
      "We're truly sorry about {dishes}; that is not what our kitchen should be sending out.",
      'We apologise for {dishes}, which clearly fell short of our standards.',
      'Please accept our apologies for {dishes}; our chef is going over your comments.',
      "We're sorry {dishes} let you down, and we have raised it with the kitchen.",
      'Our apologies for {dishes}: we have shared every detail with our chef.',
    ],
    mild: [
      "Sorry about {dishes} this time; we've passed your notes to the kitchen.",
      "We're sorry {dishes} missed the mark; thank you for the honest comments.",
      'Sorry about {dishes}; the kitchen has your notes.',
      'Our apologies for {dishes}; your remarks have been shared with our chef.',
    ],
  },
  drinkPraise: {
    casual: [
      'Our bar team will be delighted you enjoyed {dishes}.',
      "We'll tell the bar you loved {dishes}!",
      'The bartenders behind {dishes} will love reading this.',
      'Cheers to that: the bar will be glad you enjoyed {dishes}!',
    ],
    polished: [
      'Our bar team will be pleased to hear you enjoyed {dishes}.',
      'We will gladly share your kind words about {dishes} with our bartenders.',
      'Our bartenders will be glad to know you appreciated {dishes}.',
    ],
  },
  drinkCritique: {
    strong: [
      "We're truly sorry about {dishes}; that is not what our bar should be pouring.",
      'Please accept our apologies for {dishes}; our bar team is going over your comments.',
      "We're sorry {dishes} let you down, and we have raised it with the bar team.",
      'Our apologies for {dishes}: we have shared every detail with our bar manager.',
    ],
    mild: [
      "Sorry about {dishes} this time; we've passed your notes to the bar.",
      "We're sorry {dishes} missed the mark; thank you for the honest comments.",
      'Sorry about {dishes}; the bar team has your notes.',
    ],
  },
  dishNoted: [
    'Thanks for your comments on {dishes}.',
    'We have shared your comments on {dishes} with the kitchen.',
    'Thank you for the feedback on {dishes}.',
  ],
  staffPraise: {
    casual: [
      "We'll make sure your words reach {staff}!",
      "We'll pass your kind words on to {staff}.",
      "Thank you for the shout-out to {staff}; we'll pass it on!",
      "Your words about {staff} made the team's day.",
      'We just shared your review with {staff}, thank you!',
    ],
    polished: [
      'We will gladly pass your compliments on to {staff}.',
      'We will make sure your compliments reach {staff}.',
      'Thank you for recognising {staff}; your words will be shared.',
    ],
  },
  staffCritique: {
    strong: [
      'We are sorry about the service you received, and we will talk it through with the team.',
      'The way you were served is not our standard; we apologise, and we are addressing it with the team.',
      'We regret the service you received, and your comments will be part of our next team meeting.',
    ],
    mild: [
      'We have shared your comments about the service with our floor team.',
      'Your notes on the service are with the team.',
    ],
    praisedToo: [
      'We will talk with the team about the service you received.',
      'Your comments on the service will be part of our next team meeting.',
    ],
  },
  aspectPassedOn: [
    'We have shared your comments on {aspects} with the team.',
    'What you wrote about {aspects} is with the team.',
  ],
  aspectNoted: [
    'Thank you for your honest take on {aspects}.',
    'Thanks for your notes on {aspects}; the team will read them.',
    'Your comments on {aspects} are noted, thank you.',
  ],
  aspectKindly: [
    'Thank you for the kind words about {aspects}.',
    "We're glad you had a good word for {aspects}.",
    'Thanks for saying something nice about {aspects}, too.',
  ],
  staffNoted: ['We will share your review with {staff}.', '{staff} will see your review.'],
  aspectPraise: {
    casual: [
      'So glad you enjoyed {aspects}!',
      "It's great to hear {aspects} made your visit.",
      'Thanks for the kind words about {aspects}.',
      "We're happy {aspects} lived up to what you hoped for.",
    ],
    polished: [
      'We are pleased that you enjoyed {aspects}.',
      'Thank you for your kind words about {aspects}.',
      'It is good to know {aspects} met your expectations.',
    ],
  },
  aspectCritique: {
    strong: [
      "We're truly sorry about {aspects}.",
      'We sincerely apologise for {aspects}.',
      'Please accept our apologies for {aspects}; this is not the experience we want for anyone.',
      "We're sorry about {aspects}, and we understand your frustration.",
    ],
    mild: [
      'Sorry about {aspects}, though.',
      "We're sorry about {aspects}.",
      'Apologies for {aspects}; point taken.',
      'Sorry {aspects} let you down this time.',
    ],
  },
  aspectFollowUps: {
    wait: [
      'We are looking at how we staff our busiest hours so the wait does not repeat.',
      'A wait like that is not acceptable, and we are working on our pace when the room is full.',
    ],
    price: [
      'We want every plate to feel worth its price, and your comments on value are with our chef.',
      'We are reviewing our prices with your comments in mind.',
    ],
    service: [
      'We are going over the service with the team.',
      'We will be speaking with our service team about this.',
    ],
    food: [
      'Our chef is reviewing the dishes you mention.',
      'The kitchen has your comments on the food.',
    ],
    cleanliness: [
      'Cleanliness is non-negotiable for us, and we are reviewing our cleaning routine.',
    ],
    ambience: ['We are looking at ways to make the room more comfortable.'],
    billing: [
      'A service charge, like anything else that changes at the till, should be announced at the table before the bill comes; we are reminding the team.',
    ],
  },
  serviceWaitFollowUps: [
    'We are looking at how we staff our busiest hours so the service keeps its pace.',
    'A wait like that is not acceptable, and we are working on the pace of our service.',
  ],
  pricePortionFollowUps: [
    'We want every plate to feel worth its price, and your comments on value are with our chef.',
    'We are reviewing our prices and portions with your comments in mind.',
  ],
  aspect: {
    food: 'the food',
    drinks: 'the drinks',
    service: 'the service',
    wait: 'the wait',
    price: 'the prices',
    value: 'the value for money',
    billing: 'the way the bill was handled',
    ambience: 'the atmosphere',
    cleanliness: 'the cleanliness',
    location: 'the location',
  },
  hazard: [
    "We're sorry about {hazard}: someone could get hurt, and we have asked the team to check and fix it right away.",
    'Thank you for warning us about {hazard}, and our apologies: it is a safety matter, and the team is dealing with it right away.',
  ],
  dish: (name) => (/^the\s/i.test(name) ? name : `the ${name}`),
  list: listWith(' and '),
  topic: {
    patio: 'the patio',
    groups: 'groups',
    'gluten-free': 'gluten-free options',
    vegan: 'vegan options',
    nuts: 'nuts',
    parking: 'parking',
    hours: 'our hours',
    'gift-cards': 'gift cards',
    dogs: 'dogs',
    reservations: 'reservations',
    accessibility: 'accessibility',
    other: 'your question',
  },
  answersOwnTopic: ['To answer your question: {fact}', 'As for your question: {fact}'],
  answers: [
    'To answer your question about {topic}: {fact}',
    'About {topic}: {fact}',
    'As for {topic}: {fact}',
    // Not "On {topic}, {fact}": owners write their facts as fragments ("Online or by phone; …"),
    // which read as a sentence only after a colon.
  ],
  followUps: [
    'We will get back to you about {topic} shortly; feel free to contact us directly as well.',
    'Our team will follow up on your question about {topic}.',
    'Thanks for asking about {topic}; we will get back to you with a proper answer.',
  ],
  dayFollowUps: [
    'Hours can change on holidays, so we will confirm that day for you shortly.',
    'For that particular day, we will check our hours and get back to you.',
  ],
  bookingFollowUps: [
    'For the date you have in mind, we will check availability and get back to you to set it up.',
    'We would be glad to host you then; we will check that date and follow up with you directly.',
  ],
  otherFollowUps: [
    'Thank you for your question; we will check and get back to you shortly.',
    'Good question: our team will look into it and get back to you.',
    'We will find out and get back to you with an answer to your question.',
  ],
  incident: {
    illness: 'the illness after your meal',
    allergy: 'the allergic reaction after your meal',
    injury: 'your injury',
    'foreign-object': 'the foreign object found in your food',
    hygiene: 'the hygiene problem you saw',
    discrimination: 'the discrimination you report from our service',
    'legal-threat': 'the formal complaint you mention',
    'health-authority': 'your report to the public health authorities',
  },
  incidentFound: '{object} you found in your food',
  incidentIllOf: '{who}’s illness after the meal',
  hygieneAction: {
    seen: [
      'Cleanliness is non-negotiable for us, and we are going over it with the team today.',
      'Cleanliness is non-negotiable here, and we are dealing with it today.',
    ],
    undercooked: [
      'Food safety is non-negotiable for us, and the kitchen is going over its cooking checks today.',
    ],
  },
  incidentAcknowledged: [
    'What you describe about {incident} is serious, and we are sorry.',
    'We are very sorry to read about {incident}; we take it seriously.',
    'We take what you describe about {incident} very seriously, and we are sorry.',
  ],
  incidentAction: [
    'We are looking into it with the team today.',
    'We have started looking into what happened.',
    'We are reviewing what happened that day with the team.',
  ],
  incidentDishes: [
    'We are looking into everything about {dishes} served that day.',
    'Our kitchen is reviewing the preparation of {dishes} from that day.',
  ],
  welcomeBack: ['We would love to welcome you back soon.', 'We hope to see you again soon.'],
  apologyAsked: ['We are truly sorry.', 'Please accept our sincere apologies.'],
  callOffered: [
    'We would be glad to call you to talk it over; just let us know the best number to reach you.',
    'If you are open to it, we would like to give you a call to hear more.',
  ],
  contactGiven: [
    'You can reach us directly at {contact}.',
    'Please feel free to contact us directly at {contact}.',
  ],
  incidentAspects: [
    'We are going over what happened with {aspects} that day with the team.',
    'We are reviewing {aspects} on that day with the team.',
  ],
  incidentOthers: [
    'We are also sorry about {aspects}.',
    'Our apologies as well for {aspects}.',
    'We are sorry, too, for {aspects}.',
    'And we apologise for {aspects} as well.',
    'Beyond that, we regret {aspects}, and we are looking into that too.',
    'We are sorry as well about {aspects}; that is not how we want anyone looked after.',
    'Please also accept our apologies for {aspects}.',
  ],
  incidentStaff: [
    'We will also pass on what you said about {staff}.',
    'Thank you as well for what you said about {staff}; we will pass it on.',
  ],
  incidentContact: [
    'Please contact us directly so we can follow up with you: {contact}.',
    'We would like to speak with you directly; please get in touch: {contact}.',
  ],
  incidentContactGeneric: [
    'Please contact us directly or ask for the manager so we can follow up with you.',
    'We would like to speak with you directly; please get in touch and ask for the manager.',
  ],
  statements: ['{fact}'],
  closers: {
    praise: {
      casual: {
        lead: [
          'Thanks again',
          'Thank you once more',
          'Thanks for coming in',
          'Thanks so much',
          'Many thanks',
          'Thanks a lot',
        ],
        body: [
          'and see you soon!',
          'and we hope to host you again soon!',
          'and enjoy the rest of your week!',
          'and we hope to see you back before long!',
          "and we'll save you a seat next time!",
          'and come see us again soon!',
          'and until next time!',
          'and we look forward to your next visit!',
        ],
      },
      polished: {
        lead: ['Thank you again', 'Thank you for your visit', 'Thank you once more'],
        body: [
          'and we look forward to welcoming you again.',
          'and we hope to have the pleasure of serving you again soon.',
          'and we look forward to your next visit.',
          'and we hope to see you again before long.',
        ],
      },
    },
    neutral: {
      casual: {
        lead: [
          'Thanks again',
          'Thank you for the honest review',
          'Thanks for coming in',
          'Thanks for the visit',
          'We appreciate the feedback',
        ],
        body: [
          'and we hope to see you again soon.',
          'and we hope to welcome you back before long.',
          'and we hope to host you again soon.',
          "and we'd love to earn top marks next time.",
          'and we hope your next visit is even better.',
        ],
      },
      polished: {
        lead: ['Thank you again', 'Thank you for your visit'],
        body: [
          'and we look forward to welcoming you again.',
          'and we hope to make your next visit even better.',
        ],
      },
    },
    complaint: {
      casual: {
        lead: [
          'Thank you for telling us',
          'Thanks again for the honest feedback',
          'Thanks for writing',
        ],
        body: [
          'and we hope you will give us another chance.',
          'and we would like the chance to do better.',
          'and we hope to welcome you back and get it right.',
        ],
      },
      polished: {
        lead: ['Thank you for your feedback', 'Thank you again for writing'],
        body: [
          'and we hope to have the opportunity to welcome you again.',
          'and we hope for the chance to provide a better experience.',
        ],
      },
    },
  },
  incidentCloser: [
    'We take this seriously and will follow up with you.',
    'We will follow up with you personally.',
    'Thank you for telling us; we will follow up.',
  ],
  inquiryClosers: [
    'We hope to welcome you soon!',
    'Looking forward to having you with us!',
    'Hope to see you soon!',
  ],
};
