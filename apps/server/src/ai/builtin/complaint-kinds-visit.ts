import type { ReplyLanguage } from './language.ts';
import type { ReplyAspect } from './reply-aspects.ts';

/*
 * Complaints about how the guest was treated or let down around the meal, told without a word
 * that finds fault with a topic (complaint-kinds.ts explains how kinds are heard): a server who
 * could not care less, an insult, a gift card refused, a refund refused, the card machine down
 * or pressing for a tip, stairs nobody warned about. Each is named by a word of its topic, so the
 * reply says what it apologises for rather than "your visit".
 */

type Words = Record<ReplyLanguage, string>;
type VisitKind = {
  aspect: ReplyAspect;
  test: RegExp;
  words: Words;
  withPrevious?: boolean;
  lowStarsOnly?: boolean;
};

const said = (en: string, fr: string): Words => ({ en, fr });

/** Mobility, a pram or a wheelchair: who stairs, a door or a narrow room shut out. */
const MOBILITY =
  '(?:wheelchairs?|fauteuil roulant|walkers?|marchettes?|canes?|cannes?|strollers?|poussettes?|prams?|crutch\\w*|bequilles?|mobility|mobilite|rollator)';

/** Who answers a guest for the restaurant, as a guest names them (folded). */
const STAFF_WHO =
  '(?:host|hostess|manager|server|waiter|waitress|staff|guy|girl|lady|cashier|bartender|owner|employee|hotesse|gerante?|responsable|serveur|serveuse|proprio|proprietaire|caissiere?|employee?|personnel)';

