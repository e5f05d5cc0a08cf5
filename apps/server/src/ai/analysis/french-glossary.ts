/**
 * A French → English glossary of restaurant reviews, written for this project: the words of
 * grammar, eating out, service, rooms, money and opinion, each with the English the models know
 * ("_" joins the words of one gloss). Accents are folded. A word missing here is read as it is:
 * many are the same in both languages ("menu", "service", "dessert").
 */
export const WORDS = `
le:the la:the les:the l':the un:a une:a des:some du:some de:of d':of au:at_the aux:at_the
ce:this cet:this cette:this ces:these c':it ca:it cela:that ceci:this celui:the_one celle:the_one
il:it ils:they elle:she elles:they on:we nous:we vous:you je:I j':I tu:you me:me m':me te:you
t':you se:itself s':itself lui:him leur:their leurs:their mon:my ma:my mes:my ton:your ta:your
tes:your son:its sa:its ses:its notre:our nos:our votre:your vos:your y:there en:in
qui:who que:that qu':that quoi:what dont:whose ou:or et:and mais:but donc:so car:because ni:nor
pour:for par:by avec:with sans:without sur:on sous:under dans:in chez:at vers:towards
entre:between avant:before apres:after pendant:during depuis:since comme:like selon:according_to
malgre:despite sauf:except cependant:however pourtant:yet toutefois:however neanmoins:nevertheless
quand:when lorsque:when lorsqu':when puisque:since puisqu':since alors:then bref:in_short
enfin:finally ensuite:then puis:then aussi:also meme:even encore:again deja:already
toujours:always jamais:never souvent:often parfois:sometimes rarement:rarely
pas:not point:not rien:nothing aucun:no aucune:no guere:hardly non:no oui:yes
tres:very trop:too assez:quite plutot:rather peu:little beaucoup:a_lot tellement:so tant:so_much
vraiment:really bien:well mal:badly mieux:better pire:worse tout:all tous:all toute:all
toutes:all chaque:every plusieurs:several quelques:a_few quelque:some autre:other autres:other
seulement:only juste:just surtout:especially absolument:absolutely totalement:totally
completement:completely extremement:extremely particulierement:particularly hyper:very
franchement:frankly honnetement:honestly malheureusement:unfortunately heureusement:fortunately
rapidement:quickly lentement:slowly parfaitement:perfectly vite:fast tot:early tard:late
ici:here partout:everywhere maintenant:now hier:yesterday
demain:tomorrow soir:evening matin:morning midi:lunch nuit:night fois:time semaine:week
samedi:saturday dimanche:sunday vendredi:friday an:year ans:years mois:month
minute:minute minutes:minutes heure:hour heures:hours
est:is sont:are suis:am es:are sommes:are etes:are etait:was etaient:were etais:was ete:been
etre:be sera:will_be seront:will_be serait:would_be fut:was soit:is
ai:have as:have avons:have avez:have ont:have avait:had avaient:had avais:had eu:had
avoir:have aura:will_have aurait:would_have
va:goes vont:go vais:go allons:go allez:go aller:go alle:went allee:went alles:went allees:went
vient:comes viennent:come venu:came venus:came venir:come revenir:come_back reviendrai:will_return
reviendrons:will_return reviendra:will_return reviens:come_back retournerai:will_return
retournerons:will_return retourner:go_back fait:made fais:do faisons:do faire:make font:make
mange:ate manger:eat mangeons:eat mangent:eat bu:drank boire:drink prendre:take pris:took
prend:takes prenons:take commande:ordered commander:order commandons:ordered
sert:serves servent:serve servir:serve servi:served attendre:wait attendu:waited attend:waits
attendons:waited recommande:recommend recommandons:recommend recommander:recommend
conseille:recommend conseiller:recommend aime:love aimons:love aimer:love aimait:loved
adore:loved adorons:loved adorer:love deteste:hate detester:hate trouve:found trouvons:found
trouver:find paye:paid payer:pay payons:paid coute:costs coutent:cost couter:cost faut:must
fallait:had_to peut:can peux:can pouvait:could pu:could veut:wants voulais:wanted voulait:wanted
doit:must dire:say dit:said voir:see vu:saw gouter:taste goute:tasted essayer:try essaye:tried
reserver:book reserve:booked arrive:arrived arrivee:arrival arriver:arrive partir:leave
parti:left oublie:forgot oublier:forget accueilli:welcomed accueillis:welcomed accueillir:welcome
decu:disappointed decevant:disappointing decevoir:disappoint regale:delighted ravi:delighted
plu:pleased plait:pleases vaut:is_worth valait:was_worth merite:deserves meriter:deserve
brule:burnt sourit:smiles souriant:smiling ignore:ignored ignores:ignored
nourriture:food bouffe:food cuisine:food plat:dish plats:dishes repas:meal entree:appetizer
entrees:appetizers assiette:plate portion:portion carte:menu
menus:menus dessert:dessert desserts:desserts degustation:tasting saveur:flavor saveurs:flavors
gout:taste gouts:tastes cuisson:cooking recette:recipe ingredients:ingredients produits:ingredients
viande:meat viandes:meats poisson:fish poissons:fish poulet:chicken boeuf:beef porc:pork
agneau:lamb veau:veal canard:duck magret:duck_breast lapin:rabbit saumon:salmon thon:tuna
morue:cod truite:trout crevettes:shrimp crevette:shrimp moules:mussels huitres:oysters
homard:lobster crabe:crab petoncles:scallops calmars:squid pieuvre:octopus 
jambon:ham saucisse:sausage saucisses:sausages lardons:bacon oeuf:egg oeufs:eggs
frites:fries pain:bread baguette:bread fromage:cheese fromages:cheese beurre:butter creme:cream
salade:salad salades:salads soupe:soup potage:soup bouillon:broth pates:pasta riz:rice
nouilles:noodles legumes:vegetables legume:vegetable champignons:mushrooms oignons:onions
ail:garlic tomate:tomato tomates:tomatoes pomme:apple pommes:apples puree:mashed_potatoes
gateau:cake gateaux:cakes tarte:pie tartes:pies glace:ice_cream glaces:ice_cream
patisserie:pastry patisseries:pastries viennoiseries:pastries chocolat:chocolate fruits:fruit
fruit:fruit sucre:sugar sel:salt poivre:pepper epices:spices piment:chili huile:oil
erable:maple steak:steak entrecote:ribeye bavette:flank_steak onglet:hanger_steak cote:rib
boisson:drink boissons:drinks vin:wine vins:wines biere:beer bieres:beers eau:water cafe:coffee
the:tea jus:juice cocktail:cocktail cocktails:cocktails bouteille:bottle verre:glass
verres:glasses carafe:carafe apero:drinks aperitif:aperitif digestif:digestif
service:service serveur:waiter serveurs:waiters serveuse:waitress serveuses:waitresses
personnel:staff equipe:staff employes:employees employe:employee patron:owner patronne:owner
proprietaire:owner gerant:manager chef:chef cuisinier:cook cuisiniers:cooks hote:host
hotesse:hostess accueil:welcome attente:wait livraison:delivery reservation:reservation
commande:order addition:bill facture:bill pourboire:tip table:table tables:tables
salle:dining_room terrasse:terrace decor:decor deco:decor decoration:decor ambiance:atmosphere
atmosphere:atmosphere musique:music bruit:noise lumiere:lighting eclairage:lighting
endroit:place lieu:place etablissement:restaurant resto:restaurant restaurant:restaurant
toilettes:restrooms chaise:chair chaises:chairs banquette:booth fenetre:window vue:view
jardin:garden cadre:setting foule:crowd queue:line file:line place:seat places:seats
quartier:neighborhood emplacement:location rue:street stationnement:parking
prix:price tarif:price tarifs:prices argent:money euros:euros dollars:dollars rapport:ratio
qualite:quality quantite:quantity valeur:value choix:choice selection:selection
experience:experience soiree:evening accueil:welcome sourire:smile conseils:advice
erreur:mistake probleme:problem cheveu:hair mouche:fly odeur:smell
ami:friend amis:friends amie:friend amies:friends famille:family enfants:kids mari:husband
femme:wife conjoint:partner collegues:colleagues gens:people monde:people personnes:people
personne:person client:customer clients:customers
plaisir:pleasure regal:treat delice:delight bonheur:joy deception:disappointment
catastrophe:disaster arnaque:ripoff honte:shame bemol:downside 
bon:good bonne:good bons:good bonnes:good meilleur:best meilleure:best meilleurs:best
meilleures:best excellent:excellent delicieux:delicious delicieuse:delicious succulent:succulent
savoureux:tasty savoureuse:tasty exquis:exquisite parfait:perfect superbe:superb
magnifique:magnificent genial:great geniale:great geniaux:great super:great top:great
formidable:wonderful merveilleux:wonderful merveilleuse:wonderful incroyable:incredible
impeccable:impeccable irreprochable:flawless sympathique:nice sympa:nice agreable:pleasant
chaleureux:warm chaleureuse:warm accueillant:welcoming accueillante:welcoming aimable:kind
gentil:kind gentille:kind attentionne:attentive attentif:attentive attentive:attentive
serviable:helpful professionnel:professional rapide:fast efficace:efficient frais:fresh
fraiche:fresh fraiches:fresh copieux:generous copieuse:generous genereux:generous
genereuse:generous abordable:affordable raisonnable:reasonable cher:expensive chere:expensive
chers:expensive cheres:expensive couteux:expensive exorbitant:exorbitant joli:pretty
jolie:pretty beau:beautiful belle:beautiful beaux:beautiful belles:beautiful charmant:charming
charmante:charming cosy:cozy calme:quiet bruyant:noisy bruyante:noisy romantique:romantic
propre:clean sale:dirty crasseux:filthy mauvais:bad mauvaise:bad nul:terrible nulle:terrible
mediocre:mediocre moyen:average moyenne:average correct:decent correcte:decent
passable:passable ordinaire:ordinary fade:bland insipide:tasteless sec:dry seche:dry
froid:cold froide:cold tiede:lukewarm chaud:hot chaude:hot brule:burnt cru:raw crue:raw
epice:spicy epicee:spicy gras:greasy
grasse:greasy huileux:oily dur:tough dure:tough mou:soggy molle:soggy lent:slow lente:slow
long:long longue:long interminable:endless desagreable:unpleasant impoli:rude impolie:rude
grossier:rude grossiere:rude arrogant:arrogant hautain:condescending desole:sorry
decue:disappointed decus:disappointed decues:disappointed decevante:disappointing
horrible:horrible affreux:awful affreuse:awful epouvantable:dreadful degoutant:disgusting
immangeable:inedible triste:sad petit:small petite:small petits:small petites:small
grand:big grande:big grands:big grandes:big enorme:huge minuscule:tiny bonde:crowded
bondee:crowded plein:full pleine:full vide:empty etroit:cramped spacieux:spacious
lumineux:bright sombre:dark original:original originale:original creatif:creative
authentique:authentic maison:homemade raffine:refined raffinee:refined elegant:elegant
elegante:elegant chic:chic branche:trendy convivial:friendly conviviale:friendly
familial:family_friendly decontracte:relaxed oublies:forgotten neglige:careless
tendre:tender croustillant:crispy croustillante:crispy juteux:juicy fondant:melting
onctueux:creamy onctueuse:creamy leger:light legere:light lourd:heavy lourde:heavy
surcuit:overcooked caoutchouteux:rubbery
rassis:stale avarie:spoiled parfaite:perfect parfaits:perfect parfaites:perfect
impeccables:impeccable excellente:excellent excellents:excellent excellentes:excellent
incontournable:must_visit inoubliable:unforgettable memorable:memorable exceptionnel:exceptional
exceptionnelle:exceptional remarquable:remarkable irresistible:irresistible decevants:disappointing
lents:slow rapides:fast agreables:pleasant desagreables:unpleasant
`;

