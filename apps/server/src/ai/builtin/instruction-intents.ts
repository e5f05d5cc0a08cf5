import type { UnfollowedReason } from '@tableside/domain/instruction-notes';
import type { ReplyLanguage } from './language.ts';

/** Words to say in the reply, in the language they were typed in. */
type Said = { text: string; language: ReplyLanguage };
import { has, wordsOf, type Concept, type Word } from './instruction-lexicon.ts';

/*
 * A second reading of a regeneration instruction the sentence rules did not understand: the
 * clause becomes words tagged with concepts (a negation, "remove", "shorter", "sign", "!"…) and an
 * intent is a combination of concepts, with its slots (a name, a number, the thing to avoid) taken
 * from the words around them. Verbs are matched by stem, so "offre", "offrez", "offrir" and
 * "on leur offre" are one concept, and a word one typo away from a concept word counts ("shortr",
 * "exclamtion"). What no combination reads stays unread and is reported to the person who asked.
 */

/**
 * "Do not offer…", "never tell them…", "n'offre rien": a negation before the first word of the
 * concept, or French's "pas"/"rien" just after it.
 */
function refused(words: Word[], c: Concept): boolean {
  const at = words.findIndex((w) => w.concepts.has(c));
  if (at < 0) return false;
  const near = words.slice(0, at).concat(words.slice(at + 1, at + 3));
  return near.some((w) => w.concepts.has('neg'));
}

/** "no exclamation", "enlève les !!!", "tone down the !!!": fewer exclamation marks asked for. */
export function asksNoExclamation(words: Word[]): boolean {
  return has(words, 'excl') && (has(words, 'neg') || has(words, 'remove') || has(words, 'less'));
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
};

/**
 * "way too long, cut it down", "less wordy", "c'est ben trop long", "2 sentences max", "juste
 * une ou deux phrases": a shorter reply. Asking for a longer one is not this.
 */
export function asksShorter(words: Word[]): boolean {
  if (has(words, 'short')) return true;
  const cut = words.some((w, i) => /^(cut|trim)/.test(w.folded) && i < words.length);
  if (cut) return true;
  if (has(words, 'long') && (has(words, 'too') || has(words, 'less'))) return true;
  if (has(words, 'wordy') && has(words, 'less')) return true;
  // "no fluff", "pas de bla-bla", "straight to the point", "va droit au but".
  if (has(words, 'fluff') && (has(words, 'neg') || has(words, 'less') || has(words, 'remove')))
    return true;
  const folded = ` ${words.map((w) => w.folded).join(' ')} `;
  if (/ to the point | droit au but /.test(folded)) return true;
  if (words.some((w) => w.folded === 'wordy' || w.folded === 'verbose')) return true;
  const counted = words.findIndex(
    (w, i) =>
      w.concepts.has('sentence') &&
      words
        .slice(Math.max(0, i - 3), i)
        .some((p) => (Number(p.folded) || NUMBER_WORDS[p.folded] || 9) <= 3),
  );
  return counted >= 0;
}

/** A capitalised word that names a person rather than starting the sentence with a verb. */
const isName = (w: Word) => /^\p{Lu}\p{Ll}/u.test(w.raw) && w.concepts.size === 0;

/**
 * "mets Sophie en signature", "c'est Julie qui signe", "from Marc", "sign w/ Julie": the sign-off
 * is the capitalised name in a clause about signing, with the role typed after a comma.
 */
