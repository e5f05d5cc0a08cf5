import type { IncidentKind } from '@tableside/domain/review-signals';
import { IDENTITY } from './incident-events.ts';
import { KIN, PERSON } from './incident-words.ts';
import { words, type SignalSentence } from './text.ts';

/**
 * Incidents in the plain words guests use when they do not name them
 * (docs/product/review-understanding.md#signals): the euphemism for a night of illness ("the
 * tacos and I parted ways"), the subject left out ("ended up at urgent care"), a tooth or a wrist
 * told by its repair ("now I need a crown", « le poignet dans le plâtre »), what is not food by
 * its common name (a sponge, a fibre of a cloth, a bone fragment), who a guest is by being "the
 * only Black people in there", service refused in French in Québec. Each family is a shape that
 * carries over to wordings nobody listed, not a list of the reviews it was written from.
 */

/** A night, a morning or a weekend after the meal, in the words of the families below. */
const LATER = String.raw`(?:(?:all|most|much|half|the rest) of the (?:night|evening|weekend)|all (?:night|weekend)|the (?:next|following) (?:day|morning|night)|the (?:morning|night|day) after|that night|overnight|for (?:two|three|\d+|a couple of) days)`;
const PLUS_TARD = String.raw`(?:(?:toute|une bonne partie de|la moitie de|le reste de) la nuit(?:te)?|la nuitte|toute la (?:fin de semaine|journee)|tout le week-?end|le lendemain|pendant (?:deux|trois|\d+) jours)`;

const ILLNESS = words`
  ^(?:\p{L}+ )?(?:ended up|went|rushed|spent (?:the night|the evening|hours)) (?:in|to|at) (?:the )?(?:er|e\.r\.|emergency|hospital|urgent care|walk-in clinic)
  (?:and|&) (?:i|me) (?:had (?:a|quite a) (?:rough|long|bad|terrible|miserable|rocky|hard) (?:night|evening|time)|parted ways|did not get along|didn't get along|had a falling out|disagreed)
  (?:insides|stomach|gut|belly|tummy|body|bowels?) (?:did not|didn't|did not) (?:thank|forgive|appreciate|agree with|like) (?:me|him|her|us)|(?:stomach|tummy|gut|digestive|bowel) (?:issues|problems|troubles?|distress)|out of commission ${LATER}
  (?:spent|spend) the (?:whole |entire )?(?:night|evening) (?:retching|vomiting|throwing up|puking|heaving|shivering)|retching|dry heav\p{L}*
  (?:was|were|felt|got|feeling) (?:\p{L}+ )?(?:queasy|green|unwell)(?: \p{L}+){0,3} ${LATER}|(?:queasy|nauseated) (?:by|when|as soon as|the moment) (?:the time )?(?:we|i) got home
  (?:taking|took|take) turns (?:in|for|at|using) the (?:bathroom|toilet|washroom|loo)|(?:couldn't|could not|can't|unable to) (?:get|be|stray|go|leave)(?: \p{L}+){0,4} (?:from|away from|leave) (?:the |a )?(?:bathroom|toilet|washroom|loo)|(?:couldn't|could not|can't|didn't dare) leave the (?:bathroom|toilet|washroom)|on the (?:toilet|loo) (?:all|the (?:whole|entire)|for (?:hours|days))
  ${PERSON} (?:was|were) sick (?:on|in|all over) (?:the|my|his|her|our) (?!way)\p{L}+|something (?:i|he|she|we|they) (?:ate|had eaten)|(?:doctor|nurse|pharmacist)[^.!?]{0,40}(?:food poisoning|something (?:i|he|she|we|they) ate)
  (?:se |nous |on s'est )?relay\p{L}* (?:aux|a la) (?:toilettes?|salle de bain)|la queue devant les toilettes|(?:m'|s'|nous |se )?eloigner des toilettes|(?:renvoye|degobille|gerbe|rendu)\p{L}* (?:tout |toute )?(?:mon|ma|son|sa|notre|nos|leur) (?:souper|diner|repas|dejeuner|brunch|assiette)|chiasse
  (?:barbouillee?s?|l'estomac (?:retourne|a l'envers)|le ventre (?:tout )?(?:a l'envers|croche)|le c(?:oe|\u0153)ur dans la gorge|pas file (?:ben )?(?:ben )?fort) (?:\p{L}+ ){0,4}${PLUS_TARD}
  (?:haven't|have not|hasn't|has not) (?:felt|been) (?:right|well|the same|myself|ok|okay) since|${PERSON} (?:had to )?call(?:ed)? in sick|(?:bathroom|toilet|washroom|loo)[^.!?]{0,20}(?:all night|all day|all weekend|for hours|until (?:morning|dawn|sunrise))|pepto|imodium|gravol|pedialyte|gastrolyte|smecta|spasfon
  (?:sous perfusion|sur le solute|au solute)|(?:toute la table|toute la famille|tout le monde|(?:\p{L}+ )(?:personnes|invitee?s|convives|d'entre nous)(?: sur \p{L}+)?)(?: \p{L}+){0,2} malades?
`;

