/**
 * The part of a review that is the guest's own, current opinion
 * (docs/product/review-understanding.md#analysis). Platforms paste in text the guest did not
 * write or no longer holds: Google shows a machine translation above the guest's words ("(Translated
 * by Google) … (Original) …"), and an updated Yelp or Google review often keeps the first review
 * below the update ("UPDATE: … Original review (2 stars): …"). Reading those would take the
 * language from the translation and the mood from the visit the guest has since revised.
 *
 * The dropped ranges are blanked, not cut, so every offset into the text stays valid.
 */

/** Google's machine translation, then the guest's own text after "(Original)". */
const TRANSLATED =
  /^\s*\((?:translated by google|traduit par google|traduction google)\)[\s\S]*?\((?:original|avis d'origine|texte d'origine|texte original|version originale)\)/iu;

/** A marker that the guest revised the review: "UPDATE:", "Edit:", « Mise à jour : », « MAJ : ». */
const UPDATED = /(?<!\p{L})(?:update[d]?|edit(?:ed)?|mise a jour|mise à jour|maj)\s*[:\-–]/iu;

/** The kept first review, below the update: "Original review (2 stars):", « Avis initial : ». */
const EARLIER =
  /(?:^|\n)[ \t]*(?:original review|previous review|old review|first review|my original review|earlier review|avis (?:initial|original|precedent|précédent)|ancien avis|premier avis|mon premier avis)\b[^\n:]{0,40}:/iu;

const blank = (part: string) => part.replace(/[^\n]/g, ' ');

/** The text with the translation and a superseded first review blanked out. */
export function ownWords(text: string): string {
  let out = text;
  const translated = TRANSLATED.exec(out);
  // Only when the guest's own text follows: a lone header keeps everything.
  if (translated && /\p{L}/u.test(out.slice(translated[0].length)))
    out = blank(translated[0]) + out.slice(translated[0].length);
  if (UPDATED.test(out)) {
    const earlier = EARLIER.exec(out);
    // The update must come first: a review that ends with its update keeps both.
    if (earlier && earlier.index > out.search(UPDATED))
      out = out.slice(0, earlier.index) + blank(out.slice(earlier.index));
  }
  return out;
}
