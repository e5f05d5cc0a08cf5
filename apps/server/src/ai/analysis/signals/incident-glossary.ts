/**
 * French and Québec words of bodies, illness, food, rooms, people and the law, glossed to the
 * English word whose vector the incident classifier reads (`incident-classifier.ts`): the
 * sentence glossary (`french-glossary.ts`) holds the words of opinions, not these. "word:gloss"
 * pairs, folded, underscores for spaces; the classifier folds plural and feminine endings itself.
 */
export const INCIDENT_GLOSSES = `
malade:sick malades:sick maladie:illness vomi:vomited vomir:vomit vomissement:vomiting vomissait:vomiting
vomissements:vomiting renvoye:vomited renvoyer:vomit degobille:vomited gerbe:vomited gerber:vomit
ventre:stomach estomac:stomach bedaine:belly intestin:bowel intestins:bowels tripes:guts
nausee:nausea nausees:nausea nauseeux:nauseous ecoeure:nauseated barbouille:queasy barbouillee:queasy
patraque:unwell mal:pain douleur:pain douleurs:pains crampe:cramp crampes:cramps fievre:fever
frisson:chills frissons:chills sueurs:sweats diarrhee:diarrhea chiasse:diarrhea courante:diarrhea
gastro:gastroenteritis intoxication:poisoning intox:poisoning empoisonne:poisoned salmonelle:salmonella
toilette:toilet toilettes:toilet bol:bowl cuvette:bowl becosse:toilet becosses:toilet wc:toilet
nuit:night nuitte:night lendemain:next_day matin:morning soir:evening heures:hours
urgence:emergency urgences:emergency hopital:hospital clinique:clinic ambulance:ambulance
medecin:doctor docteur:doctor infirmiere:nurse soluté:drip solute:drip perfusion:drip samu:ambulance
pharmacie:pharmacy antihistaminique:antihistamine adrenaline:adrenaline epipen:epipen
allergie:allergy allergique:allergic allergies:allergies urticaire:hives plaques:rash boutons:rash
gonfle:swollen enfle:swollen gonfler:swell enfler:swell gorge:throat levre:lip levres:lips
langue:tongue visage:face face:face respirer:breathe respiration:breathing
arachide:peanut arachides:peanuts peanut:peanut noix:nuts amande:almond amandes:almonds
cajou:cashew pacanes:pecans sesame:sesame gluten:gluten crustaces:shellfish crevettes:shrimp
homard:lobster lait:milk beurre:butter oeufs:eggs
brule:burned brulee:burned brulure:burn brulures:burns cloque:blister cloques:blisters
coupe:cut coupure:cut entaille:cut saigne:bled saignait:bleeding sang:blood
tombe:fell tombee:fell tomber:fall chute:fall glisse:slipped glissee:slipped trebuche:tripped
debarque:fall etale:sprawled etalee:sprawled cogne:hit bosse:bump pete:broke casse:broke
cassee:broken fele:cracked felee:cracked ebreche:chipped dent:tooth dents:teeth couronne:crown
poignet:wrist cheville:ankle bras:arm main:hand mains:hands doigt:finger doigts:fingers
ongle:nail genou:knee jambe:leg dos:back tete:head coccyx:tailbone platre:cast boite:limp
chaise:chair tabouret:stool banc:bench marche:step escalier:stairs escaliers:stairs plancher:floor
sol:floor carrelage:tiles mouille:wet trempe:soaked
cheveu:hair cheveux:hair poil:hair poils:hair plastique:plastic verre:glass metal:metal
morceau:piece bout:piece eclat:shard vis:screw clou:nail agrafe:staple broche:wire fil:wire
punaise:tack pansement:bandage diachylon:bandage gant:glove gants:gloves elastique:rubber_band
caillou:stone roche:stone os:bone arete:bone aretes:bones coquille:shell etiquette:label
papier:paper film:wrap bibitte:bug bibittes:bugs bebitte:bug insecte:insect mouche:fly
mouches:flies limace:slug ver:worm vers:worms chenille:caterpillar araignee:spider fourmi:ant
fourmis:ants coquerelle:cockroach coquerelles:cockroaches cafard:cockroach cafards:cockroaches
blatte:cockroach souris:mouse rat:rat rats:rats rongeur:rodent rongeurs:rodents crottes:droppings
crotte:droppings bestiole:critter vermine:vermin moisissure:mold moisi:moldy
sale:dirty salete:filth degueulasse:disgusting degueu:disgusting crasseux:filthy
savon:soap lavabo:sink egout:sewer egouts:sewer odeur:smell puait:stank pue:stinks
cru:raw crue:raw rose:pink frette:cold froid:cold
nez:nose moucher:blow_nose gratter:scratch essuye:wiped tablier:apron ramasse:picked_up
lave:washed laver:wash cuisinier:cook cuisiniere:cook cook:cook tousse:coughed eternue:sneezed
raciste:racist racisme:racism noir:black noire:black noirs:black arabe:arab voile:headscarf
hijab:hijab fauteuil:wheelchair roulant:wheelchair aveugle:blind malvoyant:blind chien-guide:guide_dog
accent:accent pays:country etrangers:foreigners immigrant:immigrant homosexuel:gay gai:gay
lesbienne:lesbian couple:couple deux:two hommes:men femmes:women gars:guys complet:full
refuse:refused refuser:refuse refusee:refused interdit:forbidden toleres:tolerated tolere:tolerated
moque:mocked moquer:mock imitait:imitated imite:imitated riaient:laughed humilie:humiliated
portier:doorman videur:bouncer patron:boss gerant:manager
avocat:lawyer avocate:lawyer avocats:lawyers poursuivre:sue poursuite:lawsuit poursuis:sue
tribunal:court cour:court justice:justice plainte:complaint plaintes:complaints demeure:notice
creances:claims juridique:legal negligence:negligence temoignages:statements dossier:file
rembourser:reimburse remboursez:reimburse frais:costs facture:bill assurance:insurance
inspecteur:inspector inspection:inspection inspecteurs:inspectors sanitaire:sanitary
sanitaires:sanitary hygiene:hygiene mapaq:health_department ddpp:health_department
ars:health_department sante:health publique:public mairie:city_hall ville:city signale:reported
signalement:report signaler:report denonce:reported avise:notified prevenu:notified
`;
