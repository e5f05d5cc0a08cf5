import { words, type SignalSentence } from './text.ts';

/**
 * An allergy the guest states, then the dish that came with it, often in the next sentence and
 * under another name: "I have a shellfish allergy. The calamari came with shrimp paste", « allergie
 * à l'arachide… une sauce aux cacahuètes », « allergique aux noix pis y'avait du pesto ». Each
 * family lists what a guest calls the allergy and what they find on the plate (folded).
 */
const FAMILIES: { stated: RegExp; served: RegExp }[] = [
  {
    stated: words`shellfish|seafood|crustaceans?|shrimps?|fruits de mer|crustaces|crevettes?|mollusques`,
    served: words`
      shrimps?|prawns?|crabs?|lobsters?|scallops?|clams?|mussels|oysters|shellfish|seafood
      crevettes?|homards?|crabes?|petoncles?|moules|huitres|fruits de mer|crustaces
    `,
  },
  {
    stated: words`nuts?|tree nuts?|peanuts?|noix|arachides?|cacahuetes?|cacahouetes?|fruits a coque`,
    served: words`
      nuts?|peanuts?|almonds?|cashews?|walnuts?|pecans?|pistachios?|hazelnuts?|pesto|praline|satay|peanut butter|nutella
      noix|arachides?|cacahuetes?|cacahouetes?|amandes?|noisettes?|pistaches?|pacanes?|pralin\p{L}*|beurre d'arachides?
    `,
  },
  { stated: words`sesame`, served: words`sesame|tahini|tahin|halva|hummus|houmous` },
  {
    stated: words`dairy|lactose|milk|produits laitiers|lait`,
    served: words`cheese|cream|butter|milk|fromage|creme|beurre|lait`,
  },
  {
    stated: words`gluten|celiac|coeliac|coeliaque|celiaque|cœliaque`,
    served: words`bread|breaded|croutons?|flour|pasta|beer|soy sauce|pain|panee?s?|chapelure|farine|pates|biere|sauce soya`,
  },
  { stated: words`eggs?|oeufs?`, served: words`eggs?|mayo|mayonnaise|aioli|oeufs?` },
];

// Folding keeps « œ » (it would change the length), so « cœliaque » is listed as written.
const ALLERGIC = /allerg|intoleran|celiac|coeliaq|celiaq|cœliaq/;
/** The dish reached the guest with it: "came with", "there was", « y'avait », « dessus ». */
const SERVED = words`
  came (?:out )?with|arrived with|served with|drizzled|dressed|tossed|brushed|glazed|had|has|contained|containing|there (?:was|were)|in it|on top|topped|covered|full of|loaded|sprinkled|made with|cooked in|fried in
  il y avait|y avait|y'avait|yavait|avec|dessus|dedans|contenait|plein de|pleine de|garnie?s? de|servie?s? avec|arrivee?s? avec|parseme\p{L}*|cuite?s? dans
`;
/** Where the allergen was kept off the plate. */
const KEPT_OFF = words`
  instead|swapped|substitut\p{L}*|removed|left off|held the|ordered something else|made sure|careful|double-checked
  a la place|remplace\p{L}*|enleve\p{L}*|retire\p{L}*|verifie\p{L}*
`;
/** "without nuts", « pas de noix »: the allergen named as absent. */
const ABSENT = /(?:^|[^\p{L}])(?:no|without|zero|sans|pas de|pas d'|aucune?)\s+(?:\p{L}+\s+)?$/u;

/** The sentence where a stated allergy's allergen is served, or null. */
export function allergenServed(sentences: readonly SignalSentence[]): string | null {
  for (const [i, stated] of sentences.entries()) {
    if (stated.asks || !ALLERGIC.test(stated.folded)) continue;
    for (const family of FAMILIES) {
      if (!family.stated.test(stated.folded)) continue;
      // The same sentence or one of the next two: "…we told the waitress. The dessert came with nuts."
      for (const served of sentences.slice(i, i + 3)) {
        if (served.asks || !SERVED.test(served.folded) || KEPT_OFF.test(served.folded)) continue;
        // In the stated sentence, the allergen must come after the allergy is named.
        const from = served === stated ? stated.folded.search(ALLERGIC) + 6 : 0;
        const rest = served.folded.slice(from);
        if (served !== stated ? present(family.served, rest) : servedAgain(family, rest))
          return served.text;
      }
    }
  }
  return null;
}

/** In the sentence that names the allergy, the allergen named a second time, as what was served. */
function servedAgain(family: { stated: RegExp; served: RegExp }, rest: string): boolean {
  const named = family.stated.exec(rest);
  const after = named ? rest.slice(named.index + named[0].length) : rest;
  return present(family.served, after) && SERVED.test(after);
}

/** An allergen named in the text and not as absent. */
function present(allergen: RegExp, text: string): boolean {
  const all = new RegExp(allergen.source, 'gu');
  for (const m of text.matchAll(all))
    if (!ABSENT.test(text.slice(Math.max(0, m.index - 25), m.index))) return true;
  return false;
}
