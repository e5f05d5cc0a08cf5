/**
 * Restaurant vocabulary written for this project (EN and FR, accents folded). It gives the model
 * words the SemEval training sentences never show, and lets French reviews be analysed by the
 * same categories. Fine categories map onto SemEval's five in `taxonomy.ts`.
 */
const words = (s: string) => s.trim().split(/\s+/);

export const CATEGORY_WORDS: Record<string, string[]> = {
  food: words(`
    food foods dish dishes meal meals menu entree entrees appetizer appetizers starter starters
    dessert desserts deserts course courses plate plates portion portions flavor flavors flavour
    taste tastes cuisine cooking recipe sauce sauces ingredient ingredients special specials
    pizza pizzas pasta pastas sushi sashimi roll rolls burger burgers hamburger cheeseburger
    sandwich sandwiches salad salads soup soups steak steaks chicken beef pork lamb veal duck
    rabbit fish salmon tuna cod trout halibut seafood shrimp prawns lobster crab crabs mussels
    clams oysters scallops calamari squid octopus eel tempura teriyaki ramen noodles noodle rice
    risotto paella curry curries naan dumplings dumpling tacos taco burrito burritos quesadilla
    nachos fajita fajitas enchiladas guacamole salsa chips fries frites potatoes potato gnocchi
    lasagna ravioli spaghetti linguine fettuccine penne gnocchi carbonara bolognese alfredo
    parmigiana parmesan mozzarella cheese cheeses bread breads bagel bagels croissant toast
    brunch breakfast lunch dinner omelet omelette eggs egg bacon ham sausage sausages ribs
    wings brisket bbq barbecue kebab falafel hummus humus pita gyro shawarma dim sum bun buns
    pancakes waffles crepes crepe cake cakes pie pies tart tarts pastry pastries cookie cookies
    brownie ice cream gelato sorbet pudding flan tiramisu cheesecake chocolate mousse custard
    fruit fruits vegetables veggies vegetable spinach mushrooms mushroom onion onions garlic
    tomato tomatoes avocado beans lentils tofu meat meats poultry filet fillet tenderloin
    chop chops appetizer antipasto bruschetta carpaccio tartare foie gras pate terrine
    escargot escargots soupe plat plats entree dessert fromage fromages pain baguette viande
    poisson poulet canard agneau boeuf porc veau saumon thon crevettes moules huitres
    frites legumes salade salades gateau tarte glace sauce cuisine assiette assiettes
    burger pates pizza risotto croque quiche confit magret blanquette bourguignon ratatouille
    cassoulet tartiflette raclette fondue gratin souffle creme brulee macaron macarons
    entrecote bavette onglet cote tartare boulette boulettes oeuf oeufs omelette
  `),
  drinks: words(`
    drink drinks beverage beverages wine wines beer beers cocktail cocktails martini martinis
    margarita margaritas mojito mojitos sangria sake soju whiskey whisky vodka tequila rum gin
    bourbon champagne prosecco coffee espresso cappuccino latte tea teas juice juices soda
    lemonade smoothie smoothies milkshake milkshakes water bar bartender bartenders
    list cava ale lager ipa vin vins biere bieres boisson boissons cafe tisane jus eau
    carafe bouteille verre apero aperitif digestif
  `),
  service: words(`
    service staff server servers waiter waiters waitress waitresses waitstaff host hostess
    hosts manager owner owners chef chefs cook cooks busboy bussers employees crew team
    delivery reservation reservations table tables seating seated wait waiting waited
    order ordering attention attentive welcome greeting bill check
    personnel serveur serveurs serveuse serveuses accueil equipe patron patronne gerant
    commande addition reservation attente livraison
  `),
  ambience: words(`
    ambience ambiance atmosphere decor decoration interior design music dj lighting lights
    room rooms space seating setting vibe mood scene place spot restaurant restaurants
    patio terrace garden view views window windows outdoor outdoors inside outside
    bathroom bathrooms restroom restrooms toilet toilets chairs chair booth booths
    crowd noise noisy loud quiet cozy cosy romantic
    cadre deco decoration musique salle terrasse lumiere bruit bruyant calme ambiance
    atmosphere endroit lieu toilettes chaises
  `),
  price: words(`
    price prices priced pricing cost costs value money bill check tab budget deal deals
    expensive cheap pricey overpriced affordable reasonable inexpensive bucks dollars euro
    euros dollar tip tips
    prix cher chers chere tarif tarifs addition rapport qualite argent
  `),
  cleanliness: words(`
    clean cleanliness dirty filthy hygiene sticky spotless tidy messy grease greasy
    propre proprete sale salete hygiene
  `),
  wait: words(`
    wait waiting waited slow quick quickly fast speed minutes hour hours line queue late
    delay delayed rushed attente lent lente lents rapide rapidement minutes heure retard
  `),
  location: words(`
    location neighborhood neighbourhood area street parking block corner downtown
    emplacement quartier rue parking situe situee
  `),
};

