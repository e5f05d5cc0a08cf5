import { words } from './text.ts';

/**
 * Words of a trade foreign to a restaurant (issue #34): the dentist, the hotel room, the car wash,
 * the landlord. A guest names one in passing ("after my dentist appointment", "the hotel's
 * parking is shared"), so the learned reader weighs how many there are against the words of a
 * meal; none of them is evidence alone. Words a restaurant shares (room, reception, owner, staff)
 * are left out.
 */
export const FOREIGN_TRADE = words`
  dentist|dental|hygienist|orthodontist|cavit\p{L}*|optometrist|eyeglasses|physio\p{L}*|chiropractor|osteopath|massage therapist|clinic|doctors?|walk-in|pharmac\p{L}*|prescriptions?|vets?|veterinar\p{L}*|grooming|groomer|daycare|kindergarten|instructor|lessons?|driving school
  hotel|motel|check(?:ed)?-? ?in|checkout|front desk|housekeeping|mattress|airbnb|campsite|campground|airline|flights?|boarding|luggage|the gate|chairlift|lift tickets?|ski rentals?|escape room|game master|bowling|tattoo\p{L}*|piercing
  car wash|vacuum\p{L}*|detailing|garage|mechanic|tires|brakes|oil change|engine|dealership|my (?:car|truck|hood|bumper)|gas station|the pump|bank teller|teller|cheques?|checks? cashed|mortgage|landlord|apartments?|tenants?|lease|property management|unit \d+|movers|plumber|electrician|contractor|roofers?
  dry cleaning|dry cleaner|laundromat|tailor|hair ?salon|nail salon|haircut|barber|manicure|pedicure|gel nails|gym|yoga studio|personal trainer|self checkouts?|warranty|screen repair|bookshop|bookstore|nightclub|bouncers|realtor|notary|lawyer|insurance
  dentiste|hygieniste|orthodontiste|plombage|carie\p{L}*|optometriste|lunettes|montures|kine\p{L}*|physiotherapeute|osteopathe|chiropraticien|massotherapeute|clinique|medecin|sans rendez-vous|pharmacie|pharmacien|ordonnance|veterinaire|toilettage|garderie|moniteur|auto-ecole|permis de conduire
  hotel|motel|matelas|camping|aeroport|bagages|remontee\p{L}*|telesiege|billets de ski|tatouage|tatoueur|percage
  lave-auto|lavage auto|garage|garagiste|mecanicien|pneus|freins|plaquettes|vidange|concessionnaire|ma (?:voiture|char|bagnole)|mon (?:auto|char|bumper|pare-chocs?)|station-service|banque|guichet|cheque|conseiller bancaire|hypotheque|logement|appartement|locataire|bail|caution|agence immobiliere|demenageu\p{L}*|plombier|electricien|entrepreneur
  pressing|nettoyeur|couturiere|salon de coiffure|coiffeu\p{L}*|coupe de cheveux|barbier|ongles|manucure|gym|salle de sport|entraineur|garantie|reparation d'ecran|librairie|boite de nuit|videurs|notaire|avocat|assurance|depanneur
`;
