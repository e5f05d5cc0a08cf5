import type { IncidentKind } from '@tableside/domain/review-signals';
import { KIN, PERSON } from './incident-words.ts';
import { words, type SignalSentence } from './text.ts';

/**
 * Incidents told as events rather than named (docs/product/review-understanding.md#signals):
 * guests rarely write "food poisoning" or "foreign object"; they say what happened to a body,
 * what came out of the food, what they saw in the room, how they were treated. Each kind is
 * composed from small families — who, what happened, when — so that wordings nobody listed
 * still read as the event, and a topic alone (a bathroom, a dog, a lawyer at the next table)
 * does not.
 */

/** A moment after the meal: what happens then happened to the guest's body. */
const AFTER = words`
  (?:by|around|until|at) (?:midnight|morning|bedtime|\d+ ?(?:am|pm|a\.m\.|p\.m\.))|that (?:night|evening)|later that (?:night|evening|day)|the (?:next|following) (?:day|morning|night)|overnight|(?:an|one|two|three|a few|a couple of|\d+) hours? (?:later|after)|within (?:the|an|a few|a couple of|\d+|two|three) hours?|(?:when|once|as soon as|by the time) (?:we|i|he|she|they) got home|on the (?:drive|way|ride) home|all night|all weekend|after (?:eating|the meal|dinner|lunch|brunch|our meal|that meal|we ate)
  le lendemain|dans la nuit|cette nuit-la|le soir meme|la nuit meme|(?:une|deux|trois|quelques|\d+) heures? (?:plus tard|apres)|en (?:rentrant|arrivant) (?:a la maison|chez nous|chez moi)|de retour a la maison|rendue?s? (?:a la maison|chez nous)|au milieu de la nuit|en pleine nuit|durant la nuit|pendant la nuit|(?:vers|a|des) \d+ ?h(?:\d\d)?(?: du matin| de la nuit)|toute la nuit|tout le week-?end|toute la fin de semaine|apres (?:le repas|le souper|le diner|le brunch|avoir mange)
`;
/** What a stomach does to a body; not "sick of", not a bathroom alone. */
const SYMPTOM = words`
  shivering|chills|fever\p{L}*|cramps|cramping|sweats|cold sweat|dizzy|fainted|fainting|nause\p{L}*|vomit\p{L}*|throwing up|threw up|puk\p{L}*|diarrh\p{L}*|doubled over|(?:felt|feeling|woke up feeling|woke up) (?:so |really |very |pretty |absolutely )?(?:awful|terrible|horrible|rough|unwell|queasy|green|like death|like garbage|off)|(?:stomach|belly|gut|tummy)s? (?:was |were |started |began )?(?:hurt\p{L}*|churn\p{L}*|turn\p{L}*|ache\p{L}*|in knots|cramp\p{L}*|on fire|upset|rumbl\p{L}*|gurgl\p{L}*)|(?:stomach|belly|gut|tummy)s? (?:wasn't|weren't|was not|were not) (?:\p{L}+ )?happy|(?:didn't|did not) (?:sit|agree) (?:well )?with (?:me|him|her|us|them|my \p{L}+|our \p{L}+)
  frissons?|fievre\p{L}*|fiev\p{L}*|crampes?|grelott\p{L}*|sueurs? froides?|etourdi\p{L}*|vomi\p{L}*|nausee\p{L}*|diarrhee\p{L}*|mal au (?:ventre|coeur|c\u0153ur)|(?:pas bien|mal) dig[e\u00e9]r\p{L}*|(?:a|ont|avait) (?:vraiment )?mal passe|(?:j'etais|on etait|il etait|elle etait|ils etaient|elles etaient|nous etions|j'ai ete|on a ete|a ete|ont ete|suis|sommes|sont) (?:\p{L}+ ){0,2}malades?|ventre (?:a fait|faisait) des siennes|estomac (?:a l'envers|retourne|en compote|en vrac|tout croche)|ventre (?:en compote|tout croche|a l'envers)|tordue? (?:en deux|de douleur)|pliee? en deux
`;
const ILLNESS_EVENT = words`
  (?:couldn't|could not|can't|cannot|unable to|wasn't able to|weren't able to) keep (?:anything|any food|food|water|liquids?|fluids|it|a thing|down)(?: down)?
  (?:stuck|stayed|spent|been|was|were|kept) in bed (?:for (?:a|two|three|four|\d+|the (?:whole|rest|entire)|days|hours)|since)|(?:a|one|two|three|four|\d+) (?:days?|nights?) in bed|(?:\p{L}+ )?(?:jours?|journees?) au lit|cloue\p{L}* au lit|au lit (?:pendant|durant|toute|tout le|deux|trois|\d+)
  (?:stomach|gut|belly|tummy)s? (?:has|have|hasn't|haven't|has not|have not|wasn't|was not|isn't|is not) (?:\p{L}+ )?(?:been )?(?:right|the same|okay|ok) since|(?:had|got|with|gave (?:me|him|her|us) the) the (?:runs|trots)
  (?:never|rarely|not often) (?:been|felt|gotten|got|was) (?:so|that|this|as) (?:sick|ill)|jamais (?:ete|ete aussi|autant ete|ete si) (?:aussi |si )?malades?
  hooked (?:up )?to (?:an? )?(?:iv|fluids|drip)|on an iv|(?:iv|intravenous) fluids|(?:needed|got|given|gave (?:him|her|me|us)) fluids|(?:was|were|got|became|so) (?:\p{L}+ )?dehydrated
  (?:missed|miss|missing|lost) (?:a|one|two|three|four|\d+|several|a couple of|the next|a whole|an entire) (?:full |whole )?(?:days?|shifts?|week) (?:of )?(?:work|school)|(?:off|home from) (?:work|school) for (?:a|two|three|\d+|several) days
  (?:bent|hunched|leaning|kneeling|slumped|hugging|head) (?:over|in|by|at|in front of|down in) (?:the |a )?(?:toilet|porcelain|bowl)|(?:running|ran|run|back and forth|trips) (?:back and forth )?to the (?:bathroom|washroom|toilet) all night
  (?:penchee?s?|pliee?s?|accroupie?s?|agenouillee?s?|a genoux|couchee?s?|la tete) (?:sur|dans|devant|au-dessus de|au-dessus du|a cote de) (?:la |le )?(?:toilette|cuvette|bol)|(?:aller-retours?|allers-retours?|couru\p{L}*|courir) (?:\p{L}+ ){0,2}(?:aux|a la|a la salle de) (?:toilettes?|bain|salle de bain)
  (?:pas capable|incapable|impossible) de (?:rien )?garder (?:rien|quoi que ce soit|de l'eau|l'eau|la nourriture|quoi que ce soit)|(?:rien|pas pu rien) garde\p{L}*|sous (?:solute|intraveineuse)|(?:au|du) solute|deshydrate\p{L}*|manque\p{L}* (?:\p{L}+ ){0,2}(?:jours?|journees?) (?:de )?(?:travail|job|ecole|classe)|arret de travail|info-?sante|appel\p{L}* (?:le )?811
`;
/**
 * Up all night says nothing of why: in a happy review it is a craving ("up all night. Thinking
 * about the toum"), so there it needs a symptom told somewhere in the review.
 */
