import type { ReplyLanguage } from './language.ts';

/*
 * The sentence patterns of regeneration instructions that name a thing after their verb: what to
 * mention, how to sign, what to offer, with the negation that withdraws them ("don't mention…").
 */

export const NEGATION: Record<ReplyLanguage, RegExp> = {
  en: /\b(don't|do not|never|no|not|avoid|without|nor)\b/i,
  fr: /(^|\s)(ne|n['’]|jamais|pas|sans|évite[rz]?|éviter)(\s|$)/i,
};

const TAIL =
  /\s+(?:when|whenever|if|where|lorsque|lorsqu['’]|quand|si|dans (?:la|les|chaque|nos|vos|toutes les) réponses?|in (?:the|every|each|all|our|your) (?:reply|replies|response|responses)|at the end|à la fin|by (?:name|their name|his name|her name)|par (?:son|leur) (?:nom|prénom))(?![\p{L}']).*$/iu;

function cleanValue(value: string): string {
  return value
    .replace(TAIL, '')
    .replace(/^["'“”«»‘’\s]+|["'“”«»‘’\s.,:]+$/g, '')
    .trim();
}

export type Rule = { language: ReplyLanguage; pattern: RegExp; prefix?: (verb: string) => string };

export const MENTION_RULES: Rule[] = [
  {
    language: 'en',
    pattern:
      /^(.*?)\b(?:mention|mentioning|talk about|talk up|tell (?:them|guests|people|customers|reviewers) about|remind (?:them|guests|people|customers) (?:about|of)|highlight|promote|plug|(?:add|say|put in|slip in|drop) (?:a |one |something |a little |a quick )?(?:line|sentence|word|note|bit|something)? ?(?:about|on|for))\s+(.+)$/i,
  },
  {
    language: 'fr',
    pattern:
      // Any person of the verb: « parle de », « parlez de », « parler de », « nomme ».
      /^(.*?)(?<![\p{L}])(?:mentionn\p{L}*|évoqu\p{L}*|rappel\p{L}*|soulign\p{L}*|signal\p{L}*|nomm\p{L}*|m(?:et|ets|ettez|ettre) en avant|parl\p{L}* (?:(?:des|du|de)(?![\p{L}])|d['’])|(?:glisse|ajoute|mets|mettez|écris)\p{L}* (?:un (?:petit )?mot|une (?:phrase|ligne)) (?:sur|pour|à propos d[eu]|au sujet d[eu]) ?(?:de |du |des |d['’])?)\s*(.+)$/iu,
  },
];

export const SIGN_RULES: Rule[] = [
  {
    language: 'en',
    pattern:
      /^(.*?)\b(?:sign(?:ed)?(?:\s+(?:off|it|them|the replies|replies|each reply|every reply|all replies))?\s*(?:as|with|by|from|:)|signature\s*:)\s*(?:(?:the|my) name\s*:?\s*)?(.+)$/i,
  },
  {
    language: 'fr',
    pattern:
      /^(.*?)(?<![\p{L}])(?:sign(?:er|ez|e|é)(?![\p{L}])(?:\s+(?:la réponse|les réponses|chaque réponse|toutes les réponses))?\s*(?:avec|par|au nom de|du nom de|de la part de|comme|:)?|signature\s*:)\s*(?:le nom\s+|le prénom\s+)?(.+)$/iu,
  },
  // "put Owen, GM at the bottom", « mets Cath, gérante, en bas »: the name where a sign-off goes.
  {
    language: 'en',
    pattern:
      /^(.*?)\b(?:put|add|stick|end with|finish with)\s+(?:my name\s*:?\s*)?(\p{Lu}[^]*?)\s+(?:at the (?:bottom|end)|as (?:the )?sign-?off|underneath)$/u,
  },
  {
    language: 'en',
    pattern:
      /^(.*?)\b(?:put|add)\s+my name (?:at the (?:bottom|end)|underneath)\s*[:,-]?\s*(\p{Lu}.*)$/u,
  },
  {
    language: 'fr',
    pattern:
      /^(.*?)(?<![\p{L}])(?:mets|mettez|mettre|ajoute|ajoutez|termine avec|finis avec)\s+(\p{Lu}[^]*?),?\s+(?:en bas|à la fin|au bas|en dessous|à la toute fin)$/u,
  },
];

export const OFFER_RULES: Rule[] = [
  {
    language: 'en',
    pattern:
      /^(.*?)\b(?:offer|give|propose|provide)\s+(?:(?:them|guests|the guest|customers|the customer|the reviewer|reviewers|unhappy guests|unhappy customers)\s+)?(.+)$/i,
  },
  {
    language: 'fr',
    pattern:
      /^(.*?)(?<![\p{L}])(?:offr(?:ir|ez|e)|propos(?:er|ez|e)|accord(?:er|ez|e)|donn(?:er|ez))(?:-(?:leur|lui))?\s+(?:(?:leur|lui|au client|aux clients|à la cliente|aux clients mécontents)\s+)?(.+)$/iu,
  },
];

export const COMPENSATION: Record<ReplyLanguage, RegExp> = {
  // "%" is no word character: it stands outside the word boundaries.
  en: /\b(free|complimentary|discount|voucher|gift card|refund|credit|on us|on the house|dessert|drink|coffee|glass|bottle|appetizer|meal|round)\b|\d+ ?%/i,
  fr: /(gratuit|gratis|offert|rembours|réduction|rabais|bon d['’]achat|bon cadeau|carte-cadeau|crédit|%|dessert|boisson|café|verre|apéro|consommation|repas|souper|dîner|diner|brunch|entrée|digestif)/i,
};

export const RECIPIENT =
  /\s+(?:to (?:unhappy |dissatisfied )?(?:guests|customers|them|reviewers|people)|(?:aux?|à la) (?:clients?|clientes?))(?![\p{L}]).*$/iu;

export const SECOND_PERSON: Record<ReplyLanguage, [RegExp, string][]> = {
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

export function match(
  clause: string,
  rules: Rule[],
): { value: string; rule: Rule; before: string } | null {
  for (const rule of rules) {
    const found = rule.pattern.exec(clause);
    if (!found) continue;
    const before = found[1] ?? '';
    if (NEGATION[rule.language].test(before)) continue;
    const value = cleanValue(found[2] ?? '');
    if (value) return { value, rule, before };
  }
  return null;
}
