import { NICKNAME_GROUPS, TITLE_WORDS } from './catalogue-people-words.ts';
import { isDictionaryWord, isKnownWord } from './word-classes.ts';
import { joins, type Candidate, type Token } from './catalogue-text.ts';
import { companionBefore, personCueAt, roleNear } from './person-cues.ts';
import { isGivenName } from './given-names.ts';
import { type Person } from './staff-roster.ts';
import { goesBy } from './vietnamese-names.ts';

// People in a text (catalogue-match.ts): full name, first name, common nickname or clipped first
// name; two people with that name are ambiguous unless an initial or a role near it tells them
// apart.

// First names that are also everyday words ("a glass of rosé"): in lower case they are the word.
const NAME_WORDS = new Set(
  (
    'rose pierre olive will mark may june april august sage grace joy hope amber ruby jade ' +
    'summer bill jack dawn sky belle rich frank sunny victoire claire max blanche marguerite ' +
    'basil basile cherry ginger honey pepper rosemary violette fleur soleil reine prune ' +
    'marc violet pearl brandy sherry holly ivy lily daisy poppy hazel jasmine clementine ' +
    'capucine cerise marine'
  ).split(' '),
);

/** Doubled syllables that are words or dishes first ("baba au rhum", "long en titi"). */
const DOUBLED_WORDS = new Set(
  'baba coco titi dada bebe caca pipi tata nana mama papa kaka bobo dodo tutu yoyo'.split(' '),
);

/** A verb of what a person was, just after the name: "Jo was lovely", « Ro était patiente ». */
const SUBJECT_VERB = /^\s+(?:was|is|has been|était|etait|est|a été)\s/iu;

/** Words of address before a surname: "Mme Lambert", "Mr. Chen", "chef Côté". */
const COURTESY = new Set(
  'mr mrs ms miss mister sir monsieur madame mme mlle mademoiselle m chef'.split(' '),
);

/** Articles before a word that make it a thing, not a person: "a robin", « un merle ». */
const ARTICLES = new Set('a an the un une le la les des'.split(' '));

/**
 * What the words after a name that is also a word say it is the word: "Will be back", "Bill came
 * to $180". Read on the text after the word, up to the sentence's end.
 */
const WORD_SENSE = new Map<string, RegExp>([
  [
    'will',
    /^\s*(?:be|defi\w*|def|come|return|recommend|go|visit|try|order|not|never|surely|certainly|probably|always|eat|dine|have|update|see|keep|absolutely)\b/i,
  ],
  [
    'bill',
    /^[^.!?]{0,30}?(?:[$€\d]|\b(?:came to|total|steep|high|expensive|pricey|reasonable|split|included|tip|gratuity|charge)\b)/i,
  ],
]);

/** Titles guests use for one another's holder when only one of them is on the staff list. */
const TITLE_KIN = new Map([
  ['gerant', 'directeur'],
  ['directeur', 'gerant'],
]);

/**
 * The people a lone word may name: first name, then the initials of a compound first name in
 * capitals ("JF", as Québec says Jean-François), then nickname, then a clipped first name.
 */
