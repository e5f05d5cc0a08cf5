import type { ReplyLanguage } from './language.ts';

/** Something written in one language, to be said in the reply's. */
export type Phrase = { text: string; language: ReplyLanguage };

export type ParsedInstructions = {
  /** "mention our new patio" / "mentionnez notre terrasse". */
  mentions: Phrase[];
  signOff: string | null;
  /** Compensation the restaurant explicitly allows offering to unhappy guests. */
  offer: Phrase | null;
  short: boolean;
  noExclamation: boolean;
};

const DIRECTIVES =
  "sign|use|keep|be|don't|do|always|never|avoid|mention|thank|say|offer|add|include|invite|end|write|reply|respond|give|signer|signez|utiliser|utilisez|gardez|soyez|ne|toujours|jamais|éviter|évitez|mentionner|mentionnez|remercier|remerciez|dites|offrir|offrez|proposer|proposez|ajouter|ajoutez|inclure|incluez|terminer|terminez|écrire|écrivez|répondre|répondez|parler|parlez";
const CLAUSE_JOIN = new RegExp(
  `\\s*,?\\s+(?:and|then|also|et|puis|aussi)\\s+(?=(?:${DIRECTIVES})(?![\\p{L}']))`,
  'iu',
);

function clausesOf(text: string): string[] {
  return text
    .split(/[;!?\n]+|\.(?=\s|$)/)
    .flatMap((part) => part.split(CLAUSE_JOIN))
    .map((c) => c.trim())
    .filter(Boolean);
}