export const POSITIVE_WORDS = words(`
  good great excellent amazing awesome fantastic delicious tasty yummy fresh wonderful perfect
  perfectly best better superb outstanding incredible love loved loves lovely nice friendly
  attentive helpful polite courteous welcoming warm cozy cosy romantic charming pleasant
  enjoy enjoyed enjoyable recommend recommended favorite favourite beautiful gorgeous cute
  fabulous phenomenal terrific exceptional impeccable divine heavenly flavorful juicy tender
  crispy crisp generous reasonable affordable fair worth worthy quick fast prompt efficient
  clean spotless knowledgeable professional authentic solid decent fine happy glad impressed
  impressive spectacular stellar top notch brilliant ideal cool fun relaxing quiet comfortable
  spacious elegant classy inexpensive cheap rich succulent savory moist flaky fluffy creamy
  satisfying satisfied generous plentiful huge big large enormous unbeatable unique creative
  highlight highlights standout slaps slapped banger legit
  bon bons bonne bonnes excellent excellente excellents delicieux delicieuse delicieuses
  parfait parfaite super genial geniale top magnifique merveilleux merveilleuse formidable
  sympa sympathique aimable accueillant accueillante chaleureux chaleureuse souriant souriante
  attentionne attentionnee agreable adore adorable recommande recommander savoureux
  savoureuse frais fraiche copieux copieuse genereux genereuse rapide propre raisonnable
  abordable fin fine exquis exquise sublime bravo merci impeccable professionnel serviable
  cosy calme joli jolie beau belle charmant charmante charme tendre croustillant parfaitement
`);

export const NEGATIVE_WORDS = words(`
  bad terrible awful horrible disgusting gross poor mediocre bland tasteless dry soggy greasy
  oily salty burnt burned overcooked undercooked raw cold stale rotten spoiled rude
  unfriendly unprofessional inattentive slow rushed ignored ignore ignoring forgot forgotten
  wrong mistake dirty filthy sticky noisy loud cramped crowded tiny small overpriced
  expensive pricey ripoff rip disappointing disappointed disappointment worst worse sucks
  sucked lame meh average nasty inedible unacceptable annoying arrogant condescending
  indifferent careless sloppy waste wasted never complaint complain complained sick
  hate hated lacking lacks lack tough chewy bitter sour watery weak stingy skimpy lukewarm
  frozen microwaved uncomfortable dark smelly stinky unclean unhelpful incompetent
  letdown flavourless underwhelmed
  mauvais mauvaise mauvaises nul nulle decevant decevante decu decue decus horrible
  degoutant degoutante froid froide fade sec seche brule brulee cru crue trop cher chere
  chers lent lente lents impoli impolie desagreable sale salete bruyant bruyante
  immangeable insipide gras grasse sale salee attente arnaque dommage pire rate ratee
  mediocre moyen moyenne inacceptable odieux odieuse minuscule
`);

export const NEGATORS = new Set(
  words(`not no never neither nor nothing none without hardly barely isn't wasn't aren't
    weren't don't doesn't didn't can't couldn't won't wouldn't shouldn't haven't hasn't hadn't
    cannot nobody nowhere ne n' pas jamais aucun aucune rien sans ni guere pantoute`),
);

export const INTENSIFIERS = new Set(
  words(`very really so too extremely super incredibly absolutely truly quite totally highly
    especially definitely seriously most tres vraiment trop tellement super hyper
    absolument extremement particulierement`),
);

