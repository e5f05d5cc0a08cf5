/**
 * What a dish word tells of the dish beyond its name: the kind of food it is and what it is made
 * of, as a guest would say it ("the fish" for a halibut, "le café à l'érable" for a maple latte,
 * "the eggs in tomato sauce" for a shakshuka). General kitchen knowledge only, nothing specific to
 * one restaurant: a menu item's words are described through it, so a guest's description can
 * single out one item (catalogue-menu.ts).
 *
 * One line a kind: the word a guest says first, then the words of a menu name that are that kind
 * or have it in them. Singular forms, any language; the matcher folds and translates both sides.
 */
const KINDS = `
fish salmon trout char omble halibut fletan cod tuna pike sole mackerel sardine anchovy haddock aiglefin snapper vivaneau tilapia swordfish espadon walleye perch perchaude sturgeon herring hareng turbot monkfish lotte skate raie bream dorade
seafood oyster mussel clam scallop shrimp prawn lobster crab crayfish langoustine squid octopus calamari
meat beef veal pork lamb bison venison cerf ham bacon sausage brisket steak
steak ribeye entrecote strip filet sirloin bavette flank tenderloin striploin onglet hanger porterhouse
noodle ramen pho udon soba
dumpling quenelle gnocchi ravioli pierogi gyoza
pasta linguine spaghetti tagliatelle penne macaroni mac lasagna ravioli gnocchi fettuccine rigatoni pappardelle orecchiette
rice risotto paella sushi
soup chowder chaudree bisque ramen pho
sandwich croque guedille roll panini sub hoagie bagel
pizza flatbread
flatbread manakish manouche manoushe naan pita pide lahmacun
egg benedict benedictine benny shakshuka chakchouka omelette quiche
tomato shakshuka chakchouka
fries poutine
cheese poutine croque mac
gravy poutine
chicken wing
dessert pudding pouding pie tart tarte cake cheesecake brownie crumble pavlova tiramisu mousse sorbet brulee flan custard doughnut beigne macaron eclair nanaimo grunt clafoutis souffle cookie chomeur
cake chomeur
maple chomeur
coffee latte espresso cappuccino americano mocha macchiato cortado
cocktail mimosa martini sangria margarita negroni spritz mojito daiquiri caesar bellini cosmopolitan manhattan paloma fashioned
beer ipa ale lager stout porter pilsner
wine sangria
champagne mimosa bellini
`;

/**
 * Kinds that only a drink is: a dish that shares the word ("Caesar salad") is not a cocktail.
 */
export const DRINK_KINDS = new Set(['cocktail', 'coffee', 'beer', 'wine', 'champagne']);

/** Each menu word (keyed by `key`) to the kinds it describes, keyed the same way. */
export function buildKinds(key: (word: string) => string): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const line of KINDS.trim().split('\n')) {
    const [kind, ...members] = line.trim().split(/\s+/);
    for (const member of members) {
      const kinds = map.get(key(member)) ?? new Set<string>();
      kinds.add(key(kind!));
      map.set(key(member), kinds);
    }
  }
  return map;
}
