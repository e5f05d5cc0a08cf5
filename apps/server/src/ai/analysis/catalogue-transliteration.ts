// One key for the ways guests transliterate a menu word from a language written in another script
// (Arabic, Armenian): "shawarma"/"chawarma"/"shawerma", "toom"/"toum", "kebbeh"/"kebbé",
// "knafeh"/"knéfé", "fattoush"/"fattouche", "tabbouleh"/"taboulé". The menu matcher
// (catalogue-menu.ts) reads a word by this key only when the word itself is not on the menu.

/** Shortest word key read this way: shorter ones collide with common words. */
const SHORTEST = 4;

/**
 * The transliteration key of a word key (folded, singular, final mute e dropped): French "ch" and
 * English "sh" one sound, "ou"/"oo"/"u" one vowel, doubled letters single, a final "-eh"/"-ah"
 * spoken as its vowel, and "a"/"e" one vowel (Arabic's short a is written either way).
 */
export function transliterationKey(k: string): string {
  if (k.length < SHORTEST || !/^[a-z]+$/.test(k)) return k;
  return k
    .replace(/sc?h/g, 'ch')
    .replace(/o[ou]/g, 'u')
    .replace(/wu/g, 'u')
    .replace(/(.)\1+/g, '$1')
    .replace(/(?<=[aeiou])h$/, '')
    .replace(/(?<=.{3})e$/, '')
    .replace(/e/g, 'a');
}

/**
 * A name with its words' inner apostrophes dropped, or null when it has none: a transliteration
 * marks a glottal stop with one ("Man'ouché au za'atar") that guests leave out ("manouche au
 * zaatar"). A French elision ("d'agneau", "qu'on") is no such mark.
 */
export function unbroken(name: string): string | null {
  const joined = name.replace(/(?<=\p{L}{2})['’](?=\p{L})/gu, (mark, at: number) =>
    /qu$/i.test(name.slice(0, at)) ? mark : '',
  );
  return joined === name ? null : joined;
}