function peopleNamed(
  people: Person[],
  token: Token,
  allLower: boolean,
  raw: string,
  afterArticle = false,
  personCue: () => boolean = () => false,
  after = '',
): Person[] {
  const word = token.lower;
  const reduplicated = (w: string) => {
    const m = /^(\p{L}{2})\1$/u.exec(w);
    if (!m || ((isDictionaryWord(w) || DOUBLED_WORDS.has(w)) && !personCue())) return [];
    const starts = people.filter((p) => p.first.length > 2 && p.first.startsWith(m[1]!));
    if (starts.length > 0) return starts;
    // « Mimi » for Amira or Émilie: the syllable doubled is the first name's second one.
    return people.filter((p) => new RegExp(`^[^aeiouy]*[aeiouy]+${m[1]}`).test(p.first));
  };
  // Before the stop words: "MA" is Marc-André, not « ma ».
  if (/^\p{Lu}{2,3}$/u.test(raw)) {
    const byInitials = people.filter((p) => p.firstInitials === word);
    if (byInitials.length > 0) return byInitials;
  }
  if (word.length < 2 || token.stop) return [];
  const byFirst = people.filter((p) => p.first === word);
  // After an article and in lower case, a name is a word: "a robin on the deck", "the hunter".
  if (!token.cap && !allLower && afterArticle) return [];
  if (byFirst.length > 0) {
    // In lower case among capitals, a name that is a word is the word: "the hunter's stew".
    if ((NAME_WORDS.has(word) || isDictionaryWord(word)) && !allLower && !token.cap) return [];
    // "Rosé was lovely": a name that is a word, spelled with accents the name has not.
    const lower = raw.normalize('NFC').toLowerCase();
    if (NAME_WORDS.has(word) && lower !== word && byFirst.every((p) => p.firstRaw !== lower))
      return [];
    return byFirst;
  }
  // Nicknames and clipped names are words too ("mo", "will", "math"): capitalised, or all lower.
  if (!token.cap && !allLower) return [];
  const group = NICKNAME_GROUPS.get(word);
  const byNickname = group ? people.filter((p) => group.has(p.first)) : [];
  if (byNickname.length > 0) return byNickname;
  // Capitalised, not shouted: in capitals every word looks like a name. In a text all in lower
  // case, a word no dictionary knows ("margo") or one the words around say is a person ("dev
  // behind the bar") is written as a name would be there.
  const named =
    (token.cap && /\p{Ll}/u.test(raw)) ||
    (allLower && ((word.length >= 4 && !isKnownWord(word)) || personCue()));
  // "Kiki" for Kiara, "Lulu" for Lucille: a doubled syllable that starts the first name.
  const doubled = named ? reduplicated(word) : [];
  if (doubled.length > 0) return doubled;
  // "Paulinho" for Paulo, "Juanito" for Juan, "Zezinho" for the Zé of José: a Portuguese or
  // Spanish diminutive whose stem is the first name less its last vowel, or a nickname.
  const diminutive = named && !isKnownWord(word) && /^(\p{L}{2,}?)z?(?:inh|it)[oa]$/u.exec(word);
  if (diminutive) {
    const stem = diminutive[1]!;
    const kin = NICKNAME_GROUPS.get(stem);
    const byStem = people.filter(
      (p) => (p.first.startsWith(stem) && p.first.length <= stem.length + 1) || kin?.has(p.first),
    );
    if (byStem.length > 0) return byStem;
  }
  // "Chris" for Christelle, "Sophy" for Sophia: a clipped first name, maybe with -y/-ie, of four
  // letters or more; of three when the word is no word of the dictionary ("Ros" for Rosalind,
  // not "Ale" for Alexandre) or when the words around it say a person ("our server Sky", "Col at
  // the bar", "thanks Gui").
  // "Gabi" for Gabriela, "Dani" for Daniela: the -i of German, Portuguese and Hebrew nicknames.
  const stems = [word, word.replace(/(?:y|ie|i)$/, ''), word.replace(/(.)\1(?:y|ie)$/, '$1')];
  const shortest = named && (!isKnownWord(word) || personCue()) ? 3 : 4;
  const clipped = people.filter((p) =>
    stems.some(
      (s, k) =>
        s.length >= shortest &&
        ((p.first.length >= s.length + 2 && p.first.startsWith(s)) ||
          // "Nicky" for Nick, "Johnny" for John: the diminutive's stem is the whole first name.
          (k > 0 && s !== word && p.first === s) ||
          // "Tess" for Tessa: the first name less its final vowel, of four letters or more.
          (k === 0 &&
            s.length >= 4 &&
            p.first.length === s.length + 1 &&
            p.first.startsWith(s) &&
            /[aeiou]$/.test(p.first))),
    ),
  );
  if (clipped.length > 0) return clipped;
  if (!named) return [];
  // « Ro était super patiente », "Jo was lovely": two letters that start a first name, as the
  // subject of what a person was or did.
  if (word.length === 2 && token.cap && (personCue() || SUBJECT_VERB.test(after))) {
    const byTwo = people.filter((p) => p.first.length >= 4 && p.first.startsWith(word));
    if (byTwo.length > 0) return byTwo;
  }
  // The end of a first name, capitalised ("Gus" for Angus, « Mélie » for Amélie, "Xander"), and
  // a name spelled as it sounds ("Johnny" for the Jonny of Jonathan, "Robyn" for Robin).
  if (word.length >= 3 && !isKnownWord(word)) {
    const cut = word.length > 3 ? 1 : 2;
    const tail = people.filter(
      (p) => p.first.length >= word.length + cut && p.first.endsWith(word),
    );
    if (tail.length > 0) return tail;
  }
  const sound = soundKey(word);
  if (sound.length < 3) return [];
  return people.filter(
    (p) =>
      soundKey(p.first) === sound ||
      [...(NICKNAME_GROUPS.get(p.first) ?? [])].some((n) => soundKey(n) === sound),
  );
}