/** Words whose accent tells them apart, read before folding ("salé" is not "sale"). */
export const ACCENTED = `
à:at a:has où:where ou:or là:there sûr:sure salé:salty salée:salty salés:salty salées:salty
sale:dirty sales:dirty sucré:sweet sucrée:sweet sucrés:sweet sucrées:sweet sucre:sugar
pressé:rushed pressés:rushed presse:press côte:rib côté:side
hâte:eagerness lame:blade fond:bottom grave:seriously four:oven coin:corner mine:look sort:fate
ride:wrinkle chair:flesh
`;

/** Glosses of several words ("_" for spaces on both sides), tried before single words. */
export const PHRASES = `
il_y_a:there_is il_y_avait:there_was y_a:there_is pas_mal:pretty_good pas_terrible:not_great
un_peu:a_bit a_tomber:amazing a_tomber_par_terre:amazing fait_maison:homemade
plat_du_jour:daily_special plats_du_jour:daily_specials carte_des_vins:wine_list
rapport_qualite_prix:value_for_money rapport_qualite-prix:value_for_money qualite_prix:value
hors_de_prix:overpriced bon_marche:cheap en_retard:late a_emporter:takeout sur_place:dine_in
pomme_de_terre:potato pommes_de_terre:potatoes fruits_de_mer:seafood foie_gras:foie_gras
creme_brulee:creme_brulee mousse_au_chocolat:chocolate_mousse plat_principal:main_course
trop_cuit:overcooked trop_cuite:overcooked pas_assez_cuit:undercooked coup_de_coeur:favorite
a_peine:barely tout_le_monde:everyone du_monde:crowd de_rien:no_problem parce_que:because
parce_qu':because bien_que:although meme_si:even_if sans_plus:nothing_special
vaut_le_detour:is_worth_the_trip vaut_le_coup:is_worth_it ca_vaut:it_is_worth
pain_perdu:french_toast ile_flottante:floating_island iles_flottantes:floating_islands
pouding_chomeur:maple_pudding oeufs_brouilles:scrambled_eggs œufs_brouilles:scrambled_eggs
pets_de_soeur:cinnamon_rolls pets_de_sœur:cinnamon_rolls gateau_renverse:upside_down_cake
sucre_a_la_creme:fudge tarte_au_sucre:sugar_pie cremes_brulees:creme_brulee
difficile_de_choisir:spoilt_for_choice dur_de_choisir:spoilt_for_choice pas_pire:pretty_good pas_top:not_great pas_fou:not_great pas_ouf:not_great au_top:great
une_tuerie:a_delight sur_la_coche:spot_on de_la_bombe:amazing a_chier:awful long_en_titi:very_slow
le_fun:fun aux_petits_soins:very_attentive rien_de_special:nothing_special
carte_de_credit:credit_card carte_de_debit:debit_card carte_bancaire:bank_card
carte_cadeau:gift_card cartes_cadeaux:gift_cards a_l'_entree:at_the_entrance
`;