export const VISIT_KINDS: VisitKind[] = [
  {
    // Indifference said in slang: « s'en crissait », "couldn't care less", "like we were a bother".
    aspect: 'service',
    test: /\b(?:s.en (?:criss\w*|caliss\w*|fout\w*|fich\w*|sacr\w*|bat\w* les \w+)|(?:could ?n.?t|could not) care less|(?:did ?n.?t|does ?n.?t) (?:seem to |even )?care|(?:acted|behaved|looked at us|treated us|made (?:us|me) feel) (?:\w+ )?(?:like|as if|as though) (?:we|i) (?:were|was) (?:\w+ )?(?:bother\w*|inconvenienc\w*|a burden|a nuisance|interrupting|in (?:her|his|their|the) way)|comme si (?:on|nous|je) (?:la |le |les |l.)?(?:derang\w*|achal\w*|ecoeur\w*|tann\w*)|pas aimable (?:pantoute|du tout)|bete comme ses pieds|(?:avait|avaient) (?:l.air )?(?:bete|d.une porte de prison))\b/,
    words: said('the indifferent service', 'le service indifférent'),
  },
  {
    // Insulted or shouted at: what the guest was called is theirs to quote, never the reply's.
    aspect: 'service',
    test: /\b(?:insult\w*|called (?:me|us|him|her|my \w+|our \w+) (?:an? )?(?:idiot|moron|stupid|names|liar|cheap|b\w*ch)|swore at|cursed at|(?:yell\w*|shout\w*|scream\w*) at (?:us|me|my)|(?:nous|m.|l.|les) (?:a|ont) (?:traite\w*|insulte\w*|engueule\w*|crie apres)|traite\w* (?:\w+ ){0,3}?(?:de |d.)(?:maudits?|criss|cave|imbeciles?|idiots?|cons?|connes?|menteu\w*|voleu\w*|cheap|gratteu\w*)|(?:crie|gueule|sacre) (?:apres|contre|sur) (?:nous|moi))\b/,
    words: said(
      'the way you were spoken to during service',
      'la façon dont on vous a parlé pendant le service',
    ),
  },
  {
    // An order mixed up: the service that took it, whatever came of the dishes.
    aspect: 'service',
    test: /\b(?:commandes? (?:\w+ )?(?:melangee?s?|mal prises?|erronee?s?|inversee?s?)|(?:se sont|s.est|ils se sont) (?:\w+ )?melange\w* dans (?:la|les|nos|notre) commandes?|mixed up (?:the |our |my )?(?:orders?|tables?)|(?:orders?|tickets?) (?:got |were |was )?mixed up)\b/,
    words: said(
      'the service mixing up your order',
      'le service qui s’est trompé dans votre commande',
    ),
  },
  {
    // "Pickup at 6, ready at 6:40": a take-out order's hour against the hour it was ready.
    aspect: 'wait',
    test: /\b(?:pick ?up|pick-up|takeout|take ?out|take-out|to go|a emporter|pour emporter|ramasser|cueillette)\b.*\b(?:at|for|pour|a|vers) \d+\b.*\b(?:ready|pret|prete|prets|came out|handed|got (?:it|our food|the food|my food)|sortie?|remise?) (?:\w+ )?(?:at|until|around|a|vers|qu.a) \d+/,
    words: said('the wait for your pick-up order', 'l’attente pour votre commande à emporter'),
    withPrevious: true,
  },
  {
    // A delivery or take-out that came cold: the food as it reached the guest.
    aspect: 'food',
    test: /\b(?:(?:order|food|delivery|takeout|take out|pickup|commande|bouffe|livraison)(?: \w+){0,4} (?:arrived|came|showed up|was delivered|arrivee?s?|livree?s?|est arrivee?s?) (?:\w+ ){0,3}(?:cold|stone cold|lukewarm|froide?s?|frette?s?|tiede?s?))\b/,
    words: said('the order that arrived cold', 'la commande arrivée froide'),
  },
  {
    // Items left out of a delivery or take-out bag.
    aspect: 'service',
    test: /\b(?:(?:was |were )?missing (?:half|items?|(?:the |our |my |a |an |one |two )?(?:\w+ ){0,2}(?:from|in) (?:the |our |my )?(?:order|bag))|(?:half|part) (?:of )?(?:the |our |my )?order (?:was )?missing|(?:y |il )?manquai(?:t|ent) (?:la moitie|des (?:articles|items|plats)|(?:\w+ ){0,3}dans (?:la|ma|notre) commande)|(?:la moitie|des articles|des plats) (?:de la commande |de ma commande )?manquai\w*)\b/,
    words: said('the items missing from your order', 'les articles manquants de votre commande'),
  },
  {
    // Sent to the delivery app instead of helped: how the restaurant answered.
    aspect: 'service',
    test: /\b(?:(?:told|said) (?:me |us )?(?:to )?(?:call|contact|talk to|complain to) (?:uber|doordash|skip|skipthedishes|the app|the delivery)|(?:dit|demande) (?:d.|de )?(?:appeler|contacter|voir avec|me plaindre a) (?:uber|doordash|skip|l.appli\w*|la livraison))/,
    words: said(
      'being sent to the delivery app instead of helped',
      'le renvoi vers l’application de livraison au lieu de vous aider',
    ),
  },
  {
    // A gift card refused or called expired: the guest's money, turned away at the till.
    aspect: 'service',
    test: /^(?=.*\b(?:gift ?cards?|cartes? ?cadeaux?|certificats? cadeaux?|bons? cadeaux?)\b).*\b(?:refus\w*|(?:would ?n.?t|would not|wo ?n.?t|did ?n.?t|could ?n.?t) (?:\w+ )?(?:accept|take|honou?r|use)|not (?:accepted|honou?red|valid)|expired?|expiree?s?|perimee?s?|invalid\w*|declined|rejected|pas (?:valide|acceptee?|honoree?|bonne)|plus (?:valide|bonne)|(?:veu\w*|voulu) rien savoir)\b/,
    // Named without the card's own name, which a reply to a complaint must not seem to sell.
    words: said(
      'the service refusing the card you presented',
      'le service qui a refusé la carte que vous présentiez',
    ),
  },
  {
    // A refund or a fix refused: how the service answered, apart from the charge itself.
    aspect: 'service',
    test: /\b(?:refus\w* (?:\w+ ){0,2}(?:to )?(?:refund|reimburse|rembours\w*|fix|correct|corriger)|(?:would ?n.?t|wo ?n.?t|would not) (?:\w+ ){0,2}(?:refund|reimburse)|refuse de rembours\w*|(?:veu\w*|voulu|voulai\w*) rien savoir)\b/,
    words: said(
      'the service refusing to put it right',
      'le refus de notre service de corriger la situation',
    ),
  },
  {
    // The card machine down: the guest sent to find cash at the end of the meal.
    aspect: 'service',
    test: /\b(?:(?:card|debit|credit|payment|interac) (?:machines?|terminals?|readers?)\b(?: \w+){0,3} (?:down|broken|not working|did ?n.?t work|was ?n.?t working|out of order|dead)|(?:terminal|machine)s? (?:de paiement |a cartes? |de debit |interac )?(?:\w+ ){0,2}(?:en panne|(?:ne )?(?:marchait|fonctionnait|marchaient|fonctionnaient) pas|brise\w*|hors service|morte?))\b/,
    words: said(
      'the card machine being down during service',
      'le terminal de paiement en panne pendant le service',
    ),
  },
  {
    // The service set against what was praised, without a word of fault: "service, not so much",
    // « service beaucoup moins », « pour le service, on repassera ».
    aspect: 'service',
    test: /\b(?:services?,? (?:(?:was|is|a|un|much|way|far|beaucoup|bien|un peu) )?(?:moins|less so|not so much|pas tant|another story|a different story|autre chose|une autre histoire)|(?:cote|pour le) service,? (?:on repassera|c.est autre chose|c.est une autre histoire))\b/,
    words: said('the service', 'le service'),
  },
  {
    // What a host, a manager or a server answered, reported in a one- or two-star review ("the
    // host said 'it happens with the website'", « la gérante nous a répondu qu'il fallait
    // appeler »): the answer is part of the complaint, apart from what it answered.
    aspect: 'service',
    lowStarsOnly: true,
    test: new RegExp(
      `\\b(?:${STAFF_WHO})\\b(?: \\w+){0,2}? (?:(?:just|only|then|simply) )?(?:said|says|told (?:us|me)|replied|answered|goes|shrugged|rolled (?:her|his|their) eyes)\\b` +
        `|\\b(?:${STAFF_WHO})\\b(?: \\w+){0,2}? (?:(?:nous|m.|me) )?(?:a|ont) (?:(?:juste|seulement|simplement) )?(?:(?:nous|m.) )?(?:dit|repondu|leve les yeux|hausse les epaules)\\b` +
        `|\\b(?:on|ils|elle|il) (?:nous|m.) (?:a|ont) (?:juste |seulement |simplement )?(?:repondu|dit) (?:qu|que|de)\\b`,
    ),
    // The same words as a shrug's (complaint-kinds.ts), so a shrug and an answer are named once.
    words: said('the way our service answered you', 'la réaction du service'),
  },
  {
    // A tip pressed on the guest, by the card machine or a server standing over them.
    aspect: 'price',
    test: /\b(?:(?:card machine|terminal|machine)\b.*\b(?:tip|pourboire)|(?:tip|tipping) (?:screen|prompt|options?|suggestions?)\b(?: \w+){0,3} (?:start\w*|began|wanted|asked|at \d+)|ecran (?:de |du |des )?pourboires?|(?:suggest\w*|prompt\w*|start\w* at|pressur\w*|push\w*|forc\w*|impos\w*|ajout\w*|added|auto ?added) (?:\w+ ){0,4}(?:tips?|pourboires?|gratuit\w*)|automatic (?:\d+ percent|gratuity|tip)|(?:\d+ percent|pourboire) (?:\w+ ){0,3}(?:ajoute|impose|inclus d.office|automatique))\b/,
    words: said(
      'the tip pressed on you on top of the price',
      'le pourboire imposé en plus du prix',
    ),
  },
  {
    // Stairs, a door or a room a guest with a walker, a cane or a pram could not manage.
    aspect: 'location',
    test: new RegExp(
      `(?=.*\\b(?:stairs?|staircase|stairway|escaliers?)\\b)(?=.*\\b(?:warn\\w*|nobody told|not told|mention\\w*|averti\\w*|prevenu\\w*|steep|raides?|abrupt\\w*|${MOBILITY})\\b)|\\b${MOBILITY}\\b.*\\b(?:had to|fold\\w*|pli\\w*|outside|dehors|could ?n.?t|could not|no room|pas de place|trouble|hard|difficult|difficile|pas evident|refus\\w*|not allowed|pas permis|blocked|bloque\\w*|no way|impossible)\\b|\\b(?:trouble|pas evident|difficile|hard|galere) (?:\\w+ ){0,4}${MOBILITY}\\b|\\b(?:refus\\w*|not allowed|pas permis|turned (?:us |me )?away) (?:\\w+ ){0,6}(?:parce que|because|since|car) (?:\\w+ ){0,4}${MOBILITY}\\b|\\b(?:guide dog|service (?:dog|animal)|chien.guide|chien d.assistance)\\b`,
    ),
    words: said('the accessibility of the restaurant', 'l’accessibilité du restaurant'),
  },
];