/**
 * How a first name sounds, as spellings of it differ: a French ending said "o" as "o" ("Margaux",
 * "Margot" → "margo"), "y" as "i", no "h" but the first letter,
 * no doubled consonants, no final "e", a hard "c", "ck" and "x" as "k" and "ks", "ph" as "f"
 * ("Johnny", "Jonny" → "joni"; "Robyn", "Robin" → "robin"; "Dominic" → "dominik"; "Bex",
 * "Becks" → "beks"; "Been" stays no "Ben").
 */
export function soundKey(word: string): string {
  const w = word
    // French endings said "o": Margaux, Margot and Margo; Thibault and Thibaud.
    .replace(/(?:e?aux?|eau|aul[dt]|au[dt]|ot)$/, 'o')
    .replace(/ph/g, 'f')
    .replace(/ck|c(?=[aou]|$)/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/y/g, 'i')
    .replace(/(?<=.)h/g, '')
    .replace(/([^aeiou])\1+/g, '$1');
  return w.length > 3 ? w.replace(/e$/, '') : w;
}

/**
 * A compound first name read as one: whole ("Marie-Pier", so "Pier" is no Pierre), clipped after
 * its hyphen ("Jean-Seb"), or as initials with a hyphen or periods ("P-O", "J.F.").
 */
function compoundFirstNames(text: string, tokens: Token[], i: number, people: Person[]) {
  const out: Candidate[] = [];
  for (const person of people) {
    const parts = person.firstParts;
    if (parts.length < 2 || i + parts.length > tokens.length) continue;
    const span = tokens.slice(i, i + parts.length);
    const linked = (k: number) => k === 0 || joins(text, span[k - 1]!, span[k]!);
    const initials =
      span.every((t, k) => t.initial && t.lower === parts[k]![0] && linked(k)) &&
      span.slice(1).every((t, k) => /^\s*[-‐.]\s*$/.test(text.slice(span[k]!.end, t.start)));
    const whole = span.every((t, k) => t.lower === parts[k] && linked(k));
    const clipped =
      !whole &&
      span.every((t, k) =>
        k < parts.length - 1
          ? t.lower === parts[k] && linked(k)
          : t.lower.length >= 3 && parts[k]!.startsWith(t.lower) && linked(k),
      ) &&
      /^[-‐]$/.test(text.slice(span.at(-2)!.end, span.at(-1)!.start));
    if (!initials && !whole && !clipped) continue;
    const start = span[0]!.start;
    const end = span.at(-1)!.end;
    out.push({ name: person.name, start, end, rank: (end - start) * 10 + 4, exact: whole });
  }
  return out;
}

/** Whether `a` and `b` are one hyphened word whose second half is capitalised or both are. */
function hyphenedToName(text: string, a: Token | undefined, b: Token | undefined): boolean {
  if (!a || !b || !/^[-‐]$/.test(text.slice(a.end, b.start))) return false;
  return a.cap && b.cap;
}

/** Whether the two words start someone's compound first name: "Anne-So" for Anne-Sophie. */
const clipsCompound = (people: Person[], a: Token, b: Token) =>
  people.some((p) => p.firstParts[0] === a.lower && p.firstParts[1]?.startsWith(b.lower));

/** Whether the surname's words stand from token `at`, joined as a name's words are. */
function surnameAt(text: string, tokens: Token[], at: number, last: string[]): boolean {
  if (last.length === 0 || at + last.length > tokens.length) return false;
  return last.every(
    (w, k) =>
      tokens[at + k]!.lower === w && (k === 0 || joins(text, tokens[at + k - 1]!, tokens[at + k]!)),
  );
}

