/** Who and what an incident happens to, shared by the report phrases and the told events. */

/** Who can fall ill or get hurt: pronouns and the people a guest brings. */
export const KIN = String.raw`(?:husband|wife|partner|spouse|son|daughter|kids?|child|children|baby|friends?|mother|mom|mum|dad|father|parents?|family|boyfriend|girlfriend|sister|brother|guests?|colleagues?|coworkers?|date|fiancee?|whole table|table|party|group|grandmother|grandfather|grandma|grandpa)`;
export const PERSON = String.raw`(?:i|we|he|she|they|us|my ${KIN}|our ${KIN}|both of us|all of us|everyone|everybody|(?:\d+|two|three|four|five|six|half|most|some) of us)`;
export const BODY = String.raw`(?:hands?|fingers?|thumbs?|arms?|wrists?|mouth|lips?|tongue|throat|gums?|face|legs?|knees?|foot|feet|ankles?|head|back|eyes?|skin)`;
export const CORPS = String.raw`(?:mains?|doigts?|pouce|bras|poignet|bouche|levres?|langue|gorge|gencives?|visage|jambes?|genoux?|pieds?|cheville|tete|dos|oeil|yeux|peau)`;