const ALLERGY = words`
  (?:trouble|difficulty|a hard time|struggl\p{L}*) (?:to )?breath\p{L}*|(?:couldn't|could not|can't|cannot|could barely) breathe|(?:du )?mal a respirer|(?:n'arrivai\p{L}*|pouvai\p{L}*) (?:plus|pas) (?:a )?respirer
  (?:face|skin|neck|cheeks|chest|arms?) (?:went|turned|got|was|were) (?:all )?(?:red and )?(?:blotchy|puffy|covered in (?:spots|welts|a rash))|(?:plaques|boutons)(?: rouges)? (?:partout|sur (?:les|la|le|ses|mes) (?:bras|visage|cou|mains|jambes))
`;

/** Breath or skin read as a reaction only where the review names what was eaten or asked for. */
const ALLERGEN =
  /allerg|celiac|coeliac|celiaq|coeliaq|c\u0153liaq|nut|noix|arachide|amande|almond|peanut|cashew|shellfish|shrimp|sesame|dairy|lait|milk|gluten|egg|oeuf|soy|soja|crustace|fruits de mer|sans |free/;

const INJURY = words`
  (?:chipped|broke|cracked|split|lost) (?:a|my|his|her|one of (?:my|his|her)) (?:\p{L}+ )?(?:tooth|teeth|molars?|crown|filling|veneer)|need(?:s|ed)? (?:a )?(?:new )?(?:crown|root canal|emergency dentist)
  (?:twisted|rolled|sprained|hurt|wrenched) (?:my|his|her|their) (?:ankle|knee|wrist|back|neck)|went down hard|(?:in|into) a (?:cast|brace|sling)(?! iron)|dans le platre|(?:pris|prendre|pogne) une (?:\p{L}+ )?(?:debarque|plonge)|me suis etalee?s?|(?:s'est|se sont) etalee?s? (?:de tout|par terre|sur le (?:plancher|sol|carrelage))
  (?:split|busted|cut|opened) (?:my|his|her) (?:lip|gums?|chin|eyebrow|brow)|arcade (?:ouverte|sourciliere)|(?:ouvert|fendu) (?:la|ma|sa) (?:gencive|levre)
  (?:shut|closed|slammed|swung shut) on (?:my|his|her|their|our) (?:\p{L}+ )?(?:fingers?|hands?|foot|arm)|(?:refermee?|claquee?)\p{L}* (?:\p{L}+ )?sur (?:les|la|le|ses|mes|sa|ma) (?:doigts?|main|pied|bras)|(?:doigt|main|pied|cheville|poignet) (?:tout )?enfle
  first[- ]aid|ice pack|(?:needed|got|getting|get|went for) (?:an? )?(?:x-?rays?|tetanus shot|cast|splint|stitches)|(?:first|second|third)[- ]degree burns?|trousse de (?:premiers soins|secours)|premiers soins|(?:passer|passe|passee) (?:une|des) radios?|radiographie|brulure au (?:premier|deuxieme|second|troisieme) degre
  lost (?:my|his|her|their) (?:footing|balance)|went (?:flying|sprawling)|(?:feet|foot|legs) (?:went|slid) (?:out )?from under|wiped out on|(?:fell|landed|went down) (?:hard |flat |right )?on (?:my|his|her) (?:back|knees?|wrists?|hip|tailbone|butt|face|elbow|side|head)
  (?:my|his|her|their|our) (?:\p{L}+ )?fall (?:on|down|in|at) (?:your|the) (?:stairs|steps|floor|entrance|patio|ramp|terrace|premises)|(?:ended up|left) with (?:a |an )?(?:\p{L}+ )?(?:burn|blister|cut|gash)|(?:the )?burn (?:my|his|her) (?:\p{L}+ )?(?:suffered|got)
`;

