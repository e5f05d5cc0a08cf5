/*
 * "Tutoie-le, c'est un habitué": the French reply, written with "vous", said with "tu". The
 * phrase banks are written once with "vous"; this rewrites the forms they use (subject and object
 * pronouns, possessives, the verbs that follow "vous", imperatives). When a "vous" is left that
 * no rule knows (an owner's fact written with "vous"), the reply is not half-rewritten: the
 * caller keeps "vous" and reports the instruction as not followed.
 */

/** Nouns and adjectives the banks put after "votre" that take "ta" (before a consonant). */
const FEMININE =
  /^(visite|prochaine|note|question|franchise|frustration|déception|confiance|blessure|plainte|réservation|table|commande|famille|soirée|fête|demande|remarque|soupe|salade|part|venue|sortie|journée|cliente)$/iu;

/** Verbs after a subject "vous", as "tu" says them: irregulars first, then the -er pattern. */
const IRREGULAR: Record<string, string> = {
  avez: 'as',
  ayez: 'aies',
  êtes: 'es',
  soyez: 'sois',
  pouvez: 'peux',
  pourrez: 'pourras',
  voulez: 'veux',
  venez: 'viens',
  revenez: 'reviens',
  dites: 'dis',
  faites: 'fais',
  décrivez: 'décris',
  écrivez: 'écris',
  lisez: 'lis',
  prenez: 'prends',
  savez: 'sais',
};

function conjugated(verb: string): string | null {
  const lower = verb.toLocaleLowerCase('fr');
  if (IRREGULAR[lower]) return IRREGULAR[lower]!;
  if (/rez$/.test(lower)) return lower.replace(/rez$/, 'ras'); // donnerez → donneras
  if (/ez$/.test(lower)) return lower.replace(/ez$/, 'es'); // rapportez → rapportes
  return null;
}

/** Imperatives the banks use, as "tu" says them. */
const IMPERATIVES: [RegExp, string][] = [
  [/\bVeuillez accepter\b/g, 'Accepte'],
  [/\bveuillez accepter\b/g, 'accepte'],
  [/(^|[^\p{L}])([Éé])crivez(?=-nous|\s|$)/gu, '$1$2cris'],
  [/(^|[^\p{L}])([Ff])aites(?=-nous)/gu, '$1$2ais'],
  [/(^|[^\p{L}])([Dd])ites(?=-nous)/gu, '$1$2is'],
  [/(^|[^\p{L}])([Vv])enez(?=\s)/gu, '$1$2iens'],
  [/(^|[^\p{L}])([Rr])evenez(?=\s)/gu, '$1$2eviens'],
  [/(^|[^\p{L}])([Ss])achez(?=\s)/gu, '$1$2ache'],
  [
    /(^|[^\p{L}])(hésit|Hésit|demand|Demand|manqu|Manqu|contact|Contact|appel|Appel|réserv|Réserv|pass|Pass|essay|Essay|goût|Goût|profit|Profit)ez(?![\p{L}])/gu,
    '$1$2e',
  ],
];

const VOWEL = /^[aeiouyhéèêàâîôûœ]/iu;

function withCase(like: string, word: string): string {
  return /^\p{Lu}/u.test(like) ? word.charAt(0).toLocaleUpperCase('fr') + word.slice(1) : word;
}

/** The reply with "tu", or null when a "vous" is left that no rule rewrites. */
export function tutoyer(text: string): string | null {
  let out = text;
  // Prepositions take "toi".
  out = out.replace(
    /(^|[^\p{L}])(avec|vers|chez|sans|grâce à|auprès de) vous(?![\p{L}])/gu,
    '$1$2 toi',
  );
  // "merci à vous!" but "de vous revoir": only at the end of a phrase is it "toi".
  out = out.replace(/(^|[^\p{L}])(pour|à|de) vous(?=\s*(?:[.,;:!?)]|$))/gu, '$1$2 toi');
  // Subject "vous" and its verb, an object pronoun ("nous", "le", "en") between them or not.
  out = out.replace(
    /(^|[^\p{L}])([Vv])ous((?:\s(?:nous|le|la|les|en|y))?)\s(\p{L}+)(?![\p{L}])/gu,
    (whole, before: string, v: string, middle: string, verb: string) => {
      const tu = conjugated(verb);
      return tu ? `${before}${v === 'V' ? 'Tu' : 'tu'}${middle} ${tu}` : whole;
    },
  );
  // Object "vous" before a verb: "t'" before a vowel, "te" otherwise.
  out = out.replace(
    /(^|[^\p{L}])([Vv])ous\s(\p{L})/gu,
    (_m, before: string, v: string, next: string) =>
      VOWEL.test(next)
        ? `${before}${withCase(v, 't’')}${next}`
        : `${before}${withCase(v, 'te')} ${next}`,
  );
  out = out.replace(
    /(^|[^\p{L}])([Vv])otre\s(\p{L}+)/gu,
    (_m, before: string, v: string, next: string) => {
      const word = VOWEL.test(next) || !FEMININE.test(next) ? 'ton' : 'ta';
      return `${before}${withCase(v, word)} ${next}`;
    },
  );
  out = out.replace(
    /(^|[^\p{L}])([Vv])os(?![\p{L}])/gu,
    (_m, before: string, v: string) => `${before}${withCase(v, 'tes')}`,
  );
  for (const [re, to] of IMPERATIVES) out = out.replace(re, to);
  return /(^|[^\p{L}])(vous|votre|vos)(?![\p{L}])/iu.test(out) ? null : out;
}
