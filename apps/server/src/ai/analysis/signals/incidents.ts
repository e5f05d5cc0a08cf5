import type { IncidentKind, ReviewSignals } from '@tableside/domain/review-signals';
import { allergenServed } from './allergy-served.ts';
import { classifyIncidents } from './incident-classifier.ts';
import { expectedBone } from './expected-bone.ts';
import { findIncidentEvents } from './incident-events.ts';
import { CARE_ONLY, findPlainIncidents, FRENCH_OWED } from './incident-plain.ts';
import { findToldIncidents } from './incident-told.ts';
import { BODY, CORPS, KIN, PERSON } from './incident-words.ts';
import { foldText, words, type SignalSentence } from './text.ts';

/**
 * Incidents a guest reports (docs/product/review-understanding.md#signals): the words of a
 * report, never a topic alone. "Sick of waiting", Québec "c'était malade!" (great), a burnt
 * steak, a glass of wine or a nut allergy mentioned in passing report nothing.
 */

/** Sick or ill, not "sick of waiting" nor "ill-informed". */
const SICK = String.raw`(?:sick(?! of| and tired)|ill(?!-))`;

const ILLNESS = words`
  food poisoning|poisoned|stomach (?:bug|flu|cramps?|pains?|virus)|gastroenteritis|(?:une|la|attrape|eu|pogne|pogner) (?:gastro|gastro-enterite)|salmonella|e\. ?coli|e-coli|norovirus|listeria
  ${PERSON} (?:were|was|got|get|been|fell|became|ended up|have been|had been|are|am) (?:so |really |very |violently |terribly |quite |both |all |also )*${SICK}
  (?:made|making|make) (?:me|us|him|her|them|my ${KIN}|everyone) (?:so |really |very |violently )*${SICK}
  sick (?:all night|for (?:days|two days|\d+ days|the whole)|the (?:next|whole|following) (?:day|night|morning))
  ^(?:\p{L}+ )?(?:got|get|getting|became|been|felt|feeling) (?:so |really |very |violently |terribly )*${SICK}|(?:got|get|getting|became|fell) ${SICK} (?:after|from|that|the same|within|an hour|a few hours|hours later|on the way)
  (?:i've|we've|i'd|we'd|he's|she's|they've) (?:been|got|gotten) (?:so |really |very |violently )*${SICK}|sick as (?:a dog|dogs)|(?:was|were|got|became|been) (?:so |really |very |violently )*${SICK} (?:within|since|for hours|until)
  (?:spent|spend|spending) the (?:whole |entire )?(?:night|evening|next day|weekend) (?:on|in|hugging|over|running to|next to|by) (?:the |a )?(?:toilet|bathroom|washroom|porcelain)|up all night (?:vomiting|throwing up|sick|in the bathroom|with (?:cramps|diarrh\p{L}*|nausea|food poisoning|(?:a )?stomach|(?:a )?fever))|(?:cramps|chills) and (?:a )?fever|fever and (?:cramps|chills|vomiting)
  stomach ?aches?|tummy ?aches?|belly ?aches?|upset stomach|(?:my|our|his|her) stomachs? (?:hurt|was killing|were killing|turned|churned)|sick to (?:my|our|his|her) stomachs? (?:all|for|after|the)
  ${PERSON} (?:ended up|went|was rushed|were rushed|had to go|was|were|spent the night) (?:in|to|at) (?:the )?(?:er|e\.r\.|hospital|emergency)|(?:fini|finie|finis|retrouvee?s?|terminee?s?) (?:la nuit )?(?:aux urgences|a l'hopital)
  vomiting|vomited|threw up|throwing up|puking|puked|diarrh\p{L}*|nauseous|nausea
  (?:passe|passer|passee|passes|passons) (?:toute )?la nuit (?:aux toilettes|aux w\.?c|a vomir|malades?|sur la toilette|dans la salle de bain|sur le trone)|(?:fait|eu|faire|avoir) une (?:\p{L}+ )?indigestion|malade comme un chien
  pliee?s? en deux (?:aux toilettes|aux w\.?c|dans la salle de bain|de douleur|avec des crampes)|doubled over (?:in pain|with cramps|in the bathroom|on the toilet)
  intoxication alimentaire|intoxication|intoxiquee?s?|empoisonnee?s?|gastro-enterite|turista|mal (?:au|de) ventre|maux de ventre|crampes (?:d'estomac|au ventre|abdominales)
  vomissements?|(?:ai|a|avons|ont|avez|as) vomi|vomi (?:toute|tout|pendant)|vomir (?:toute|tout|pendant)|diarrhees?|nausees?
  (?:j'ai|on a|nous avons|vous avez|il a|elle a|ils ont|elles ont|tout le monde a|(?:mon|ma|mes|notre|nos) \p{L}+ (?:a|ont)) (?:ete|tombee?s?) malades?
  malades? (?:dans l'auto|dans le char|dans la voiture|dans le taxi|en revenant|en rentrant|sur le chemin du retour|sur la route)
  (?:tombee?s?|tomber|rendue?s?) malades?|(?:m'a|nous a|l'a|les a|leur a|m'ont|nous ont|t'a) rendue?s? malades?
  malades? (?:toute la nuit|tout la nuit|toute la journee|toute la fin de semaine|tout le week-?end|pendant|durant|le lendemain|\d+ jours|deux jours|trois jours|jusqu'au|jusqu'a)
`;

