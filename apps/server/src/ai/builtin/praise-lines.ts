import type { ReplyLanguage } from './language.ts';

/*
 * Measured thanks, in both languages: for what the guest found fine rather than wonderful (never
 * "kind words": "fine, nothing I'd line up for again" is no compliment), for a small remark in an
 * otherwise content review ("the batter a touch heavy"), and for parking the guest found hard,
 * which a manager regrets in a word, promising nothing of the street. Placeholders: {dishes}, {staff},
 * {aspects} as in lines.ts; {remark}, the guest's own noun with its article.
 */
export type PraiseLines = {
  /** {dishes} the guest called fine, decent, « correct ». */
  dishMild: string[];
  drinkMild: string[];
  staffMild: string[];
  aspectMild: string[];
  /** {remark}: a detail of the food ("the batter") the guest found wanting in a content review. */
  remarkKitchen: string[];
  remarkBar: string[];
  /** Parking the guest found hard, said as a remark, not asked about: a short regret. */
  parking: string[];
};

const en: PraiseLines = {
  dishMild: [
    "We'll pass your thoughts on {dishes} along to the kitchen.",
    'Thanks for your comments on {dishes}; the kitchen will see them.',
    'We appreciate your notes on {dishes}.',
    'Thank you for telling us how you found {dishes}.',
  ],
  drinkMild: [
    'Thank you for telling us how you found {dishes}.',
    "We'll pass your thoughts on {dishes} along to the bar.",
    'Thanks for your comments on {dishes}; the bar team will see them.',
    'We appreciate your notes on {dishes}.',
  ],
  staffMild: [
    "We'll pass your comments on to {staff}.",
    "We'll share your comments with {staff}.",
    'Thanks for mentioning {staff}; we will pass your words along.',
  ],
  aspectMild: [
    'Thanks for your comments on {aspects}.',
    'We appreciate your notes on {aspects}.',
    'Thank you for telling us how you found {aspects}.',
    'Your thoughts on {aspects} are appreciated.',
  ],
  remarkKitchen: [
    "We'll pass your note on {remark} to the kitchen.",
    'Your remark about {remark} is with the kitchen.',
    'The kitchen will take note of what you said about {remark}.',
  ],
  remarkBar: [
    "We'll pass your note on {remark} to the bar.",
    'Your remark about {remark} is with the bar team.',
  ],
  parking: [
    'Sorry the parking gave you trouble; spots nearby can be hard to find, so thank you for making the trip.',
    'We are sorry about the parking hassle; we know it takes some patience around us, and we appreciate the trip.',
    'Sorry that parking was such a chore; it is not always easy in the area, and we appreciate you making the effort.',
  ],
};

const fr: PraiseLines = {
  dishMild: [
    'Merci pour vos mots sur {dishes}.',
    'Nous transmettons vos impressions sur {dishes} à la cuisine.',
    'Merci pour votre avis sur {dishes}; la cuisine en prendra connaissance.',
    'Votre avis sur {dishes} sera transmis à la cuisine.',
    'Merci de nous dire ce que vous avez pensé de {dishes}.',
  ],
  drinkMild: [
    'Merci pour vos mots sur {dishes}.',
    'Nous transmettons vos impressions sur {dishes} à l’équipe du bar.',
    'Merci pour votre avis sur {dishes}; le bar en prendra connaissance.',
  ],
  staffMild: [
    'Merci pour vos mots sur {staff}; nous les transmettrons.',
    'Nous partagerons vos commentaires avec {staff}.',
    'Merci de mentionner {staff}; vos mots seront transmis.',
  ],
  aspectMild: [
    'Merci pour vos mots sur {aspects}.',
    'Merci pour vos commentaires sur {aspects}.',
    'Merci de nous dire ce que vous avez pensé de {aspects}.',
    'Merci pour votre avis sur {aspects}.',
  ],
  remarkKitchen: [
    'Nous transmettons votre remarque sur {remark} à la cuisine.',
    'Votre remarque sur {remark} a été transmise à la cuisine.',
    'La cuisine prendra note de ce que vous dites sur {remark}.',
  ],
  remarkBar: [
    'Nous transmettons votre remarque sur {remark} à l’équipe du bar.',
    'Votre remarque sur {remark} a été transmise au bar.',
  ],
  parking: [
    'Désolés pour le stationnement compliqué; se garer dans le coin n’est pas toujours simple, merci d’avoir fait le déplacement.',
    'Nous sommes désolés que le stationnement vous ait donné du fil à retordre; merci d’avoir fait le détour.',
    'Toutes nos excuses pour la difficulté à trouver un stationnement; le quartier demande parfois de la patience, merci d’être venus.',
  ],
};

export const praiseLines = (language: ReplyLanguage): PraiseLines => (language === 'fr' ? fr : en);
