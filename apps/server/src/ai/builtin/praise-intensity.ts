import { clausesOf, fold as padded } from '../replies/text.ts';

const fold = (text: string) => padded(text).trim();

/*
 * How strongly the guest praised what they named, read in their own words: "unreal", « malade »
 * earn warm thanks; "fine", « correct », « pas mal » a measured thank-you. A reply that says
 * "loved" of a dish the guest found fine reads as if nobody read the review.
 */

/** The guest's words: "fine", "decent", « correct », « pas mal », « sans plus ». */
const MILD =
  /(?:^| )(?:fine|ok|okay|decent|decently|alright|all right|not bad(?! at all)|average|passable|acceptable|adequate|serviceable|solid enough|pleasant enough|nothing special|nothing to write home about|correct|correcte|corrects|correctes|pas mal(?! du tout)|sans plus|moyen|moyenne|moyens|moyennes|convenable|convenables|honnete|honnetes|ordinaire|ordinaires|bien sans plus|ca passe|potable|rien d extraordinaire|rien de special|rien de fou|rien de transcendant|rien de memorable)(?= |$)/;

/** Words that mean more than fine; with one, the praise is not mild whatever else is said. */
const STRONG =
  /(?:^| )(?:amazing|unreal|perfect|perfectly cooked|incredible|outstanding|phenomenal|exceptional|best|insane|incredible|fantastic|superb|divine|stellar|spectacular|to die for|out of this world|mind blowing|blew|blown away|slapped|fire|killer|heavenly|sublime|delicious|excellent|excellente|excellentes|excellents|wonderful|great|lovely|terrific|gorgeous|beautiful|loved|love|awesome|exceptionnel|exceptionnelle|parfait|parfaite|parfaits|parfaites|incroyable|incroyables|malade|malades|ecoeurant|ecoeurante|a tomber|divin|divine|delicieux|delicieuse|delicieuses|succulent|succulente|genial|geniale|hallucinant|top|adore|adores|meilleur|meilleure|meilleurs|sublimes|extra|fou|folle|ouf|debile|trop bon|trop bonne|tellement bon|tellement bonne|coup de coeur)(?= |$)/;

/** Praise the guest took back: "not amazing", « pas top », "wasn't the best". */
const NEGATED =
  /(?:^| |n )(?:not|t|never|hardly|pas|jamais|rien de)(?: (?:that|very|so|the|as|really|quite|too|exactly|particularly|all that|tres|si|vraiment|super|trop|du tout|tellement|particulierement))* [a-z]+/g;

/** "ok so the wings are a PROBLEM": a leading "ok" is how the guest starts talking, not a verdict. */
const LEADING_OK = /^(?:ok|okay|alright)(?: so)? /;

export type Intensity = 'strong' | 'mild' | 'plain';

/**
 * The clause of the guest's sentence that names one of these words (commas cut too, as
 * "Poutine was good, service average" judges the poutine and the service apart); the sentence
 * when none does.
 */
function clauseNaming(snippet: string, words: readonly string[]): string {
  const clauses = clausesOf(snippet)
    .flatMap((c) => c.split(','))
    .map((c) => fold(c).replace(LEADING_OK, ''));
  const wanted = words.map((w) => fold(w)).filter((w) => w.length >= 3);
  return (
    clauses.find((c) => wanted.some((w) => ` ${c}`.includes(` ${w}`))) ??
    fold(snippet).replace(LEADING_OK, '')
  );
}

/** How strongly the guest's words about these names praise: mild means fine and no more. */
export function praiseIntensity(snippet: string, words: readonly string[]): Intensity {
  const clause = clauseNaming(snippet, words);
  if (STRONG.test(clause.replace(NEGATED, ' '))) return 'strong';
  return MILD.test(clause) ? 'mild' : 'plain';
}

/** A whole review that says "fine" and nothing stronger: what its opening and thanks follow. */
export function mildReview(text: string): boolean {
  const words = fold(text).replace(LEADING_OK, '');
  return MILD.test(words) && !STRONG.test(words.replace(NEGATED, ' '));
}

/** How the praise in a reply is sized (Reading.praise). */
export type PraiseReading<Aspect extends string = string> = {
  /** Praised, but only as fine: thanked without "loved" or "won you over". */
  mild: { dishes: string[]; staff: string[]; aspects: Aspect[] };
  /** The review is lukewarm (three stars, mixed, "fine"): no rave opening. */
  measured: boolean;
  /** A detail of the food or drinks found wanting, with its article ("the batter", « la pâte »). */
  remarks: { text: string; bar: boolean }[];
  /** Parking found hard, said in passing (not asked). */
  parking: boolean;
};