const UP_ALL_NIGHT = words`
  ${PERSON} (?:was|were|had been|have been|'ve been) up (?:all|half) (?:the )?night(?! (?:dancing|partying|talking|chatting|celebrating|laughing|drinking|studying|working|reading|watching|playing|thinking|dreaming|craving))
`;
const IN_CARE = words`
  ${PERSON} (?:ended up|went|was rushed|were rushed|had to go|spent (?:the night|the evening|the day|hours|the morning|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\p{L}+ hours)) (?:in|to|at) (?:the )?(?:er|e\.r\.|emergency|hospital|urgent care|walk-in clinic|clinic)
  (?:(?:fini|finie|finis|rendue?s?|amenee?s?|transportee?s?|emmenee?s?) (?:la nuit |la soiree |la journee )?|passee?s? (?:la nuit|la soiree|la journee|\p{L}+ heures) )(?:a l'urgence|aux urgences|a l'hopital|a la clinique)
`;

/** A reaction told by what treated it: the antihistamine, the rash. */
const ALLERGY_EVENT = words`
  throat (?:felt|got|was|went|started (?:to )?(?:feel|get)) (?:\p{L}+ )?(?:tight|scratchy|itchy|swollen)|(?:tightness|swelling) in (?:my|his|her|their) throat|gorge (?:serree|qui (?:se )?serrait|qui (?:se )?serre)
  benadryl|antihistamin\p{L}*|reactine|claritin|(?:broke|breaking|breaks|break) out in (?:a rash|hives|red (?:blotches|spots|bumps)|welts)|(?:plaques|boutons) rouges (?:partout|sur)|(?:face|lips?|eyes?|tongue) (?:puffed|blew) up|(?:visage|levres|yeux|langue) (?:a |ont )?(?:enfle|gonfle)\p{L}*
`;

