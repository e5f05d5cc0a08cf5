/**
 * General word lists the catalogue matcher reads: kitchen vocabulary in French and English, the
 * dish nouns a guest may shorten a menu item to, common first-name nicknames and the words that
 * name a role. General vocabulary only: nothing here is specific to one restaurant.
 */

/** Words that never carry a match on their own: articles, prepositions, "and", possessives. */
export const STOP_WORDS = new Set(
  (
    'the a an of with and n & in on my our your their his her its this that ' +
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

/** Nickname groups: the names in one line are the same person's first name. */
const NICKNAMES = `
jennifer jenny jen jenn jenna
alexandre alexander alexandra alexandrine alex sacha sasha
catherine katherine kathryn cath cathy kate katie kathy cat
mohammed mohamed muhammad mohammad mo momo
william will bill billy liam
guillaume will
robert rob bob bobby robbie
elizabeth elisabeth liz beth betty lizzie eliza lisa
nicolas nicholas nick nico
francois frank franck
francoise fanfan
thomas tom tommy thom
tyler ty
kevin kev
daniela daniella daniel danielle dani dan danny
julien julian ju jules
julie ju jules
olivier oli
olivia liv livvy
isabelle isabel isabella isa izzy
valerie val
veronique vero
genevieve gen
gabriel gabrielle gab gabi gaby
raphael raphaelle raph
melanie melissa mel
vincent vince
mathieu matthieu matthew mat matt math
michael mike mick mickey
michel mich
christopher chris
christine christina chris
christophe chris
jonathan jon jonny
joseph joe joey
james jim jimmy jamie
richard rich rick dick
edward ed eddie ted
anthony tony
antoine tony toinou
samuel sam sammy
samantha sam sammy
benjamin ben benji
stephanie steph
stephane steph
patrick pat paddy
patricia pat patty trish
margaret maggie mags meg peggy marge margie
david dave davey davy
andrew andy drew
steven stephen steve stevie
peter pete
timothy tim timmy
gregory greg
jeffrey geoffrey jeff geoff
charles charlie chuck
kenneth ken kenny
donald don donnie
ronald ron ronnie
douglas doug
lawrence laurence larry
terence terrence terry
susan suzanne sue suzie
deborah debra deb debbie
kimberly kim
jacqueline jackie
abigail abby
joshua josh
zachary zach zack
rebecca becky becca
victoria vicky tori
jessica jess jessie
nathalie nath
natalie nat
nathaniel nathan nate nat
frederic fred
frederique fred
philippe phil
phillip philip phil
maxime max
maximilien max
emmanuel manu
emmanuelle manu
dominique dom
sebastien seb
guillemette guigui
luc lulu
lucie lulu
karine kary
genevieve vivi
guillaume guigui
elisabeth babeth zabeth
elizabeth lizzy betsy
isabelle zaza
julien juju
julie juju
thomas tomtom
nicolas nicou
sebastien sebas
laurent lolo
laurence lolo
jerome jerem
jeremie jerem jeremy
caroline caro carol carrie
dominique domi
francois franky
gabrielle gaby
emilie emy
virginie virgi
maxime maxou
alexis alex lexi
alexandra lexi sandra sandy
christian chris
christopher topher
nicholas nicky
nicole nikki nicky
michael mikey micky
william willy willie
richard richie
robert bobby bert
jacob jake
matthew matty
mitchell mitch
amanda mandy
andrea andie
angela angie
anne annie
barbara barb
bradley brad
cameron cam
cassandra cass cassie
charlotte charlie lottie
cynthia cindy
dorothy dottie
eleanor ellie nora
emily emmy
evelyn evie
frances fran frannie
francis fran frank
harold harry hal
henry hank harry
gerald gerry jerry
jeremiah jerry
joanne jo
josephine jo josie jojo
katherine kat katy
leonard leo lenny
louis lou
louise lou lulu
madeleine mado maddie
madison maddie
michelle shelly
natasha tasha
pamela pam
raymond ray
rebecca becks
sandra sandy
theodore theo
vanessa nessa
victor vic
vincent vinny vinz
walter walt
zachary zac
florence flo
florian flo
florent flo
antoine toine
cedric ced
patrice pat
aurelie aurel
aurelien aurel
christelle chris
`;

/** Words that name a role, each with its kind. */
const ROLE_WORDS = `
serve server waiter waitress serveur serveuse service salle floor
bar bar bartender barman barmaid barista mixologist mixologue
kitchen chef cook kitchen cuisine cuisinier cuisiniere cuistot
host host hostess hote hotesse accueil front door
manager manager gerant gerante directeur directrice
sommelier sommelier sommeliere wine vin
owner owner proprietaire patron patronne
`;

/**
 * Titles one person holds, with their kind: said alone ("le chef", "the sommelier") they name
 * that person when one listed person holds the title. Server, bartender, host and manager are
 * roles, not titles; the French "gérant(e)" and "directeur/directrice" are titles.
 */
export const TITLE_WORDS = new Map<string, string>([
  ['chef', 'kitchen'],
  ['sommelier', 'sommelier'],
  ['sommeliere', 'sommelier'],
  ['owner', 'owner'],
  ['proprietaire', 'owner'],
  ['patron', 'owner'],
  ['patronne', 'owner'],
  ['gerant', 'gerant'],
  ['gerante', 'gerant'],
  ['directeur', 'directeur'],
  ['directrice', 'directeur'],
]);

/**
 * Words said beside a role that make no name either: "head chef", "sous-chef", "maître d'hôtel",
 * "chef de rang".
 */
const ROLE_QUALIFIERS = new Set(
  'head sous chief executive pastry assistant second maitre hotel rang'.split(' '),
);

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

/** A role or title word ("server", "gérante", "patron"), folded, or a word said with one. */
export const isRoleWord = (folded: string) =>
  ROLE_KIND.has(folded) || TITLE_WORDS.has(folded) || ROLE_QUALIFIERS.has(folded);

/** A word for a course or the day's dish, folded. */
export const isCourseWord = (folded: string) => COURSE_WORDS.has(folded);

const lines = (table: string) =>
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
      // A compound ("pomme-de-terre") is one concept only as a whole; single words are looked up.
      if (!word.includes('-')) map.set(key(word), concept!);
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

/** Every name of a nickname group, to the other names of its groups. */
export const NICKNAME_GROUPS: Map<string, Set<string>> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of lines(NICKNAMES)) {
    for (const name of group) {
      const set = map.get(name) ?? new Set<string>();
      for (const other of group) if (other !== name) set.add(other);
      map.set(name, set);
    }
  }
  return map;
})();

/** Role kind of each role word. */
export const ROLE_KIND: Map<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [kind, ...words] of lines(ROLE_WORDS)) for (const w of words) map.set(w, kind!);
  return map;
})();