export const CONTRAST_WORDS = new Set(
  words(`but however although though yet except mais cependant pourtant sauf malgre`),
);

/** More category words (EN), written for this project: dishes, drinks, staff, rooms, money. */
export const MORE_CATEGORY_WORDS: Record<string, string[]> = {
  food: words(`
    delicious tasty yummy flavorful flavourful bland salty greasy overcooked undercooked juicy
    tender crispy soggy chewy moist spicy savory succulent delectable scrumptious mouthwatering
    appetizing inedible tasteless flavorless rubbery mushy burnt watery hearty seasoned unseasoned
    cooked anchovy anchovies arugula artichoke artichokes asparagus aubergine eggplant zucchini
    squash pumpkin beet beets carrot carrots cabbage kale broccoli cauliflower celery cucumber
    pepper peppers jalapeno chili chilli chiles corn peas pea chickpeas edamame seaweed ginger
    wasabi basil cilantro parsley mint rosemary thyme truffle truffles olive olives capers pesto
    marinara gravy aioli mayo mayonnaise ketchup mustard dressing vinaigrette butter cream yogurt
    ricotta feta goat brie gorgonzola cheddar provolone burrata prosciutto salami pepperoni
    chorizo pancetta meatball meatballs meatloaf pastrami corned brisket ribeye sirloin
    porterhouse mignon rib roast roasted grilled fried steamed braised baked sauteed smoked turkey
    quail venison goose oxtail tripe liver sweetbreads marrow bass snapper flounder mackerel
    yellowtail hamachi branzino swordfish tilapia catfish uni roe caviar ikura toro unagi shrimps
    lobsters crawfish crayfish maki nigiri handroll udon soba pho bibimbap bulgogi kimchi katsu
    gyoza miso satay larb dal masala tikka vindaloo korma biryani samosa samosas paneer tandoori
    chutney raita pakora tortilla tortillas tamale tamales mole ceviche churros empanada empanadas
    arepa arepas pierogi pierogies borscht goulash schnitzel strudel pretzel focaccia ciabatta
    calzone stromboli panini crostini polenta orzo rigatoni ziti tortellini cannelloni manicotti
    macaroni slice slices crust crusts topping toppings dough lox latke knish blintz challah wrap
    wraps hotdog sliders slider donut donuts doughnut doughnuts muffin muffins scone scones
    biscuit biscuits cobbler sundae parfait panna cotta cannoli baklava mochi affogato tasting
    prix fixe dimsum bao congee wonton wontons broth stew chowder bisque gazpacho minestrone
    nutella caramel vanilla cinnamon honey syrup jam bite bites
  `),
  drinks: words(`
    reds whites rose pinot merlot cabernet chardonnay riesling malbec shiraz syrah bellini mimosa
    mimosas daiquiri pina colada negroni cosmopolitan manhattan mai tai spritz drafts draft tap
    taps pitcher pitchers pint pints glass glasses bottle bottles cocoa chai matcha boba
  `),
  service: words(`
    friendly rude attentive inattentive unattentive helpful courteous polite prompt knowledgeable
    knowledgable accommodating welcoming hospitable unprofessional condescending arrogant
    dismissive obnoxious gracious efficient ignored bus busboys runner runners maitre sommelier
    barista cashier proprietor management staffer employee served serve greeted seated refilled
    refill refills attended
  `),
  ambience: words(`
    cozy cosy romantic noisy loud quiet crowded cramped charming classy dingy relaxing comfortable
    uncomfortable lively decorated lounge dining backyard courtyard rooftop sidewalk candle
    candles candlelit fireplace tv tvs screens dim furniture tablecloth tablecloths napkins packed
    spacious trendy hip intimate elegant casual upscale
  `),
  price: words(`
    pricey overpriced expensive affordable inexpensive worth charge charges fee fees tipping
    cheaper cheapest pricy costly steal
  `),
};