/** Someone at the table hurt by something: a pinch, a bump, a burn, a bruise. */
const LIMB = String.raw`(?:hands?|fingers?|thumbs?|arms?|wrists?|legs?|knees?|foot|feet|toes?|ankles?|face|forehead|lips?|head|shoulders?|elbows?|shins?)`;
const MEMBRE = String.raw`(?:mains?|doigts?|pouce|bras|poignet|jambes?|genoux?|pieds?|orteils?|cheville|visage|front|levres?|tete|epaule|coude)`;
const INJURY_EVENT = words`
  (?:scraped|bruised|pinched|jammed|crushed|banged|bumped|smashed|stubbed|sprained|broke|fractured|sliced|gashed|smacked|whacked|knocked|slammed) (?:my|his|her|their|our) (?:\p{L}+ )?${LIMB}|(?:hit|hitting) (?:my|his|her|their|our) (?:head|forehead|knee|elbow|shin)s? (?:on|against)
  ${LIMB} (?:got |was |were |getting |had been )?(?:pinched|crushed|jammed|smashed|slammed|scraped|gashed|bruised|blistered|sprained|fractured|broken|scalded)
  (?:blistered|scalded|bruised|bleeding|crushed|pinched|sprained|fractured|broken|burn(?:ed|t)) ${LIMB}
  (?:had|has|got|have|with|left (?:him|her|me|us|them) with|ended up with|walked away with) (?:a |an )?(?:\p{L}+ )?(?:bruises?|goose ?eggs?|welts?|gash|concussion|black eye|sprain|blisters?|bumps? on (?:the|his|her|my) (?:head|forehead)|lump on (?:the|his|her|my) (?:head|forehead))(?! of| in)
  (?:hit|struck|smacked|whacked|clipped|bonked|landed on|fell on|crashed (?:on|onto|into)) (?:me|him|her|us|my ${KIN}|our ${KIN}|my \p{L}+|our \p{L}+)(?: \p{L}+)? (?:on|in) the (?:head|face|back|shoulder|arm|leg|knee|foot|eye|nose|hand|forehead)
  (?:fell|landed|crashed|tipped|toppled|dropped|came down) (?:\p{L}+ )?(?:on|onto) (?:my|his|her|our|my \p{L}+'s|our \p{L}+'s) (?:head|face|foot|feet|hand|hands|arm|leg|back|shoulder)
  ${PERSON} (?:got|getting|gets) (?:\p{L}+ )?hurt(?! by| that| to| when)|${PERSON} (?:got|was|were|getting) (?:\p{L}+ )?injured|(?:hurt|injured) (?:himself|herself|myself|themselves|ourselves|(?:his|her|my|their) (?!feelings|pride|ego|heart|wallet|soul|budget)\p{L}+)|(?<!insult to |no |without |any |personal )injur(?:y|ies)(?! lawyer| firm| claim| attorney)
  left (?:a |an )?(?:\p{L}+ )?(?:mark|burn|blister|welt|scar|bruise|gash|cut) on (?:my|his|her|their|our) ${LIMB}|(?:got|get|had|have) (?:a |an )?(?:\p{L}+ )?splinters?|ecchardes?|(?:une |des )?echardes?|(?:chair|high ?chair|stool|booster|bench)s? (?:tipped|toppled|flipped|fell) over (?:with|while) (?:me|him|her|my|our)|(?:fait|eu|eue|donne) une entorse|(?:foule|tordu) (?:la|sa|ma) cheville
  spill\p{L}* (?:\p{L}+ ){0,2}(?:hot|boiling|scalding) (?:\p{L}+ )?(?:on|all over|onto) (?:me|him|her|us|my|his|her|our)
  (?:s'est|me suis|se sont|nous sommes|s'etait|m'etais|t'es) (?:\p{L}+ )?(?:cogne|pince|coince|ecrase|foule|tordu|frappe|ouvert)e?s? (?:la |le |les |l'|un |une |sa |son |ses |ma |mon |mes )?(?:${MEMBRE}|\p{L}+ (?:${MEMBRE}))
  ${MEMBRE} (?:\p{L}+ )?(?:brulee?s?|ebouillantee?s?|pincee?s?|ecrasee?s?|coincee?s?|ensanglantee?s?|en sang|couverte?s? de cloques|foulee?|cassee?s?)
  (?:une |grosse |belle |une grosse |une belle )?(?:bosse|prune|ecchymose|entorse|commotion)s? (?:\p{L}+ )?(?:sur|au|a la|a l') ?(?:le |la |l')?(?:${MEMBRE})|(?:un|des|gros|beau|grand) bleus? (?:sur|au|a la|aux) |commotion cerebrale
  (?:recu|tombee?|atterri|frappee?|echappee?)\p{L}* (?:\p{L}+ ){0,2}sur (?:(?:la tete|le front|le pied|la main|le bras|l'epaule|le visage|la jambe) (?:de|d'|a)|(?:sa|ma|son|mon|notre|leur) (?:tete|front|pied|main|bras|epaule|visage|jambe))
  (?:s'est fait mal|se sont fait mal|me suis fait mal|on s'est fait mal|s'est fait brasser)
`;

