import { VISIT_KINDS } from './complaint-kinds-visit.ts';
import type { ReplyLanguage } from './language.ts';
import type { ReplyAspect } from './reply-aspects.ts';

/*
 * Complaints a clause carries in one phrase, with no word naming their topic beside a word that
 * finds fault (complaint-words.ts needs both): being rushed out, forgotten or shrugged at, the
 * cold or the heat in the room, not hearing each other, tiny portions, no ramp. Each is heard
 * on the folded clause (lower case, no accents, "$" and "€" read as " dollars ") and named in
 * the reply by the kind, in the guest's language, under the aspect a reply answers it with.
 * Apostrophes stay in folded text, so the patterns match them with ".".
 */

type Words = Record<ReplyLanguage, string>;
export type ComplaintKind = {
  aspect: ReplyAspect;
  test: RegExp;
  words: Words;
  /** Heard only when the clause names no wait ("took forever to flag someone down" is the wait). */
  unlessWait?: boolean;
  /** What the restaurant owes the guest after it, said whenever the kind is apologised for. */
  followUp?: Words;
  /** Read on the clause before too: "Pickup at 6. Ready at 6:40." tells it in two. */
  withPrevious?: boolean;
  /** Heard only at one or two stars, where words that merely report are the complaint. */
  lowStarsOnly?: boolean;
  /** Not heard in a clause another kind names better ("the loud music", not also "the noise"). */
  unless?: RegExp;
};

const said = (en: string, fr: string): Words => ({ en, fr });

/** A booking lost or mixed up, as the reply names it. */
export const BOOKING_WORDS = said('the mix-up with your booking', 'l’erreur sur votre réservation');
/** A booked table not ready at its hour. */
export const BOOKED_WAIT_WORDS = said(
  'the wait for a table despite your booking',
  'l’attente malgré votre réservation',
);
const SEATING_WORDS = said('the table you were given', 'la table qu’on vous a donnée');

/**
 * Words that name a booking or a table, not how the guest was served: a reply that names the
 * service's complaint only in these promises no talk with the service team about it.
 */
export const PLACEMENT_WORDS = new Set(
  [BOOKING_WORDS, BOOKED_WAIT_WORDS, SEATING_WORDS].flatMap((w) => [w.en, w.fr]),
);

/** A small count, in figures or words: what a guest counts out on a plate. */
const COUNT =
  '(?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)';
/** Small things served by the piece, which a guest counts. */
const BITS =
  '(?:shrimps?|prawns?|oysters?|scallops?|wings?|pieces?|slices?|bits|bites|fries|dumplings?|raviol[io]s?|gnocchis?|meatballs?|nuggets?|mussels?|clams?|sushis?|rolls?|strips?|crevettes?|huitres?|petoncles?|ailes?|morceaux|tranches|frites|bouchees|boulettes|moules|calmars?|rouleaux)';
/** Words that find a count fair: "$12 for six oysters, a steal". */
const GLAD =
  '(?:steal|deal|bargain|aubaine|cheap|bon marche|happy hour|(?<!not |n.t )worth (?:it|every))';
/** What fills a dish, which a guest finds missing. */
const FILLING =
  '(?:beef|meat|chicken|pork|shrimps?|lobster|crab|fish|cheese|filling|noodles|brisket|bacon|toppings?|boeuf|viande|poulet|porc|crevettes?|homard|crabe|poisson|fromage|garniture|nouilles|smoked meat)';

/** The music itself too loud: said as the guest said it, not as "the noise". */
export const LOUD_MUSIC: ComplaintKind = {
  aspect: 'ambience',
  test: /\b(?:music (?:\w+ ){0,3}(?:loud|cranked|blasting|blaring)|(?:loud|blasting|blaring) music|musique (?:\w+ ){0,3}(?:forte|fort|assourdissante))\b/,
  words: said('the loud music', 'la musique trop forte'),
};

