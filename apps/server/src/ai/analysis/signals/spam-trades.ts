import { countMatches, MEAL } from './spam.ts';
import { words } from './text.ts';

/**
 * Words of a trade foreign to a restaurant (issue #34): the dentist, the hotel room, the car wash,
 * the landlord. A guest names one in passing ("after my dentist appointment", "the hotel's
 * parking is shared"), so the learned reader weighs how many there are against the words of a
 * meal; none of them is evidence alone. Words a restaurant shares (room, reception, owner, staff)
 * are left out.
 */
export const FOREIGN_TRADE = words`
  dentist|dental|hygienist|orthodontist|cavit\p{L}*|optometrist|eyeglasses|physio\p{L}*|chiropractor|osteopath|massage therapist|clinic|doctors?|walk-in|pharmac\p{L}*|prescriptions?|vets?|veterinar\p{L}*|grooming|groomer|daycare|kindergarten|instructor|driving school
  hotel|motel|check-in|checkout|front desk|housekeeping|mattress|airbnb|campsite|campground|airline|boarding|luggage|chairlift|escape room|bowling|tattoo\p{L}*|piercing
  car wash|vacuum\p{L}*|detailing|garage|mechanic|tires|brakes|oil change|engine|dealership|my (?:car|truck)|gas station|bank teller|teller|mortgage|landlord|apartments?|tenants?|lease|property management|movers|plumber|electrician|contractor|roofers?
  dry cleaning|dry cleaner|laundromat|tailor|hair ?salon|nail salon|haircut|barber|manicure|pedicure|gel nails|gym|yoga studio|personal trainer|warranty|bookshop|bookstore|nightclub|realtor|notary|lawyer|insurance
  dentiste|hygieniste|orthodontiste|plombage|carie\p{L}*|optometriste|lunettes|montures|kine\p{L}*|physiotherapeute|osteopathe|chiropraticien|massotherapeute|clinique|medecin|sans rendez-vous|pharmacie|pharmacien|ordonnance|veterinaire|toilettage|garderie|moniteur|auto-ecole|permis de conduire
  hotel|motel|matelas|camping|aeroport|bagages|remontee\p{L}*|telesiege|tatouage|tatoueur|percage
  lave-auto|lavage auto|garage|garagiste|mecanicien|pneus|freins|plaquettes|vidange|concessionnaire|ma (?:voiture|char|bagnole)|mon (?:auto|char)|station-service|banque|guichet|conseiller bancaire|hypotheque|logement|appartement|locataire|agence immobiliere|demenageu\p{L}*|plombier|electricien
  nettoyeur|couturiere|salon de coiffure|coiffeu\p{L}*|coupe de cheveux|barbier|ongles|manucure|gym|salle de sport|entraineur|garantie|librairie|boite de nuit|notaire|avocat|assurance|depanneur
`;

const RESTAURANT =
  /(?<!\p{L})(?:restaurants?|restos?|bistro|brasserie|food|bouffe|repas)(?!\p{L})/u;

/**
 * Two words of a foreign trade and not one of a meal, a restaurant or a dish of the menu: "the
 * hygienist was rough, the dentist upsold me" is the dentist's review. One trade word alone is
 * left to the learned reader: "the hotel's parking is shared" is a guest's.
 */
export function reviewsAnotherTrade(folded: string, namesMenu: boolean): boolean {
  if (!FOREIGN_TRADE.test(folded) || countMatches(FOREIGN_TRADE, folded) < 2) return false;
  return !MEAL.test(folded) && !RESTAURANT.test(folded) && !namesMenu;
}
