import { detectLanguage, type ReplyLanguage } from './language.ts';
import { wordsOf } from './instruction-lexicon.ts';
import { fold } from './text.ts';

/*
 * The regeneration instructions beyond mentions, sign-offs and offers: statements to make as
 * given, words to avoid, length, address and language. Each reader takes one clause and
 * answers null when the clause is not its kind.
 */

export type Statement = { text: string; language: ReplyLanguage };

const STATEMENT_RULES: {
  language: ReplyLanguage;
  pattern: RegExp;
  imperative?: boolean;
  /** Words that make a named thing a sentence ("indiquer le parking" → "nous vous indiquons…"). */
  lead?: string;
  /** The statement made of the whole clause ("thank him for the tip" → "thank you for the tip"). */
  whole?: (clause: string) => string;
}[] = [
  {
    language: 'en',
    pattern:
      /^(?:please\s+)?(?:say|state|answer|explain|tell (?:them|the guest|guests|the reviewer|him|her|the customer)|let (?:them|the guest|guests|him|her) know|mention|add)\s+(?:that\s+)?(.+)$/i,
  },
  {
    language: 'en',
    pattern:
      /^(?:please\s+)?(?:apologi[sz]e|say sorry)(?:\s+to (?:them|him|her|the guest|the customer))?\s+(?:for|about)\s+(.+)$/i,
    lead: 'we are sorry for ',
  },
  {
    language: 'en',
    pattern: /^(?:please\s+)?thank (?:them|him|her|the guest|the customer)\s+(?:for\s+.+)$/i,
    whole: (clause) =>
      clause.replace(/^(?:please\s+)?thank \S+(?:\s+(?:guest|customer))?/i, 'thank you'),
  },
  {
    language: 'fr',
    pattern:
      /^(?:merci de\s+)?remerci\p{L}*(?:-(?:la|le|les|lui|leur))?\s+(?:(?:la|le|les|lui|leur|le client|la cliente|les clients)\s+)?(?:pour|de|d['’])\s*.+$/iu,
    whole: (clause) =>
      clause
        .trim()
        .replace(
          /^.*?remerci\p{L}*(?:-\p{L}+)?\s+(?:(?:la|le|les|lui|leur|le client|la cliente|les clients)\s+)?(pour|de|d['’])\s*/iu,
          (_m, p: string) => (p === 'pour' ? 'merci pour ' : `merci ${p}`),
        )
        .replace(/(^|\s)(?:sa|son)(?=\s)/giu, '$1votre')
        .replace(/(^|\s)ses(?=\s)/giu, '$1vos')
        .replace(/(^|\s)leurs(?=\s)/giu, '$1vos')
        .replace(/(^|\s)leur(?=\s)/giu, '$1votre'),
  },
  {
    language: 'en',
    pattern:
      /^(?:please\s+)?(?:ask|invite) (?:them|the guest|guests|the reviewer|him|her|the customer) to\s+(.+)$/i,
    imperative: true,
  },
  {
    language: 'fr',
    pattern:
      /^(?:r[ée]pond(?:re|ez|s)?|dire|dites|dis|[ée]cri(?:re|s|vez)|indiqu(?:er|ez|e)|pr[ée]cis(?:er|ez|e)|expliqu(?:er|ez|e)|mentionn(?:er|ez|e)|rappel(?:er|ez|le)|signal(?:er|ez|e)|ajout(?:er|ez|e))(?:-(?:lui|leur|la|le))?\s+(?:(?:au client|à la cliente|aux clients|lui|leur)\s+)?qu(?:e\s+|['’]\s*)(.+)$/iu,
  },
  {
    language: 'fr',
    pattern:
      /^(?:indiqu(?:er|ez|e)|signal(?:er|ez|e))(?:-(?:lui|leur|la|le))?\s+(?:(?:au client|à la cliente|aux clients|lui|leur)\s+)?(.+)$/iu,
  },
  {
    language: 'fr',
    pattern:
      /^(?:demand(?:er|ez|e)|invit(?:er|ez|e))(?:-(?:lui|leur|la|le|les))?\s+(?:(?:au client|à la cliente|aux clients|lui|leur|le client|la cliente|les clients)\s+)?(?:de|d['’]|à)\s*(.+)$/iu,
    imperative: true,
  },
  {
    language: 'fr',
    pattern:
      /^(?:s['’]excuser|excuse[sz]?-(?:nous|vous|toi)|présent(?:er|ez|e)(?:-lui|-leur)? (?:nos|des) excuses)\s+(?:pour|de)\s+(.+)$/iu,
    lead: 'nous sommes désolés pour ',
  },
];

/** A guest addressed in the third person by the instruction is "you" in the reply. */
const SECOND_PERSON: [RegExp, string][] = [
  [/\btheir\b/gi, 'your'],
  [/\bthem\b/gi, 'you'],
  [/\b(?:they|he|she)['’](?:re|s)\b/gi, "you're"],
  [/\b(?:he|she) (?:is|was)\b/gi, 'you are'],
  [/\b(?:he|she) has\b/gi, 'you have'],
  [/\b(?:he|she) (can|will|could|would|should|may|might|must)\b/gi, 'you $1'],
  [/\bthey\b/gi, 'you'],
  // "get back to her" is "you"; "her table" is "your".
  [
    /\b(?:him|her)\b(?=\s*(?:$|[.,;!?]|\s(?:about|on|with|soon|today|tomorrow|tonight|later|back|when|if|and|to|at|in|for|by|as|after|before|once|personally|directly)\b))/gi,
    'you',
  ],
  [/\bhim\b/gi, 'you'],
  // "we'll honour his" (his card): the pronoun that stands alone is "yours".
  [/\b(?:his|hers|theirs)\b(?=\s*(?:$|[.,;!?]|\s(?:too|as well|anyway)\b))/gi, 'yours'],
  [/\b(?:his|her)\b/gi, 'your'],
];

/** The guest, named in the third person by the instruction, addressed as "you" (English). */
export const toGuest = (text: string): string =>
  SECOND_PERSON.reduce((t, [re, to]) => t.replace(re, to), text);

/** Whether the words state something (have a verb) rather than name a thing to promote. */
export function isStatement(text: string): boolean {
  // French "a" is a verb after its subject only: "a gif" names a thing.
  return (
    /\b(is|are|can|can't|cannot|will|won't|open|opens|closes|has|have|only|must|should|accept|accepts|take|takes|allowed|est|sont|peut|peuvent|ouvre|ouvrent|ferme|ont|acceptons|accepte|doit|seulement|uniquement)\b/i.test(
      text,
    ) || /\b(?:il|elle|on|qui|chacun|tout le monde)\s+a\b/i.test(text)
  );
}

export function readStatement(clause: string): Statement | null {
  for (const rule of STATEMENT_RULES) {
    const found = rule.pattern.exec(clause.trim());
    if (!found || (!found[1] && !rule.whole)) continue;
    // "answer in English" is a language switch, "mention our patio" a mention: not statements.
    if (/^(?:in|en)\s+\p{L}+$/iu.test((found[1] ?? '').trim())) continue;
    // "say something about the brunch": a thing to mention, not words to say.
    if (
      /^(?:something|a (?:word|line|note|bit|few words)|quelque chose|un (?:petit )?mot)\s+(?:about|on|regarding|sur|à propos)\s/iu.test(
        (found[1] ?? '').trim(),
      )
    )
      continue;
    let text = (rule.whole ? rule.whole(clause.trim()) : (found[1] ?? ''))
      .trim()
      .replace(/^["'“”«»\s]+|["'“”«»\s.]+$/g, '');
    if (rule.language === 'fr') text = text.replace(/\s+et qu(?:e\s+|['’]\s*)/giu, ' et ');
    if (rule.language === 'en') text = toGuest(text);
    if (rule.imperative)
      text = rule.language === 'en' ? `please ${text}` : `n’hésitez pas à ${text}`;
    if (rule.lead && !isStatement(text)) text = `${rule.lead}${text}`;
    if (text) return { text, language: rule.language };
  }
  return null;
}

/**
 * "answer with these facts: we seat groups up to 20", "réponds avec ces infos : terrasse dès
 * juin": what follows the colon is said as given.
 */
export function readFacts(clause: string): Statement | null {
  const en =
    /^(?:please\s+)?(?:(?:answer|reply|respond|use|go)\s+)?(?:with\s+)?(?:these|the following|this|those|our)\s+(?:facts?|info(?:rmation)?|details?|points?)\s*:\s*(.+)$/iu.exec(
      clause.trim(),
    );
  const fr =
    /^(?:(?:répon\p{L}*|utilis\p{L}*|ajout\p{L}*)\s+)?(?:avec\s+)?(?:ces|les|nos)\s+(?:infos?|informations?|faits|détails|éléments|points)(?:\s+suivante?s)?\s*:\s*(.+)$/iu.exec(
      clause.trim(),
    );
  const found = en ?? fr;
  const text = found?.[1]?.trim().replace(/[.\s]+$/, '');
  if (text) return { text, language: en ? 'en' : 'fr' };
  // "fyi we now take reservations", "info: brunch is 10 to 2", « à savoir : on ouvre à 10 h »:
  // a fact behind a label, said as given when it states something, in the language it is in.
  const labelled =
    /^(?:fyi|info|note|facts?|update|pour info|pour ton info|à savoir|a savoir|ajout\p{L}*|add|say|dis|dites|answer|reply|réponse|r[ée]pond\p{L}*)(?:\s*:|\s+[-–—])\s*(.+)$|^(?:fyi|pour info)\s+(.+)$/iu.exec(
      clause.trim(),
    );
  const fact = (labelled?.[1] ?? labelled?.[2])?.trim().replace(/[.\s]+$/, '');
  if (!fact || !(isStatement(fact) || /^(?:we|our|on|nous|notre|nos)\s/iu.test(fact))) return null;
  return {
    text: fact,
    language: detectLanguage(fact) ?? (/^(?:on|nous|notre|nos)\s/iu.test(fact) ? 'fr' : 'en'),
  };
}

/** "Don't mention Christmas", "ne pas parler des prix": words the reply must not contain. */
export function readAvoid(clause: string): string | null {
  const found =
    /^(?:please\s+)?(?:don['’]t|do not|never|no need to|avoid)\s+(?:mention(?:ing)?|talk(?:ing)? about|bring(?:ing)? up|say(?:ing)?)\s+(.+)$/i.exec(
      clause,
    ) ??
    /^(?:please\s+)?(?:remove|drop|cut|delete|take out|lose)\s+(?:the\s+(?:part|bit|line|sentence|mention)s?\s+(?:about|on|of)\s+|any mention of\s+|the mention of\s+)(.+)$/i.exec(
      clause,
    ) ??
    /^(?:enl[eè]v(?:e|ez|er)|retir(?:e|ez|er)|supprim(?:e|ez|er)|coup(?:e|ez|er))\s+(?:la partie|le passage|la phrase|le bout|la mention)\s+(?:sur|à propos d[eu']|au sujet d[eu'])\s*(?:la\s+|l['’]|les\s+|le\s+)?(.+)$/iu.exec(
      clause,
    ) ??
    /^(?:ne\s+(?:pas|jamais)\s+(?:mentionner|parler|évoquer|nommer)|(?:ne\s+|n['’])?(?:mentionn|parl|évoqu|nomm)\p{L}*\s+(?:pas|jamais|plus|surtout pas)|sans\s+(?:mentionner|parler|évoquer|nommer)|évit\p{L}*\s+de\s+(?:mentionner|parler|nommer|évoquer)|(?:pas|aucune?)\s+(?:de\s+)?mention)\s+(?:de\s+la\s+|de\s+l['’]|du\s+|des\s+|de\s+|d['’])?(.+)$/iu.exec(
      clause,
    ) ??
    // "leave Alex out of it", "skip the portion comment", "no mention of the wait".
    /^(?:please\s+)?leave\s+(.+?)\s+out(?:\s+of\s+(?:it|this|the reply|there))?$/iu.exec(clause) ??
    /^(?:please\s+)?(?:no mention of|don['’]t name|do not name|never name)\s+(.+)$/iu.exec(
      clause,
    ) ??
    /^(?:please\s+)?(?:skip|omit|drop|ditch|lose)\s+(?:the\s+)?(.+?)\s+(?:comment|remark|part|bit|line|mention|stuff|thing)s?$/iu.exec(
      clause,
    );
  const value = found?.[1]?.trim().replace(/^["'“”«»]+|["'“”«».]+$/g, '');
  return value ? value : null;
}

/** A word budget: "max 50 words", "under 60 words", "rester sous 60 mots", "moins de 40 mots". */
export function readMaxWords(clause: string): number | null {
  const found =
    /(?:\b(?:max(?:imum)?|under|below|at most|no more than|less than|fewer than|within|sous|moins de|au plus|maximum|pas plus de)|<=?|≤)\s*(\d{1,3})\s*(?:words|mots|w)\b/iu.exec(
      clause,
    ) ??
    /\b(\d{1,3})\s+(?:words|mots)\s+(?:max(?:imum)?|or less|or fewer|or under|tops|top|at most|au plus|maximum|pas plus|grand max)\b/iu.exec(
      clause,
    );
  const n = found ? Number(found[1]) : NaN;
  if (Number.isFinite(n) && n >= 5) return n;
  const lines = sentencesAsked(clause);
  return lines ? Math.max(20, lines * WORDS_A_SENTENCE) : null;
}

/** A reply's sentences run to about this many words: "two sentences max" is some 30 words. */
const WORDS_A_SENTENCE = 15;
const COUNTED: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
};
const SENTENCES = String.raw`(?:sentences?|lines?|phrases?|lignes?)`;
const COUNT = String.raw`(\d|one|two|three|four|une|deux|trois|quatre)`;

/** "two sentences max", « 3 lignes max », "keep it to 2 lines", « une phrase »: how many. */
function sentencesAsked(clause: string): number | null {
  const found =
    new RegExp(
      String.raw`(?:\b(?:max(?:imum)?|under|at most|no more than|within|keep it to|in|en|pas plus de|au plus)\s+)${COUNT}\s+${SENTENCES}\b`,
      'iu',
    ).exec(clause) ??
    new RegExp(
      String.raw`(?:^|\s)${COUNT}\s+${SENTENCES}\s+(?:max(?:imum)?|tops|top|at most|au plus|grand max|maximum|pas plus|or less|or fewer)\b`,
      'iu',
    ).exec(clause) ??
    new RegExp(
      String.raw`^(?:juste\s+|just\s+|only\s+|seulement\s+)?${COUNT}\s+${SENTENCES}$`,
      'iu',
    ).exec(clause.trim());
  const word = found?.[1]?.toLowerCase();
  if (!word) return null;
  const n = /^\d$/.test(word) ? Number(word) : COUNTED[word];
  return n && n >= 1 && n <= 4 ? n : null;
}

export function readShort(clause: string): boolean {
  return /\b(shorter|short|brief|briefer|concise|shorten)\b|(^|\s)(plus courte?|courte?|brève|bref|concise?|raccourcir|raccourcissez)(\s|$)/iu.test(
    clause,
  );
}

/** Words for emoji in either language, folded: "smileys", « bonhommes sourires », « binettes ». */
const EMOJI_WORD = /^(?:emoji|emojis|emoticon\w*|smiley\w*|smilies|bonhomme\w*|binette\w*)$/;

export function readNoEmoji(clause: string): boolean {
  // An emoji word refused in any words ("pas de smiley", "get rid of the smileys").
  const words = wordsOf(clause);
  if (
    words.some((w) => EMOJI_WORD.test(w.folded)) &&
    words.some((w) => w.concepts.has('neg') || w.concepts.has('remove') || w.concepts.has('less'))
  )
    return true;
  return /\b(no|zero|without|don['’]t use|avoid|remove|drop|lose|ditch|delete|cut|skip)\b.*\b(emoji|emojis|emoticons?|smileys?)\b|(sans|pas d['’]|aucun|enl[eè]v\p{L}*|retir\p{L}*|supprim\p{L}*|ôt\p{L}*|oublie)\s*(?:les\s+|l['’]|tes\s+|des\s+)?(émoji|emoji|émoticône|smiley|bonhomme|binette)/iu.test(
    clause,
  );
}

/** "tu" or "vous" named as such: « parle-lui au tu », « utilise le vous ». */
const PRONOUN_NAMED = /(?:^|\s)(?:au|le|à|en)\s+(tu|vous)(?=\s|$)/iu;

/**
 * Words of a register, by meaning: a business letter's ("businesslike", « un ton plus pro ») or a
 * conversation's ("laid-back", « décontracté »). Matched on folded words, stems end in "*".
 */
const REGISTER: Record<'formal' | 'informal', string[]> = {
  formal: [
    'formal*',
    'formel*',
    'professional*',
    'professionnel*',
    'pro',
    'business*',
    'buttoned',
    'corporate',
    'polished',
    'proper*',
    'classy',
    'polite*',
    'poli',
    'polie',
    'soutenu*',
    'courtois*',
    'distingue*',
  ],
  informal: [
    'informal*',
    'casual*',
    'relaxed',
    'laid',
    'laidback',
    'chill*',
    'decontract*',
    'familier*',
    'detendu*',
    'conversational',
  ],
};
/** "less", "not so", « moins », « pas trop »: the register named is the one to move away from. */
const AWAY = /\b(?:less|not so|not as|too)\b|(?:^|\s)(?:moins|pas trop|trop)(?=\s)/iu;
/** "no contractions": the formal English register, named by what it leaves out. */
const NO_CONTRACTIONS = /\b(?:no|without)\s+contractions?\b/iu;

const inRegister = (word: string, entries: string[]) =>
  entries.some((e) => (e.endsWith('*') ? word.startsWith(e.slice(0, -1)) : word === e));

export function readAddress(clause: string): 'formal' | 'informal' | null {
  const named = PRONOUN_NAMED.exec(clause)?.[1]?.toLowerCase();
  if (named) return named === 'tu' ? 'informal' : 'formal';
  if (/tutoi|tutoy/iu.test(clause)) return 'informal';
  if (/vouvoi|vouvoy/iu.test(clause) || NO_CONTRACTIONS.test(clause)) return 'formal';
  const words = fold(clause).split(/[\s']+/);
  const at = words.findIndex(
    (w) => inRegister(w, REGISTER.formal) || inRegister(w, REGISTER.informal),
  );
  if (at < 0) return null;
  const register = inRegister(words[at]!, REGISTER.formal) ? 'formal' : 'informal';
  const before = words.slice(Math.max(0, at - 2), at).join(' ');
  const flip = AWAY.test(` ${before} `);
  return flip ? (register === 'formal' ? 'informal' : 'formal') : register;
}

/** Asking for a way to reach the restaurant to be given, in either language. */
const CONTACT_ASKED =
  /^(?:please\s+)?(?:give|add|include|share|put|send|leave|provide|mention|donne|donnez|donner|ajoute|ajoutez|ajouter|inclus|incluez|inclure|mets|mettez|mettre|indique|indiquez|indiquer)(?:-(?:lui|leur))?\s+(?:(?:him|her|them|the guest|the customer|lui|leur)\s+)?(.*?)\b(e-?mail(?: address)?|courriel|adresse courriel|mail|phone(?: number)?|number|numéro(?: de téléphone)?|téléphone)\b/iu;

export function readContact(
  clause: string,
): { kind: 'email' | 'phone'; hint: string | null; text: string } | null {
  const found = CONTACT_ASKED.exec(clause.trim());
  if (!found) return null;
  const kind = /phone|number|numéro|téléphone/i.test(found[2] ?? '') ? 'phone' : 'email';
  const hint = /[\w.+-]*@[\w.-]*/.exec(found[1] ?? '')?.[0] ?? null;
  return { kind, hint, text: clause.trim() };
}