const NEGATION: Record<ReplyLanguage, RegExp> = {
  en: /\b(don't|do not|never|no|not|avoid|without|nor)\b/i,
  fr: /(^|\s)(ne|n['’]|jamais|pas|sans|évite[rz]?|éviter)(\s|$)/i,
};

const TAIL =
  /\s+(?:when|whenever|if|where|lorsque|lorsqu['’]|quand|si|dans (?:la|les|chaque|nos|vos|toutes les) réponses?|in (?:the|every|each|all|our|your) (?:reply|replies|response|responses)|at the end|à la fin)(?![\p{L}']).*$/iu;

function cleanValue(value: string): string {
  return value
    .replace(TAIL, '')
    .replace(/^["'“”«»‘’\s]+|["'“”«»‘’\s.,:]+$/g, '')
    .trim();
}

type Rule = { language: ReplyLanguage; pattern: RegExp; prefix?: (verb: string) => string };

const MENTION_RULES: Rule[] = [
  {
    language: 'en',
    pattern:
      /^(.*?)\b(?:mention|mentioning|talk about|tell (?:them|guests|people|customers|reviewers) about|remind (?:them|guests|people|customers) (?:about|of)|highlight|promote|plug)\s+(.+)$/i,
  },
  {
    language: 'fr',
    pattern:
      /^(.*?)(?<![\p{L}])(?:mentionn(?:er|ez|e)|évoqu(?:er|ez)|rappel(?:er|ez)|soulign(?:er|ez)|signal(?:er|ez)|mett(?:re|ez) en avant|parl(?:er|ez) (?:de|du|des|d['’]))\s*(.+)$/iu,
  },
];

const SIGN_RULES: Rule[] = [
  {
    language: 'en',
    pattern:
      /^(.*?)\b(?:sign(?:ed)?(?:\s+(?:off|it|them|the replies|replies|each reply|every reply|all replies))?\s*(?:as|with|by|from|:)|signature\s*:)\s*(?:the name\s+)?(.+)$/i,
  },
  {
    language: 'fr',
    pattern:
      /^(.*?)(?<![\p{L}])(?:sign(?:er|ez)(?:\s+(?:la réponse|les réponses|chaque réponse|toutes les réponses))?\s*(?:avec|par|au nom de|du nom de|de la part de|comme|:)?|signature\s*:)\s*(?:le nom\s+|le prénom\s+)?(.+)$/iu,
  },
];

const OFFER_RULES: Rule[] = [
  {
    language: 'en',
    pattern:
      /^(.*?)\b(?:offer|give|propose|provide)\s+(?:(?:them|guests|the guest|customers|the customer|the reviewer|reviewers|unhappy guests|unhappy customers)\s+)?(.+)$/i,
  },
  {
    language: 'fr',
    pattern:
      /^(.*?)(?<![\p{L}])(?:offr(?:ir|ez)|propos(?:er|ez)|accord(?:er|ez)|donn(?:er|ez))\s+(?:(?:leur|au client|aux clients|à la cliente|aux clients mécontents)\s+)?(.+)$/iu,
  },
];

const COMPENSATION: Record<ReplyLanguage, RegExp> = {
  en: /\b(free|complimentary|discount|voucher|gift card|refund|credit|on us|on the house|\d+ ?%|dessert|drink|coffee|glass|bottle|appetizer|meal|round)\b/i,
  fr: /(gratuit|offert|rembours|réduction|rabais|bon d['’]achat|bon cadeau|carte-cadeau|crédit|%|dessert|boisson|café|verre|apéro|consommation|repas|entrée|digestif)/i,
};

const RECIPIENT =
  /\s+(?:to (?:unhappy |dissatisfied )?(?:guests|customers|them|reviewers|people)|(?:aux?|à la) (?:clients?|clientes?))(?![\p{L}]).*$/iu;

const SECOND_PERSON: Record<ReplyLanguage, [RegExp, string][]> = {
  en: [
    [/\btheir\b/gi, 'your'],
    [/\bthem\b/gi, 'you'],
    [/\bthey\b/gi, 'you'],
  ],
  fr: [
    [/(^|\s)leurs(?=\s)/gi, '$1vos'],
    [/(^|\s)leur(?=\s)/gi, '$1votre'],
  ],
};

function match(clause: string, rules: Rule[]): { value: string; rule: Rule } | null {
  for (const rule of rules) {
    const found = rule.pattern.exec(clause);
    if (!found) continue;
    const before = found[1] ?? '';
    if (NEGATION[rule.language].test(before)) continue;
    const value = cleanValue(found[2] ?? '');
    if (value) return { value, rule };
  }
  return null;
}

function frenchArticle(clause: string, value: string): string {
  if (/parl(?:er|ez) du\s/i.test(clause)) return `le ${value}`;
  if (/parl(?:er|ez) des\s/i.test(clause)) return `les ${value}`;
  return value;
}

/** What a template engine can follow of the standing and one-off instructions. */
export function parseInstructions(texts: (string | null | undefined)[]): ParsedInstructions {
  const parsed: ParsedInstructions = {
    mentions: [],
    signOff: null,
    offer: null,
    short: false,
    noExclamation: false,
  };
  for (const text of texts) {
    if (!text?.trim()) continue;
    for (const clause of clausesOf(text)) {
      const sign = match(clause, SIGN_RULES);
      if (sign) {
        parsed.signOff = sign.value.slice(0, 80);
        continue;
      }
      const mention = match(clause, MENTION_RULES);
      if (mention) {
        const value =
          mention.rule.language === 'fr' ? frenchArticle(clause, mention.value) : mention.value;
        if (!parsed.mentions.some((m) => m.text.toLowerCase() === value.toLowerCase()))
          parsed.mentions.push({ text: value.slice(0, 120), language: mention.rule.language });
        continue;
      }
      const offer = match(clause, OFFER_RULES);
      if (offer && COMPENSATION[offer.rule.language].test(offer.value)) {
        const value = SECOND_PERSON[offer.rule.language].reduce(
          (v, [re, to]) => v.replace(re, to),
          offer.value.replace(RECIPIENT, ''),
        );
        parsed.offer = { text: value.slice(0, 120), language: offer.rule.language };
        continue;
      }
      if (
        /\b(short|brief|concise)\b|(^|\s)(bref|brève|court|courte|concis|concise)(\s|$)/i.test(
          clause,
        )
      )
        parsed.short = !NEGATION.en.test(clause.split(/short|brief|concise/i)[0] ?? '');
      if (/exclamation/i.test(clause))
        parsed.noExclamation = NEGATION.en.test(clause) || NEGATION.fr.test(clause);
    }
  }
  return parsed;
}
