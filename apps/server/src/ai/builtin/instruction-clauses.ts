/*
 * Regeneration instructions cut into clauses the way staff type several in one line: sentences,
 * "and"/"et" before a directive, list separators ("shorter, no !, sign Marie"), with shorthand
 * ("dont", "w/", "no !") spelled out and courtesy ("pls", "svp") dropped.
 */

const DIRECTIVES =
  "stay|limit|tell|ask|answer|explain|rester|restez|limiter|limitez|dire|indiquer|indiquez|préciser|précisez|expliquer|expliquez|tutoyer|tutoyez|vouvoyer|vouvoyez|sign|use|keep|be|don't|do|always|never|avoid|mention|thank|say|offer|add|include|invite|end|write|reply|respond|give|signer|signez|utiliser|utilisez|gardez|soyez|ne|toujours|jamais|éviter|évitez|mentionner|mentionnez|remercier|remerciez|dites|offrir|offrez|proposer|proposez|ajouter|ajoutez|inclure|incluez|terminer|terminez|écrire|écrivez|répondre|répondez|parler|parlez|signe|dis|dis-lui|dis-leur|mets|mentionne|ajoute|offre|propose|précise|explique|indique|parle|réponds|écris|fais|garde|évite|enlève|retire|supprime|tutoie|vouvoie|raccourcis|remercie|invite|let|sign|skip|leave|make";
const CLAUSE_JOIN = new RegExp(
  `\\s*,?\\s+(?:and|then|also|et|puis|pis|aussi)\\s+(?=(?:${DIRECTIVES})(?![\\p{L}']))`,
  'iu',
);

/** "Recommend the lot? No — say street parking": a question answered "no" is withdrawn. */
const WITHDRAWN = /^(?:no|non)\b[\s,.:;—–-]*/i;

/**
 * How busy staff type "no exclamation marks": "no !", "pas de !!", "sans !", "no excl." — said
 * in words before the text is cut at its "!".
 */
const BANG = [
  [/\b(no|zero|without|less|fewer)\s*!+/giu, '$1 exclamation marks'],
  [/(^|\s)(pas de|sans|aucun|zéro|moins de)\s*!+/giu, "$1$2 points d'exclamation"],
  [/\bexcl(?:am)?\.?(?=\s|$)/giu, 'exclamation'],
  // "tone down the !!!", "sans les !!!": marks named after a determiner are the marks themselves.
  [/(^|\s)(the|all|any|les|des|tes|tous les)\s*!+/giu, '$1$2 exclamation marks'],
] as const;

/** Words that change nothing ("pls", "svp") and the "please"/"merci" that close a request. */
const FILLER = /(^|\s)(?:pls|plz|svp|stp|thx|ty)(?=\s|$|[,.;!])/giu;
const CLOSING_COURTESY = /[\s,]+(?:please|thanks|thank you|merci)[\s.!]*$/iu;

function withoutFiller(text: string): string {
  return text
    .replace(FILLER, '$1')
    .replace(CLOSING_COURTESY, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * Separators staff put between instructions typed in one line: ",", "+", "&", " / ", " - ", and
 * the words that join two ("and", "but", « pis », « mais »): whatever verb follows them.
 */
const LIST_SEPARATOR =
  /(\s*(?:,|\+|&|\s\/\s|\s[-–—]\s)\s*|\s+(?:and|but|then|et|mais|puis|pis)\s+)/iu;
const LEADING_JOIN = /^(?:and|then|also|plus|et|puis|pis|aussi)\s+/iu;

/**
 * "shorter, no emojis, sign as Yara": one clause per instruction. A piece stands alone only
 * when a rule reads it alone, so "Sign as Julie, General Manager" keeps its role.
 */
function splitList(clause: string, understoodAlone: (piece: string) => boolean): string[] {
  const pieces = clause.split(LIST_SEPARATOR);
  const out: string[] = [];
  let current = pieces[0] ?? '';
  for (let i = 1; i < pieces.length; i += 2) {
    const separator = pieces[i] ?? '';
    const piece = (pieces[i + 1] ?? '').replace(LEADING_JOIN, '');
    // "say that X and that Y": a second thing said, not a second instruction.
    const continues = /^\s*(?:que|qu['’]|that|which|qui|who)(?![\p{L}])/iu.test(piece);
    if (piece.trim() && !continues && understoodAlone(piece) && understoodAlone(current)) {
      out.push(current);
      current = piece;
    } else current += separator + (pieces[i + 1] ?? '');
  }
  out.push(current);
  return out;
}

/** Shorthand typed without its apostrophe or spelled short: "dont mention", "sign w/ Lou". */
const SHORTHAND: [RegExp, string][] = [
  [/\b(don|doesn|didn|can|isn|aren|shouldn)t\b/giu, "$1't"],
  [/(^|\s)w\/\s*/giu, '$1with '],
];

function clausesIn(text: string, understoodAlone: (piece: string) => boolean): string[] {
  const spelled = [...BANG, ...SHORTHAND]
    .reduce((t, [re, to]) => t.replace(re, to), text)
    // "Mrs. Tran", "Dr. Roy", « Mme. Roy »: a title's period ends no instruction.
    .replace(/\b(Mrs|Mr|Ms|Dr|St|Mme|Mlle|Me)\.(?=\s+\p{Lu})/gu, '$1');
  return spelled
    .split(/[;!\n]+|\.(?=\s|$)/)
    .flatMap((part) => part.split(CLAUSE_JOIN))
    .map((c) => withoutFiller(c))
    .flatMap((c) => splitList(c, understoodAlone))
    .map((c) => c.trim())
    .filter(Boolean);
}

/**
 * The instructions typed in one text, one clause each; `understoodAlone` tells whether a piece
 * between separators reads on its own (then it is a clause of its own).
 */
export function clausesOf(text: string, understoodAlone: (piece: string) => boolean): string[] {
  const kept: string[] = [];
  for (const [i, question] of text.split('?').entries()) {
    const trimmed = question.trim();
    if (i > 0 && WITHDRAWN.test(trimmed)) {
      kept.pop();
      kept.push(...clausesIn(trimmed.replace(WITHDRAWN, ''), understoodAlone));
    } else kept.push(...clausesIn(trimmed, understoodAlone));
  }
  return kept;
}