/** Something that is not food, found in it or in a mouth. */
const THING = String.raw`(?:plastic(?: wrap)?|cling ?film|saran wrap|foil|tape|string|twine|zip ?ties?|twist ?ties?|band-?aids?|bandages?|gloves?|latex|glove tip|fingernails?|nails?|screws?|staples?|bolts?|wires?|bristles?|broken glass|glass shards?|stones?|pebbles?|gravel|paper|receipt|cardboard|labels?|stickers?|price tags?|rubber bands?|hair ?ties?|bobby pins?|earrings?|buttons?|eyelash(?:es)?|insects?|bugs?|flies|fly|worms?|maggots?|beetles?|spiders?|ants|larva[e]?|moths?)`;
const FOOD = String.raw`(?:food|plate|dish|bowl|meal|order|soup|salad|sandwich|burger|pasta|fries|poutine|drink|cocktail|coffee|pizza|bread|wrap|taco|dessert|cake|pie|rice|sauce|noodles|ramen|curry|omelet\p{L}*|eggs|pancakes?|waffles?|hash browns|flatbread|fish|chicken|steak|chowder|stew|cup|mug|beer|wine|smoothie|juice|tea|latte|bun|toast|bagel|muffin|croissant|cookie|brownie|tart|quiche|risotto|gnocchi|dumplings?|sushi|burrito|nachos|wings|ribs|lasagna|mouth|takeout|leftovers)`;
/** Where the thing was: the guest's own dish (any name: "my club sandwich") or a named food. */
const FOOD_PLACE = String.raw`(?:(?:my|our|his|her|their) (?!hand|hands|lap|pocket|bag|purse|car|way|coat|jacket|hair|eyes?|face|seat|chair|table|mind|opinion|life|view|phone|room|house|kids?)\p{L}+|(?:the|a|this|that) (?:\p{L}+ )?${FOOD})`;
const OBJET = String.raw`(?:plastique|pellicule|papier|ficelle|elastique|pansement|plaster|gant|ongle|vis|agrafe|clou|fil de fer|broche|eclats? de verre|verre (?:casse|brise)|caillou|roche|gravier|etiquette|cheveu|poil|insecte|mouche|ver|bibitte|bebitte|araignee|limace|fourmi|larve|bouton|boucle d'oreille|cil)`;
const FOREIGN_EVENT = words`
  (?:hit|bit (?:into|down on)|bite (?:into|down on)|biting (?:into|down on)|crunch\p{L}* (?:on|into|down on)|chomp\p{L}* (?:on|into|down on)|chew\p{L}* (?:on|into)) (?:on )?something (?:really |very )?(?:hard|sharp|metallic|plastic|crunchy that|that (?:was not|wasn't) food)
  (?:pulled|pulling|pull|fished|fishing|picked|plucked|spat|spit|spitting|removed|tugged|drew) (?:out )?(?:a|an|some|something|this|what (?:looked|seemed|appeared) like|two|several|one)[^.!?]{0,50}(?:out of|from) (?:my|his|her|our|the) (?:mouth|teeth|throat|food|plate|dish|bowl|meal|order|soup|salad|sandwich|burger|pasta|fries|poutine|drink|cocktail|coffee|pizza|bread|wrap|taco|dessert|cake|\p{L}+ (?:bowl|salad|soup|burger|sandwich))
  something (?:plastic|metal|metallic|hard|sharp|rubbery) (?:in|inside|baked into|stuck in) (?:my|the|his|her|our)|quelque chose de (?:plastique|metallique|dur|pointu|coupant) dans (?:ma|mon|mes|la|le|notre)
  (?:pulled|fished|picked|plucked|spat|spit|drew) out (?:what (?:looked|seemed|appeared) like|(?:a|one) (?:piece|bit|strand|chunk|shard|sliver|length|scrap) of)
  (?:a|an|one|some|long|piece of|bit of|strand of|chunk of|shard of|sliver of|scrap of|length of|wad of)(?: \p{L}+){0,2} ${THING} (?:\p{L}+ ){0,2}(?:in|inside|into|under|at the bottom of|baked into|folded into|mixed (?:in|into)|stuck (?:in|to)|buried in|hidden in|cooked into|floating in|embedded in|tucked (?:in|into)|wrapped (?:in|into|around)) ${FOOD_PLACE}
  (?:found|find|finding|there was|there were|noticed|spotted|pulled|pulling|fished|picked|plucked) (?:a |an |one |another |some |two |several )?(?:\p{L}+ ){0,3}hairs?(?! (?:salon|cut|dresser|dryer|stylist|net|products?))
  (?:croque|mordu|mord|tombe|senti|frappe|pogne|croquer|mordre)\p{L}* (?:dans |sur )?(?:quelque chose|qqch|un truc|une affaire|de quoi) (?:de )?(?:dur|pointu|metallique|coupant|croquant qui)
  (?:sorti|retire|enleve|recrache|crache|tire|extrait|pige|pogne)\p{L}* (?:un|une|des|deux|ce qui ressemblait a|quelque chose)[^.!?]{0,50}(?:de|hors de) (?:ma|mon|sa|son|la|le|notre) (?:bouche|assiette|plat|soupe|salade|sandwich|burger|poutine|bol|verre|dessert|gorge)
  (?:un|une|des|deux|long|longue|gros|grosse|petit|petite|bout de|morceau de|eclat de|bout d'|morceau d')(?: \p{L}+){0,2} ${OBJET}s? (?:\p{L}+ ){0,2}(?:dans|sous|au fond de|colle\p{L}* (?:a|sur|dans)|cuite?s? dans|pris dans|prise dans|cache\p{L}* dans|melange\p{L}* (?:a|dans)) (?:(?:ma|mon|mes|sa|son|ses|notre|nos) \p{L}+|(?:la|le|les|l') ?(?:plat|assiette|soupe|salade|sandwich|burger|poutine|bol|dessert|pizza|pain|sauce|frites|riz|pates|gateau|tarte|cafe|biere|vin|eau|omelette|crepe|bouffe|nourriture|repas|pate|croissant|quiche|poisson|poulet|viande|steak|tartare|bouche))
`;

