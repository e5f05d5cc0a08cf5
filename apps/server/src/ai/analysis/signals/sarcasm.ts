import { words, type SignalSentence } from './text.ts';

/**
 * Sarcasm (docs/product/review-understanding.md#signals): the words praise, the stars say the
 * opposite. Only at 2★ or fewer, and only with a cue a sincere guest would not write: an ironic
 * thanks ("merci pour rien"), a cheer standing alone ("Bravo." "Charmant."), "wow" or
 * "vraiment" before praise, an eye-roll. Cues a sincere guest might write at the wrong stars
 * ("can't wait to come back", "really great") count only beside a complaint. Passing praise in
 * a bad review ("the bread was good") has no cue and stays sincere.
 */

/** Cues that are ironic on their own at 2★ or fewer. */
const IRONIC = words`
  thanks (?:so much |a lot )?for (?:nothing|ruining|wasting|making us wait|the (?:food poisoning|stomach\p{L}*|wait|memories))|thank you for (?:nothing|ruining)
  love that for (?:me|us)|just what i (?:wanted|needed)|(?:i|we) (?:just )?love (?:paying|waiting|being ignored)|gotta love|got to love|you gotta love
  thanks (?:so much |a lot )?for the (?:[\p{L}\d]+[- ]){0,3}(?:wait|delay)|merci (?:beaucoup |bien )?pour (?:les |la |l')?(?:[\p{L}\d']+[- ]){0,3}(?:attente|retard)|nothing says [^.!?]{1,40} like
  (?:^|(?:i|we) (?:just |really |simply )?|^just |^(?:oh|ah),? )(?:love|loved|adore|adored) (?:paying|waiting|being (?:ignored|rushed|yelled|forgotten|overcharged)|getting (?:ignored|overcharged|the wrong)|sitting (?:for|there|around))
  10 ?/ ?10,? would(?: not|n't| never)|(?:5|five) stars?,? would(?: not|n't| never)|would(?: not|n't) recommend,? 10 ?/ ?10|10 ?/ ?10,? (?:je )?(?:ne )?(?:recommande|reviendrai) (?:pas|jamais)|what a (?:wonderful|great|lovely|fantastic|perfect|fun) way to (?:spend|waste|ruin|end|start)
  ["“«'‘] ?(?:fresh|homemade|home-made|house-made|authentic|artisanal|gourmet|premium|famous|award-winning|chef|friendly|service|hospitality|fine dining|frais|fraiche|fraiches|maison|fait maison|authentique|gastronomique|gourmet) ?["”»'’]
  merci (?:beaucoup |bien )?pour (?:rien|ce (?:grand )?moment|l'intox\p{L}*|la gastro|l'attente)|j'adore (?:payer|attendre|me faire)|faut aimer|il faut aimer
  [🙄🙃😒👏]|/s
  (?:so|really|very|just|sure) (?:glad|happy|thrilled|pleased) (?:we|i) (?:paid|waited|spent|drove|bothered)|(?:tellement|vraiment|bien|ben) (?:contente?s?|heureux|heureuses?) d'avoir (?:paye|attendu|depense)
  (?:you(?: guys)?|y'all|they|the (?:kitchen|staff|owners?)) (?:are|were|'re) (?:too|so|really|just too) (?:kind|generous)|(?:vous etes|vous etiez|t'es|ils sont|ils etaient) (?:vraiment |ben |tellement )?(?:trop|tellement|vraiment) (?:gentils?|genereu\p{L}*|bons? pour nous)
  best (?:\d+|two|three|twenty|thirty|forty|fifty|ninety) (?:minutes|mins|hours?) of my life|meilleures? (?:\d+ )?(?:minutes|heures?) de ma vie|can(?:'t|not) wait to never|ah,? the joys of|les joies de|if you (?:like|enjoy|love|are into) (?:cold|lukewarm|soggy|stale|burnt|raw|waiting|being ignored|paying|overpaying|bland|rude)|si (?:vous aimez|t'aimes|tu aimes) (?:attendre|payer|vous faire ignorer|te faire ignorer|(?:les?|la|du|des) (?:\p{L}+ )?(?:froide?s?|molles?|tiedes?|brulee?s?|frettes?))|(?:on a|j'ai|nous avons) (?:vraiment |ben )?(?:adore|aime) (?:attendre|payer|se faire|me faire|nous faire)
  (?:lesson|lecon|cours|appris|learned|learnt|taught|teach\p{L}*|enseigne\p{L}*|practice|exercise|exercice)\p{L}* [^.!?]{0,30}patience
  ["“«'‘] ?(?:medium[- ]rare|rare|well done|crispy|crisp|hot|warm|generous|jumbo|large|quick|fast|express|craft|local|signature|cozy|chaude?s?|croustillante?s?|genereu\p{L}*|rapide|saignante?) ?["”»'’]
  ^(?:merci|thanks|thank you)(?: \p{L}+){0,3} (?:pour|for) (?![^.!?]*(?:fix|replac|remade|refund|comp'?d|took (?:it )?off|apolog|rembours|remplac|refait|offert|geste|malgre|despite|even though|quand meme))[^.!?]{0,60}(?:molles?|mous|froide?s?|frettes?|tiedes?|brulee?s?|en poudre|en canne|seche?s?|soggy|cold|burnt|stale|raw|lukewarm|rubbery|caoutchout\p{L}*|oubli\p{L}*|forg[eo]t\p{L}*|rude|bete|impoli\p{L}*)
`;
/** A plain word in scare quotes naming the dish ("a 'short rib' poutine"); read on the text as
 * written, since a capitalised name in quotes ("the 'Big Jim' burger") is the menu's own. */