export function signOffIn(clause: string, words: Word[]): string | null {
  // "end with 'Cheers, Lou'", "termine par « L'équipe »": the closing line typed as it should read.
  const closing =
    /^(?:end|finish|close|termin\p{L}*|fini\p{L}*)\s+(?:it\s+)?(?:with|par|avec)\s+["'“«‘]\s*(.+?)\s*["'”»’]$/iu.exec(
      clause.trim(),
    );
  if (closing?.[1]) return closing[1];
  const signing =
    has(words, 'sign') ||
    /^(?:from|de la part de)\s|^(?:end|close|finish|termin\p{L}*|fini\p{L}*)\s+(?:it\s+)?(?:with|par|avec)\s+\p{Lu}/iu.test(
      clause.trim(),
    );
  if (!signing) return null;
  const name = words.find(isName);
  if (!name) return null;
  const start = clause.indexOf(name.raw);
  // "Marc Tremblay as the signature", "Tom (owner)": the name, then its role after a comma.
  const rest = clause
    .slice(start)
    .replace(/\s+(?:as|comme|en)\s+(?:the\s+|la\s+|ma\s+)?(?:signature|sign-?off)\s*$/iu, '')
    .replace(/\s*\(([^)]{2,40})\)\s*$/u, ', $1');
  // "sign it the Cèdre & Braise team", "signe l'équipe Chez Lou": a team's name is kept whole.
  const team =
    /^(\p{Lu}[\p{L}'’-]*(?:\s*[&+]\s*\p{Lu}[\p{L}'’-]*|\s+(?:and|et)\s+\p{Lu}[\p{L}'’-]*|\s+\p{Lu}[\p{L}'’-]*)+(?:\s+(?:team|crew|family|staff|gang))?)\s*$/u.exec(
      rest.trim(),
    );
  if (team) return team[1]!;
  const withRole =
    /^(\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?)(?:\s*,\s*([\p{L}'’ -]{2,40}?))?(?:\s+(?:en signature|qui sign\p{L}*))?\s*$/u.exec(
      rest.trim(),
    );
  if (withRole) return withRole[2] ? `${withRole[1]}, ${withRole[2].trim()}` : withRole[1]!;
  return name.raw;
}

const ARTICLES =
  /^(?:(?:the|a|an|any|our|your|their|le|la|les|un|une|des|du|de la|de|notre|nos|votre|vos)\s+|(?:l|de l|d)['’]\s*)/iu;

/** "the crème brûlée" → "crème brûlée": what a sentence must not name, without its article. */
export function withoutArticle(text: string): string {
  let out = text.trim();
  for (let i = 0; i < 3 && ARTICLES.test(out); i++) out = out.replace(ARTICLES, '').trim();
  return out;
}

/**
 * "leave out the part about the price", "skip the bit about the noise", "pas besoin de parler de
 * la crème brûlée", "pas un mot sur l'addition": what the reply must not name, after the last
 * word that points at it.
 */
export function avoidIn(clause: string, words: Word[]): string | null {
  const pointed = /\b(?:about|on|regarding)\s|(?:^|\s)(?:sur|concernant|à propos)\s/iu.test(clause);
  // A negation inside what is said ("say that we have options without gluten") refuses nothing.
  const head = wordsOf(clause.split(/(?:^|\s)(?:que|qu['’]|that)(?=\s|\p{L})/iu)[0] ?? clause);
  const away =
    has(head, 'remove') ||
    /\b(?:leave|keep)\s+(?:\S+\s+){0,3}?out\b|\bno need\b|pas besoin/iu.test(clause) ||
    (has(head, 'neg') && (has(head, 'talk') || pointed));
  if (!away) return null;
  // "keep Marc out of it": the thing sits between the verb and "out".
  const between = /\b(?:leave|keep)\s+(.+?)\s+out\b/iu.exec(clause)?.[1];
  const pointer =
    /(?:\b(?:about|on|of|mention(?:ing)?|mentionner|parler|évoquer|sur|de|du|des|d['’]|out)\s+)(?!.*\b(?:about|on|of|sur|de|du|des|parler|mentionner)\s)(.+)$/iu.exec(
      clause,
    )?.[1];
  // "skip the dessert", « oublie le dessert »: the thing straight after the verb that removes it.
  const removed = words.findIndex((w) => w.concepts.has('remove'));
  const object =
    removed >= 0 && !pointer
      ? clause.slice(clause.indexOf(words[removed]!.raw) + words[removed]!.raw.length)
      : null;
  const found = between ?? pointer ?? object;
  const value = found
    ? withoutArticle(found.replace(/^\s*(?:it|ça|ca)\s+/iu, '')).replace(/[.!,;:]+$/, '')
    : null;
  // "remove it", "don't talk about that": nothing named to leave out.
  if (!value || /^(?:it|that|this|ça|ca|cela|le|la)$/iu.test(value)) return null;
  return value.split(/\s+/).length > 5 ? null : value;
}

/**
 * "faut leur dire que le stationnement est gratuit", "let them know we now take reservations
 * online": what follows "that"/"que" after a verb of saying, said as written.
 */
export function statementIn(clause: string, words: Word[]): Said | null {
  if (!has(words, 'say') || refused(words, 'say')) return null;
  const fr =
    /(?:^|\s)(?:dire|dis|dites|pr[ée]cis\p{L}*|expliqu\p{L}*|r[ée]pond\p{L}*|indiqu\p{L}*|rappel\p{L}*|ajout\p{L}*)(?:-(?:lui|leur))?\s+(?:(?:lui|leur|au client|à la cliente|aux clients)\s+)?(?:que\s+|qu['’]\s*)(.+)$/iu.exec(
      clause,
    );
  if (fr?.[1]) return { text: fr[1].trim(), language: 'fr' };
  const en =
    /\b(?:let (?:them|him|her|the guest|guests) know|tell (?:them|him|her|the guest|guests)|say|explain|answer)\s+(?:that\s+)?(.+)$/iu.exec(
      clause,
    );
  if (en?.[1]) return { text: en[1].trim(), language: 'en' };
  return null;
}

/** "on leur offre l'apéro", "offre-leur un dessert", "give them a free coffee": the gesture. */
export function offerIn(clause: string, words: Word[]): Said | null {
  if (!has(words, 'offer') || refused(words, 'offer')) return null;
  const found =
    /(?:^|\s)(offr\p{L}*|propos\p{L}*|donn\p{L}*|accord\p{L}*|offer\p{L}*|give|comp)(?:-(?:leur|lui))?\s+(?:(?:leur|lui|them|him|her|the guest|guests)\s+)?(.+)$/iu.exec(
      clause,
    );
  if (!found?.[2]) return null;
  const language: ReplyLanguage = /^(?:offer|give|comp)/i.test(found[1]!) ? 'en' : 'fr';
  return { text: found[2].trim(), language };
}

/**
 * "warmer pls", "plus chaleureux", "more upbeat", "less cheesy", "un ton plus neutre": the tone
 * asked for. Less of a lively tone is the plain one.
 */
export function toneIn(words: Word[]): 'friendly' | 'fun' | 'neutral' | null {
  const less = has(words, 'less') || has(words, 'neg');
  if (has(words, 'plain'))
    return words.some((w) => w.folded === 'cheesy' || w.folded === 'quetaine') && !less
      ? null
      : 'neutral';
  if (has(words, 'lively')) return less ? 'neutral' : 'fun';
  if (has(words, 'warm')) return less ? null : 'friendly';
  if (has(words, 'stiff')) return 'friendly';
  // "calm it down", "tone it down", « calme-toi »: a plainer reply.
  const folded = words.map((w) => w.folded).join(' ');
  if (/\b(?:calm|tone)\w* (?:it |this |things )?down\b|\bcalme\w*\b/.test(folded)) return 'neutral';
  return null;
}

/** Languages the built-in writer does not write: asking for one is reported, never ignored. */
export const OTHER_LANGUAGE =
  /\b(?:spanish|espagnol|italian|italien|german|allemand|portuguese|portugais|chinese|chinois|mandarin|cantonese|cantonais|japanese|japonais|arabic|arabe|dutch|néerlandais|neerlandais|russian|russe|korean|coréen|coreen|hindi|punjabi|pendjabi|tagalog|vietnamese|vietnamien|polish|polonais|greek|grec|turkish|turc|hebrew|hébreu|hebreu|farsi|persan|persian|ukrainian|ukrainien|creole|créole|latin|klingon)\b/iu;

export type Intents = {
  signOff?: string;
  avoid?: string;
  noExclamation?: true;
  short?: true;
  tone?: 'friendly' | 'fun' | 'neutral';
  statement?: Said;
  offer?: Said;
};

/**
 * What a clause asks, read as concepts: a sign-off or a thing to leave out alone, else any of
 * "no !", "shorter" and a tone together ("less excited, no exclamtion"), else a statement or an
 * offer. Null when nothing is read, or when it asks for a language the writer does not write.
 */
export function intentsOf(clause: string): Intents | null {
  if (OTHER_LANGUAGE.test(clause)) return null;
  const words = wordsOf(clause);
  const signOff = signOffIn(clause, words);
  if (signOff) return { signOff };
  const avoid = avoidIn(clause, words);
  if (avoid) return { avoid };
  const flags: Intents = {};
  if (asksNoExclamation(words)) flags.noExclamation = true;
  if (asksShorter(words)) flags.short = true;
  const tone = toneIn(words);
  if (tone) flags.tone = tone;
  if (Object.keys(flags).length) return flags;
  const statement = statementIn(clause, words);
  if (statement && !/^(?:in|en)\s+\p{L}+$/iu.test(statement.text)) return { statement };
  const offer = offerIn(clause, words);
  return offer ? { offer } : null;
}

/** Verse, jokes, a voice or impression, pictures and links: not plain reply text. */
const STYLE =
  /\b(?:poem|poetry|po[eè]me|po[ée]sie|verse|vers|rhyme|rhyming|rime|haiku|haïku|limerick|sonnet|song|chanson|rap|joke|jokes|blague|funny|dr[ôo]le|humou?r|shakespeare|pirate|accent|caps|majuscules|gif|photo|picture|image|emoji art|link|lien|url|hashtag|instagram|insta|facebook|tiktok|twitter|bullet|bullet point|puce|markdown|bold|gras|italique|italics|acrostic|acrostiche|meme|mème|gifs?|slogan|jingle|limerick)s?\b/iu;

const REFUSING =
  /\b(?:no|not|don['’]?t|never|without|less|fewer|avoid|remove|drop)\b|(?:^|\s)(?:pas|sans|ne|n['’]|moins|jamais|aucune?|enl[eè]ve\p{L}*|retire\p{L}*)(?=\s|$)/iu;

/** A style asked for ("add a photo", "as a haiku"), not refused ("no links"): never written. */
export function asksStyle(clause: string): boolean {
  return STYLE.test(clause) && !REFUSING.test(clause);
}

/** Why a clause no rule read is left out: a style, another language, or not understood. */
export function unreadReason(clause: string): UnfollowedReason {
  if (OTHER_LANGUAGE.test(clause)) return 'language';
  return STYLE.test(clause) ? 'style' : 'not-understood';
}