/** An allergy the guest had told them of, served anyway: "allergic, and the sauce had nuts anyway". */
const ALLERGY_IGNORED = words`
  anyway|still|regardless|despite|even though|although|quand meme|pareil|pourtant|malgre|alors que|meme si
`;
const ALLERGY_CARED = words`
  careful|attentive|accommodat\p{L}*|took care|thank\p{L}*|great|amazing|attentionn\p{L}*|merci|super|parfait\p{L}*|rassur\p{L}*|adapte\p{L}*
`;
const ALLERGEN_CONTEXT = /allerg|anaphyla|epi-?pen|celiac|coeliaq|cœliaq/;
/**
 * An allergy said of no food: "allergic to bad service", « allergique à l'attente ». The reaction
 * told beside it is the same figure ("…and this place gave me hives"), not a reaction.
 */
const FIGURATIVE_ALLERGY =
  /allergi(?:c|que)s? (?:to|a|au|aux|a la|a l') ?(?:(?:bad|slow|poor|rude|lousy|mauvais|lent) )?(?:service|waiting|waits?|crowds|noise|people|lines|lineups|hipsters|attitude|mondays|rudeness|nonsense|bad|slow|poor|rude|attente|files?|foules?|bruit|gens|mauvais)\b/;

/** Signs of a reaction that need no allergy named first: "my throat started closing". */
const REACTION = words`
  allergic reaction|reaction allergique|anaphyla\p{L}*|epi-?pens?|hives|urticaire|choc anaphylactique
  throat (?:started |began |was |got )?(?:to )?(?:swell\p{L}*|closing|close up|closed up|tighten\p{L}*)|(?:lips?|face|tongue|eyes?|cheeks?|eyelids?) (?:started |began |was |were |got )?(?:to )?(?:swell\p{L}*|puff\p{L}* up|blew up)|gorge (?:qui )?(?:a |s'est )?(?:commence a )?(?:enfle|gonfle|se fermer|se ferme|serre)\p{L}*|(?:levres|visage|langue|yeux|joues|paupieres) (?:a |ont |qui )?(?:commence a )?(?:enfle|gonfle)\p{L}*
`;
/** The guest had said what they cannot eat: "told them I'm allergic", "said no nuts". */
const ALLERGY_TOLD = words`
  (?:told|warned|informed|mentioned|explained|said|asked|specified|stressed|made clear|let (?:them|the \p{L}+) know)[^.!?]{0,50}(?:allerg\p{L}*|celiac|coeliac|no (?:nuts|peanuts|tree nuts|shellfish|shrimp|sesame|dairy|gluten|eggs|soy))
  (?:dit|prevenu|averti|avise|informe|mentionne|precise|explique|demande|signale)e?s?[^.!?]{0,50}(?:allergi\p{L}*|coeliaque|celiaque|sans (?:noix|arachides|fruits de mer|crustaces|sesame|gluten|lactose|oeufs?)|pas de (?:noix|arachides|fruits de mer|crustaces|sesame|gluten|lactose))
`;
/** …and it came anyway: "there were shrimp in the rice", "il y avait des noix". */
const SERVED_ANYWAY = words`
  there (?:was|were)|came (?:out )?(?:with|covered|topped|loaded|sprinkled|full)|covered in|topped with|sprinkled with|loaded with|full of|contain\p{L}*|had (?:\p{L}+ )?(?:in|on) it|was in it|cooked in|fried in
  il y avait|y avait|contenai\p{L}*|plein de|pleine de|recouverte?s? de|garnie?s? de|parseme\p{L}* de|cuite?s? dans|avec des|avec du|avec de la
`;
/** A reaction told with what caused it: "reacted to the peanuts", « une réaction aux arachides ». */
const REACTION_TO_ALLERGEN = words`
  (?:reaction|reacted|reacting) to (?:the |some |a |an )?(?:peanuts?|nuts?|tree nuts|shellfish|shrimps?|prawns?|sesame|dairy|gluten|eggs?|soy|walnuts?|almonds?|pecans?|cashews?|pistachios?|hazelnuts?|crab|lobster|mussels|fish)
  reaction (?:aux|au|a la|a l'|a des|a du) ?(?:arachides?|noix|pacanes?|amandes?|noisettes?|pistaches?|sesame|fruits de mer|crustaces|crevettes?|homard|moules|gluten|lactose|oeufs?|produits laitiers|poisson)
`;

const ALLERGY = words`
  allergic reaction|reaction allergique|anaphyla\p{L}*|epi-?pens?|hives|urticaire|(?:had|have|got|get|having|went into) (?:a |an )?(?:severe |serious |bad )?reaction|fait une reaction|une reaction
  (?:throat|mouth|lips?|tongue) (?:got |was |were |started |began )?(?:to )?(?:itch\p{L}*|tingl\p{L}*|numb|burning)|(?:gorge|bouche|levres|langue) (?:qui )?(?:me )?(?:a |s'est mise? a )?(?:commence a )?(?:pique|picote|piquait|picotait|chatouill|engourdi)\p{L}*
  (?:throat|lips?|face|tongue) (?:started |began )?(?:swell\p{L}*|closing|closed up)|(?:gorge|levres|visage|langue) (?:a |ont )?(?:enfle|gonfle)\p{L}*
  (?:ended up|went|rushed|taken|was|were) (?:to |in |at )?(?:the )?(?:er|emergency|hospital|e\.r\.)|urgences?|hopital
`;

const INJURY = words`
  (?:burn(?:ed|t)|scald(?:ed)?) (?:my|his|her|their|our|myself|himself|herself)|(?:cut|sliced|gashed) (?:my|his|her|the inside of my|myself|open)
  ${PERSON} (?:slipped|tripped|fell)(?! asleep| in love| over (?:her|his|my|our|their) (?:own )?(?:words|tongue)| for| short| apart| flat| head| off the| through| behind| silent| quiet)|slipped (?:on|and)|tripped (?:on|over)(?! (?:her|his|my|our|their) (?:own )?(?:words|tongue))|fell (?:down|over)
  ${PERSON} (?:was|were|started|kept) bleeding|(?:needed|got|get|getting|required|took|\d+|two|three|four|five|six) stitches|(?:chipped|broke|cracked) (?:a|my|his|her) tooth|broken tooth|burns? on (?:my|his|her)|blisters?
  (?:chair|stool|bench|seat|booth|table)s? (?:\p{L}+ )?(?:collapsed|broke|gave way|gave out|fell apart)(?: under| beneath| and (?:i|he|she|we|my \p{L}+) fell)|(?<!nearly |almost |practically |about to )fell off (?:the|my|a|his|her) (?:\p{L}+ )?(?:chair|stool|bench|seat)(?! (?:laughing|at the (?:price|bill)|when (?:i|we) (?:saw|heard|read|got)))|(?:glass|plate|mug|cup|bottle) (?:shattered|broke|exploded) in (?:my|his|her) hands?|(?:chaise|tabouret|banc|banquette)s? (?:a |s'est )?(?:cass|effondr|bris|cede)\p{L}* (?:sous (?:moi|lui|elle|nous|mon|ma)|et (?:je suis|il est|elle est|on est|ma \p{L}+ est|mon \p{L}+ est) tombee?)
  ${BODY} (?:was |got )?(?:burn(?:ed|t)|cut open|bleeding|scalded)
  (?:je me suis|il s'est|elle s'est|on s'est|nous nous sommes|me suis|s'est|se sont) (?:\p{L}+ )?(?:brulee?s?|coupee?s?|blessee?s?|ebouillantee?s?|casse une dent|fait mal)|(?:m'a|m'ont|lui a|nous a) (?:\p{L}+ )?(?:brulee?s?|ebouillantee?s?|blessee?s?)
  (?:je me suis|il s'est|elle s'est|on s'est|s'est) (?:plantee?s?|pete la (?:gueule|yeule)|enfargee?s?|ramassee?s?) (?:sur le plancher|sur le sol|par terre|dans (?:les marches|l'escalier|les escaliers))
  brulures?|cloques?|(?:je|il|elle|ca) saign\p{L}*|(?:ai|a|avons) saigne|saignement|points de suture|dents? (?:cassee?s?|ebrechee?s?|felee?s?|fendue?s?)|(?:cracked|broken|chipped) (?:a )?tooth|(?:ai|a|avons|ont) fait une (?:\p{L}+ )?chute|(?:took|had) a (?:bad |nasty |hard )?(?:fall|tumble)|casse une dent|(?:j'ai|il a|elle a|on a|nous avons|ils ont|elles ont|ma \p{L}+ a|mon \p{L}+ a) (?:glisse|trebuche)e?s? (?:sur|dans|en|et)|(?:suis|est|sommes|sont) tombee?s? (?:par terre|dans|sur(?! la tete(?! de| d'))|en)
  (?:brulee?s?|coupee?s?|blessee?s?) (?:a|au|aux|sur) (?:la |le |les |l')?${CORPS}|(?:brulante?s?|bouillante?s?) sur (?:ma|mon|mes|sa|son|ses|la|le|les|notre) ${CORPS}
  (?:hot|boiling|scalding) \p{L}+ (?:on|all over|onto) (?:my|his|her|our) ${BODY}
`;

const FOREIGN_OBJECT = words`
  (?:a|an|one|another) (?:\p{L}+ )?hairs?(?= (?:in|on|inside|baked|stuck|at|under|wrapped))|(?:found|find|finding|there was|there's|pulled|pulling|spotted|noticed) (?:a |an |one |another |some )?(?:\p{L}+ )?hairs?(?! (?:salon|cut|dresser|dryer|stylist|net|products?))
  hairs? (?:in|on|baked into|inside|stuck in|at the bottom of) (?:my|the|our|his|her)|(?:piece|shard|chunk|bit|sliver|fragment)s? of (?:glass|plastic|metal|wire|wood|rubber|foil|cardboard|stone)
  (?:glass|plastic|metal|wire) (?:in|inside) (?:my|the|our|his|her)|broken glass in|(?:band-?aid|bandage|plaster|blue plaster)s? (?:in|inside|on) (?:my|the|our|his|her)|boneless[^.!?]{0,60}(?<![\p{L}])bones?(?![\p{L}-])|fingernail|nail clipping|(?:a|metal) (?:screw|staple|bolt|nail) in|twist tie in|(?:steel wool|rubber band|zip tie|eyelash|false nail|earring|staple|sticker|label|price tag|wire brush bristle|bristle)s? (?:in|inside|baked into|stuck in) (?:my|the|our|his|her)|(?:a|dead|live) (?:fly|bug|insect|worm|cricket|maggot|slug|wasp|bee|ant|spider|moth)s? in
  (?:bit|bite|biting|chewed) (?:into|on) (?:a |something )?(?:hard |sharp )?(?:plastic|metal|glass|stone)
  (?:un|deux|des|plusieurs|long|gros) cheveux? (?:dans|sur|au fond|colle)|cheveux? dans|trouve\p{L}* (?:un|des|deux) (?:long |gros )?cheveux?|poils? dans
  (?:morceau|bout|eclat|debris|fragment)s? de (?:verre|plastique|metal|fil de fer|bois|caoutchouc|carton|pierre)|(?:verre|plastique|metal) dans (?:mon|ma|mes|notre|nos)|(?:plastique|metal) dans (?:le|la)
  (?:pansement|ongle|agrafe|vis|clou|boulon|ecrou|caillou|punaise)s? dans (?:mon|ma|mes|le|la|les|notre|nos)|(?:un|une|des) (?:mouche|insecte|ver|bestiole|limace|araignee|guepe|abeille|fourmi|moustique)s? (?:morte?s? )?dans|corps etrangers?|(?:une |des )?aretes? dans (?:mon|ma|mes|le|la) (?:\p{L}+ )?(?:burger|poulet|sandwich|salade|pates|risotto|soupe|pizza|plat de viande)|(?:laine d'acier|elastique|faux ongle|cil|etiquette|poils? de brosse)s? dans (?:mon|ma|mes|le|la|notre|nos)
`;

const HYGIENE = words`
  (?:cook|chef|server|waiter|waitress|staff|employee|cashier|bartender|guy|girl|woman|man)s?[^.!?]{0,40}(?:sneez\p{L}*|cough\p{L}*) (?:all )?(?:on|over|into) (?:the |our |my )?(?:food|plates?|dishes|salad|bread|pizza|order)|(?:pick\p{L}*|wip\p{L}*|blow\p{L}*) (?:his|her|their) nose (?:with (?:his|her|their) (?:hand|fingers|sleeve)|and|then|before)|(?:without|never|didn't|did not) (?:washing|wash) (?:his|her|their) hands|(?:touched|handled) raw (?:meat|chicken) (?:and|then)|no gloves (?:and|while) (?:touching|handling)
  (?:cuisinier|cuisiniere|chef|serveur|serveuse|employee?|caissier|caissiere)s?[^.!?]{0,40}(?:eternu\p{L}*|touss\p{L}*) (?:sur|dans) (?:les |la |le |nos |notre |mon |ma )?(?:assiettes?|plats?|nourriture|bouffe|pain|pizza|salade|commande)|sans (?:se )?laver les mains
  (?:touch|manipul|pogn)\p{L}* (?:le |la |du |de la )?(?:poulet|viande|porc|boeuf) cru\p{L}*[^.!?]{0,40}(?:apres|puis|ensuite|pis)
  (?:gout|tast|tremp|dipp?)\p{L}*[^.!?]{0,40}(?:avec (?:ses|les|son) doigts?|with (?:his|her|their|bare) fingers?|with (?:his|her|their) bare hands|a mains nues)|(?:cook|chef|server|waiter|waitress|cuisinier|cuisiniere|serveur|serveuse|employee?)s?[^.!?]{0,40}(?:lick\p{L}*|lech\p{L}*) (?:his|her|their|ses|les) (?:fingers|doigts)
  (?:bathroom|washroom|restroom|toilet)[^.!?]{0,80}(?:without|never|didn't|did not) (?:washing|wash)|(?:toilettes?|salle de bain)[^.!?]{0,80}sans (?:se )?laver
  (?:mouche|gratte|lech)\p{L}*[^.!?]{0,40}(?:touch|pris|manipul|prend)\p{L}* (?:nos|les|mes|notre|nos|le|la) (?:ustensiles|assiettes?|verres?|couverts|pain|nourriture|bouffe|frites)
  cockroach\p{L}*|roach(?:es)?|(?<!mickey )mouse(?!-)|mice(?!-)|(?:a|an|the|two|three|some|dead|big|huge|\d+) rats?(?! me| on| race)|rats? (?:ran|running|in|on|near|everywhere|scurr\p{L}*)|rodents?|droppings|vermin|bed ?bugs?|infest\p{L}*|maggots|mold on|mould on|moldy (?:walls?|kitchen)|flies everywhere|fruit flies
  coquerelles?|(?:un|des|deux|trois|plusieurs|gros) cafards?|cafards? (?:dans|sur|partout|qui|courait|courir)|blattes?|souris(?! d'agneau| de gigot| d'ordinateur)|rongeurs?|crottes? de (?:souris|rat)|vermine|punaises? de lit|moisissures?|mouches partout|asticots?
`;

/** Spoken languages, for "because we spoke English", « parce qu'on parlait anglais ». */
const LANGUAGES = String.raw`(?:english|french|spanish|arabic|mandarin|cantonese|chinese|punjabi|hindi|portuguese|italian|russian|creole|vietnamese|korean|farsi|tagalog|anglais|francais|espagnol|arabe|mandarin|cantonais|chinois|creole|portugais|italien|russe|vietnamien|coreen|farsi|tagalog)`;

const DISCRIMINATION = words`
  racial slurs?|(?:ethnic|homophobic|transphobic|anti-\p{L}+) slurs?|slurs? at (?:me|us|my|our)|(?:mock\p{L}*|made fun of|making fun of|laugh\p{L}* at|imitat\p{L}*) (?:my|our|her|his|their) (?:accent|english|french|hijab|turban|wheelchair|skin|disability|religion)|moqu\p{L}* de (?:mon|notre|son|leur|ma|sa) (?:accent|francais|anglais|voile|fauteuil|handicap|couleur|religion)
  (?:white|black|brown|asian|arab|indigenous) (?:\p{L}+ )?(?:people|tables?|couples?|famil\p{L}*|customers?|guests?|patrons?|diners?|groups?)[^.!?]{0,60}(?:before us|ahead of us|before (?:we|i) (?:got|were|was)|seated first|served first|first|instead of us)
  (?:les|des) (?:blancs|clients blancs|tables de blancs|couples blancs)[^.!?]{0,60}(?:avant nous|en premier|a notre place)
  (?:les gens|le monde) comme (?:nous|vous)[^.!?]{0,40}(?:ailleurs|pas (?:les )?bienvenue?s?|pas notre place)|people like (?:us|you)[^.!?]{0,40}(?:elsewhere|not welcome|don't belong|somewhere else)
  moqu\p{L}* de l'(?:accent|origine)|(?:rire|riait|riaient|ri) de (?:mon|notre|son|leur|l')accent
  racis\p{L}*|discriminat(?!ing (?:about|palates?|tastes?|diners?|customers?|eaters?|crowd|drinkers?|foodies?|clientele))\p{L}*|homophob\p{L}*|transphob\p{L}*|islamophob\p{L}*|antisemit\p{L}*|sexist\p{L}*|xenophob\p{L}*|bigot\p{L}*|racial(?:ly)? profil\p{L}*|profilage racial|delit de facies
  because (?:i'm|i am|we're|we are|we were|she is|he is|she's|he's|of (?:my|our|her|his|the)) (?:\p{L}+ )?(?:black|brown|asian|arab|muslim|jewish|gay|lesbian|trans|indigenous|native|disabled|wheelchair|accent|skin|colou?r|religion|hijab|turban|disability|race|ethnicity)
  (?:refused|denied|turned (?:us|me) away|wouldn't (?:let|serve)|would not (?:let|serve))[^.!?]{0,60}(?:guide dog|service dog|service animal|wheelchair|hijab|turban|accent|skin)
  (?:refuse|refusait|refusaient|refuser|interdit)[^.!?]{0,60}(?:chien-guide|chien guide|chien d'assistance|chien d'aveugle|fauteuil roulant|voile|hijab|accent|couleur de peau)
  (?:because|just because|since) (?:we|i|she|he|they) (?:were |was )?(?:spoke|speak|speaking|talking|talked) (?:in )?${LANGUAGES}
  parce qu(?:e |')(?:on|nous|je|j'|il|elle|ils|elles) ?(?:parl\p{L}*) (?:en )?${LANGUAGES}
  parce qu(?:e |')(?:je|j'|ma \p{L}+|mon \p{L}+|on|nous) (?:porte|portait|portons|portions) (?:le |la |un |une )?(?:voile|hijab|kippa|turban|niqab|foulard)|because (?:i|we|my \p{L}+|our \p{L}+) (?:wear|wears|wore|was wearing|were wearing) (?:a |an |her |his |my |the )?(?:hijab|headscarf|veil|turban|kippah|yarmulke|niqab)
  (?:traite|traites|traitee?s?|traiter|appele|appelee?s?) de (?:maudits?|sales?) \p{L}+|(?:called|call) (?:us|me|my \p{L}+) (?:a |an )?(?:dirty|f\p{L}*ing) (?:immigrants?|foreigners?)
  a cause de (?:ma|mon|notre|leur|sa|son) (?:couleur|origine|accent|religion|voile|handicap|fauteuil|orientation)|parce qu(?:e |')(?:on est|nous sommes|je suis|il est|elle est) (?:noire?s?|arabes?|gais|gay|lesbiennes?|musulmane?s?|juive?s?|autochtones?|handicape\p{L}*|asiatiques?)
`;

const LEGAL_THREAT = words`
  (?:my|our) (?:lawyers?|attorneys?)(?! friends?| buddies| colleagues| coworkers| pals| neighbou?rs?)|(?:contact\p{L}*|call\p{L}*|consult\p{L}*|hir\p{L}*|get|getting|speak\p{L}* (?:to|with)|talk\p{L}* to|hear from|involv\p{L}*) (?:a|my|our) (?:lawyers?|attorneys?)|legal action|lawsuits?|(?:will|going to|gonna|shall|to|and|i'll|we'll|plan to|intend to) sue|sue (?:you|them|this|the)|suing|small claims|take (?:you|this|them|it) to court|legal counsel
  chargebacks?|charge-back|(?:disput|contest|revers)\p{L}* (?:the|this|my|our|that) (?:charge|transaction|payment)[^.!?]{0,40}(?:bank|credit card|card company|visa|mastercard|amex)|(?:bank|credit card|card company|visa|mastercard|amex)[^.!?]{0,40}(?:disput|revers)\p{L}*|(?:dispute|disputing|disputed) (?:it )?with (?:my|our|the) (?:bank|credit card)
  see you in court|(?:see|meet) (?:you|them) in court|on se (?:reverra|voit|verra) (?:au|en) (?:tribunal|cour)|signal ?conso
  human rights (?:commission|tribunal|complaint)|consumer protection|better business bureau|class action
  (?:mon|notre|nos|mes|votre) avocats?|(?:contacter|consulter|appeler|contacte|consulte|appele|voir|par) (?:mon|notre|un|des) avocats?|mise en demeure|poursuites? judiciaires?|(?:vous|les|te|la|le) poursuivre|poursuivre en justice|(?:au|devant le|aux|devant les) (?:tribunal|tribunaux)|petites creances|retrofacturation|contest\p{L}* (?:la|le|cette|ce) (?:transaction|paiement|facture|charge)s? (?:aupres de|avec|a) (?:ma|la|mon) (?:banque|carte|institution)|(?:une|des|en|intenter une|intenterai une|lancer une) poursuites?(?! de| du| des)|(?:poursuivre|poursuivons|poursuivrai|poursuivrons) (?:le resto|le restaurant|l'etablissement|les proprietaires|le proprietaire)|action collective|recours collectif
  office de la protection du consommateur|commission des droits(?: de la personne)?|defenseur des droits|associations? de (?:consommateurs|defense des consommateurs)|que choisir|dgccrf|conciliateur de justice
`;
/** A complaint lodged is a legal threat unless it goes to the health inspector (that is its own kind). */
const COMPLAINT = words`
  porter plainte|porte plainte|porterai plainte|porterons plainte|deposer (?:une )?plainte|depose (?:une )?plainte|deposerai (?:une )?plainte|plainte (?:officielle|formelle|au commissariat|a la police)|file a (?:formal )?complaint with|filing a (?:formal )?complaint with
`;

const HEALTH_AUTHORITY = words`
  public health|health inspectors?|health inspection|health department|health dept|health unit|board of health|(?:county|city|state|municipal|provincial) health (?:board|department|dept|office|unit)|health authorit\p{L}*|food safety (?:authority|agency|inspectors?)|food inspection agency|cfia|dinesafe|health canada|food standards agency|environmental health|health code violations?|inspectors?|311 (?:report|complaint|call)|(?:call\p{L}*|contact\p{L}*|report\p{L}*(?: (?:it|this|them))? to) 311
  inspection des aliments|acia|mapaq|ddpp|ddcspp|sante publique|cisss|ciusss|services? d'hygiene|inspecteurs? (?:de la sante|sanitaires?|d'hygiene|du mapaq)|inspection sanitaire|inspecteurs?|alim'?confiance|agence regionale de sante
`;
/** An authority named is a report only with a verb that reports: "health inspector clued me in" is not. */
const REPORTED = words`
  report\p{L}*|call\p{L}*|phon\p{L}*|rang|contact\p{L}*|notif\p{L}*|complain\p{L}*|complaint|fil(?:e|ed|ing)|wrote|writ\p{L}*|email\p{L}*|alert\p{L}*|informed|will be|going to|gonna|sen[dt]\p{L}*|forward\p{L}*|flag\p{L}*|submit\p{L}*|lodg\p{L}*|will hear|hear about|avise\p{L}*|aviser\p{L}*|(?:has|have) (?:my|our|the) (?:photos?|pictures?|pics|videos?)
  envoy\p{L}*|transmis|fait parvenir|entendre parler|entendra parler|signal\p{L}*|plainte|contact\p{L}*|appel\p{L}*|ecri\p{L}*|alert\p{L}*|averti\p{L}*|previen\p{L}*|prevenu\p{L}*|previendr\p{L}*|informe\p{L}*|denonc\p{L}*|saisi\p{L}*|rendue?s? (?:au|a la|aux|a l'|chez)|vais|va|allons|(?:les|l') ?(?:a|ont) depuis|(?:a|ont) (?:mes|nos|les) (?:photos?|videos?)
`;
/** Poultry or pork served raw is a health risk; tuna or beef served rare is a choice. */
const UNDERCOOKED = words`
  (?:raw|undercooked|under-cooked|uncooked|bloody|half-cooked|still pink|pink) (?:\p{L}+ )?(?:chicken|pork|poultry|turkey|sausages?|wings?|nuggets?|drumsticks?|thighs?)
  (?:chicken|pork|poultry|turkey|sausages?|wings?|nuggets?|drumsticks?|thighs?)(?: \p{L}+){0,3} (?:was|were|is|are|came out|came back|arrived|looked|still)(?: (?:still|completely|totally|clearly|visibly|basically|literally|half|partly|so|very|all))* (?:raw|undercooked|under-cooked|uncooked|bloody|not cooked|pink)
  (?:poulet|porc|volaille|dinde|saucisses?|ailes|pilons?|cuisses?)(?: \p{L}+){0,3} (?:etait|etaient|est|sont|arrivee?s?|servie?s?|encore)(?: (?:encore|completement|totalement|carrement|a moitie|tout|toute|ben|vraiment))* (?:pas cuite?s?|pas assez cuite?s?|mal cuite?s?|crue?s?|rose|saignante?s?|sanguinolente?s?)
  (?:pas cuite?s?|mal cuite?s?|crue?s?) (?:au (?:milieu|centre|coeur)|a l'interieur|en dedans)
`;
/** A "cru au milieu" that was ordered that way: tuna, tartare, a rare steak, a molten cake. */
const RARE_BY_CHOICE = words`
  tuna|tataki|tartare|carpaccio|sashimi|sushi|crudo|ceviche|steak|beef|lamb|duck|salmon|molten|lava|rare|medium
  thon|saumon|boeuf|steak|bavette|agneau|canard|magret|fondant|coulant|saignant|rose|mi-cuit
`;
// Cheap substring gates that spare most sentences the longer patterns below (bench/).
const MEAT_OR_DONENESS =
  /chicken|pork|poultry|turkey|sausage|wing|nugget|drumstick|thigh|poulet|porc|volaille|dinde|saucisse|aile|pilon|cuisse|cuit|cru/;
const REACTION_HINT =
  /allerg|anaphyla|epi|hive|urticaire|throat|lip|face|tongue|eye|cheek|gorge|levre|visage|langue|yeux|joue|paupiere/;
const ALLERGEN_HINT =
  /allerg|celiac|coeliac|celiaq|coeliaq|nut|shellfish|shrimp|sesame|dairy|gluten|egg|soy|noix|arachide|fruits de mer|crustace|lactose|oeuf/;

/** "Burned my tongue on the hot sauce" is a boast, not an injury. */
const SPICY_BURN =
  /(?:burn\p{L}* (?:my|his|her|our) (?:tongue|mouth)|brul\p{L}* la (?:langue|bouche))[^.!?]*(?:hot sauce|spic|pepper|chil|jalapeno|habanero|wasabi|sriracha|piquant|piment|epic)|(?:hot sauce|spic|pepper|chil|jalapeno|habanero|wasabi|sriracha|piquant|piment|epic)[^.!?]*(?:burn\p{L}* (?:my|his|her|our) (?:tongue|mouth)|brul\p{L}* la (?:langue|bouche))/u;

/** An illness the guest had before the meal, that the food eased: not caused by it. */
const ILL_BEFORE =
  /(?:sick|ill|malade)s? (?:all |the whole |toute la |tout(?:e)? |la )?(?:last|previous|semaine derniere|week before)|(?:sick|ill) (?:before|already)|(?:a cold|the flu|my cold|my flu)[^.!?]*(?:help|soothe|cure)|(?:helped|soothed|cured)[^.!?]*(?:cold|flu)/;
/** A stated coeliac or allergy and an illness after it, not told as handled well: the allergen served. */
const ALLERGY_STATED =
  /allergi|celiac|coeliac|celiaq|coeliaq|c\u0153liaq|intoleran|(?:told|asked|said)[^.!?]{0,30}(?:gluten|nut|dairy)[- ]free|(?:supposed(?:ly)?|promised|annonce|supposement)[^.!?]{0,30}(?:gluten|nut|dairy)[- ]free|(?:supposed(?:ly)?|promised|annonce\p{L}*|supposement)[^.!?]{0,30}sans (?:gluten|noix|arachides|lactose)/u;

/** A report word denied or feared just before it: "no hair", "pas de cheveu", "worried about
 * food poisoning", "never once got sick". */
const DENIED =
  /(?:^|[^\p{L}])(?:no|not a single|not one|without|zero|never once|never|pas de|pas d'un|pas un seul|pas une seule|aucune?|sans|worried about|afraid of|scared of|fear of|fears of|risk of|peur d'une?|peur de la|crainte d'une?|risque d'une?)\s+(?:\p{L}+\s+)?$/u;

/** The first match of a report's words, unless it is denied or feared. */
function reported(re: RegExp, folded: string): boolean {
  const match = re.exec(folded);
  if (!match) return false;
  if (!DENIED.test(folded.slice(Math.max(0, match.index - 30), match.index))) return true;
  // Denied once ("no hair on the plate"), it may still be told further on.
  const rest = folded.slice(match.index + match[0].length);
  return rest.length > 0 && re.test(rest);
}

/** "ARS" only in capitals: folded, it is a syllable. */
const ARS = /(?<![\p{L}\p{N}])ARS(?![\p{L}\p{N}])/u;

const KINDS: [IncidentKind, RegExp][] = [
  ['illness', ILLNESS],
  ['injury', INJURY],
  ['foreign-object', FOREIGN_OBJECT],
  ['hygiene', HYGIENE],
  ['discrimination', DISCRIMINATION],
  ['legal-threat', LEGAL_THREAT],
];

/**
 * The incidents a review reports, one per kind, each with the sentence that reports it. `learnt`
 * false reads with the rules alone (training compares against them).
 */
export function findIncidents(
  sentences: readonly SignalSentence[],
  folded: string,
  rating: number | null = null,
  learnt = true,
): ReviewSignals['incidents'] {
  const found = new Map<IncidentKind, string>();
  const allergic = ALLERGEN_CONTEXT.test(folded);
  for (const sentence of sentences) {
    for (const [kind, re] of KINDS)
      if (!found.has(kind) && reported(re, sentence.folded)) found.set(kind, sentence.text);
    if (found.get('injury') === sentence.text && SPICY_BURN.test(sentence.folded))
      found.delete('injury');
    if (
      !found.has('hygiene') &&
      MEAT_OR_DONENESS.test(sentence.folded) &&
      UNDERCOOKED.test(sentence.folded) &&
      !(
        RARE_BY_CHOICE.test(sentence.folded) &&
        !/chicken|pork|poulet|porc|volaille/.test(sentence.folded)
      )
    )
      found.set('hygiene', sentence.text);
    const health = HEALTH_AUTHORITY.test(sentence.folded) || ARS.test(sentence.text);
    if (health && !found.has('health-authority') && REPORTED.test(sentence.folded))
      found.set('health-authority', sentence.text);
    if (!health && !found.has('legal-threat') && COMPLAINT.test(sentence.folded))
      found.set('legal-threat', sentence.text);
    // A reaction, or the hospital, in a review that speaks of an allergy.
    if (
      allergic &&
      !found.has('allergy') &&
      !FIGURATIVE_ALLERGY.test(sentence.folded) &&
      ALLERGY.test(sentence.folded)
    )
      found.set('allergy', sentence.text);
    if (
      !found.has('allergy') &&
      !FIGURATIVE_ALLERGY.test(sentence.folded) &&
      ((REACTION_HINT.test(sentence.folded) && REACTION.test(sentence.folded)) ||
        (/reac/.test(sentence.folded) && REACTION_TO_ALLERGEN.test(sentence.folded)))
    )
      found.set('allergy', sentence.text);
    const told =
      ALLERGEN_HINT.test(sentence.folded) &&
      ALLERGY_TOLD.test(sentence.folded) &&
      SERVED_ANYWAY.test(sentence.folded) &&
      !ALLERGY_CARED.test(sentence.folded);
    if (told && !found.has('allergy')) found.set('allergy', sentence.text);
    const ignored =
      /allerg/.test(sentence.folded) &&
      !FIGURATIVE_ALLERGY.test(sentence.folded) &&
      ALLERGY_IGNORED.test(sentence.folded) &&
      !ALLERGY_CARED.test(sentence.folded);
    if (ignored && !found.has('allergy')) found.set('allergy', sentence.text);
  }
  if (!found.has('allergy')) {
    const served = allergenServed(sentences);
    if (served) found.set('allergy', served);
  }
  // The same incidents told as events, where no report phrase named them, then in plain words.
  const events = findIncidentEvents(sentences, folded, rating);
  const told = findToldIncidents(
    sentences,
    folded,
    rating === null || rating <= 3,
    FRENCH_OWED.test(folded),
  );
  for (const [kind, span] of [...events, ...findPlainIncidents(sentences, folded, rating), ...told])
    if (!found.has(kind) && !(kind === 'injury' && SPICY_BURN.test(foldText(span))))
      found.set(kind, span);
  const ill = found.get('illness');
  if (ill && ILL_BEFORE.test(foldText(ill))) found.delete('illness');
  // Incidents told in words no rule lists, read by the learnt classifier: its kinds, in sentences
  // the rules did not already read (theirs is the precise reading), or, in a review nothing else
  // flags, the likeliest kind when it reads an incident at all.
  if (learnt) {
    const { kinds, likeliest } = classifyIncidents(sentences, rating);
    const ruled = new Set(found.values());
    // An allergy the guest thanks them for handling, with no reaction told, is no incident: the
    // classifier reads the allergen and the allergy, not the thanks.
    const cared = ALLERGY_CARED.test(folded) && !REACTION.test(folded);
    // Nor is a diet asked about with nothing of an allergy, a warning or a reaction told ("called
    // to ask about gluten-free options and they hung up" at 1★): the classifier hears the diet.
    const allergic = [ALLERGEN_CONTEXT, REACTION, ALLERGY, ALLERGY_TOLD, REACTION_TO_ALLERGEN].some(
      (pattern) => pattern.test(folded),
    );
    const keep = (kind: IncidentKind) => !(kind === 'allergy' && (cared || !allergic));
    for (const [kind, span] of kinds)
      if (!found.has(kind) && !ruled.has(span) && keep(kind)) found.set(kind, span);
    if (!found.size && likeliest && keep(likeliest.kind)) found.set(likeliest.kind, likeliest.span);
  }
  // A trip to the hospital for an allergic reaction or a fall is that, not a second illness.
  const illness = found.get('illness');
  if (illness && (illness === found.get('allergy') || illness === found.get('injury')))
    found.delete('illness');
  // …nor, told in another sentence, a hospital visit that follows a fall or a reaction.
  else if (
    illness &&
    (found.has('allergy') || found.has('injury')) &&
    CARE_ONLY.test(foldText(illness)) &&
    !/sick|ill\b|vomit|throw|threw|nause|diarrh|fever|cramp|stomach|malade|ventre/.test(
      foldText(illness),
    )
  )
    found.delete('illness');
  // Ill after a stated coeliac or allergy, not told as handled well: the allergen was served.
  if (
    found.has('illness') &&
    !found.has('allergy') &&
    ALLERGY_STATED.test(folded) &&
    !ALLERGY_CARED.test(folded)
  )
    found.set('allergy', found.get('illness')!);
  // "A whole bone in the fish" is the dish's flaw to apologise for, not an object (expected-bone.ts).
  const object = found.get('foreign-object');
  if (object && expectedBone(object)) found.delete('foreign-object');
  return [...found].map(([kind, span]) => ({ kind, span }));
}