/** Dirt a guest saw: staff's hands, the state of the room, something crawling. */
const HYGIENE_EVENT = words`
  (?:moldy|mouldy|mold on the|mould on the|green fuzz on the) (?:\p{L}+ )?(?:bread|buns?|cheese|berries|strawberries|fruit|tortillas?|wraps?|toast|bagels?|lettuce|tomato\p{L}*)|(?:was|were|is|are|looked|turned out|came) (?:\p{L}+ )?(?:moldy|mouldy)|(?:pain|fromage|fruits?|fraises|tortillas?|salade|bagels?)(?: \p{L}+)? moisie?s?|(?:etai\p{L}*|est|sont) (?:\p{L}+ )?moisie?s?|expired (?:milk|cream|yogh?urt|meat|chicken|fish|sauce|juice|dairy|ingredients)|(?:lait|creme|viande|yogourt|yaourt|produits?|sauce)s? perime\p{L}*|(?:thumb|fingers?) (?:was |were )?(?:in|dipped in|inside) (?:my|the|our) (?:soup|food|drink|glass|bowl|plate|sauce|coffee)|(?:pouce|doigts?) (?:etai\p{L}* )?dans (?:ma|mon|la|le|notre) (?:soupe|assiette|verre|bol|sauce|cafe|plat)
  (?:cough|sneez)\p{L}* (?:into|in|on) (?:his|her|their) hands?[^.!?]{0,50}(?:then|and|before)[^.!?]{0,40}(?:plat(?:es?|ing|ed)|food|bread|glass\p{L}*|cutlery|serv(?:ed|ing)|brought|cooking|prepp?ing)|(?:touss|eternu)\p{L}* dans (?:ses|sa) mains?[^.!?]{0,50}(?:puis|et|avant)[^.!?]{0,40}(?:assiettes?|plats?|pain|verres?|ustensiles|servi|apporte)|(?:un|des|deux|gros|grosse) rats?(?! musque| de bibliotheque| d'eglise)|(?:raton|ratons) laveurs? (?:dans|sur|pres)
  (?:flies|fly|fruit flies) (?:\p{L}+ )?(?:on|all over|crawling on|landing on|walking on) (?:the|our|my) (?:food|plates?|buffet|dessert|bread|fruit|cake|pastr\p{L}*|salad)|(?:mouches?) (?:\p{L}+ )?(?:sur|partout sur) (?:la|les|le|nos|mon|ma) (?:bouffe|nourriture|buffet|assiettes?|desserts?|pain|fruits?|gateaux?|patisseries?)
  (?:no|out of|ran out of|not even) (?:hand )?soap|no (?:toilet paper|paper towels?|hand towels?) (?:and|or|,)|pas de savon|plus de savon|aucun savon|manquait de savon|pas de papier (?:de toilette|a mains|brun|hygienique)
  (?:wip|pick|rub|scratch)\p{L}* (?:his|her|their) (?:nose|face|hair|ear|armpits?|butt|head)[^.!?]{0,60}(?:plat\p{L}*|serv\p{L}*|cook\p{L}*|mak\p{L}*|prep\p{L}*|handl\p{L}*|touch\p{L}*|assembl\p{L}*|cutt\p{L}*|slic\p{L}*|roll\p{L}*|glove)
  (?:same|didn't change|never changed|without changing|nobody changed|no one changed|did not change|never changing|never washed|didn't wash) (?:his |her |their )?gloves?|(?:licked|licking|licks|lick) (?:his|her|their) fingers|(?:sneez\p{L}*|cough\p{L}*) (?:right )?(?:on|over|into) (?:the |our |my )?(?:food|plates?|pass|order|dishes|tray)
  (?:touched|handled|touching|handling) (?:the )?(?:money|cash|phone|card machine|garbage|trash|bin|floor|face|hair)[^.!?]{0,40}(?:then|and|before|without)[^.!?]{0,30}(?:food|plates?|bread|sandwich|burger|ice|lime|lemon|garnish|fries)|(?:dropped|fell)[^.!?]{0,40}(?:floor|ground)[^.!?]{0,40}(?:put (?:it |them )?back|served (?:it|them) anyway|back on (?:the|my|our) plate)|five-second rule
  (?:(?:something|bugs?|insects?|things?|critters?|spiders?|ants|roach|beetles?) (?:was |were )?crawl\p{L}*|scurr\p{L}*|scuttl\p{L}*) (?:across|along|up|over|on|out of|under) (?:the |our |my )?(?:table|floor|wall|counter|booth|banquette|bench|plate|bar|menu|window|ceiling|baseboards?)|ants (?:on|all over|crawling)|fourmis (?:sur|partout)|(?:bibittes|bebittes) (?:sur|partout|qui)
  (?:washroom|bathroom|restroom|toilet|loo|men's room|women's room|ladies' room)s?(?: \p{L}+){0,3} (?:was|were|is|are|looked|smelled|smelt)(?: \p{L}+){0,2} (?:overflowing|flooded|smeared|soiled|unsanitary|like (?:a sewer|urine|pee)|of (?:urine|pee|sewage))|(?:floor|seat|sink|toilet)s? (?:was |were )?(?:sticky|smeared|covered) with (?:something|what|urine|pee|vomit|feces)|sewage
  (?:toilettes?|salle de bain|salles de bain)(?: \p{L}+){0,3} (?:etai\p{L}*|est|sont|sentai\p{L}*)(?: \p{L}+){0,2} (?:insalubres?|inondee?s?|debordai\p{L}*|l'urine|le pipi|les egouts)|(?:plancher|sol|siege|lavabo)s? (?:etait |collai\p{L}* )?(?:collant|colle) de|odeur d'egouts?
  (?:(?:essuy|gratt|fouill)\p{L}* (?:le|son|sa|les|ses)|(?:mis|mett)\p{L}* (?:les doigts|le doigt|un doigt) dans (?:le|son)) (?:nez|visage|cheveux|oreille)[^.!?]{0,60}(?:gant|assiette|plat|servi\p{L}*|cuisin\p{L}*|touch\p{L}*|prepar\p{L}*|pain)|(?:meme|memes|sans changer (?:de|ses)?|pas change (?:de|ses)?|jamais change (?:de|ses)?) ?gants|(?:ramass|echapp)\p{L}* (?:\p{L}+ ){0,3}(?:par terre|a terre|du plancher|du sol|sur le plancher)[^.!?]{0,40}(?:remis\p{L}*|servi\p{L}*|redonne\p{L}*|dans (?:l'|mon |notre )assiette)
`;

