// Sentence banks for the demo review generator (see review-generator.ts).
//
// Placeholders, filled by the generator:
//   both languages: {city} {place} {staff} {mins} {plate} {cocktail} {first} {rating}
//   English dishes: {dish} {was} {it} / {dish2} {was2}
//   French staff:  {que_staff} {de_staff} (« qu’Amira », « de Marco »)
//   French dishes:  {le_dish} {de_dish} {e} {s} {etait} {est} / {le_dish2} {etait2} {e2} {s2}
//     e.g. {le_dish} → « la poutine », « l'espresso martini », « les profiteroles »;
//     {e}/{s} add the feminine/plural ending, so « froid{e}{s} » agrees with the dish.
// Rules that keep dish names spelled exactly as in the menu: no template starts with {dish},
// and French staff sentences avoid gendered agreement (the generator does not know genders).

export type Lang = 'en' | 'fr';
export type DishKind = 'food' | 'dessert' | 'drink';
export type Role = 'server' | 'bartender' | 'chef' | 'host' | 'manager';
export type Topic = 'food' | 'ambience' | 'wait' | 'price' | 'cleanliness' | 'service';
export type Stars = 1 | 2 | 3 | 4 | 5;
/** A sentence that raises a complaint, tagged with what the complaint is about. */
export type Tagged = readonly [text: string, topic: Topic];

export type DishBank = Record<'any' | DishKind, readonly string[]>;

export type LangBank = {
  short: Record<Stars, readonly string[]>;
  openers: Record<Stars, readonly string[]>;
  closers: Record<Stars, readonly string[]>;
  traveller: readonly string[];
  dish: { pos: DishBank; neg: DishBank };
  twoDishes: { pos: readonly string[]; neg: readonly string[]; mixed: readonly string[] };
  staff: { pos: Record<Role, readonly string[]>; neg: Record<Role, readonly string[]> };
  remarks: { pos: Record<Topic, readonly string[]>; neg: Record<Topic, readonly string[]> };
  /** Small quibbles for 4-star reviews. */
  mild: readonly Tagged[];
  /** One sentence holding both a good and a bad point, for 3-star reviews. */
  mixed: readonly Tagged[];
  reply: {
    thanks: readonly string[];
    sorry: readonly string[];
    mixed: readonly string[];
    dishPos: readonly string[];
    staffPos: readonly string[];
    dishNeg: readonly string[];
    drinkPos: readonly string[];
    drinkNeg: readonly string[];
    staffNeg: readonly string[];
    topic: Record<Topic, readonly string[]>;
    closePos: readonly string[];
    closeNeg: readonly string[];
    ratingOnly: { good: readonly string[]; mid: readonly string[]; bad: readonly string[] };
    sign: readonly string[];
    signManager: readonly string[];
  };
};