const QUOTED_DISH =
  /(?<![\p{L}])["“«'‘]\p{Ll}[\p{Ll} -]{1,24}\p{Ll}["”»'’] (?:poutine|burger|steak|salad|soup|sandwich|pizza|fries|pasta|bowl|tacos?|wings|platter|plate|portion|serving|cocktail|coffee|latte|dessert|cake|pie|bison|ribs?|roll|wrap|sub|special|skewers?|bun|toast|eggs|omelette|sundae|shake|smoothie|frites|salade|soupe|pâtes|plat|assiette|gâteau|café|bière)(?![\p{L}])/u;

/** Cues that are ironic beside a complaint, sincere at a mistaken star. */
const IRONIC_BESIDE_COMPLAINT = words`
  exactly what i (?:wanted|needed)|truly world class|vraiment un (?:bel|beau|bon|must)|what a (?:treat|joy|delight|pleasure|lovely|great|wonderful|experience)|can(?:'t|not) wait to (?:come|go) back|can(?:'t|not) wait to return|world class|(?:great|good|nice) job,? (?:guys|team|everyone|folks|people)|(?:i|we) (?:just )?love (?:it )?when|who (?:doesn't|does not) (?:love|like|enjoy)|qui n'aime pas
  merci (?:beaucoup |bien )?pour (?:cette (?:belle |magnifique )?(?:experience|soiree|attente))|(?:experience|soiree|evening|night|service|accueil|moment|attente|wait|visit|visite|time)[^.!?]{0,30}, (?:vraiment|really|truly|seriously|honestly|honnetement|franchement)(?=[.!…]|$)|(?:merci|thanks|thank you)(?: \p{L}+){0,3} (?:pour|for) (?:l'|la |le |cette |ce |the |this |that |an? |our )?(?:(?:experience|soiree|evening|night|memories|souvenirs?|moment|time|visit) (?:\p{L}+ )?(?:inoubliable|memorable|magnifique|incroyable|unforgettable|amazing|wonderful|lovely|fantastic|enrichissante?|extraordinaire)|(?:inoubliable|memorable|magnifique|incroyable|unforgettable|amazing|wonderful|lovely|fantastic|belle|bel|beau|superbe) (?:experience|soiree|evening|night|moment|time|visit))|j'adore quand|un must|a souhait|quel (?:bonheur|plaisir|regal)|quelle (?:joie|chance|belle (?:experience|soiree))|de classe mondiale|(?:beau|bon) travail,? (?:l'equipe|les gars)|belle job,? (?:l'equipe|la gang|les gars)|bravo (?:l'equipe|la gang|les gars)
  ^(?:franchement|vraiment|encore|ben|eh ben|eh bien|well|really|seriously|honestly|truly|sincerement|honnetement),? (?:bravo|chapeau|great job|well done|nice job|good job)(?=[,!.…]|$)|(?:amazing|incredible|impressive|remarkable) how (?:they|you|the \p{L}+) (?:managed|manage) to|c'est (?:fou|incroyable|impressionnant) comme (?:ils|vous|le|la) (?:ont|avez|reussi\p{L}*|arrive\p{L}*)
  ^(?:top|super|genial|parfait|bravo|chapeau|great|lovely|excellent|amazing) (?:le |la |l'|les |the )(?:service|accueil|attente|wait|hospitality|organisation|customer service)(?=[,!…]|\.{2,})
  ^(?:quel|quelle|what a|what an) (?:\p{L}+ ){0,2}(?:exceptionnel\p{L}*|incroyable|formidable|genial\p{L}*|magnifique|memorable|inoubliable|amazing|wonderful|fantastic|great|lovely|delightful|memorable|superbe?)(?: \p{L}+)?(?:…|\.{2,})
  merci pour (?:l'accueil|le service|la gentillesse|le sourire)|thanks for the (?:warm welcome|great service|lovely|wonderful)
  (?:great|good|nice|amazing|fantastic|excellent|wonderful|stellar) (?:job|work) \p{L}+ing|(?:bravo|chapeau|felicitations|kudos|congrats) (?:pour|a|on|for|to) (?:le |la |l'|les |the |your )?(?:service|accueil|attente|organisation|professionnalisme|wait|customer service|hospitality|professionalism|kitchen|cuisine)
`;
/** Congratulations ironic only when what they congratulate is the complaint: "Bravo pour les 40
 * minutes d'attente", not "Bravo au chef pour le dessert". */
const CONGRATULATIONS = words`
  bravo (?:pour|a|au|aux)|kudos (?:to|for)|hats off|chapeau (?:pour|a|au|bas)|congrats (?:on|for)|well done (?:on|for)|felicitations (?:pour|a)
`;
/** What went wrong: the turn that makes praise ironic. */
const COMPLAINT = words`
  charg\p{L}*|surcharg\p{L}*|fees?|cold|lukewarm|tepid|soggy|stale|rude|forgot|forgotten|forgetting|ruin\p{L}*|mess\p{L}* up|screw\p{L}* up|ignored|wrong|worst|never|waited|waiting|\d+ ?(?:min|mins|minutes|hours?|hrs?)|half an hour|an hour|overpriced|bland|burnt|raw|dirty|slow|nobody|no one|didn't|wasn't|weren't|not|no|missing|tiny|ice|again|another|nothing
  froide?s?|frettes?|tiedes?|mou|molle|seche?s?|dure?s?|brulee?s?|ignoree?s?|oubliee?s?|attente|attendu|\d+ ?(?:h|heures?)|mauvaise?|pire|jamais|personne|pas|rien|introuvable|fausse|faux|industriel\p{L}*|trop cher|toilettes|nulle?|lente?s?|encore|aucune?
`;

/** Sincere-sounding praise: read as irony only beside a cue. */
const PRAISE = words`
  amazing|great|wonderful|fantastic|excellent|lovely|perfect|perfection|awesome|superb|stellar|treat|brilliant|incredible|unforgettable|impressive|charming|classy|romantic|delightful|spectacular|outstanding|best|generous|enriching|educational
  super|genial|geniale|magnifique|parfait|parfaite|inoubliable|incroyable|formidable|charmant|charmante|romantique|sublime|extraordinaire|top|bel accueil|belle experience|meilleure?|exceptionnel\p{L}*|remarquable|genereu\p{L}*|enrichissante?
`;
/** Praise denied: "not great", "pas terrible". */
const NEGATED_PRAISE = words`
  (?:not|n't|never|no|hardly|pas|jamais|plus|rien de) (?:very |so |that |really |tres |si |vraiment )?(?:amazing|great|wonderful|fantastic|excellent|lovely|perfect|super|genial|magnifique|parfait|terrible|top|formidable|the best)
`;
const HEDGED = /(?<![\p{L}])(?:but|mais|though|however|cependant|par contre)(?![\p{L}])/u;

/** Cheers that, alone or opening a sentence, set up the irony that follows. */
const CHEERS = String.raw`(?:wow|bravo|super|great|perfect|lovely|wonderful|fantastic|awesome|brilliant|charming|classy|amazing|genial|parfait|magnifique|charmant|excellent|chapeau|formidable|incroyable|top|ah oui|oh yeah|oh wow|(?:great|good|nice) job|beau travail|belle job)`;
const CHEER = new RegExp(String.raw`^${CHEERS}(?=[\s,.!…]|$)`);
/** "Great, another…", "Parfait… encore": the cheer, then a comma or an ellipsis at once. */
const CHEER_OPENING = new RegExp(String.raw`^${CHEERS}(?:,|…|\.{2,})`);
/** Cheers that are dismay until something is praised: "Wow. Just wow." */
const DISMAY = /^(?:wow|ah oui|oh yeah|oh wow)(?=[\s,.!…]|$)/;
/** Exclamations that turn the praise beside them ("ah oui, vraiment super l'attente"); not
 * "really" or "vraiment" alone, which sincere guests write all the time. */
const WEAK_CUE = words`
  wow|ah oui|oh yeah|oh wow|oh oui|mais oui|quelle? (?:belle|bonne|super)
`;

const wordCount = (folded: string) => folded.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

/** Whether a low-rated review is sarcastic, and which of its sentences mean the opposite. */
export function findSarcasm(
  sentences: readonly SignalSentence[],
  rating: number | null,
): { sarcasm: boolean; ironic: SignalSentence[] } {
  const none = { sarcasm: false, ironic: [] };
  if (rating == null || rating > 2) return none;
  // Each sentence read once: praise, a cheer, an ironic cue.
  const read = sentences.map((s) => {
    const praised = PRAISE.test(s.folded) && !NEGATED_PRAISE.test(s.folded);
    const hedged = HEDGED.test(s.folded);
    // A cheer alone ("Bravo." "Charmant.") or opening a sentence with a comma or an ellipsis
    // ("Great, another…", "Wow, quelle expérience…"); never hedged praise ("Super, mais…").
    const alone = sentences.length > 1 && CHEER.test(s.folded) && wordCount(s.folded) <= 3;
    const cheer = !hedged && (alone || CHEER_OPENING.test(s.folded));
    const ironic =
      IRONIC.test(s.folded) ||
      QUOTED_DISH.test(s.text) ||
      (cheer && alone && /^(?:bravo|chapeau)/.test(s.folded));
    const turned =
      !hedged &&
      (IRONIC_BESIDE_COMPLAINT.test(s.folded) ||
        (CONGRATULATIONS.test(s.folded) && COMPLAINT.test(s.folded)));
    const cue = ironic || cheer || turned || (praised && !hedged && WEAK_CUE.test(s.folded));
    const dismay = DISMAY.test(s.folded) && !praised && !turned && !ironic;
    return { sentence: s, praised, ironic, cue, dismay };
  });
  if (!read.some((r) => r.cue)) return none;
  // "Wow." alone is dismay, not irony, until something is praised.
  const dismayOnly = read.every((r) => !r.cue || r.dismay);
  if (dismayOnly && !read.some((r) => r.praised)) return none;
  const complained = sentences.some((s) => COMPLAINT.test(s.folded));
  if (!read.some((r) => r.ironic) && !complained) return none;
  return { sarcasm: true, ironic: read.filter((r) => r.cue || r.praised).map((r) => r.sentence) };
}