/** Who the guest is, that a host could hold against them; the treatment must follow it. */
export const IDENTITY = words`
  headscarf|head scarf|hijab|niqab|burqa|turban|kippah|yarmulke|guide dog|service dog|service animal|seeing eye dog|wheelchair|mobility scooter|hearing aids?|sign language|visually impaired|(?:i am|i'm|is|are|we're|we are|she's|he's) (?:blind|deaf|disabled)|hard of hearing|(?:gay|lesbian|queer|trans|interracial|same-sex|black|brown|indigenous) (?:couple|family|families|guests?|friends?|man|woman|men|women)|two (?:dads|moms|mums)|autis\p{L}*|down syndrome|tourette\p{L}*|(?:two|a couple of) (?:men|women|guys|girls) (?:together|holding hands|on a date)
  voile|foulard|hijab|turban|kippa|chien-?guide|chien d'assistance|chien d'aveugle|fauteuil roulant|triporteur|malvoyante?|non-voyante?|(?:je suis|est|sont|suis|on est) (?:aveugles?|sourde?s?|handicapee?s?)|malentendante?s?|langue des signes|couple (?:gai|gay|lesbien|homosexuel|de femmes|d'hommes|mixte)|(?:famille|couple|client|cliente|clients) (?:noire?s?|arabes?|autochtones?)|deux (?:papas|mamans)|autiste|trisomi\p{L}*|deux (?:hommes|femmes|gars|filles) (?:ensemble|en couple|main dans la main)
`;
const TREATED = words`
  took (?:one|a) look at|looked (?:us|me|her|him) up and down|(?:while|but|as|yet|meanwhile) (?:\p{L}+ ){0,4}(?:others|other (?:people|guests|tables|couples)|couples|people|everyone else|white|families|guests|groups|parties)[^.!?]{0,50}(?:seated|served|given|got)|(?:wasn't ready|weren't ready|not ready|back room|in the back|(?:near|by|next to) the (?:kitchen|washrooms?|bathrooms?))[^.!?]{0,60}(?:for no reason|(?:while|although|even though|yet|but) (?:\p{L}+ ){0,4}(?:others|other|couples|people|everyone|tables?|empty|families|guests))|ignored (?:us|me|her|him)|refused|denied|turned (?:us|me|her|him) away|wouldn't (?:seat|serve|let)|would not (?:seat|serve|let)|(?:(?:asked|told) (?:us|me|her|him|my \p{L}+)|(?:were|was|got|been) (?:asked|told)) to (?:leave|sit (?:in the back|elsewhere|outside)|tie|wait outside|move|go)|(?:dogs?|animals?|pets?) (?:were|are|was|is) not allowed|(?:weren't|aren't|wasn't|isn't) allowed|no dogs|kicked (?:us|me|her|him) out|treated (?:us|me|her|him) (?:like|differently)|(?:made|make) (?:comments|jokes|remarks) about|laughed at (?:us|me|her|him)|stared at (?:us|me|her|him)|(?:take|took|taking|remove|removing) (?:it|that|her \p{L}+|his \p{L}+) off|pay (?:up ?front|first|in advance|before (?:ordering|eating|we ate|we ordered))|followed (?:us|me|her|him) (?:around|to)|kept (?:an eye|watching) on (?:us|me)|felt (?:targeted|singled out|profiled)|(?:targeted|singled out|profiled) (?:us|me|her|him)|(?:looked|stared|glanced|pointed) at (?:my|her|his|our) (?:hijab|headscarf|head scarf|turban|kippah|yarmulke|wheelchair|guide dog|service dog|hearing aids?)|are you sure (?:you (?:want|wanna) to )?(?:eat|dine|stay) here
  refuse\p{L}*|pas (?:les )?bienvenue?s?|interdit\p{L}*|pas admis|(?:pas|non) permis|(?:ignore|ignores|ignoree?s?) (?:par|toute)|nous a ignore\p{L}*|m'a ignore\p{L}*|fait attendre|(?:au fond|en arriere|pres (?:de la cuisine|des toilettes))[^.!?]{0,40}(?:sans raison|alors que|pendant que|tandis que)|regarde\p{L}* de haut|traite\p{L}* (?:differemment|comme)|demande\p{L}* (?:de|d') (?:partir|sortir|quitter|l'attacher|attacher|attendre dehors|nous deplacer)|mis\p{L}* (?:dehors|a la porte)|(?:passe|passes|passees) devant (?:nous|moi)|payer (?:d'avance|avant)|(?:enlever|retirer|oter) (?:son|sa|mon|ma|le|la) (?:voile|foulard|hijab|turban|kippa)|(?:senti\p{L}*|sent) (?:ciblee?s?|visee?s?)|regarde\p{L}* (?:mon|ma|son|sa|notre|leur) (?:voile|foulard|hijab|turban|kippa|fauteuil|chien)|(?:vous etes|t'es|tu es|vous etiez) (?:bien )?sure?s? (?:de vouloir|que vous voulez|que tu veux|que vous vouliez) (?:manger|rester|souper|diner)
`;
/** Said outright, whoever they are: "people like you", "because we're two women". */
const SINGLED_OUT = words`
  (?:said|says|told (?:us|me)|comment\p{L}*|remark\p{L}*|muttered|heard (?:him|her) say)[^.!?]{0,40}people like (?:us|you|them|yourselves)|["“‘'](?:people|gens) (?:like|comme) (?:us|you|vous|nous|toi)|(?:des )?gens comme vous (?:autres)?(?: on|,)
  (?:(?:because|just because|since) |parce qu(?:e |')|juste parce qu(?:e |'))(?:we're|we are|we were|on est|on etait|nous sommes|nous etions) (?:two|a couple of|deux) (?:men|women|guys|girls|hommes|femmes|gars|filles)
`;

/** …and not when the staff did right by them: "made room for the wheelchair, so kind". */
const CARED = words`
  accommodat\p{L}*|helpful|so kind|kindly|thank\p{L}*|made room|moved (?:a|the) table|happy to|no problem|gentil\p{L}*|aimable|accommodant\p{L}*
`;