export const COMPLAINT_KINDS: ComplaintKind[] = [
  {
    // The guest hurried, not the guest in a hurry: "we were in a rush" is no complaint.
    aspect: 'service',
    test: /\b(?:(?:felt|feel|feeling|were|was|got|being|been) (?:\w+ )?(?:rushed|hurried)|rushed (?:us|out|through|off)|hurried (?:us|out)|(?:needed|wanted) (?:the|our) table(?: back)?|turn(?:ing)? (?:the|our) table|kicked (?:us )?out|pushed (?:us )?out|(?:nous a|nous ont|on s.est fait|se faire|fait|senti\w*|sentie?s?) presse\w*|presse\w* (?:pour|de) (?:partir|liberer|commander|finir|quitter|sortir)|liberer (?:la|notre) table|bouscul\w*|mis dehors|mettre dehors)\b/,
    words: said('the rushed service', 'le service trop pressant'),
  },
  {
    aspect: 'service',
    test: /\b(?:(?:he|she|they|server|waiter|waitress|staff) (?:\w+ )?forgot|forgot (?:about )?us|(?:were|got) forgotten|(?:nous a|nous ont|on nous a) oublie\w*|(?:a|ont) oublie (?:notre|nos|mon|ma|mes)|never came back|never (?:saw|seen) (?:him|her|them|our server|the server|our waiter|the waiter) again|(?:he|she|server|waiter|waitress) disappeared|disappeared for|on (?:ne )?l.a (?:jamais|plus) (?:re)?vu\w*|(?:il|elle) a disparu|(?:nobody|no one) (?:came|cared|checked|helped)|personne (?:ne )?(?:nous a (?!averti|prevenu|dit|mentionne)|est venu|s.est occupe)|(?:he|she|they|server|waiter|waitress|staff|bartender) (?:\w+ )?vanished|server disappeared|(?:serveur|serveuse|server|waiter|waitress|personnel|staff) introuvable|ignored us|nous a ignore\w*|nous ont ignore\w*)\b/,
    words: said('the absent service', 'le service absent'),
  },
  {
    // Waving for someone is the service's absence, unless the clause says how long it took.
    aspect: 'service',
    test: /\b(?:flag(?:ged)? (?:someone|somebody|them|a server|one) down|flag down|waved? for (?:the bill|the check|someone|a server))\b/,
    words: said('the absent service', 'le service absent'),
    unlessWait: true,
  },
  {
    aspect: 'service',
    test: /\b(?:shrug\w*|haussement d.epaules|(?:said|told us|told me|claimed) (?:it was|that was|it's) (?:our|my) (?:own )?fault|blamed (?:us|me)|(?:c.etait|c.est) (?:de )?(?:notre|ma) faute|no apology|never apologi\w*|did ?n.?t (?:even )?apologi\w*|(?:pas|aucune) d?.?excuses?|sans (?:un mot d.)?excuses?|(?:s.est|se sont) (?:meme )?pas excuse\w*)\b/,
    words: said('the way our service answered you', 'la réaction du service'),
  },
  {
    // Calls nobody took or returned, told beside a word of calling: the guest never got as far as
    // being served badly.
    aspect: 'service',
    test: /^(?=.*\b(?:phone\w*|call\w*|rang|ring\w*|voicemail|messages?|appel\w*|telephon\w*|repondeur|boite vocale)\b).*\b(?:(?:nobody|no one|noone|never) (?:ever )?(?:picked up|picks up|answer(?:ed|s)?(?: the phone| my calls?| our calls?)?)|never (?:called|call|rang|phoned) (?:us |me )?back|(?:no|never got a) call ?back|voicemail (?:was |is )?full|(?:calls?|messages?) (?:went|go|were|was) unanswered|personne (?:ne )?(?:repond\w*|a repondu|decroch\w*|a decroche)|jamais (?:repondu|rappele|decroche)|(?:pas|jamais) (?:ete )?rappele\w*|boite vocale (?:est |etait )?pleine)\b/,
    words: said('the calls that went unanswered', 'vos appels restés sans réponse'),
  },
  {
    // A call answered badly is the service the guest got on the phone, not "the visit".
    aspect: 'service',
    test: /\b(?:phone manners|(?:phone|called|phoned|rang|call(?:ed)? (?:in|ahead))\b.*\b(?:hung up|hang up|sigh\w*|rude|snapp\w*|short with|dismissive|unhelpful|be honest)|(?:honest|polite|rude) on the phone|(?:telephone|appele|au bout du fil)\b.*\b(?:raccroch\w*|soupir\w*|impoli\w*|bete|seche?|desagreable))\b/,
    words: said('the service you got on the phone', 'l’accueil que vous avez reçu au téléphone'),
  },
  {
    aspect: 'service',
    test: /\b(?:argu(?:ed|ing|e) with (?:us|me|my|our)|argumentative|(?:nous a|m.a|nous ont) (?:\w+ )?(?:contredit|tenu tete)|(?:s.est|se sont) (?:\w+ )?(?:obstine|dispute)\w* avec (?:nous|moi))\b/,
    words: said(
      'the argument you got instead of service',
      'la façon dont le service vous a tenu tête',
    ),
  },
  {
    // A cold welcome is the welcome, whatever was served after it.
    aspect: 'service',
    test: /\b(?:accueil (?:\w+ )?(?:glacial|froid|glacant|desagreable|execrable|deplorable|inexistant)|(?:cold|frosty|icy|chilly|rude|unfriendly) (?:welcome|greeting|reception))\b/,
    words: said('the cold welcome', 'l’accueil glacial'),
  },
  {
    // Looked down on at the door ("asked if we could afford it", « méprisant »): the welcome.
    aspect: 'service',
    test: /\b(?:condescend\w*|patroni[sz]\w*|looked down on us|talked down to|(?:if|whether) we could (?:really )?afford|meprisant\w*|hautain\w*|condescendant\w*|de haut|(?:si|qu.) (?:on|nous) (?:etait|etions|avait|avions) (?:\w+ ){0,3}les moyens)\b/,
    words: said('the condescending welcome', 'l’accueil condescendant'),
  },
  {
    // Nothing taken off the bill after a dish gone wrong: how the service answered the guest.
    aspect: 'service',
    test: /\b(?:nothing (?:was )?(?:taken|knocked|comped) off|(?:was|were) ?n.?t (?:comped|taken off)|did ?n.?t (?:comp|take (?:it|anything) off)|no (?:discount|comp|gesture)|rien (?:n.a ete )?(?:retire|enleve|deduit|offert)|aucun geste (?:commercial)?|pas (?:de|un) geste (?:commercial)?)\b/,
    words: said(
      'the service not taking anything off your bill',
      'l’absence de geste sur l’addition',
    ),
  },
  {
    // Refused service in French (or "English only" where French is spoken): a matter of respect,
    // named as such, not "the service".
    aspect: 'service',
    test: /\b(?:(?:refus\w*|wouldn.?t|would not|won.?t|did ?n.?t want|could ?n.?t|could not|unable|pas voulu|pas capable|incapable|voulai\w* pas|pouvai\w* pas|(?:fait|faisai\w*|pretend\w*) (?:semblant )?(?:de )?(?:ne )?(?:pas|not|rien) (?:to )?comprendre|pretend\w* not to (?:understand|speak)|(?:pas|aucun|no) (?:de )?(?:service|one spoke|word of)) (?:[\w']+ ){0,6}(?:en |in )?(?:francais|french)|(?:en |in )?(?:anglais|english) (?:seulement|only|uniquement)|(?:seulement|only|uniquement) (?:en |in )(?:anglais|english))\b/,
    words: said(
      'the service you were refused in French',
      'le service qu’on vous a refusé en français',
    ),
    followUp: said(
      'Every guest should be served in French here if they wish, and we are taking this up with the whole team.',
      'Chez nous, chacun doit pouvoir être servi en français, et nous reprenons la question avec toute l’équipe.',
    ),
  },
  {
    aspect: 'service',
    test: /\b(?:(?:refus\w*|wouldn.?t|would not|won.?t|did ?n.?t want|pas voulu|voulai\w* pas|(?:fait|faisai\w*|pretend\w*) (?:semblant )?(?:de )?(?:ne )?(?:pas|not|rien) (?:to )?comprendre|pretend\w* not to (?:understand|speak)) (?:[\w']+ ){0,6}(?:en |in )?(?:anglais|english)|(?:en |in )?(?:francais|french) (?:seulement|only|uniquement))\b/,
    words: said(
      'the service you were refused in English',
      'le service qu’on vous a refusé en anglais',
    ),
    followUp: said(
      'Every guest should be served in English here if they wish, and we are taking this up with the whole team.',
      'Chez nous, chacun doit pouvoir être servi en anglais, et nous reprenons la question avec toute l’équipe.',
    ),
  },
  {
    aspect: 'service',
    test: /\b(?:pushy|upsell\w*|(?:very|so|too) insistent|insistant\w*|trop insist\w*)\b/,
    words: said('the pushy service', 'le service trop insistant'),
  },
  {
    // Portions said smaller, small for what they cost, counted out ("two bits of lobster") or
    // measured against another ("half the size of the one in Shediac").
    aspect: 'food',
    test: /\b(?:(?:portions?|servings?) (?:\w+ ){0,3}(?:smaller|shrunk|shrank|rapetiss\w*|reduite?s?|not (?:so|very|that) big|pas (?:tres|si|super) (?:grosses?|genereuses?|copieuses?))|(?:small|tiny|petite?s?) (?:for the price|pour le prix)|stingy (?:on|with)|(?:chiches?|radin\w*) (?:en|sur)|(?:two|three|four|five|six|deux|trois|quatre|cinq|\d) (?:\w+ )?(?:bits|bites|spoonfuls|cuillerees|cuilleres|bouchees)|(?:only|just|maybe|seulement|juste|a peine) (?:two|three|four|five|six|deux|trois|quatre|cinq|six|\d) (?:\w+ )?(?:fries|shrimps?|scallops|pieces|frites|crevettes|petoncles|morceaux)|with (?:only )?(?:two|three|four|five|six|\d) (?:\w+ )?(?:fries|frites)|(?:je les ai|on les a) compte\w*|i counted|counted them|(?:half|a third|a quarter) (?:the|its) size|(?:deux|trois) fois plus petite?s?|moitie (?:moins grosse?s?|de la taille))\b/,
    words: said('the size of the portions', 'la taille des portions'),
  },
  {
    aspect: 'food',
    test: /\b(?:(?:tiny|small|skimpy|stingy|measly|kids? size|child size) (?:portions?|servings?)|portions? (?:were|was|are|is) (?:\w+ )?(?:tiny|small|skimpy|stingy|measly)|(?:still|left) hungry|plate (?:was )?half empty|half empty plate|mostly (?:bun|bread|batter|filler)|\d+ (?:percent )?(?:bun|bread|batter)|more (?:batter|bun|bread) than|portions? (?:\w+ )?(?:minuscules?|ridicules?|chiches?|de dinette|d.enfant|de moineau)|(?:petites?|minuscules?|maigres?) portions?|assiettes? (?:etait |etaient )?a moitie vide|encore (?:faim|affame\w*)|avec la faim|reste\w* sur (?:notre|ma|sa|leur) faim|(?:presque )?pas (?:de|beaucoup de) garniture)\b/,
    words: said('the size of the portions', 'la taille des portions'),
  },
  {
    // Portions counted or measured against the price or the bowl: "$19 for 5 shrimp", « 45
    // piasses pour un plateau pis y'avait 4 crevettes », « à moitié plein », "barely any beef",
    // "three whole pieces", « y'en avait pas gros ».
    aspect: 'food',
    test: new RegExp(
      `^(?!.*\\b${GLAD}\\b).*\\b(?:(?:dollars \\d+(?: \\d{2})?|\\d+ (?:dollars|euros|piasses|bucks|balles)) (?:for|pour) (?:only |just |juste |seulement )?${COUNT} (?:\\w+ )?${BITS}|(?:dollars \\d+(?: \\d{2})?|\\d+ (?:dollars|euros|piasses|bucks|balles)) (?:for|pour) [^.!?]{0,40}\\b(?:y.avait|il y avait|there (?:was|were)|(?:came|comes) with) (?:only |just |maybe |juste |seulement |genre )?${COUNT} (?:\\w+ )?${BITS}|${COUNT} whole (?:\\w+ )?${BITS}|(?:like|maybe|genre|comme|peut etre) ${COUNT} (?:\\w+ )?${BITS}|(?:barely|hardly) any (?:\\w+ )?${FILLING}|(?:a peine|presque pas|quasiment pas|pas beaucoup) (?:de |d.)${FILLING}|(?:bowls?|plates?|cups?|bols?|assiettes?|tasses?)(?: \\w+){0,3} (?:half empty|half full|a moitie (?:vide|plein)e?s?)|half (?:empty|full) (?:bowls?|plates?|cups?)|y.en (?:avait|a) pas (?:gros|beaucoup|grand chose|ben gros)(?= .*\\b(?:assiette|bol|plat|portion|boite|sandwich|pain|soupe|poutine|pour le prix|dollars|piasses)\\b| dans))`,
    ),
    words: said('the size of the portions', 'la taille des portions'),
  },
  {
    aspect: 'ambience',
    test: /\b(?:(?:freezing|cold|chilly|frigid) (?:inside|in there|in here|in the (?:room|dining room|restaurant|place))|(?:room|dining room|place) (?:was|is) (?:\w+ )?(?:freezing|cold|chilly)|coats? on|no heating|heating (?:was |is )?(?:broken|off|not working)|cold air|froid (?:dans|de) la salle|froid de canard|(?:salle|resto|restaurant) (?:etait |est )?(?:\w+ )?(?:froide|glaciale|gelee)|on gelait|on (?:a )?gele|chauffage (?:ne marchait pas|en panne|coupe|brise)|courant d.air|garde\w* (?:nos|notre|mon|son|nos) (?:manteaux?|vestes?))\b/,
    words: said('the cold in the room', 'le froid dans la salle'),
  },
  {
    aspect: 'ambience',
    test: /\b(?:(?:hot|stuffy|sweltering|boiling) (?:inside|in there|in here|in the (?:room|dining room|restaurant|place))|(?:room|dining room|place) (?:was|is) (?:\w+ )?(?:hot|stuffy|sweltering)|no (?:ac|a c|air conditioning)|(?:ac|air conditioning) (?:was |is )?(?:broken|off|not working)|(?:chaleur|chaud) (?:dans|de) la salle|faisait (?:une )?(?:chaleur|chaud)|(?:salle|resto|restaurant|sous sol) (?:\w+ ){0,4}(?:surchauffee|etouffante)|on (?:a )?sue|on suait|crev\w* de chaud|pas d.air climatise|pas de clim\w*|clim\w* (?:en panne|brisee|ne marchait pas))\b/,
    words: said('the heat in the room', 'la chaleur dans la salle'),
  },
  LOUD_MUSIC,
  {
    aspect: 'ambience',
    unless: LOUD_MUSIC.test,
    test: /\b(?:cranked (?:way )?up|(?:couldn.t|could not|can.t|cannot|impossible to|hard to|barely) hear|vacarme|(?:impossible|difficile) de (?:s.)?entendre|(?:s.entendait|entendait) (?:pas|rien))\b/,
    words: said('the noise', 'le bruit'),
  },
  {
    aspect: 'ambience',
    test: /\b(?:smell\w* (?:like|of) (?:old|stale|fryer|grease|bleach|sewage|garbage|mold|mould|smoke|feet|vomit)|(?:bad|weird|strange|awful|horrible|terrible|musty|funky) (?:smell|odou?r)|stinks?|stank|reek\w*|odeur (?:de |d.)?(?:egout|friture|javel|moisi|poubelle|graisse)|(?:mauvaise|drole d.|forte|horrible) odeur|sentait (?:le |la |l.)?(?:egout|friture|javel|eau de javel|moisi|poubelle|renferme|vieille huile)|puait)\b/,
    words: said('the smell in the room', 'l’odeur dans la salle'),
  },
  {
    aspect: 'location',
    test: /\b(?:no (?:ramp|elevator|lift)|not (?:wheelchair )?accessible|inaccessible|wheelchair (?:couldn.t|could not|can.t)|(?:pas|sans|ni) (?:de )?(?:rampe|ascenseur)|pas d.ascenseur|pas accessible|impossible (?:pour|en) (?:\w+ ){0,2}(?:fauteuil|marchette|poussette))\b/,
    words: said('the accessibility of the restaurant', 'l’accessibilité du restaurant'),
  },
  {
    aspect: 'location',
    test: /\b(?:(?:pas de|no|not enough|pas assez de|aucune) (?:place|room|space) (?:pour|for) (?:les |the |a |une |nos |our )?(?:poussettes?|strollers?|prams?|buggies))\b/,
    words: said('the room for strollers', 'la place pour les poussettes'),
  },
  {
    aspect: 'location',
    test: /\b(?:(?:pas de|pas d.une|aucune|sans|no|without a) (?:table a langer|(?:baby )?changing (?:table|station)))\b/,
    words: said('the missing changing table', 'l’absence de table à langer'),
  },
  {
    // Seated on top of the next table: the room, not the service.
    aspect: 'ambience',
    test: /\b(?:(?:colles|collees|tasses|tassees|entasses|entassees|empiles|serres|serrees|cordes|cordees) (?:\w+ ){0,3}(?:tables?|voisins|autres)|tables? (?:\w+ )?(?:collees|serrees|trop proches|trop rapprochees|les unes sur les autres)|on entendait (?:toute |toutes )?(?:leur|leurs|la) (?:conversation|conversations)|(?:tables?|seated|sat) (?:way |too |so |really )?(?:close together|crammed|cramped|on top of (?:each other|one another|the next))|cramped|crammed in|elbow to elbow|could hear (?:every word|their (?:whole |entire )?conversation))\b/,
    words: said(
      'the tables set so close together in the room',
      'les tables trop rapprochées dans la salle',
    ),
  },
  {
    // "1h15 pour deux burgers", "45 minutes for two coffees": the time a dish took is the wait,
    // unless the minutes were spent finding a place to park.
    aspect: 'wait',
    test: /^(?!.*\b(?:park\w*|garer|stationn\w*|tourne\w*|circl\w*|drive|drove|route|trajet|walk\w*|marche)\b).*\b(?:\d+h\d{2}|\d+ ?(?:min|minutes|mins|h|heures?|hours?|hrs?)|une heure|an hour|half an hour|demi heure) (?:d.attente )?(?:pour|for) (?:un|une|deux|trois|nos|notre|mon|ma|mes|our|my|a|two|three|\d) (?:\w+ )?(?:burgers?|plats?|assiettes?|cafes?|coffees?|drinks?|bieres?|beers?|pizzas?|poutines?|soupes?|soups?|sandwich\w*|salades?|salads?|brunch\w*|desserts?|entrees?|mains?|dishes|meals?|repas|bols?|bowls?)\b/,
    words: said('the wait', 'l’attente'),
  },
  {
    // "Booked for 7, seated at 7:50": the booking's hour against the table's is a wait, told in
    // one sentence or two (« Réservé pour 6 à 19 h. À 19 h 50, toujours debout »).
    aspect: 'wait',
    test: /\b(?:booked|reserve|reservation) (?:pour|for|a|at) \d+\b(?! ?(?:personnes|people|persons|guests|pers)\b).*\b(?:seated|sat(?: down)?|got (?:a|our|the) table|installe\w*|assis|place\w*) (?:\w+ )?(?:a|at|until|qu.a|around|vers) \d+|\b(?:booked|reserve|reservation)\b.*\b(?:pour|for|a|at) \d+\b.*\b(?:a|at|by) \d+(?: h)?(?: \d+)? (?:(?:we were|on etait|nous etions) )?(?:toujours|encore|still) (?:debout|standing|waiting|a attendre|en attente|pas assis|not seated)\b/,
    words: BOOKED_WAIT_WORDS,
    withPrevious: true,
  },
  {
    // "Forty minutes standing at the door": a wait for a table told by where it was spent.
    aspect: 'wait',
    test: /\b(?:\d+|vingt|trente|quarante|cinquante|soixante|twenty|thirty|forty|fifty|sixty)(?: |-)?(?:min|minutes|mins) (?:\w+ ){0,2}(?:debout|standing|a l.entree|at the door|at the entrance|by the door|pres de la porte)\b/,
    words: said('the wait for a table', 'l’attente pour avoir une table'),
  },
  {
    // A table jammed against the washroom or the kitchen: the room it put the guest in.
    aspect: 'ambience',
    test: /\btable (?:\w+ )?(?:collee|coincee|stuck|squeezed|wedged) (?:\w+ ){0,3}(?:toilettes|cuisines?|portes?|washrooms?|bathrooms?|restrooms?|toilets?|kitchen|doors?)\b/,
    words: said(
      'the atmosphere at the table you were given',
      'l’ambiance à la table qu’on vous a donnée',
    ),
  },
  {
    // Where the host sat the guest is the table they were given, not "the service".
    aspect: 'service',
    test: /\b(?:(?:(?:seated|sat|put|placed|stuck|shoved|squeezed) us|(?:were|was|got|been) (?:seated|sat|put|placed|stuck|squeezed)) (?:\w+ ){0,5}(?:next to|by|near|beside|in front of|across from|facing|outside) (?:the |a )?(?:\w+ )?(?:kitchen|doors?|washrooms?|bathrooms?|restrooms?|toilets?|bar|entrance|hallway|bins|service station|coat rack)|worst table|(?:nous a|nous ont|on nous a|on s.est fait) (?:place|installe|assis|mis|relegue)\w* (?:\w+ ){0,4}(?:a cote|pres|devant|au fond|a l.entree|en face) (?:\w+ ){0,3}(?:cuisines?|portes?|toilettes|bar|entree|poubelles|vestiaire)|la pire table)\b/,
    words: SEATING_WORDS,
  },
  {
    // "Ordered medium rare, arrived well done": the cooking asked for, not the dish, went wrong.
    aspect: 'food',
    test: /\b(?:(?:ordered|asked for|requested|commande\w*|demande\w*) (?:\w+ ){0,3}(?:medium rare|medium|rare|mi saignant|saignante?|a point|bleue?)\b.*\b(?:well done|overcooked|grey|gray|bien cuite?|trop cuite?)|(?:well done|overcooked|grey|gray|bien cuite?|trop cuite?)\b.*\b(?:ordered|asked for|requested|commande\w*|demande\w*) (?:\w+ ){0,3}(?:medium rare|medium|rare|mi saignant|saignante?|a point|bleue?))\b/,
    words: said(
      'the meat not cooked the way you ordered it',
      'la cuisson, qui n’était pas celle demandée',
    ),
  },
  {
    aspect: 'food',
    test: /\b(?:out of (?:half )?(?:the|their) menu|ran out of (?:\w+ ){0,2}(?:menu|dishes|items|specials|desserts?|fries|bread|oysters|wings|ribs)|(?:etait|etaient) en rupture|plus de (?:\w+ ){0,2}disponibles?)\b/,
    words: said('the dishes that had run out', 'les plats en rupture'),
  },
  {
    aspect: 'cleanliness',
    test: /\b(?:(?:bathroom|washroom|restroom|toilets?) (?:was |were |is )?(?:out of order|broken|closed)|toilettes (?:etaient |etait |sont )?(?:hors service|en panne|bouchees|fermees))\b/,
    words: said('the washroom', 'les toilettes'),
  },
  {
    aspect: 'cleanliness',
    test: /\b(?:fruit flies|flies (?:everywhere|around|all over)|mouches? (?:a fruits|partout|autour)|cockroach\w*|coquerelles?|cafards?|mal lave\w*|not washed|unwashed|lipstick|rouge a levres|bird (?:poop|droppings)|fientes?)\b/,
    words: said('the cleanliness', 'la propreté'),
  },
  ...VISIT_KINDS,
];

/** The service's kinds in words that judge it: said in an apology, never where it is only heard. */
export const JUDGING_WORDS = new Set(
  COMPLAINT_KINDS.filter((k) => k.aspect === 'service').flatMap((k) => [k.words.en, k.words.fr]),
);

/** What tasting of nothing says of the food, unless the clause names a drink. */
export const TASTELESS =
  /\b(?:goutai\w* rien|gout de rien|aucun gout|sans gout|tasteless|no flavou?r|tasted (?:like )?(?:nothing|of nothing))\b/;

/** The food's kinds: said beside a dish's apology, since they say what the dish's line cannot. */
export const FOOD_KIND_WORDS = new Set(
  COMPLAINT_KINDS.filter((k) => k.aspect === 'food').flatMap((k) => [k.words.en, k.words.fr]),
);

/** Words of the kinds, whatever their aspect: a complaint told in one phrase. */
const KIND_WORDS = new Set(COMPLAINT_KINDS.flatMap((k) => [k.words.en, k.words.fr]));

/** Whether the complaints hold, for the aspect, a kind told in one phrase ("the noise"). */
export const kindHeard = (complaints: Map<string, string[]>, aspect: string) =>
  (complaints.get(aspect) ?? []).some((w) => KIND_WORDS.has(w));