export const EN: LangBank = {
  short: {
    5: [
      'Great spot!',
      'Amazing food and service!',
      'Love this place!',
      'Always a great time.',
      'Perfect date night spot.',
      'Excellent as always.',
      'Fantastic brunch!',
      'Great food, great people.',
      'Top notch, every time.',
      'Best bistro in {city}!',
    ],
    4: [
      'Good food, friendly staff.',
      'Nice place, a bit pricey.',
      'Solid neighbourhood bistro.',
      'Good vibes, good drinks.',
      'Pretty good!',
      'Very nice evening.',
    ],
    3: [
      'Food was fine, service was slow.',
      'Nice room, average food.',
      'Great cocktails, forgettable mains.',
      'Friendly staff but overpriced.',
      'Good brunch, way too long a wait.',
    ],
    2: [
      'Disappointing.',
      'Slow service and lukewarm food.',
      'Not worth the price.',
      'Meh. Expected better.',
    ],
    1: ['Terrible service.', 'Awful. Avoid.', 'Never again.', 'Rude staff and cold food.'],
  },
  openers: {
    5: [
      'Absolutely loved this place.',
      "One of the best meals we've had in {city} in a long time.",
      "We came here for my partner's birthday and it did not disappoint.",
      'What a gem!',
      'Third time here and it just keeps getting better.',
      'Came in for a quick dinner before a show and ended up staying for dessert.',
      'Finally tried {place} and now I get the hype.',
      'Our go-to spot for date night.',
      'Had brunch here on Sunday with the whole family, and it was fantastic.',
      'Hands down my favourite bistro in {city}.',
      'Booked last minute for a group of six and they made it work.',
    ],
    4: [
      'Really solid dinner overall.',
      'Good spot for a relaxed dinner with friends.',
      'Stopped by for lunch and left happy.',
      'Very good experience, just a couple of small things.',
      'We had a nice evening at {place}.',
      'Pretty great neighbourhood bistro.',
      'Came for drinks, stayed for dinner.',
    ],
    3: [
      'Mixed feelings about this one.',
      'It was fine, but not quite what I expected from the reviews.',
      'Decent, but a bit uneven.',
      'Some hits, some misses.',
      'I wanted to love this place more than I did.',
      'Average night at {place}.',
    ],
    2: [
      'Pretty disappointing visit, unfortunately.',
      'We used to come here often, but this visit was a letdown.',
      'Expected a lot more given the price.',
      'Not the experience we were hoping for.',
      'Had high hopes after all the good reviews.',
    ],
    1: [
      'Terrible experience, honestly.',
      'I rarely write reviews, but this one needs to be said.',
      "Worst dinner I've had in {city} in years.",
      'Really upset after our visit last night.',
      'Where do I even start.',
    ],
  },
  closers: {
    5: [
      "Can't wait to come back!",
      'Highly recommend.',
      "We'll definitely be back.",
      'Worth every penny.',
      'Already planning our next visit.',
      'Thank you for a wonderful evening!',
      "If you're in {city}, don't miss it.",
    ],
    4: [
      "We'll be back.",
      'Would recommend, especially for a casual dinner.',
      'Overall, a good night out.',
      'Worth a visit.',
      'Four stars only because of the small stuff.',
    ],
    3: [
      'Might give it another try.',
      'Not in a hurry to return.',
      "Okay if you're in the area.",
      'Hopefully it was just an off night.',
      'Three stars feels fair.',
    ],
    2: [
      "Probably won't be back anytime soon.",
      'Not worth the price.',
      'Hoping management reads this.',
      'Disappointing overall.',
    ],
    1: [
      'Save your money.',
      "We won't be back.",
      'Management needs to do better.',
      'Zero stars if I could.',
      'Very disappointed.',
    ],
  },
  traveller: [
    'We were visiting {city} for the weekend and found this place by chance.',
    'Stopped here on our first night in {city} on the recommendation of our hotel.',
    'Visiting from Toronto, and a local friend brought us here.',
    'We were in {city} for a conference and picked this spot based on the reviews.',
  ],
  dish: {
    pos: {
      any: [
        'The {dish} {was} outstanding.',
        'Loved the {dish}.',
        'The {dish} {was} the highlight of the night.',
        "I'd come back just for the {dish}.",
        "Don't skip the {dish}, trust me.",
        'The {dish} {was} exactly what I was craving.',
        'Special mention for the {dish}.',
      ],
      food: [
        'The {dish} {was} cooked perfectly.',
        'The {dish} {was} full of flavour and generously portioned.',
        "Had the {dish}, easily one of the best I've had.",
        'The {dish} came out hot and beautifully plated.',
        'My partner ordered the {dish} and I kept stealing bites.',
      ],
      dessert: [
        'Save room for the {dish}.',
        'The {dish} {was} the perfect way to end the meal.',
        'We finished with the {dish}, which {was} heavenly.',
      ],
      drink: [
        'The {dish} {was} perfectly balanced.',
        'Great cocktails, the {dish} especially.',
        'Started with the {dish} at the bar, which set the tone.',
      ],
    },
    neg: {
      any: [
        'The {dish} {was} a real letdown.',
        'The {dish} {was} bland and forgettable.',
        'We had to send back the {dish}.',
        'The {dish} {was} nothing like what the menu described.',
        'For the price, the {dish} {was} underwhelming.',
      ],
      food: [
        'The {dish} came out cold.',
        'The {dish} arrived lukewarm, like {it} had been sitting under the pass for a while.',
        'The {dish} {was} way too salty.',
        'The {dish} {was} overcooked and dry.',
        'There was a hair in my {dish}, and nobody seemed surprised.',
        'The {dish} {was} undercooked and we had to send {it} back.',
      ],
      dessert: ['The {dish} tasted stale.', 'The {dish} {was} soggy and far too sweet.'],
      drink: [
        'The {dish} {was} watered down.',
        'The {dish} took 20 minutes to arrive and {was} warm.',
        'The {dish} {was} mostly ice.',
      ],
    },
  },
  twoDishes: {
    pos: [
      'We shared the {dish} and the {dish2}, and both were excellent.',
      'The {dish} and the {dish2} were the stars of the meal.',
      'Highlights were the {dish} and the {dish2}.',
      "Can't decide what I liked more, the {dish} or the {dish2}.",
    ],
    neg: [
      'The {dish} came out cold and the {dish2} {was2} no better.',
      'Both the {dish} and the {dish2} were bland.',
      'We waited ages for the {dish} and the {dish2}, and both arrived lukewarm.',
    ],
    mixed: [
      'The {dish} {was} great, but the {dish2} {was2} pretty forgettable.',
      'Loved the {dish}; the {dish2}, not so much.',
    ],
  },
  staff: {
    pos: {
      server: [
        'Our server {staff} was lovely and checked on us at just the right moments.',
        '{staff} took great care of our table all night.',
        'Big shout-out to {staff}, who gave us great recommendations.',
        'Our server, {staff}, was friendly and knew the menu inside out.',
        '{staff} made us feel like regulars.',
      ],
      bartender: [
        '{staff} at the bar made us a couple of off-menu cocktails and they were fantastic.',
        'We sat at the bar and {staff} was a delight: great chat, great drinks.',
        '{staff} behind the bar really knows their stuff.',
      ],
      chef: [
        'Chef {staff} came out to say hello, which was a lovely touch.',
        'You can tell Chef {staff} cares about every plate.',
        'Compliments to Chef {staff} and the kitchen team.',
      ],
      host: [
        '{staff} at the door was so welcoming, even though we were early.',
        '{staff} at the host stand found us a table on a busy Saturday night.',
        'The host, {staff}, greeted us with a big smile.',
      ],
      manager: [
        'The manager, {staff}, stopped by our table to make sure everything was perfect.',
        '{staff}, the manager, went above and beyond for our anniversary.',
        '{staff} (I think the manager) checked in on us and was super kind.',
      ],
    },
    neg: {
      server: [
        'Our server {staff} disappeared for long stretches and we had to flag someone else down.',
        '{staff}, our server, seemed annoyed every time we asked for something.',
        'Our server, {staff}, forgot half of our order.',
      ],
      bartender: [
        '{staff} at the bar ignored us for a good 15 minutes.',
        'We waited forever at the bar while {staff} chatted with friends.',
      ],
      chef: [
        'We asked to speak to Chef {staff} about the food and were told it was too busy.',
        'Apparently Chef {staff} refused to adjust a dish for my allergy.',
      ],
      host: [
        'The host, {staff}, was rude when we asked about our reservation.',
        "{staff} at the front told us our booking didn't exist, then gave our table to walk-ins.",
        '{staff} at the host stand barely looked up from the screen.',
      ],
      manager: [
        'When we raised it with the manager, {staff}, we got a shrug.',
        '{staff}, the manager, was dismissive when we complained.',
      ],
    },
  },
  remarks: {
    pos: {
      food: [
        'Everything we ordered was delicious.',
        'Portions are generous and you can tell everything is made from scratch.',
        'The seasonal menu had so many tempting options.',
      ],
      ambience: [
        'Cozy atmosphere, great music, not too loud.',
        'Lovely terrace in the summer.',
        'The room is beautiful, with warm lighting and a great buzz.',
        'Great vibe for a date night.',
      ],
      wait: [
        'Food came out quickly even though the place was packed.',
        'We were seated right away.',
        'No wait at all on a Friday, which was a nice surprise.',
      ],
      price: [
        'Prices are very fair for the quality.',
        "The table d'hôte is a great deal.",
        'Happy hour prices are hard to beat.',
      ],
      cleanliness: ['Spotless, including the restrooms.', 'Everything was clean and well kept.'],
      service: [
        'Service was warm and attentive without being pushy.',
        'The whole team was friendly and professional.',
        'Staff were really accommodating with my gluten allergy.',
      ],
    },
    neg: {
      food: [
        'The food was bland across the board.',
        'Everything came out lukewarm.',
        'Half the dishes listed online were not available.',
      ],
      ambience: [
        'It was so loud we could barely hear each other.',
        'We were seated right next to the kitchen door.',
        'It was freezing in the dining room and we kept our coats on.',
        'The music was way too loud for a dinner spot.',
      ],
      wait: [
        'We waited {mins} minutes for our mains.',
        'Even with a reservation, we waited {mins} minutes for a table.',
        'It took {mins} minutes just to get a drink order in.',
        'Over an hour between starters and mains.',
      ],
      price: [
        'We were overcharged on the bill and it took ages to get it fixed.',
        'They charged us for two drinks we never ordered.',
        'Way overpriced for what you get: ${plate} for a tiny plate.',
        'Paying ${cocktail} for a cocktail that tastes like that is a joke.',
      ],
      cleanliness: [
        'The restroom was dirty and out of paper towels.',
        'Our table was sticky and the cutlery had spots on it.',
        "The bathroom clearly hadn't been cleaned in hours.",
        'Crumbs all over the banquette when we sat down.',
      ],
      service: [
        'Service was painfully slow.',
        'Nobody checked on us once after the food arrived.',
        'We had to ask three times for water.',
        'Staff seemed more interested in chatting with each other than serving customers.',
      ],
    },
  },
  mild: [
    ['Only complaint: it gets pretty loud after 8.', 'ambience'],
    ['A bit pricey, but worth it for a special occasion.', 'price'],
    ['We waited a little for our table despite having a reservation.', 'wait'],
    ['Dessert took a while to come out, but no big deal.', 'wait'],
    ['Service slowed down once it got busy.', 'service'],
    ['The restroom could use a refresh.', 'cleanliness'],
    ['My main was a touch over-salted, but still good.', 'food'],
  ],
  mixed: [
    ['The food was good, but we waited {mins} minutes for it.', 'wait'],
    ['Lovely room and friendly staff, but the food was just okay.', 'food'],
    ['Great cocktails, but the mains were forgettable.', 'food'],
    ['Service was friendly but painfully slow.', 'wait'],
    ['Good value at lunch, but dinner felt overpriced.', 'price'],
    ['Nice terrace, shame about the sticky tables.', 'cleanliness'],
  ],
  reply: {
    thanks: [
      'Thank you so much, {first}!',
      'What a lovely review, thank you {first}!',
      'Thanks for the kind words, {first}.',
      "We're so glad you enjoyed your visit!",
      'This made our day, thank you!',
      'Thank you for taking the time to share this, {first}.',
    ],
    sorry: [
      "{first}, we're truly sorry about your experience.",
      "Thank you for letting us know, {first}, and we're sorry we let you down.",
      "We're sorry to read this, {first}.",
      'This is not the experience we want anyone to have, and we apologize.',
    ],
    mixed: [
      'Thanks for the honest feedback, {first}.',
      'Thank you for sharing the good and the not-so-good, {first}.',
      'We appreciate you taking the time to write this, {first}.',
    ],
    dishPos: [
      "So happy the {dish} hit the spot; it's a team favourite too.",
      "We'll pass your compliments on the {dish} along to the kitchen.",
      'The kitchen will be thrilled to hear you loved the {dish}.',
    ],
    staffPos: [
      "We'll make sure {staff} hears about this!",
      '{staff} will be so happy to read this.',
      "We're lucky to have {staff} on the team.",
    ],
    dishNeg: [
      "The {dish} should never leave the kitchen like that, and we've shared your feedback with our chef.",
      "We're sorry the {dish} missed the mark; our kitchen team is looking into it.",
    ],
    drinkPos: [
      "We'll pass your compliments on the {dish} along to the bar team!",
      'Our bartenders will be delighted you enjoyed the {dish}.',
    ],
    drinkNeg: [
      "The {dish} should never have left the bar like that; we've shared your feedback with the bar team.",
      "We're sorry the {dish} missed the mark, and we've gone over the recipe with our bartenders.",
    ],
    staffNeg: [
      'Your comments about how you were treated have been shared directly with our team.',
      "We're sorry about the service you received, and we've addressed it with the team.",
    ],
    topic: {
      food: [
        "We're sorry the food wasn't up to our standard; our chef has read your review.",
        'Our kitchen team has your feedback and is already on it.',
      ],
      wait: [
        "Waiting that long isn't acceptable, and we're reviewing how we staff busy evenings.",
        "We're sorry about the wait; it's not the pace we aim for.",
      ],
      price: [
        "We're sorry the bill didn't feel right; please write to us and we'll look into it.",
        'Value matters to us, and your comments on pricing have gone to management.',
      ],
      cleanliness: [
        "We've addressed the cleanliness issues with the closing team.",
        'Cleanliness matters to us, and we have tightened our checks.',
      ],
      service: [
        "We've shared your comments with the floor team.",
        'Your feedback on the service has been passed along to the whole team.',
      ],
      ambience: [
        "Thanks for flagging how the dining room felt; we're looking into it.",
        'We want the room to be as comfortable as the food is good, and we are working on it.',
      ],
    },
    closePos: [
      'Hope to see you again soon!',
      "Can't wait to welcome you back.",
      'See you next time!',
      'Until next time!',
    ],
    closeNeg: [
      'Please reach out to us directly so we can make this right.',
      "We'd love the chance to welcome you back and do better.",
      "Please get in touch with us; we'd like to make it up to you.",
    ],
    ratingOnly: {
      good: [
        'Thanks so much for the {rating}-star rating, {first}!',
        'Thank you for the {rating} stars, {first}! Hope to see you again soon.',
      ],
      mid: [
        "Thanks for the rating, {first}. We'd love to know how we could have made your visit better.",
      ],
      bad: [
        "We're sorry your visit fell short, {first}. Please reach out to us directly and tell us what happened.",
      ],
    },
    sign: ['— The {place} team', '— Everyone at {place}'],
    signManager: ['— {manager} and the {place} team', '— {manager}, manager at {place}'],
  },
};