/** A lawyer or a claim with something done about it, not a lawyer at the next table. */
const LEGAL_EVENT = words`
  (?:lawyers?|attorneys?|legal team|legal counsel|paralegal)(?: \p{L}+){0,4} (?:contact\p{L}*|letter|in touch|looking into|reviewing|advis\p{L}*|cc'?d|copied)|(?:spoke|speak\p{L}*|talk\p{L}*) (?:to|with) (?:my|our|a|an) (?:lawyer|attorney|paralegal)|(?:contact\p{L}*|call\p{L}*|consult\p{L}*|involv\p{L}*|forward\p{L}*|sen[dt]\p{L}*|cc'?d|copied|hire\p{L}*|retain\p{L}*|hear from) (?:\p{L}+ ){0,3}(?:my|our|a|an|the) (?:lawyers?|attorneys?|legal team|legal counsel|paralegal)
  (?:hold|held|holding) (?:you|them|the (?:restaurant|owner|owners|place)) (?:\p{L}+ )?liable|(?:negligence|personal injury|insurance) claim|(?:pay|cover|reimburse|paying|covering) (?:for )?(?:my|his|her|our) (?:medical|hospital|dental|dentist|vet|physio) (?:bills?|costs?|fees|expenses)
  (?:parle\p{L}*|ecrit|envoye\p{L}*|transmis|transmettre|remis) (?:\p{L}+ ){0,2}a (?:mon|notre|un|une|mes|nos) avocate?s?
  legal (?:options|recourse|route|steps|avenues|advice)|(?:options|recours|avenues|conseils?) (?:legal|legaux|legales|juridiques?)|(?:l'|a l'|aupres de l')opc
  demand letter|formal notice|statement of claim|notice of claim|(?:my|our) insurance (?:company|provider|adjuster) (?:will|is|has)|lettre (?:d'avocat|recommandee)
  huissiers?|recours (?:legal|legaux|judiciaires?)|demarches (?:legales|judiciaires)|tenir (?:le restaurant |l'etablissement |le proprio |les proprios )?(?:legalement )?responsables?|(?:plainte|plaintes) (?:a|aupres de|au|a l') (?:l'opc|opc|office de la protection|cdpdj|la commission)|rembourser (?:mes|nos|ses) frais (?:medicaux|d'hopital|de dentiste)
`;

/** A lawyer in the family is a threat only in a review that complains. */
const LAWYER_KIN = words`
  (?:my|our) ${KIN} (?:is|'s|works as|happens to be) an? (?:lawyer|attorney|paralegal)|(?:i|we) (?:have|know) (?:a )?(?:lawyers?|attorneys?) (?:in the family|friends?)
  (?:beau-frere|belle-soeur|frere|soeur|cousine?|chum|blonde|mari|femme|conjointe?|pere|mere|fils|fille|amie?) (?:est|travaille comme|qui est) avocate?
`;

/** A report to a city or inspection office not named as "health": by-law, the city inspector, ACIA. */
const AUTHORITY_EVENT = words`
  (?:report\p{L}*|complain\p{L}*|call\p{L}*|contact\p{L}*|email\p{L}*|wr(?:ote|ite|iting)|sen[dt]\p{L}*|flag\p{L}*) (?:it |this |them |you |us |photos |pictures |the photos |the pictures |a complaint )?(?:to |with )?(?:the )?(?:city(?: of \p{L}+)?(?: inspectors?| inspection| hall)?|by-?law(?: officers?| enforcement)?|food inspection agency)(?!'s| (?:view|lights|limits|skyline|centre|center))|(?:letting|let|tell\p{L}*|told|inform\p{L}*|alert\p{L}*) the city(?: \p{L}+){0,2} know|by-?law (?:officers?|enforcement)
  (?:report\p{L}*|contact\p{L}*|notif\p{L}*|alert\p{L}*|inform\p{L}*|flag\p{L}*) (?:\p{L}+ ){0,2}(?:to )?(?:the )?(?:proper |relevant |appropriate |food |sanitary )?authorities|(?:signal\p{L}*|denonc\p{L}*|averti\p{L}*|prevenu\p{L}*|contact\p{L}*) (?:\p{L}+ ){0,2}(?:aux|les) autorites
  (?:appel\p{L}*|contact\p{L}*|signal\p{L}*|texte\p{L}*)(?: \p{L}+){0,2} (?:le |au )?311
  (?:signal\p{L}*|appel\p{L}*|contact\p{L}*|plainte|denonc\p{L}*|averti\p{L}*|previen\p{L}*|ecri\p{L}*)(?: \p{L}+){0,3} a la ville|l'acia|agence canadienne d'inspection des aliments
`;

/** Gate for the illness families: a sentence with none of these can tell none of them. */
const ILLNESS_HINT =
  /keep|garder|iv|fluid|drip|solute|intraveineuse|dehydrat|deshydrat|miss|lost|off|home from|manque|arret|info|811|bent|hunch|lean|kneel|slump|hug|head|run|ran|back and forth|trips|up all|up half|pench|plie|accroupi|agenouill|genoux|couch|la tete|aller|allers|couru|courir|bed|lit|stomach|gut|belly|tummy|runs|trots|er|e\.r\.|emergency|hospital|clinic|urgen|hopital|clinique|night|evening|morning|midnight|bedtime|am|pm|day|overnight|hour|home|after|lendemain|nuit|soir|heure|maison|milieu|week|fin de semaine|apres/;