/** Things that are never food, whatever dish they turn up in. */
const NOT_FOOD = String.raw`(?:cigarette butts?|ash|bread ties?|twist ties?|zip ties?|cable ties?|bottle caps?|lids?|ceramic|porcelain|chips? of (?:a |the )?(?:plate|bowl|glass)|wood(?:en)? (?:splinters?|chips?)|splinters?|sawdust|sponges?|scouring pads?|steel wool|cloth|rags?|fibres?|fibers?|threads?|strings?|twine|rubber(?: bands?)?|chewing gum|(?:piece of |wad of )?gum|rings?|jewel(?:le)?ry|batter(?:y|ies)|coins?|paper ?clips?|thumb ?tacks?|tacks?|pins?|needles?|fish ?hooks?|hooks?|blades?|razor|sand|grit|dirt|stones?|pebbles?|rocks?|gravel|screws?|bolts?|nuts and bolts|nails?|staples?|wires?|bristles?|plastic|metal|glass|foil|tape|paper|cardboard|latex|gloves?|band-?aids?|bandages?|plasters?)`;
const PAS_ALIMENT = String.raw`(?:megots?|cendres?|attaches?|capsules?|couvercles?|ceramique|porcelaine|echardes?|sciure|eponges?|chiffons?|torchons?|guenilles?|lavettes?|fils?|ficelles?|caoutchouc|elastiques?|gommes?|bagues?|bijoux|piles?|pieces? de monnaie|trombones?|punaises? de (?:babillard|bureau)|aiguilles?|hamecons?|lames?|sable|terre|cailloux?|roches?|gravier|vis|boulons?|clous?|agrafes?|broches?|fils? de fer|poils? de (?:brosse|balai)|plastique|metal|verre|papier|carton|latex|gants?|pansements?|plasters?)`;

/**
 * What is not food, by a name no list of objects had, or what should have been taken out: a bone
 * fragment, a piece of shell in a crab cake (the corpus reads that as a foreign object).
 */
const FOREIGN_OBJECT = words`
  (?:found|there was|there were|there's|pulled out|spat out|fished out|picked out|discovered|noticed|had) (?:a|an|some|half a|what (?:looked|seemed) like(?: a| an)?|a piece of|a bit of|a chunk of|a shard of)(?: \p{L}+){0,2} ${NOT_FOOD} (?:in|inside|baked into|mixed into|stuck in|at the bottom of|on) (?:my|our|his|her|your|the|their|it)
  (?:a|an|some)(?: \p{L}+){0,2} ${NOT_FOOD} (?:in|inside|baked into|stuck in) (?:your|their) \p{L}+|(?:my|our|his|her|the) \p{L}+ (?:had|came with|contained) (?:a|an|some)(?: \p{L}+){0,2} ${NOT_FOOD} (?:in|on) it
  (?:trouve|y avait|il y avait|sorti|retire|recrache|pige|pogne|croque)\p{L}* (?:un|une|des|deux|un bout de|un morceau de|un eclat de|ce qui ressemblait a(?: un| une| des)?)(?: \p{L}+){0,2} ${PAS_ALIMENT}(?: \p{L}+){0,2} (?:dans|sur|au fond de) (?:mon|ma|mes|sa|son|ses|la|le|les|notre|nos|votre|vos)
  (?:wasn't|was not|isn't|is not|shouldn't|should not|definitely not) (?:supposed to be|meant to be|have been|belong) (?:there|in (?:a|my|the|your|any|our) \p{L}+|in food|in it)|doesn't belong in (?:a|my|the|your|any) \p{L}+|n'avai(?:t|ent) rien a faire (?:la|dans)|(?:pas cense|pas censee|pas supposee?) (?:etre|se trouver) (?:la|dans)
  (?:bugs?|insects?|worms?|caterpillars?|slugs?|snails?|spiders?|beetles?|larvae|maggots?|ants|flies|fly|roach(?:es)?|cockroach(?:es)?)(?: \p{L}+){0,2} (?:in|inside|crawling (?:out of|on|in|across)|moving (?:in|on)) (?:my|our|his|her|the) (?:salad|food|plate|dish|bowl|soup|sandwich|bread|lettuce|greens|rice|pasta|pizza|burger|wrap|taco|drink|glass|coffee|dessert|fries|poutine|noodles|curry|order|meal)|(?:it|this|that|something) was (?:still )?(?:moving|wriggling|crawling)|bougeai(?:t|ent) (?:encore|toute?)|grouillai\p{L}*
  bone (?:fragment|shard|splinter|chip)s?|(?:fragment|shard|sliver|splinter|chip)s? of bone|(?:eclat|bout|morceau|fragment)s? d'os
  (?:piece|bit|fragment|strip|chunk|scrap|shred|fibre|fiber|strand|corner)s? of (?:a |an |the |what )?(?:\p{L}+ )?(?:sponge|cloth|rag|glove|scouring pad|brush|dishcloth|tea towel)s?|(?:piece|bit|fragment|strip|chunk|scrap|shred|strand|corner)s? of (?:a |an |the )?(?:\p{L}+ )?(?:tape|lid|napkin|wrapper|packaging|bag|twine|string|shell|eggshell)s? (?:in|inside|baked into|mixed into|stuck in|out of) (?:my|the|our|his|her)
  (?:bit|crunched|chomped) (?:down )?(?:on|into) (?:something|a thing) (?:that was |which was )?(?:definitely|clearly|certainly|obviously) not (?:a |an )?\p{L}+
  (?:bout|morceau|fibre|lambeau|coin)s? (?:de |d')(?:\p{L}+ ){0,3}?(?:gant|guenille|lavette|eponge|torchon|chiffon)|(?:bout|morceau|lambeau|coin)s? (?:de |d')(?:\p{L}+ ){0,3}?(?:etiquette|emballage|sac|ruban|ficelle|papier|coquille)[^.!?]{0,40}(?:dans|cuite? dans) (?:mon|ma|mes|la|le|les|notre|nos|sa|son)
  sans aretes?[^.!?]{0,60}(?<![\p{L}])aretes?(?![\p{L}])|(?<![\p{L}])aretes?(?![\p{L}])[^.!?]{0,60}sans aretes?|aretes? (?:\p{L}+ )?(?:pognee?s?|coincee?s?|prise?s?|restee?s?) dans (?:la|ma|sa) gorge|bone (?:stuck|lodged) in (?:my|his|her) throat
`;