export const FR: LangBank = {
  short: {
    5: [
      'Un incontournable!',
      'Repas et service impeccables!',
      'Le meilleur bistro du quartier!',
      'On adore cet endroit!',
      'Parfait pour un souper en amoureux!',
      'Très bon, comme toujours!',
      'Brunch délicieux, on reviendra!',
    ],
    4: [
      'Très bonne adresse!',
      'Bonne bouffe et service sympa.',
      'Belle ambiance, mais un peu cher.',
      'Un bon bistro de quartier.',
      'Très bien dans l’ensemble.',
    ],
    3: [
      'Bonne bouffe, mais le service était lent.',
      'Belle salle, mais les plats sont ordinaires.',
      'De bons cocktails, mais des plats oubliables.',
      'Personnel gentil, mais un peu cher pour ce que c’est.',
    ],
    2: [
      'Décevant pour le prix.',
      'Service lent et plats tièdes.',
      'Bof, on s’attendait à mieux.',
      'Pas terrible du tout.',
    ],
    1: [
      'Très mauvais service.',
      'Un service désagréable et des plats froids.',
      'Nul. On ne reviendra pas.',
      'À fuir, vraiment pas recommandé.',
    ],
  },
  openers: {
    5: [
      'Quelle belle découverte!',
      'Un de nos meilleurs repas à {city} depuis longtemps.',
      'On est venus pour l’anniversaire de ma blonde et c’était parfait.',
      'Toujours un plaisir de revenir ici.',
      'Troisième visite et jamais déçus.',
      'Notre resto préféré pour les soirées en amoureux.',
      'Brunch du dimanche en famille : parfait du début à la fin.',
      'Enfin essayé {place} et je comprends l’engouement.',
      'Réservé à la dernière minute pour six personnes, et l’équipe a tout fait pour nous accueillir.',
    ],
    4: [
      'Très bonne soirée dans l’ensemble.',
      'Belle adresse pour un souper entre amis.',
      'Petit dîner rapide le midi et on est repartis contents.',
      'Très bonne expérience, à quelques détails près.',
      'Bonne bouffe, belle ambiance.',
      'On est passés prendre un verre et on est finalement restés pour souper.',
    ],
    3: [
      'Avis partagé.',
      'Correct, sans plus.',
      'Des hauts et des bas lors de notre visite.',
      'Je m’attendais à mieux vu les critiques.',
      'Soirée moyenne chez {place}.',
    ],
    2: [
      'Assez déçus de notre visite, malheureusement.',
      'On venait souvent, mais cette fois-ci, c’était décevant.',
      'Pour le prix, on s’attendait à beaucoup mieux.',
      'Pas du tout l’expérience qu’on espérait.',
    ],
    1: [
      'Très mauvaise expérience.',
      'Je laisse rarement des avis, mais là, je ne peux pas me taire.',
      'Le pire souper qu’on a eu à {city} depuis des années.',
      'À éviter.',
      'Plus jamais.',
    ],
  },
  closers: {
    5: [
      'On reviendra sans hésiter!',
      'Je recommande à 100 %.',
      'Merci pour cette belle soirée!',
      'Vivement la prochaine fois!',
      'Une adresse à ne pas manquer à {city}.',
      'Ça vaut chaque dollar.',
    ],
    4: [
      'On va revenir.',
      'Je recommande, surtout pour un souper décontracté.',
      'Bonne soirée dans l’ensemble.',
      'Ça vaut le détour.',
    ],
    3: [
      'On va peut-être redonner une chance.',
      'Pas pressés d’y retourner.',
      'Espérons que c’était juste une mauvaise soirée.',
      'Trois étoiles, c’est juste.',
    ],
    2: [
      'Pas sûr qu’on y retourne.',
      'Pas à la hauteur du prix.',
      'J’espère que la direction va lire ceci.',
      'Décevant dans l’ensemble.',
    ],
    1: [
      'Gardez votre argent.',
      'On ne reviendra pas.',
      'La direction doit faire mieux.',
      'Zéro étoile si je pouvais.',
      'Vraiment déçus.',
    ],
  },
  traveller: [
    'De passage à {city} pour la fin de semaine, on a découvert cet endroit par hasard.',
    'Premier soir à {city}, sur la recommandation de notre hôtel.',
    'Des amis du coin nous ont fait découvrir l’endroit.',
  ],
  dish: {
    pos: {
      any: [
        '{le_dish} {etait} un vrai délice.',
        'Mention spéciale pour {le_dish}.',
        'Je reviendrais juste pour {le_dish}.',
        'Ne passez pas à côté {de_dish}, croyez-moi.',
        'Coup de cœur pour {le_dish}.',
        '{le_dish} {etait} exactement ce dont j’avais envie.',
      ],
      food: [
        '{le_dish} {etait} parfaitement cuit{e}{s}.',
        '{le_dish} {etait} plein{e}{s} de saveurs et la portion, généreuse.',
        'J’ai pris {le_dish} : rien à redire, c’était parfait.',
        '{le_dish} {est} arrivé{e}{s} bien chaud{e}{s} et joliment présenté{e}{s}.',
        'Mon chum a commandé {le_dish} et je lui en ai volé la moitié.',
      ],
      dessert: [
        'Gardez de la place pour {le_dish}.',
        '{le_dish} pour finir : la touche parfaite.',
        'On a terminé avec {le_dish}, un pur bonheur.',
      ],
      drink: [
        '{le_dish} {etait} parfaitement équilibré{e}{s}.',
        'Les cocktails sont excellents, surtout {le_dish}.',
        'On a commencé par {le_dish} au bar, et ça a donné le ton.',
      ],
    },
    neg: {
      any: [
        '{le_dish} {etait} vraiment décevant{e}{s}.',
        'On a dû renvoyer {le_dish} en cuisine.',
        'Rien à voir avec la description du menu pour {le_dish}.',
        'Pour le prix, {le_dish} {etait} franchement ordinaire{s}.',
      ],
      food: [
        '{le_dish} {est} arrivé{e}{s} froid{e}{s}.',
        '{le_dish} {etait} à peine tiède{s}.',
        '{le_dish} {etait} beaucoup trop salé{e}{s}.',
        '{le_dish} {etait} trop cuit{e}{s}, presque immangeable{s}.',
        'J’ai trouvé un cheveu dans {le_dish} et personne n’a eu l’air surpris.',
        'On a dû renvoyer {le_dish} : pas assez cuit{e}{s}.',
      ],
      dessert: [
        '{le_dish} {etait} détrempé{e}{s} et beaucoup trop sucré{e}{s}.',
        '{le_dish} avait clairement été préparé{e}{s} la veille.',
      ],
      drink: [
        '{le_dish} {etait} complètement dilué{e}{s}.',
        '{le_dish} {est} arrivé{e}{s} au bout de 20 minutes, tiède{s} en plus.',
        'Dans {le_dish}, il y avait surtout de la glace.',
      ],
    },
  },
  twoDishes: {
    pos: [
      'On a partagé {le_dish} et {le_dish2} : un sans-faute.',
      '{le_dish} et {le_dish2} ont été les vedettes du repas.',
      'Gros coups de cœur pour {le_dish} et {le_dish2}.',
      'Difficile de choisir entre {le_dish} et {le_dish2}, les deux valaient le détour.',
    ],
    neg: [
      'Ni {le_dish} ni {le_dish2} n’étaient à la hauteur.',
      'On a attendu une éternité pour {le_dish} et {le_dish2}, et tout est arrivé tiède.',
    ],
    mixed: [
      '{le_dish} {etait} excellent{e}{s}, mais {le_dish2} {etait2} franchement oubliable{s2}.',
      'On a adoré {le_dish}; pour {le_dish2}, c’est une autre histoire.',
    ],
  },
  staff: {
    pos: {
      server: [
        '{staff} au service a été adorable et de très bon conseil.',
        '{staff} a pris soin de notre table toute la soirée.',
        'Un gros merci à {staff}, qui nous a fait d’excellentes suggestions.',
        'Le service {de_staff} était impeccable, attentif sans être envahissant.',
        '{staff} nous a fait sentir comme des habitués.',
      ],
      bartender: [
        '{staff} au bar nous a conseillé deux cocktails hors menu, un délice.',
        'On a mangé au bar et {staff} a été d’une gentillesse rare.',
        '{staff} derrière le bar connaît vraiment ses classiques.',
      ],
      chef: [
        '{staff}, en cuisine, a pris le temps de venir nous saluer : une belle attention.',
        'On sent {que_staff} en cuisine met du cœur dans chaque assiette.',
        'Bravo à {staff} et à toute l’équipe en cuisine.',
      ],
      host: [
        '{staff} à l’accueil a été d’une gentillesse incroyable, même si on était en avance.',
        'Un samedi soir bondé, et {staff} à l’accueil nous a quand même trouvé une table.',
        'Accueil chaleureux {de_staff} dès notre arrivée.',
      ],
      manager: [
        '{staff}, responsable de la salle, a pris le temps de passer à notre table.',
        '{staff}, qui gère la salle, a tout fait pour rendre notre anniversaire spécial.',
        'Merci à {staff}, responsable de l’établissement, pour le petit dessert offert.',
      ],
    },
    neg: {
      server: [
        '{staff} au service a disparu pendant de longues périodes; on a dû faire signe à quelqu’un d’autre.',
        '{staff} soupirait chaque fois qu’on demandait quelque chose.',
        '{staff}, qui s’occupait de notre table, a oublié la moitié de la commande.',
      ],
      bartender: [
        '{staff} au bar nous a ignorés pendant un bon 15 minutes.',
        'Attente interminable au bar pendant {que_staff} jasait avec ses amis.',
      ],
      chef: [
        'On a demandé à parler à {staff} en cuisine, mais on nous a répondu que ce n’était pas possible.',
        'Apparemment, {staff} en cuisine a refusé d’adapter un plat pour mon allergie.',
      ],
      host: [
        '{staff} à l’accueil a été franchement désagréable quand on a posé une question sur notre réservation.',
        '{staff} à l’accueil nous a dit que notre réservation n’existait pas, puis a donné notre table à d’autres clients.',
        '{staff} à l’accueil a à peine levé les yeux de son écran.',
      ],
      manager: [
        'Quand on en a parlé à {staff}, qui gérait la salle, on a eu droit à un haussement d’épaules.',
        '{staff}, responsable de la salle, a balayé nos plaintes du revers de la main.',
      ],
    },
  },
  remarks: {
    pos: {
      food: [
        'Tout ce qu’on a commandé était délicieux.',
        'Portions généreuses, et on sent que tout est fait maison.',
        'Le menu de saison donne envie de tout essayer.',
      ],
      ambience: [
        'Ambiance chaleureuse, bonne musique, pas trop bruyant.',
        'La terrasse est magnifique l’été.',
        'Belle salle, éclairage tamisé et une belle énergie.',
        'Parfait pour un souper en amoureux.',
      ],
      wait: [
        'Les plats sont arrivés rapidement malgré la salle pleine.',
        'On nous a placés tout de suite.',
        'Aucune attente un vendredi soir, belle surprise.',
      ],
      price: [
        'Les prix sont très raisonnables pour la qualité.',
        'La table d’hôte est une vraie aubaine.',
        'Excellent rapport qualité-prix.',
        'Le 5 à 7 est imbattable.',
      ],
      cleanliness: [
        'Tout était impeccable, même les toilettes.',
        'Endroit très propre et bien tenu.',
      ],
      service: [
        'Service chaleureux et attentionné, sans être envahissant.',
        'Toute l’équipe est souriante et professionnelle.',
        'Le personnel a été aux petits soins avec mon allergie au gluten.',
      ],
    },
    neg: {
      food: [
        'La nourriture manquait de goût, du début à la fin.',
        'Tout est arrivé tiède.',
        'Il manquait la moitié des plats annoncés sur le site.',
      ],
      ambience: [
        'Tellement bruyant qu’on ne s’entendait pas parler.',
        'On nous a placés juste à côté de la porte de la cuisine.',
        'On gelait dans la salle, on a gardé nos manteaux.',
        'La musique était beaucoup trop forte pour un souper.',
      ],
      wait: [
        'On a attendu {mins} minutes pour nos plats principaux.',
        'Même avec une réservation, on a attendu {mins} minutes pour avoir une table.',
        'Il a fallu {mins} minutes juste pour commander à boire.',
        'Plus d’une heure entre l’entrée et le plat principal.',
      ],
      price: [
        'On nous a surfacturés et ça a pris une éternité à corriger.',
        'On nous a facturé deux verres qu’on n’avait jamais commandés.',
        'Beaucoup trop cher pour ce que c’est : {plate} $ pour une mini assiette.',
        'Un cocktail à {cocktail} $ ne devrait pas goûter ça.',
      ],
      cleanliness: [
        'Les toilettes étaient sales et il n’y avait plus de papier.',
        'Table collante et ustensiles tachés.',
        'Clairement, les toilettes n’avaient pas été nettoyées depuis des heures.',
      ],
      service: [
        'Service d’une lenteur incroyable.',
        'Personne n’est venu nous voir une fois les plats servis.',
        'On a dû demander de l’eau trois fois.',
        'Le personnel semblait plus occupé à jaser entre eux qu’à servir les clients.',
      ],
    },
  },
  mild: [
    ['Seul bémol : ça devient assez bruyant après 20 h.', 'ambience'],
    ['Un peu cher, mais ça vaut la peine pour une occasion spéciale.', 'price'],
    ['Petite attente pour la table malgré la réservation.', 'wait'],
    ['Le dessert a pris un peu de temps, mais rien de grave.', 'wait'],
    ['Le service a ralenti quand la salle s’est remplie.', 'service'],
    ['Les toilettes mériteraient un petit rafraîchissement.', 'cleanliness'],
    ['Mon plat était un peu trop salé, mais ça restait bon.', 'food'],
  ],
  mixed: [
    ['La bouffe était bonne, mais on a attendu {mins} minutes.', 'wait'],
    ['Belle salle, personnel sympa, mais la nourriture était juste correcte.', 'food'],
    ['Excellents cocktails, mais les plats étaient oubliables.', 'food'],
    ['Le service était gentil, mais d’une lenteur incroyable.', 'wait'],
    ['Bon rapport qualité-prix le midi, mais le soir, c’est trop cher pour ce que c’est.', 'price'],
    ['Belle terrasse, dommage pour les tables collantes.', 'cleanliness'],
  ],
  reply: {
    thanks: [
      'Merci beaucoup, {first}!',
      'Quel beau commentaire, merci {first}!',
      'Merci pour ces bons mots, {first}.',
      'Nous sommes ravis que vous ayez passé un bon moment!',
      'Votre message a fait notre journée, merci!',
    ],
    sorry: [
      '{first}, nous sommes sincèrement désolés de votre expérience.',
      'Merci de nous en avoir fait part, {first}, et toutes nos excuses.',
      'Nous sommes désolés de lire ceci, {first}.',
      'Ce n’est pas l’expérience que nous voulons offrir, et nous nous en excusons.',
    ],
    mixed: [
      'Merci pour ce retour honnête, {first}.',
      'Merci d’avoir pris le temps de nous écrire, {first}.',
    ],
    dishPos: [
      'Quel plaisir de savoir que vous avez aimé {le_dish}!',
      'Nous transmettons vos compliments pour {le_dish} à la cuisine.',
      'Toute la cuisine sera contente de savoir que vous avez aimé {le_dish}.',
    ],
    staffPos: [
      'Nous allons nous assurer {que_staff} voie votre message!',
      'Votre message va faire plaisir à {staff}.',
      'Nous sommes chanceux d’avoir {staff} dans l’équipe.',
    ],
    dishNeg: [
      '{le_dish} n’aurait jamais dû sortir de la cuisine ainsi; nous avons transmis vos commentaires au chef.',
      'Désolés pour {le_dish}, l’équipe en cuisine s’en occupe.',
    ],
    drinkPos: [
      'Nous transmettons vos compliments pour {le_dish} à l’équipe du bar!',
      'L’équipe du bar sera ravie de savoir que vous avez aimé {le_dish}.',
    ],
    drinkNeg: [
      '{le_dish} n’aurait jamais dû quitter le bar ainsi; nous en avons parlé à l’équipe.',
      'Désolés pour {le_dish}, nous avons revu la recette avec l’équipe du bar.',
    ],
    staffNeg: [
      'Vos commentaires sur la façon dont vous avez été reçus ont été transmis directement à l’équipe.',
      'Nous sommes désolés du service que vous avez reçu, et nous en avons parlé avec l’équipe.',
    ],
    topic: {
      food: [
        'Désolés que la cuisine n’ait pas été à la hauteur; notre chef a lu votre commentaire.',
        'L’équipe en cuisine a bien reçu vos commentaires et s’en occupe déjà.',
      ],
      wait: [
        'Une telle attente n’est pas acceptable, et nous revoyons notre organisation les soirs achalandés.',
        'Désolés pour l’attente, ce n’est pas le rythme que nous visons.',
      ],
      price: [
        'Désolés que l’addition vous ait laissé un goût amer; écrivez-nous et nous allons regarder ça.',
        'Le rapport qualité-prix nous tient à cœur, et vos commentaires ont été transmis à la direction.',
      ],
      cleanliness: [
        'Nous avons fait le point avec l’équipe sur la propreté des lieux.',
        'La propreté est une priorité pour nous, et nous avons resserré nos vérifications.',
      ],
      service: [
        'Nous avons partagé vos commentaires avec l’équipe en salle.',
        'Vos remarques sur le service ont été transmises à toute l’équipe.',
      ],
      ambience: [
        'Merci de nous avoir signalé l’inconfort en salle, nous nous en occupons.',
        'Nous voulons que la salle soit aussi agréable que l’assiette, et nous y travaillons.',
      ],
    },
    closePos: [
      'Au plaisir de vous revoir bientôt!',
      'À très bientôt!',
      'On a hâte de vous accueillir à nouveau.',
    ],
    closeNeg: [
      'N’hésitez pas à nous écrire directement pour qu’on puisse arranger les choses.',
      'Nous aimerions avoir la chance de vous recevoir à nouveau et de faire mieux.',
    ],
    ratingOnly: {
      good: [
        'Merci pour les {rating} étoiles, {first}!',
        'Merci beaucoup pour votre note, {first}!',
      ],
      mid: ['Merci pour votre note, {first}. Dites-nous comment nous aurions pu faire mieux!'],
      bad: [
        'Désolés que votre visite n’ait pas été à la hauteur, {first}. N’hésitez pas à nous écrire pour nous en dire plus.',
      ],
    },
    sign: ['— L’équipe {place}', '— Toute l’équipe {place}'],
    signManager: ['— {manager} et l’équipe {place}'],
  },
};