/** Gates: substrings that must be there for a family to be worth running (bench/). */
const HINTS: [IncidentKind, RegExp, RegExp][] = [
  [
    'foreign-object',
    /hard|sharp|metal|plastic|rubber|crunch|hair|pull|fished|fishing|pick|pluck|spat|spit|drew|remov|tug|wrap|film|foil|tape|string|twine|zip|twist|band-?aid|bandage|glove|latex|nail|screw|staple|bolt|wire|bristle|glass|stone|pebble|gravel|paper|receipt|cardboard|label|sticker|\btags?\b|\bpins?\b|earring|button|eyelash|insect|bug|\bfl(?:y|ies)\b|worm|maggot|beetle|spider|\bants\b|larva|\bmoths?\b|quelque|qqch|truc|affaire|croqu|\bmord|sorti|retir|enlev|crach|\btir|extrai|\bpig[e\u00e9]|pogn|plastique|pellicule|papier|plaster|ficelle|elastique|pansement|\bgants?\b|ongle|\bvis\b|agrafe|clou|\bfil\b|broche|eclat|verre|caillou|roche|gravier|etiquette|cheveu|poil|mouche|\bvers?\b|bibitte|bebitte|araignee|limace|fourmi|larve|bouton|boucle|\bcils?\b/,
    FOREIGN_EVENT,
  ],
  [
    'injury',
    /\bhands?\b|finger|thumb|\barms?\b|wrist|\blegs?\b|knee|foot|feet|\btoes?\b|ankle|\bface\b|forehead|\blips?\b|\bhead\b|shoulder|elbow|\bshins?\b|bruis|goose|welt|gash|concuss|black eye|sprain|blister|bump|lump|\bhit|struck|smack|whack|\bclipped|bonk|landed|fell|crash|tipped|toppl|dropp|came down|hurt|injur|spill|splinter|\bmark|burn|\bscar\b|\bcut|chair|stool|bench|booster|s'est|me suis|se sont|nous sommes|s'etait|m'etais|t'es|\bmains?\b|doigt|pouce|\bbras\b|poignet|jambe|genou|\bpieds?\b|orteil|cheville|visage|\bfront\b|levre|\btete\b|epaule|coude|bosse|prune|ecchymose|entorse|commotion|\bbleus?\b|\brecue?\b|tombe|atterri|frappe|echappe|fait mal|brasser|echarde|foule|tordu/,
    INJURY_EVENT,
  ],
  [
    'hygiene',
    /soap|savon|paper|papier|nose|\bface\b|hair|\bears?\b|armpit|\bbutt\b|\bhead\b|glove|\bgants?\b|lick|sneez|cough|touch|handl|floor|ground|five-second|crawl|scurr|scuttl|\bants\b|fourmi|bibitte|bebitte|washroom|bathroom|restroom|men's room|women's room|ladies' room|toilet|\bloo\b|sewage|egout|\bnez\b|visage|cheveux|oreille|ramass|echapp|plancher|\bsol\b|siege|lavabo|salle de bain|\bseats?\b|sink|mold|mould|fuzz|moisi|expired|perime|thumb|finger|pouce|doigt|touss|eternu|\brats?\b|raton|\bfl(?:y|ies)\b|mouche/,
    HYGIENE_EVENT,
  ],
  [
    'legal-threat',
    /lawyer|attorney|legal|paralegal|liable|claim|bills|cost|fee|expense|avocat|huissier|recours|demarche|responsable|plainte|frais|letter|notice|insurance|lettre|opc|juridique/,
    LEGAL_EVENT,
  ],
  ['health-authority', /city|law|inspect|ville|acia|authorit|autorit|311/, AUTHORITY_EVENT],
];

/**
 * The kinds the events of a review tell, each with the sentence that tells it. `rating` keeps
 * treatment read as discrimination to reviews that complain (a 5★ "seated by the kitchen" is not).
 */
export function findIncidentEvents(
  sentences: readonly SignalSentence[],
  folded: string,
  rating: number | null,
): Map<IncidentKind, string> {
  const found = new Map<IncidentKind, string>();
  const identity = IDENTITY.test(folded);
  let identitySeen = -Infinity;
  let treatedSeen = -Infinity;
  const complains = rating === null || rating <= 3;
  const symptomatic = complains || SYMPTOM.test(folded);
  sentences.forEach((sentence, index) => {
    const text = sentence.folded;
    const ill =
      ILLNESS_HINT.test(text) &&
      (ILLNESS_EVENT.test(text) ||
        IN_CARE.test(text) ||
        (AFTER.test(text) && SYMPTOM.test(text)) ||
        (symptomatic && UP_ALL_NIGHT.test(text)));
    if (ill && !found.has('illness')) found.set('illness', sentence.text);
    if (!found.has('allergy') && ALLERGY_EVENT.test(text)) found.set('allergy', sentence.text);
    for (const [kind, hint, re] of HINTS)
      if (!found.has(kind) && hint.test(text) && re.test(text)) found.set(kind, sentence.text);
    if (complains && !found.has('legal-threat') && LAWYER_KIN.test(text))
      found.set('legal-threat', sentence.text);
    if (complains && !found.has('discrimination') && SINGLED_OUT.test(text))
      found.set('discrimination', sentence.text);
    if (!identity || found.has('discrimination')) return;
    const treated = TREATED.test(text) && !CARED.test(text);
    if (treated) treatedSeen = index;
    if (IDENTITY.test(text)) {
      identitySeen = index;
      // Told the other way round in a complaint: what was done first, then who they are ("seated
      // by the kitchen door for two hours… We're a same-sex couple and it felt targeted").
      if (complains && !treated && !CARED.test(text) && index - treatedSeen <= 2) {
        found.set('discrimination', sentence.text);
        return;
      }
    }
    // The treatment in the sentence that names who they are or in the two after it; in a
    // happy review (told in passing), only in that same sentence.
    if (treated && index - identitySeen <= (complains ? 2 : 0))
      found.set('discrimination', sentence.text);
  });
  return found;
}