const HYGIENE = words`
  without (?:stopping at|going to|using|touching|visiting) the sink|sans (?:passer par|toucher|aller a) (?:le lavabo|l'evier)
  (?:wiped|essuye\p{L}*) (?:it |them |la |le |les )?(?:on|sur) (?:her|his|their|son|sa) (?:apron|pants|jeans|shirt|tablier|pantalon|chandail)
  (?:bugs|insects|specks|things) (?:that|which) (?:moved|were moving|crawled)|(?:tiny|little|small) (?:bugs|insects|worms) in (?:it|the|my)|dried (?:egg|yolk|ketchup) on|(?:oeuf|jaune d'oeuf) seche\p{L}* (?:sur|dessus)|(?:ustensiles|couverts|fourchettes?) avec de (?:l'oeuf|l'\u0153uf) sech\p{L}*
  (?:lipstick|rouge a levres)[^.!?]{0,30}(?:another|someone|d'un autre|d'une autre|de quelqu'un)|(?:fly|mouche) (?:land\p{L}*|pose\p{L}*|walk\p{L}*) (?:on|sur) (?:the|le|la|mon|ma|our|notre) (?:butter|beurre|bread|pain|food|bouffe)
`;

const DISCRIMINATION = words`
  (?:called|calling|call|yelled|shouted|muttered|used|hurled|threw)(?: \p{L}+){0,4} (?:a )?(?:\p{L}+ )?slurs?|(?:a|an) (?:\p{L}+ )?slur (?:at|about|toward|towards)
  the only (?:black|brown|asian|arab|indigenous|native|muslim|jewish|gay|queer|trans|visible minority|non-white|latino|latina|south asian) (?:\p{L}+ )?(?:people|person|family|families|couple|guests?|customers?|ones?|women|men|table)|les seule?s (?:noire?s|arabes|asiatiques|autochtones|musulmane?s|client(?:e?s)? noire?s)
  go back (?:to )?where (?:you|they|we|he|she|i) (?:came|come) from|back to (?:your|their|his|her|our|my) (?:own )?country|speak english or|(?:rentrer|retourner|retourne|rentre) (?:chez (?:eux|lui|elle|vous|toi)|dans (?:son|leur|ton|votre|notre|mon) pays)|retourne d'ou tu viens|parle(?:z)? (?:francais|anglais) ou
  (?:refus\p{L}*|wouldn't|would not|won't|didn't want to|did not want to|unwilling to) (?:to )?(?:serve|speak to|talk to|answer|address) (?:us|me|them|my \p{L}+)(?: \p{L}+){0,2} in french
  (?:refus\p{L}*|pas voulu|voulai(?:t|ent) rien savoir|voulai(?:t|ent) pas)(?: \p{L}+){0,4} en francais|(?:fait|faisai(?:t|ent)) semblant de (?:ne )?(?:pas|rien) comprendre[^.!?]{0,60}en francais|pretend\p{L}* not to (?:understand|speak)[^.!?]{0,60}french|(?:service|servie?s?) en anglais (?:seulement|uniquement)|en anglais[^.!?]{0,80}(?:demande|exige|voulu|pourtant)\p{L}*[^.!?]{0,40}en francais|(?:sorry,? )?english (?:only|please)
  (?:imitat|mock|mimick)\p{L}* (?:my|our|her|his|their) (?:\p{L}+ )?accent|imit\p{L}* (?:l'|mon |son |notre |leur )accent
  (?:traite|traites|traitee?s?|traiter|appele|appelee?s?|traitait) de (?:["«“] ?)?(?:maudits?|sales?|gros|grosses) \p{L}+|["«“] ?(?:those|these) people ?["»”]
`;
/**
 * Treated apart, told by its contrast: "fully booked, then seated the couple behind us", a table
 * by the bins "while the front was empty", asked if they could afford it. Discrimination only in
 * a review that says who the guests are (`IDENTITY`) and complains.
 */