export function staffMentions(
  text: string,
  tokens: Token[],
  people: Person[],
  allLower: boolean,
): Candidate[] {
  const out: Candidate[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // Full names and aliases, word for word.
    for (const person of people) {
      for (const phrase of person.phrases) {
        if (i + phrase.length > tokens.length) continue;
        if (phrase.length === 1 && phrase[0] === person.first) continue; // read as a first name
        // A one-word alias that is also a word ("Rose") counts capitalised, like a first name.
        if (phrase.length === 1 && NAME_WORDS.has(phrase[0]!) && !allLower && !tokens[i]!.cap)
          continue;
        let ok = true;
        for (let k = 0; k < phrase.length && ok; k++) {
          ok =
            tokens[i + k]!.lower === phrase[k] &&
            (k === 0 || joins(text, tokens[i + k - 1]!, tokens[i + k]!));
        }
        if (ok) {
          const start = tokens[i]!.start;
          const end = tokens[i + phrase.length - 1]!.end;
          out.push({ name: person.name, start, end, rank: (end - start) * 10 + 5, exact: true });
        }
      }
    }
    out.push(...compoundFirstNames(text, tokens, i, people));
    const token = tokens[i]!;
    const start = token.start;
    const end = token.end;
    // A title one person holds: "le chef", "the sommelier".
    const title = TITLE_WORDS.get(token.lower);
    const article = tokens[i - 1];
    if (title && article?.stop && joins(text, article, token)) {
      let holders = people.filter((p) => p.title === title);
      // "La gérante" for the directrice générale: guests do not keep the two titles apart.
      const kin = TITLE_KIN.get(title);
      if (holders.length === 0 && kin) holders = people.filter((p) => p.title === kin);
      if (holders.length === 1)
        out.push({ name: holders[0]!.name, start, end, rank: 0, exact: false });
    }
    // A surname after a word of address, when one person has it: "Mme Lambert", "chef Côté".
    const after = tokens[i + 1];
    if (
      COURTESY.has(token.lower) &&
      (token.lower !== 'm' || text[end] === '.') &&
      after &&
      (after.cap || allLower) &&
      joins(text, token, after)
    ) {
      const bySurname = people.filter((p) => surnameAt(text, tokens, i + 1, p.last));
      if (bySurname.length === 1) {
        const last = tokens[i + bySurname[0]!.last.length]!;
        out.push({
          name: bySurname[0]!.name,
          start,
          end: last.end,
          rank: (last.end - start) * 10 + 3,
          exact: true,
        });
      }
    }
    // "Will be back", "Bill came to $180": the word, not the person.
    const sense = WORD_SENSE.get(token.lower);
    if (sense?.test(text.slice(end, end + 60))) continue;
    const before = tokens[i - 1];
    // "Jean-Talon", "Minh-Anh": a word hyphened to a capitalised one is part of another name,
    // but for « Ti- », the Québec and Acadian "little" before a first name: « Ti-René » is René.
    if (hyphenedToName(text, before, token) && before!.lower !== 'ti') continue;
    if (hyphenedToName(text, token, tokens[i + 1]) && !clipsCompound(people, token, tokens[i + 1]!))
      continue;
    const afterArticle = !!before && ARTICLES.has(before.lower) && joins(text, before, token);
    // "The Sky gave us a show": after an article a word that is a clipping is the word.
    let named = peopleNamed(
      people,
      token,
      allLower,
      text.slice(start, end),
      afterArticle,
      () => !afterArticle && personCueAt(text, tokens, i),
      text.slice(end, end + 20),
    );
    // "Lily" for Linh, "Fanny" for Phương: a Western given name that no roster name explains.
    if (named.length === 0 && token.cap && /\p{Ll}/u.test(text.slice(start, end)))
      if (isGivenName(token.lower) && !companionBefore(tokens, i))
        named = goesBy(people, token.lower);
    if (named.length === 0) continue;
    if (named.length > 1) {
      const next = tokens[i + 1];
      if (next?.initial && joins(text, token, next)) {
        const initial = next.lower;
        const withInitial = named.filter((p) => p.lastInitial === initial);
        if (withInitial.length > 0) named = withInitial;
      }
    }
    if (named.length > 1) {
      const kind = roleNear(text, tokens, i);
      const withRole = kind ? named.filter((p) => p.roleKind === kind) : [];
      if (withRole.length === 1) named = withRole;
    }
    const rank = (end - start) * 10 + 1;
    // The first name itself is the person's own name; a nickname or a clipping is inferred.
    out.push(
      named.length === 1
        ? { name: named[0]!.name, start, end, rank, exact: named[0]!.first === token.lower }
        : { name: null, candidates: named.map((p) => p.name), start, end, rank },
    );
  }
  return out;
}