export const BANKS: Record<Lang, LangBank> = { en: EN, fr: FR };

const words = (list: string): readonly string[] => list.split(' ');

/** Names used for review authors. Kept disjoint from DEMO_STAFF_NAMES. */
export const AUTHOR_NAMES: Record<Lang, { first: readonly string[]; last: readonly string[] }> = {
  en: {
    first: words(
      'Emily Jessica Sarah Michael David Chris Jennifer Ashley Matt Ryan Lauren Kevin ' +
        'Amanda Josh Rachel Daniel Megan Tyler Hannah Brian Nicole Andrew Olivia Ethan ' +
        'Grace Liam Natalie Jason Kate Steve Aisha Raj Wei Mei Omar Fatima Carlos Ana ' +
        'Noah Zoe',
    ),
    last: words(
      'Smith Johnson Brown Taylor Wilson Anderson Thompson White Campbell Stewart ' +
        'MacDonald Murphy Walsh Patel Singh Chen Wong Nguyen Kim Lee Cohen Rossi Kowalski ' +
        "O'Brien Fraser Clarke Hughes Reid Bennett Morrison Graham Hall Young Scott " +
        'Mitchell Ferreira Haddad Sousa Reyes',
    ),
  },
  fr: {
    first: words(
      'Amélie Hélène Frédéric Zoé Léa Benoît François Gaétan Mathieu Geneviève Isabelle ' +
        'Marie-Ève Catherine Émilie Jérôme Olivier Maxime Simon Valérie Nathalie Stéphane ' +
        'Sébastien Mélanie Annie Louis Félix Camille Élodie Rémi Josée Sylvain Alexandre ' +
        'Karine Marc-André Audrey Véronique Pierre-Luc Jean-François Manon Guillaume',
    ),
    last: words(
      'Tremblay Gagnon Roy Côté Bouchard Gauthier Morin Lavoie Fortin Gagné Ouellet ' +
        'Pelletier Bélanger Lévesque Bergeron Leblanc Paquette Girard Simard Boucher ' +
        'Caron Beaulieu Cloutier Dubé Poirier Fournier Lapointe Leclerc Lefebvre Poulin ' +
        'Thibault St-Pierre Nadeau Desjardins Mercier Dufour Lemieux Hébert Vaillancourt ' +
        'Fréchette',
    ),
  },
};