const TREATED_APART = words`
  (?:full|fully booked|booked up|no (?:free )?tables?|reserved|at capacity|no room)[^.!?]{0,80}(?:then|but|while|yet|minutes later|right after|moments later)[^.!?]{0,60}(?:seated|sat|let in|walked (?:right )?in|got a table)
  (?:complet|reservee?s?|plus de place|pas de place|aucune table)[^.!?]{0,80}(?:alors que|pis|puis|tandis que|apres|minutes plus tard)[^.!?]{0,60}(?:installee?s?|assise?s?|asseoir|entree?s?|arrivee?s?|placee?s?)
  (?:while|when|although|even though) (?:the )?(?:whole |entire )?(?:\p{L}+ )?(?:room|section|front|dining room|restaurant|place|patio) (?:was|were|sat) (?:half |completely |totally )?empty|alors que (?:toute )?(?:la salle|le restaurant|la terrasse|le resto)(?: \p{L}+){0,2} (?:etait|etaient) (?:a moitie |completement )?vide|alors que des tables etaient libres
  (?:sure|certain) (?:we|you|they) (?:could|can) afford|(?:sure?s?|certaine?s?) (?:d'avoir les moyens|de pouvoir payer|d'etre capables? de payer)|si (?:on|nous) (?:avait|avions|a) les moyens
  second[- ]class (?:citizens?|customers?|guests?|people)|like (?:we|i|they) (?:didn't|did not) belong|citoyens de (?:seconde|deuxieme) (?:zone|classe)
  tone it down|stop (?:holding hands|kissing|making (?:those|these|that) noises?)|ce genre de comportement|d'(?:« ?)?arreter (?:ca|de se tenir|ces bruits|de faire ces bruits)|(?:asked|told) (?:my|our) (?:\p{L}+ ){1,2}to (?:leave|go|sit (?:elsewhere|outside|in the back))|["«“] ?(?:nos|vos|leurs) maris|where (?:our|your) husbands were
`;
/** Who the guests are, in the words IDENTITY lacks: "two Black women", « mon frère sourd », "(two men)". */
const WHO = words`
  (?:black|brown|asian|arab|indigenous|gay|lesbian|trans|muslim|jewish|deaf|blind|disabled) (?:\p{L}+ )?(?:women|men|woman|man|mother|father|mom|dad|brother|sister|son|daughter|friends?|couple|family|guests?|people)|\((?:two|both) (?:men|women)\)|deux (?:hommes|femmes)
  (?:femmes|hommes|filles|gars|mere|pere|frere|soeur|amie?s?|chum|blonde) (?:noire?s?|arabes?|autochtones?|sourde?s?|aveugles?|musulmane?s?|gais?|trans)
`;

