// Vietnamese names on a roster (catalogue-staff.ts). The family name may come first, as in
// Vietnam ("Nguyễn Văn Minh" is Minh), and guests write either order and drop the diacritics
// ("Nguyen Thu"). Many Vietnamese staff in English- and French-speaking countries go by a Western
// name of the same first sound (Linh as "Lily", Phương as "Fanny", Bảo as "Bobby").

/** The family names most Vietnamese people bear, folded. */
const FAMILY_NAMES = new Set(
  (
    'nguyen tran le pham hoang huynh phan vu vo dang bui do ho ngo duong ly truong dinh doan ' +
    'lam luong trinh cao quach luu thai chau ha kieu tang lai mac vuong diep'
  ).split(' '),
);

/** Letters only Vietnamese writes among the languages guests here use. */
const VIETNAMESE_LETTERS = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;

/** Middle names that are no given name: "Văn", "Thị". */
const MIDDLE_NAMES = new Set(['van', 'thi']);

/** A first name of one syllable: "linh", "bao", "phuong", "minh"; not "kevin". */
const ONE_SYLLABLE = /^[^aeiouy]*[aeiouy]+[^aeiouy]*$/;

export type VietnameseName = {
  /** The given name, folded: what guests call the person. */
  given: string;
  /** The family name's words, folded. */
  family: string[];
  /** The name's words in the other order, for guests who write it so. */
  reordered: string[];
  /** Written with letters only Vietnamese has: "Bảo", not "Ben Tran". */
  marked: boolean;
};

/**
 * The parts of a Vietnamese name written as words (folded), or null for another name. A name is
 * Vietnamese when it bears a Vietnamese family name first or last and either Vietnamese letters
 * or a given name of one syllable, so "Kevin Pham" keeps his own first name.
 */
export function vietnameseName(raw: string, words: string[]): VietnameseName | null {
  if (words.length < 2) return null;
  const firstIsFamily = FAMILY_NAMES.has(words[0]!);
  const lastIsFamily = FAMILY_NAMES.has(words.at(-1)!);
  if (!firstIsFamily && !lastIsFamily) return null;
  // Family first only when the last word is no family name too ("Hoàng Lê" is Hoàng of the Lê).
  const familyFirst = firstIsFamily && (!lastIsFamily || MIDDLE_NAMES.has(words[1]!));
  const given = familyFirst ? words.at(-1)! : words[0]!;
  const marked = VIETNAMESE_LETTERS.test(raw);
  if (!marked && !ONE_SYLLABLE.test(given)) return null;
  if (familyFirst) {
    const family = words.slice(0, -1).filter((w) => !MIDDLE_NAMES.has(w));
    return { given, family, reordered: [given, ...family], marked };
  }
  const family = words.slice(1);
  return { given, family, reordered: [...family, given], marked };
}

/**
 * The consonants a name starts with, as they sound: "ph" is "f" and "c", "kh", "q" are "k"; other
 * letters as spelled, so "th" is no "t" (Thu is no Tony) and "tr" is "tr" (Trang, Tracy).
 */
export function firstSound(folded: string): string {
  const onset = /^[^aeiouy]*/.exec(folded)![0];
  return onset.replace(/^ph/, 'f').replace(/^(?:kh|c|q)/, 'k');
}

/** The Vietnamese members of staff who may go by a Western given name, by its first sound. */
export function goesBy<P extends { first: string; westernAlias: boolean }>(
  people: P[],
  westernName: string,
): P[] {
  const sound = firstSound(westernName);
  return people.filter((p) => p.westernAlias && firstSound(p.first) === sound);
}
