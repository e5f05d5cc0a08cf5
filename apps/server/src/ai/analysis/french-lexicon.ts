/**
 * French opinion words as guests write them in France and in Québec, written for this project
 * (accents folded): regional praise ("nickel", "une tuerie", "sur la coche", "pas pire"), insults
 * and complaints ("dégueu", "bof", "à chier", "long en titi"), joual spellings. The general
 * lexicons know the French of books; reviews are written in the French of the table.
 */
const words = (s: string) => s.trim().split(/\s+/);

export const FRENCH_POSITIVE_WORDS = words(`
  nickel tuerie trippant trippante regal delice delices merveille merveilles miam extra
  excellentissime genialissime top topissime succulente succulents savoureux savoureuses
  gentillesse adorables champion champions championne perle chouette epatant epatante
  irreprochable irreprochables reconcilie reconciliee souriants souriantes aime aimee aimes
  adore adoree adores adorees recommande recommandes regale regales gourmand gourmande
  fondant fondante fondants onctueuse bluffant bluffante sublime sublimes
`);

export const FRENCH_NEGATIVE_WORDS = words(`
  degueu degueux degueulasse degueulasses deguelasse infect infecte immonde bof glacial glaciale
  glaciaux hautaine meprisant meprisante frette frettes tiede tiedes niaiseux niaiseuse tanne
  tannee ecoeure ecoeuree bordelique desorganise desorganises oublies oubliees ignores ignorees
  arnaqueur arnaqueurs attrape rates ratees brules brulees caoutchouteuse surcuite ordinaire
  ordinaires chier dispendieux dispendieuse decevants decevantes lamentable lamentables
  inadmissible inadmissibles scandaleux scandaleuse honteux honteuse grossiers
  lenteur lenteurs interminable interminables desesperant desesperante manquait manquaient
  manque manquent manquer
  salee salees seche seches detrempe detrempee detrempes detrempees pateux pateuse pateuses
  gache gachee gaches gachees gachait gachaient gacher
`);

/**
 * Words whose sign is the guest's mood, read with the stars: Québec "malade", "débile",
 * "capoté", "écœurant" and "de ouf" praise in a happy review and insult in an angry one (in France
 * "écœurant" is disgusting); English slang the same ("insane", "sick", "unreal").
 */
export const MOOD_WORDS = new Set(
  words(`
    malade malades debile debiles capote capotant capotante ecoeurant ecoeurante ecoeurants
    dingue dingues fou folle fous folles ouf ouff bombe hallucinant hallucinante
    insane insanely sick crazy ridiculous ridiculously unreal dangerous killer wicked nuts
    stupid mental bonkers
  `),
);

/**
 * French opinion phrases (folded words; the polarity goes on the last word, flipped when the
 * phrase itself is negated) and dish names whose words would otherwise read as opinions
 * ("crème brûlée" is not burnt, "pain perdu" is not lost).
 */
export const FRENCH_OPINION_PHRASES: Record<string, number> = {
  'pas terrible': -0.6,
  'pas top': -0.6,
  'pas fou': -0.5,
  'pas ouf': -0.5,
  'pas pire': 0.6,
  'pas mal': 0.5,
  'sans plus': -0.4,
  'rien de special': -0.5,
  'rien a redire': 0.6,
  "rien d' extraordinaire": -0.5,
  'a chier': -0.9,
  'au top': 0.8,
  'une tuerie': 0.9,
  'de la bombe': 0.8,
  'sur la coche': 0.8,
  'le fun': 0.6,
  'aux petits soins': 0.8,
  'a tomber': 0.8,
  'vaut le detour': 0.8,
  'vaut le coup': 0.6,
  'long en titi': -0.6,
  'cher en titi': -0.6,
  'en titi': -0.3,
  'est poche': -0.7,
  'etait poche': -0.7,
  'vraiment poche': -0.7,
  'ben poche': -0.7,
  'attrape touriste': -0.7,
  'attrape touristes': -0.7,
  'foutage de gueule': -0.8,
  'bof bof': -0.6,
  'comme a la maison': 0.5,
  // « La tarte a sauvé la soirée »: what rescued a bad evening is praised, not blamed.
  'sauve la soiree': 0.7,
  'sauve la mise': 0.6,
  'sauve le repas': 0.6,
  'creme brulee': 0,
  'cremes brulees': 0,
  'pain perdu': 0,
  'pouding chomeur': 0,
  'ile flottante': 0,
  'iles flottantes': 0,
  'pets de soeur': 0,
  'pets de sœur': 0,
  'oeufs brouilles': 0,
  'œufs brouilles': 0,
  'gateau renverse': 0,
  'poulet frit': 0,
  'sucre a la creme': 0,
  'tarte au sucre': 0,
};

/** Joual and spoken spellings the glossary reads in English ("pis" is "and", "frette" is cold). */
export const SPOKEN_GLOSSES = `
pis:and pantoute:at_all icitte:here tse:you_know moe:me toe:you frette:cold frettes:cold
chum:boyfriend ben:really dispendieux:expensive dispendieuse:expensive bouffe:food jase:talk
astheure:now nickel:perfect tuerie:delight degueu:disgusting degueulasse:disgusting bof:meh
glacial:icy glaciale:icy infect:disgusting infecte:disgusting immonde:disgusting
`;