/** Refused French is discrimination where French is the language owed: not a Paris menu in English. */
export const FRENCH_OWED =
  /francais|french|quebec|montreal|laval|gatineau|sherbrooke|trois-rivieres|saguenay/;

const LEGAL_THREAT = words`
  (?:retained|hired|consulted|engaged) (?:legal )?counsel|legal representatives?|personal injury (?:firm|lawyers?|attorneys?|claim)|(?:mon|ma|notre|nos|mes) avocates?|attaquer en justice|protection juridique|saisi (?:le|la) (?:tribunal|justice|juge)
  (?:your|the restaurant's|votre) (?:insurer|insurance (?:company|provider)|assureur)s? (?:will|is|has|sera|va|a ete)|a claim is being (?:prepared|filed|made)|une reclamation (?:s'en vient|est en preparation|sera)
`;

const HEALTH_AUTHORITY = words`
  (?:phoned|called|rang|contacted|reported (?:it |them |this )?to|wrote to|emailed) (?:the )?(?:public health|health|food safety|environmental health)(?: \p{L}+){0,2}(?: office| board| unit| department| agency| line)?|food safety (?:board|office|unit|department)
  (?:appele|contacte|signale|ecrit|prevenu|alerte)\p{L}* (?:\p{L}+ ){0,3}(?:les )?services? veterinaires?
  (?:complaint|report|plainte|signalement)s? (?:\p{L}+ ){0,3}(?:with|to|au|a la|aupres du|aupres de la) (?:the )?(?:ministry of health|department of agriculture|ministere de (?:l'agriculture|la sante))
`;

const FAMILIES: [IncidentKind, RegExp][] = [
  ['illness', ILLNESS],
  ['allergy', ALLERGY],
  ['injury', INJURY],
  ['foreign-object', FOREIGN_OBJECT],
  ['hygiene', HYGIENE],
  ['legal-threat', LEGAL_THREAT],
  ['health-authority', HEALTH_AUTHORITY],
];

/** A family denied or only feared just before it: "no trouble breathing", "nearly went flying". */
const DENIED =
  /(?:^|[^\p{L}])(?:no|not|never|without|nearly|almost|practically|pas de|pas d'|aucune?|jamais|presque|failli)\s+(?:\p{L}+\s+)?$/u;

function tells(re: RegExp, text: string): boolean {
  const match = re.exec(text);
  return !!match && !DENIED.test(text.slice(Math.max(0, match.index - 20), match.index));
}

/**
 * The kinds these plain wordings tell, each with its sentence. `rating` keeps a slur or "the only
 * Black people" to reviews that complain, where it is the guest's grievance.
 */
export function findPlainIncidents(
  sentences: readonly SignalSentence[],
  folded: string,
  rating: number | null,
): Map<IncidentKind, string> {
  const found = new Map<IncidentKind, string>();
  const complains = rating === null || rating <= 3;
  const frenchOwed = FRENCH_OWED.test(folded);
  const allergen = ALLERGEN.test(folded);
  const identity = IDENTITY.test(folded) || WHO.test(folded);
  for (const sentence of sentences) {
    const text = sentence.folded;
    for (const [kind, re] of FAMILIES)
      if (!found.has(kind) && (kind !== 'allergy' || allergen) && tells(re, text))
        found.set(kind, sentence.text);
    if (complains && identity && !found.has('discrimination') && TREATED_APART.test(text))
      found.set('discrimination', sentence.text);
    if (complains && !found.has('discrimination') && tells(DISCRIMINATION, text)) {
      const french =
        /french|francais|english (?:only|please)|anglais (?:seulement|uniquement)/.test(text);
      if (!french || frenchOwed) found.set('discrimination', sentence.text);
    }
  }
  return found;
}

/** Who a hospital visit happened to, for "the chair gave way … we spent the evening at the ER". */
export const CARE_ONLY = words`
  ${PERSON} (?:ended up|went|spent (?:the night|the evening|hours)|were|was) (?:in|to|at) (?:the )?(?:er|e\.r\.|emergency|hospital|urgent care|clinic)|(?:my|our) ${KIN} (?:ended up|went) (?:in|to|at) (?:the )?(?:er|hospital)
  (?:passe|fini|finie|finis)\p{L}* (?:la nuit |la soiree )?(?:a l'urgence|aux urgences|a l'hopital|a la clinique)
`;
