/*
 * How a reply speaks of what the guest judged (praise, thanks, apology), in English and French
 * (France and Québec), matched on folded text (text.ts: no accents, apostrophes and hyphens as
 * spaces). A trailing `*` is a stem.
 */

/** Praise or thanks said about something. */
export const PRAISE = [
  'glad',
  'delighted',
  'thrilled',
  'enjoyed',
  'loved',
  'happy to hear',
  'pleased to hear',
  'so happy',
  'great to hear',
  'wonderful',
  'fantastic',
  'delicious',
  'a hit',
  'hit the spot',
  'thank',
  'thanks',
  'kudos',
  'ravi',
  'ravie',
  'ravis',
  'ravies',
  'heureux',
  'heureuse',
  'heureuses',
  'content',
  'contente',
  'contents',
  'enchante*',
  'apprecie',
  'appreciee',
  'apprecies',
  'appreciees',
  'aime',
  'aimee',
  'delicieux',
  'delicieuse*',
  'merci',
  'bravo',
  'felicit*',
];

/** Thanks only, which may thank the guest for their words rather than praise the thing. */
export const THANKS = ['thank', 'thanks', 'merci'];

/** What a guest is thanked for when the thanks are for the feedback. */
export const FEEDBACK = [
  'feedback',
  'telling us',
  'letting us know',
  'sharing',
  'bringing',
  'flagging',
  'pointing',
  'review',
  'comment*',
  'note',
  'avis',
  'retour*',
  'signal*',
  'partag*',
  'fait part',
  'remarque*',
  'commentaire*',
  'patience',
  'understanding',
  'comprehension',
];

export const APOLOGY = [
  'sorry',
  'apologi*',
  'apologize',
  'apologies',
  'regret*',
  'unfortunate*',
  'disappoint*',
  'desole*',
  'navre*',
  'excuse*',
  'regrett*',
  'dommage',
  'decu*',
  'deception',
];