/**
 * The demo menu, with what the generator needs to talk about each dish: its kind, and its
 * gender/number in French (English loan words default to masculine, as in Québec usage).
 */
export const DEMO_DISHES: ReadonlyArray<{
  name: string;
  kind: DishKind;
  fem: boolean;
  plural: boolean;
}> = [
  { name: 'duck confit', kind: 'food', fem: false, plural: false },
  { name: 'poutine', kind: 'food', fem: true, plural: false },
  { name: 'steak frites', kind: 'food', fem: false, plural: false },
  { name: 'crème brûlée', kind: 'dessert', fem: true, plural: false },
  { name: 'tuna tartare', kind: 'food', fem: false, plural: false },
  { name: 'French onion soup', kind: 'food', fem: true, plural: false },
  { name: 'espresso martini', kind: 'drink', fem: false, plural: false },
  { name: 'beef tartare', kind: 'food', fem: false, plural: false },
  { name: 'moules frites', kind: 'food', fem: true, plural: true },
  { name: 'croque-monsieur', kind: 'food', fem: false, plural: false },
  { name: 'smoked meat sandwich', kind: 'food', fem: false, plural: false },
  { name: 'bavette', kind: 'food', fem: true, plural: false },
  { name: 'burrata', kind: 'food', fem: true, plural: false },
  { name: 'Caesar salad', kind: 'food', fem: true, plural: false },
  { name: 'mushroom risotto', kind: 'food', fem: false, plural: false },
  { name: 'lobster roll', kind: 'food', fem: false, plural: false },
  { name: 'crab cakes', kind: 'food', fem: false, plural: true },
  { name: 'eggs Benedict', kind: 'food', fem: false, plural: true },
  { name: 'tarte au sucre', kind: 'dessert', fem: true, plural: false },
  { name: 'pouding chômeur', kind: 'dessert', fem: false, plural: false },
  { name: 'profiteroles', kind: 'dessert', fem: true, plural: true },
  { name: 'chocolate fondant', kind: 'dessert', fem: false, plural: false },
  { name: 'maple old fashioned', kind: 'drink', fem: false, plural: false },
  { name: 'house negroni', kind: 'drink', fem: false, plural: false },
  { name: 'Aperol spritz', kind: 'drink', fem: false, plural: false },
];

// Heuristics for dishes outside the demo menu.
export const DRINK_RE =
  /(?<!\p{L})(martini|negroni|old fashioned|spritz|sour|mojito|margarita|cocktail|mocktail|wine|vin|beer|bière|ipa|lager|latte|espresso|cappuccino|coffee|café|sangria|mimosa|gin|whisk(?:e)?y|cidre|cider|caesar cocktail)(?!\p{L})/iu;
export const DESSERT_RE =
  /(?<!\p{L})(brûlée|brulee|cake|cheesecake|gâteau|tarte|tart|pie|mousse|profiteroles?|pouding|pudding|sorbet|ice cream|crêpes?|fondant|tiramisu|éclairs?|macarons?|panna cotta|brownie)(?!\p{L})/iu;
export const FEMININE_HEADS: ReadonlySet<string> = new Set(
  words(
    'poutine crème creme soupe tarte salade bavette bouillabaisse pizza planche assiette ' +
      'côte tourtière bière sangria limonade quiche omelette galette crêpe mousse terrine ' +
      'blanquette choucroute tartiflette raclette fondue pavlova burrata bruschetta ' +
      'margarita paella lasagne entrecôte',
  ),
);
