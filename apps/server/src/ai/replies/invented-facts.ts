import { OFFER_KINDS, type OfferKind } from '@tableside/domain/draft-checks';
import { fold, hasTerm } from './text.ts';

/*
 * What a reply could state that nobody told it: an offer, an hour, a phone number, an address,
 * a person. Each finder returns what the draft states, as it would be found in the sources.
 */

/** Compensation and offers, by family: any word of the family in the sources allows the family. */
export const OFFER_FAMILIES: Record<OfferKind, readonly string[]> = {
  refund: ['refund*', 'reimburs*', 'money back', 'rembours*'],
  discount: [
    'discount*',
    'percent off',
    'off your next',
    'reduction*',
    'rabais',
    'remise*',
    'coupon*',
    'promo code',
    'code promo',
  ],
  'free item': [
    'on the house',
    'on us',
    'complimentary',
    'free of charge',
    'for free',
    'gratuit*',
    'offert',
    'offerte',
    'offerts',
    'offertes',
    'aux frais de la maison',
    'sur le bras',
  ],
  'gift card': [
    'gift card*',
    'gift certificate*',
    'voucher*',
    'carte* cadeau*',
    'bon* cadeau*',
    'cheque* cadeau*',
    'bon* d achat',
  ],
  compensation: ['compensat*', 'dedommag*', 'geste commercial', 'make it up to you'],
};

/** "free dessert", not "feel free", "gluten-free" nor "free to call". */
const FREE =
  /(?<!(?:feel|gluten|nut|nuts|dairy|lactose|sugar|allergen|peanut|stress|hassle|smoke|scent|barrier|step|worry|care|fragrance) )(?<= )free(?= )(?! (?:to|from|of|time|parking|wifi|wi fi) )/;

export function offersIn(folded: string): OfferKind[] {
  const found = OFFER_KINDS.filter((kind) => OFFER_FAMILIES[kind].some((t) => hasTerm(folded, t)));
  if (FREE.test(folded) && !found.includes('free item')) found.push('free item');
  return found;
}

/** Times of day as minutes after midnight: "6 pm", "18h30", "18:30", "noon", "midi". */
export function timesIn(text: string): number[] {
  const times: number[] = [];
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(/\b(\d{1,2})(?:[:h.](\d{2}))?\s*([ap])\.?\s?m\b\.?/g)) {
    const hour = (Number(m[1]) % 12) + (m[3] === 'p' ? 12 : 0);
    times.push(hour * 60 + Number(m[2] ?? 0));
  }
  const rest = lower.replace(/\b(\d{1,2})(?:[:h.](\d{2}))?\s*([ap])\.?\s?m\b\.?/g, ' ');
  for (const m of rest.matchAll(/\b(\d{1,2})\s?(?:h|:)\s?(\d{2})?\b/g))
    if (Number(m[1]) <= 23) times.push(Number(m[1]) * 60 + Number(m[2] ?? 0));
  if (/\b(noon|midday|midi)\b/.test(lower)) times.push(12 * 60);
  if (/\b(midnight|minuit)\b/.test(lower)) times.push(0);
  return times;
}

/** A time is known when the sources give it, on either side of noon (6:00 for 18h). */
export function knownTime(time: number, known: number[]): boolean {
  return known.some((k) => k === time || Math.abs(k - time) === 12 * 60);
}

export const phonesIn = (text: string) =>
  (text.match(/\+?\d[\d\s().-]{7,}\d/g) ?? [])
    .map((p) => p.replace(/\D/g, ''))
    .filter((digits) => digits.length >= 9);

export const addressesIn = (text: string) =>
  (text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?:\/\/|www\.)[^\s,;)]+/gi) ?? []).map((a) =>
    a.toLowerCase().replace(/[.]+$/, ''),
  );

const NAME = "\\p{Lu}[\\p{Ll}'’-]+";
const ROLE =
  'chef|head chef|sous chef|manager|general manager|owner|sommelier|server|waiter|waitress|host|hostess|bartender|g[ée]rante?|propri[ée]taire|serveur|serveuse|directeur|directrice|responsable|h[ôo]te|h[ôo]tesse|barman|barmaid|ma[îi]tre d';
const TRIGGERS =
  'ask for|contact|speak (?:with|to)|talk to|call|reach|thank|thanks to|merci à|remercier|demandez|contactez|parler à|appelez|écrivez à|pass(?:e|er)? (?:the word |this |it |your [a-z]+ )?(?:on |along )?to|transmett[a-z]+ à|partag[a-z]+ avec|share (?:it|this|your [a-z ]+) with';
const GREETINGS = 'hi|hello|hey|dear|bonjour|bonsoir|salut|allô|cher|chère';
/** Either case for a lower-case pattern's first letters: "Contact" and "contact". */
const anyCase = (words: string) =>
  words.replace(
    /(^|\||\(\?:)([a-zàâçéèêîôû])/g,
    (_m, before: string, c: string) => `${before}[${c}${c.toUpperCase()}]`,
  );
/** Contexts in which a capitalised word is a person: a role, a greeting, someone to ask for. */
const PERSON_CONTEXTS = [
  new RegExp(
    `(?<!\\p{L})(?:${anyCase('our|your|the|notre|votre|le|la|du|de la')})\\s+(?:${ROLE})\\s*,?\\s+(${NAME})`,
    'gu',
  ),
  new RegExp(`\\b(?:Chef|Chief)\\s+(${NAME})`, 'gu'),
  new RegExp(`(${NAME}),\\s+(?:our|notre|votre)\\s+(?:${ROLE})\\b`, 'gu'),
  new RegExp(`(?<!\\p{L})(?:${anyCase(TRIGGERS)})\\s+(${NAME})`, 'gu'),
  new RegExp(`(?:^|\\n)\\s*(?:${anyCase(GREETINGS)})\\s+(${NAME})`, 'gu'),
  new RegExp(`(?:^|\\n)\\s*[-–—]\\s*(${NAME})`, 'gu'),
];
/**
 * Capitalised words that are not people ("Contact Us", "Thank You", "Team"), and the words a
 * sign-off opens with ("— Toute l'équipe", "— L'équipe", "— All of us at…").
 */
const NOT_PEOPLE = new Set(
  'us you we our the team management direction équipe equipe service staff everyone tous guests them him her valued guest friend friends customer client cliente ami amie amis madame monsieur mme sir madam there all toute tout toutes votre notre vos nos your le la les cheers warmly sincerely cordialement amitiés bien merci thanks with love'.split(
    ' ',
  ),
);
/** A French elision before a word: "L’équipe" is the word "équipe". */
const ELISION = /^[LlDd]['’]/;

/** People the draft names in a context that makes them a person. */
export function peopleIn(text: string): string[] {
  const people = new Set<string>();
  for (const pattern of PERSON_CONTEXTS)
    for (const m of text.matchAll(pattern)) {
      const name = m[1]!;
      if (!NOT_PEOPLE.has(name.replace(ELISION, '').toLowerCase())) people.add(name);
    }
  return [...people];
}

export const knownWord = (foldedSources: string, word: string) =>
  foldedSources.includes(fold(word));