/** More opinion words of restaurant reviews (EN), written for this project. */
export const MORE_POSITIVE_WORDS = words(`
  accommodating amazed amazingly appetizing appreciate appreciated attentively beautifully
  bargain bliss breathtaking capable caring charm cheerful chic clever comfy compliment
  compliments consistent consistently cordial crave craving crunchy delectable delicate delight
  delighted delightful dependable dreamy ecstatic effortless enjoying enthusiastic excellence
  excited exciting exquisite extraordinary fantastically fave fav favorites finest flawless
  flawlessly fragrant friendliest gem generously genuine gracious greatest hearty heaven
  homey hospitable immaculate impeccably inviting jovial kind kudos lively lovingly luscious
  luxurious magical magnificent marvelous masterful memorable mouthwatering neat nicely nicest
  pleasantly pleased pleasure polished pristine promptly properly quaint rave raved raves
  refreshing refined reliable remarkable rocks scrumptious seamless sensational smiling smooth
  soothing sophisticated sparkling splendid stunning stylish sublime superior supreme swift
  tasteful tastiest thoughtful thrilled treat unforgettable unpretentious vibrant warmly
  welcoming winner wonderfully wow yum addictive loving liked likes perfection happily
  knowledgable efficiently reasonably highly tastefully accommodated attentiveness freshest
  finest yummiest
`);

export const MORE_NEGATIVE_WORDS = words(`
  abysmal appalling atrocious awkward belligerent blah bored boring bothered broken bummer
  charged cheated chaotic clueless cockroach cockroaches roach roaches complaining confused
  crappy crap curt dead deafening declined delay delayed difficult dingy disappoint disappoints
  disaster disgusted dismissive disorganized displeased disrespectful dreadful drab dull
  embarrassing excuse excuses fail failed fails flavorless forgettable frustrated frustrating
  gristly grumpy hassle headache horrendous horrid hostile impatient inconsistent inexcusable
  insult insulted insulting joke lousy mess messed mushy nauseous neglected negligent
  nightmare obnoxious offensive overcharged overhyped overrated pathetic pity poorly problem
  problems questionable rancid refund refused regret ridiculous rubbery rudely rudest sad scam
  shame shabby shocked smelled smells snobby snotty sorry spoil stuck stupid subpar tacky
  tepid terribly tired ugh unappetizing unbearable underwhelming unfortunately unhappy
  uninspired unpleasant unsanitary untrained upset useless vile worthless yuck lacked
  unremarkable overpowering overdone lackluster bleh annoyed angry furious yelled yelling
  screamed shouting unattentive neglect wasting downhill rushing hurried stale flies mice
  ignores attitude overwhelmed understaffed
`);

/**
 * Opinion phrases whose words say little alone (EN), written for this project: the polarity goes
 * on the phrase's last word, flipped when the phrase itself is negated ("won't be back").
 */
export const OPINION_PHRASES: Record<string, number> = {
  'to die for': 0.9,
  'out of this world': 0.9,
  // Not an opinion: French "gras" (fatty) inside the dish's name.
  'foie gras': 0,
  'hit the spot': 0.7,
  'hits the spot': 0.7,
  'be back': 0.6,
  'go back': 0.6,
  'come back': 0.6,
  'coming back': 0.6,
  'going back': 0.6,
  'a must': 0.7,
  'must try': 0.7,
  'must have': 0.6,
  'melt in your mouth': 0.8,
  'melts in your mouth': 0.8,
  'second to none': 0.8,
  'top notch': 0.8,
  'on point': 0.7,
  'spot on': 0.7,
  'blown away': 0.8,
  'in love': 0.7,
  'never again': -0.8,
  // "Food good, service not so much": the second thing was not good.
  'not so much': -0.6,
  // Compared with elsewhere: "I've had better", "other places do it better".
  'had better': -0.6,
  'do it better': -0.5,
  'does it better': -0.5,
  'rip off': -0.8,
  'ripped off': -0.8,
  'much to be desired': -0.7,
  'nothing special': -0.6,
  'nothing to write home about': -0.6,
  'at best': -0.5,
  'waste of': -0.8,
  'sent back': -0.6,
  'send it back': -0.6,
  'food poisoning': -0.9,
  'got sick': -0.8,
  'took forever': -0.8,
  'takes forever': -0.8,
  'long wait': -0.6,
  'hit or miss': -0.5,
  'hit and miss': -0.5,
  'so so': -0.4,
  'stay away': -0.8,
  'run down': -0.6,
  'no one': -0.4,
  'had to ask': -0.5,
  'had to wait': -0.6,
  'too long': -0.6,
  'too much': -0.4,
};
