/**
 * General word lists the catalogue matcher reads: kitchen vocabulary in French and English, the
 * dish nouns a guest may shorten a menu item to and the words of courses (people's nicknames and
 * roles: `catalogue-people-words.ts`). General vocabulary only: nothing here is specific to one
 * restaurant.
 */

/** Words that never carry a match on their own: articles, prepositions, "and", possessives. */
export const STOP_WORDS = new Set(
  (
    'the a an of with and n & in on my our your their his her its this that you can ' +
    'et de du des d la le les l au aux en un une avec sur mon ma mes notre nos votre vos leur leurs ' +
    'son sa ses ce cet cette ces s'
  ).split(' '),
);

/**
 * French and English names of the same food, one concept a line (first word = the concept).
 * Singular forms; the matcher folds accents, case and plurals before it looks a word up.
 */
const GLOSSARY = `
beef boeuf
veal veau
pork porc
lamb agneau
duck canard
chicken poulet
turkey dinde
rabbit lapin
goose oie
quail caille
ham jambon
bacon lard lardon
sausage saucisse
fish poisson
salmon saumon
tuna thon
cod morue cabillaud
trout truite
pike brochet
sole sole
mackerel maquereau
sardine sardine
anchovy anchois
oyster huitre
mussel moule
clam palourde
scallop petoncle saint-jacques
shrimp crevette
prawn gambas
lobster homard
crab crabe
squid calmar calamar
octopus poulpe pieuvre
snail escargot
egg oeuf
cheese fromage
goat-cheese chevre
butter beurre
cream creme
milk lait
bread pain
toast toast
onion oignon
garlic ail
shallot echalote
leek poireau
potato patate pomme-de-terre
cassava manioc yucca mandioca
tomato tomate
carrot carotte
beet betterave
cabbage chou
cauliflower chou-fleur cauli
sprout chou-de-bruxelles
spinach epinard
lettuce laitue
mushroom champignon
morel morille
truffle truffe
bean haricot
pea pois
lentil lentille
rice riz
pepper poivron
eggplant aubergine
zucchini courgette
cucumber concombre
pumpkin citrouille
squash courge
asparagus asperge
artichoke artichaut
herb herbe
apple pomme
pear poire
cherry cerise
strawberry fraise
raspberry framboise
blueberry bleuet myrtille
lemon citron
lime lime
orange orange
peach peche
fig figue
almond amande
walnut noix
hazelnut noisette
pecan pacane
chestnut marron chataigne
honey miel
maple erable
sugar sucre
chocolate chocolat
vanilla vanille
caramel caramel
praline praline
soup soupe potage
salad salade
stew ragout
pie tourte
tart tarte
cake gateau
pudding pouding
island ile
floating flottant flottante
doughnut beigne
pancake crepe
waffle gaufre
ice-cream glace
fries frite
meatball boulette
noodle nouille
steak steak bifteck
rib cote
leg cuisse
breast poitrine magret
liver foie
sauce sauce
mustard moutarde
wine vin
beer biere
meat viande
`;

/**
 * Spellings of one dish word that are not translations (first word = the form kept): guests
 * write whichever they know.
 */
const SPELLINGS = `
caesar cesar
doughnut donut
yogurt yoghurt yogourt
kebab kabob
barbecue bbq barbeque
chili chilli
coffee cafe
whisky whiskey
`;

/** Nouns that can name a dish on their own ("the duck", "la soupe"), as concepts. */
const DISH_NOUNS = `
beef veal pork lamb duck chicken turkey rabbit goose quail ham sausage salmon tuna cod trout pike
sole mackerel sardine oyster mussel clam scallop shrimp prawn lobster crab crayfish squid
octopus snail cauliflower sprout asparagus artichoke eggplant
soup salad stew pie tart cake pudding pancake waffle ice-cream dumpling meatball pasta noodle steak
rib breast risotto pizza burger sandwich taco burrito curry ramen pho sushi tartare carpaccio ceviche confit
terrine pate rillette poutine tourtiere quiche omelette benedict gratin fondue raclette
tiramisu cheesecake brownie cookie doughnut muffin scone croissant brioche macaron eclair mousse sorbet
souffle flan custard clafoutis crumble gnocchi ravioli lasagna spaghetti
linguine tagliatelle penne mac burrata bruschetta falafel hummus kebab brisket wing nachos
quenelle andouillette saucisson cassoulet bouillabaisse ratatouille choucroute tartiflette
`;

/**
 * What guests call a course or the day's dish rather than a dish by its name ("the special",
 * "dessert", "le plat du jour", "the chef's suggestion"). The matcher may still read such words as
 * the one dish they fit; they are never a name to learn (alias suggestions).
 */
const COURSE_WORDS = new Set(
  (
    'special speciale specialite daily today day jour midi soir dessert starter appetizer ' +
    'appetiser entree main plat menu formule suggestion course side house maison'
  ).split(' '),
);

/** A word for a course or the day's dish, folded. */
export const isCourseWord = (folded: string) => COURSE_WORDS.has(folded);

/** The rows of a table written one entry a line, words split on spaces. */
export const lines = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((words) => words.length > 0 && words[0]);

/** Concept of each glossary word (both languages), keyed by the word as `key()` folds it. */
export function buildGlossary(key: (word: string) => string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [concept, ...others] of lines(GLOSSARY)) {
    for (const word of [concept!, ...others]) {
      // A compound ("pomme-de-terre") is one concept as a whole: the menu's tokens join its words
      // (catalogue-text.ts, `menuTokens`), so "pommes de terre" is no apple.
      map.set(key(word), concept!);
    }
  }
  return map;
}

export const dishNounList = () => lines(DISH_NOUNS).flat();

/** Each variant spelling (keyed as `key` folds it) to the form kept. */
export function buildSpellings(key: (word: string) => string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [kept, ...others] of lines(SPELLINGS))
    // The kept form maps to itself, so no other rule (a dropped ending) splits it from its variants.
    for (const word of [kept!, ...others]) map.set(key(word), key(kept!));
  return map;
}

/** The glossary's compounds ("pomme-de-terre", "saint-jacques"), each as its words. */
export const compoundWords = () =>
  lines(GLOSSARY)
    .flat()
    .filter((w) => w.includes('-'))
    .map((w) => w.split('-'));
