import type { ReplyRequest } from '../engine.ts';
import type { ReviewUnderstanding } from '../analysis/review-analysis.ts';
import { mentionWords } from '../replies/negated-praise.ts';
import { dishNameIn } from './dish-names.ts';
import { isDrink } from './drinks.ts';
import {
  mildReview,
  praiseIntensity,
  type Intensity,
  type PraiseReading,
} from './praise-intensity.ts';
import type { Reading, ReplyAspect } from './reading.ts';
import { firstOfGuestNamed } from './guest-named.ts';
import { fold } from '../replies/text.ts';

/*
 * The review as read, with the thanks sized to the guest's words: what they found only fine is
 * thanked in a measured voice, a lukewarm review gets a calm opening, an expectation the visit
 * overturned ("expected the usual overpriced brunch… blown away") is no complaint about prices,
 * and a small remark in a content review ("the batter a touch heavy") is heard.
 */

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

// --- Expectations the visit overturned ---------------------------------------------------------

/** "Came in expecting…", « je m'attendais à… »: what the guest feared, not what they found. */
const EXPECTED =
  / (?:expect|expected|expecting|thought it would|thought it d|was worried|were worried|was afraid|assumed|bracing for|braced for|m attendais|s attendait|nous attendions|m attendait|pensais que|croyais que|craignais) /;
/** "Expected better", « je m'attendais à mieux »: a let-down, which is a complaint. */
const LET_DOWN =
  / (?:expect|expected|expecting) (?:a lot )?(?:better|more|much more)| (?:m attendais|s attendait|nous attendions) (?:a )?(?:mieux|plus|autre chose|beaucoup plus)/;
/** The turn: "but", "blown away", « mais », « agréablement surpris ». */
const TURNED =
  / (?:but|instead|turns out|turned out|wrong|blown away|pleasantly surprised|surprised|not at all|mais|finalement|au contraire|agreablement surpris|surpris|surprise|pas du tout|detrompe)/;

/** Words by which a sentence speaks of an aspect the reply may otherwise name as a complaint. */
const ASPECT_CUES: Partial<Record<ReplyAspect, RegExp>> = {
  price:
    / (?:price|prices|priced|overpriced|pricey|expensive|costly|cheap|prix|cher|chere|chers|cheres|dispendieux|couteux|tarifs?)(?= )/,
  value: / (?:value|overpriced|rapport qualite prix)(?= )/,
  wait: / (?:wait|waits|slow|line|queue|lineup|attente|lent|lente)(?= )/,
  service: / (?:service|rude|staff|servers?|serveurs?|serveuses?|accueil)(?= )/,
  food: / (?:food|bland|greasy|bouffe|nourriture|fade|gras)(?= )/,
  ambience: / (?:loud|noisy|crowded|touristy|bruyant|bruyante|ambiance|atmosphere|vibe)(?= )/,
  cleanliness: / (?:dirty|sale|clean|propre)(?= )/,
};

/** Aspects the guest named only in an expectation the visit overturned. */
function overturned(text: string, aspects: ReplyAspect[]): ReplyAspect[] {
  const sentences = sentencesOf(text).map(fold);
  const feared = new Set<number>();
  sentences.forEach((s, i) => {
    if (!EXPECTED.test(s) || LET_DOWN.test(s)) return;
    const after = s.slice(s.search(EXPECTED));
    if (TURNED.test(after) || TURNED.test(sentences[i + 1] ?? '')) feared.add(i);
  });
  if (!feared.size) return [];
  return aspects.filter((a) => {
    const cue = ASPECT_CUES[a];
    if (!cue) return false;
    const naming = sentences.flatMap((s, i) => (cue.test(s) ? [i] : []));
    return naming.length > 0 && naming.every((i) => feared.has(i));
  });
}

// --- Small remarks and parking -----------------------------------------------------------------

/**
 * Words that name the whole meal, the room or the service rather than a detail of a dish: the
 * food and critique lines speak of those.
 */
const NOT_A_DETAIL = new Set(
  'food meal meals dish dishes drink drinks plate plates portion portions serving servings menu kids place everything it bouffe nourriture plat plats cuisine repas assiette assiettes boisson boissons endroit tout brunch lunch dinner diner dejeuner souper kitchen door table tables room service server staff price prices bill wait carte salle serveur addition prix attente manager chef owner host hostess waiter waitress bartender barman gerant gerante serveuse proprietaire patron patronne hote hotesse'.split(
    ' ',
  ),
);

/** "the batter", « la pâte »: the guest's noun with the article a reply says it with. */
function remarkPhrase(term: string, snippet: string, language: 'en' | 'fr'): string | null {
  const bare = term.trim();
  if (!bare || bare.split(/\s+/).length > 3 || /\p{Lu}/u.test(bare.slice(1))) return null;
  const lower = bare.charAt(0).toLocaleLowerCase() + bare.slice(1);
  if (language === 'en') return /^(?:the|my|our)\s/i.test(lower) ? lower : `the ${lower}`;
  const escaped = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`(?:^|[^\\p{L}])(le|la|les|l['’])\\s?${escaped}(?![\\p{L}])`, 'iu').exec(
    snippet,
  );
  if (!found) return null;
  const article = found[1]!.toLocaleLowerCase().replace("'", '’');
  return article.endsWith('’') ? `${article}${lower}` : `${article} ${lower}`;
}

/** In a lukewarm review only: in a rave, a "negative" detail is more likely the model's slip. */
function remarksOf(
  reading: Reading,
  request: ReplyRequest,
  analysis: ReviewUnderstanding,
  measured: boolean,
) {
  if (!measured || reading.mood === 'complaint' || reading.incidents.length) return [];
  if (reading.dishes.critiqued.length) return [];
  const named = [
    ...reading.dishes.praised,
    ...reading.dishes.noted,
    ...analysis.menuItems.map((m) => m.item),
  ].flatMap(mentionWords);
  const out: PraiseReading['remarks'] = [];
  for (const a of analysis.aspects) {
    if (a.polarity !== 'negative' || (a.category !== 'food' && a.category !== 'drinks')) continue;
    if (reading.aspects.critiqued.includes(a.category)) continue;
    const words = fold(a.term).trim().split(' ');
    if (words.some((w) => NOT_A_DETAIL.has(w) || named.some((n) => w.startsWith(n)))) continue;
    // A detail of a dish the guest named in the same sentence ("fine, the batter a touch heavy").
    if (!analysis.menuItems.some((m) => m.snippet === a.snippet)) continue;
    const text = remarkPhrase(a.term, a.snippet, reading.language);
    if (text && !out.some((r) => r.text === text))
      out.push({ text, bar: a.category === 'drinks' || isDrink(a.term) });
  }
  // One remark is heard; a list of them is a complaint, which the critique lines answer.
  return request.review.text.trim() ? out.slice(0, 1) : [];
}

const PARKING = / (?:parking|to park|se garer|stationnement|stationner|se stationner)(?= )/;
const HARD =
  / (?:impossible|nightmare|hard|tough|difficult|pain|tricky|limited|scarce|circled|circling|no parking|couldn t find|could not find|horrible|terrible|brutal|awful|cauchemar|difficile|galere|complique|introuvable|rare|enfer|l enfer|mission)(?= )/;

function parkingRemark(reading: Reading, text: string): boolean {
  if (reading.mood === 'complaint' || reading.incidents.length) return false;
  if (reading.questions.includes('parking')) return false;
  return sentencesOf(text).some(
    (s) => !s.trim().endsWith('?') && PARKING.test(fold(s)) && HARD.test(fold(s)),
  );
}

// --- Intensity ---------------------------------------------------------------------------------

const firstNameOfStaff = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** Mild when the guest said so, or, in a lukewarm review, when nothing they said was strong. */
const isMild = (intensity: Intensity, lukewarm: boolean) =>
  intensity === 'mild' || (lukewarm && intensity !== 'strong');

/** The strongest reading of several mentions of the same thing. */
function strongest(readings: Intensity[]): Intensity | null {
  if (!readings.length) return null;
  if (readings.includes('strong')) return 'strong';
  return readings.includes('plain') ? 'plain' : 'mild';
}

/** Reads the praise's size and the overturned expectations into the reading. */
export function calibratePraise(
  reading: Reading,
  request: ReplyRequest,
  analysis: ReviewUnderstanding,
): Reading {
  const text = request.review.text;
  if (reading.ratingOnly || reading.inquiry || !text.trim()) return reading;
  const label = analysis.sentiment.label;
  const mildWords = mildReview(text);
  // Three stars, or four with mixed feelings, or "fine" and nothing stronger: thanked calmly.
  const measured =
    reading.mood === 'neutral' ||
    (reading.mood === 'praise' && reading.rating <= 4 && label !== 'positive') ||
    (reading.mood === 'praise' && mildWords);
  // Three stars: even "good" is thanked calmly; above, only what the guest called fine is.
  const lukewarm = reading.mood === 'neutral';

  const dishes = reading.dishes.praised.filter((key) => {
    const mentions = analysis.menuItems.filter(
      (m) => m.polarity !== 'negative' && dishNameIn(request, m.item, reading.language) === key,
    );
    const words = mentions.flatMap((m) => [
      ...mentionWords(m.item),
      ...(request.menuEntries?.find((e) => e.name === m.item)?.aliases ?? []),
    ]);
    const found = strongest(mentions.map((m) => praiseIntensity(m.snippet, words)));
    return isMild(found ?? (mildWords ? 'mild' : 'plain'), lukewarm);
  });
  const staff = reading.staff.praised.filter((first) => {
    const mentions = [
      ...analysis.staff.filter((s) => firstNameOfStaff(s.name) === first),
      ...(analysis.guestNamedStaff ?? []).filter((g) => firstOfGuestNamed(g.name) === first),
    ];
    const found = strongest(mentions.map((s) => praiseIntensity(s.snippet, [first])));
    return isMild(found ?? 'plain', lukewarm);
  });
  const aspects = reading.aspects.praised.filter((aspect) => {
    const mentions = analysis.aspects.filter(
      (a) => a.category === aspect && a.polarity === 'positive',
    );
    const found = strongest(mentions.map((a) => praiseIntensity(a.snippet, [a.term])));
    return isMild(found ?? (mildWords ? 'mild' : 'plain'), lukewarm);
  });

  // Not a complaint about prices: what the guest expected and did not find.
  const feared =
    reading.mood === 'complaint'
      ? []
      : overturned(text, [...reading.aspects.critiqued, ...reading.aspects.noted]);
  // Parking found hard is heard by its own line (remarkParts): a short regret that names it,
  // with no promise about a street that is not the restaurant's to fix. The probe reads the uncalibrated reading: parkingRemark only
  // looks at the questions and the text.
  const parking = parkingRemark(reading, text);
  const unsaid: ReplyAspect[] = parking ? [...feared, 'location'] : feared;
  const without = (list: ReplyAspect[]) => list.filter((a) => !unsaid.includes(a));
  const complaints = new Map(reading.complaints);
  if (parking) complaints.delete('location');
  const calibrated: Reading = {
    ...reading,
    complaints,
    aspects: {
      praised: reading.aspects.praised,
      critiqued: without(reading.aspects.critiqued),
      noted: without(reading.aspects.noted),
    },
  };
  return {
    ...calibrated,
    praise: {
      mild: { dishes, staff, aspects },
      measured,
      remarks: remarksOf(calibrated, request, analysis, measured),
      parking,
    },
  };
}
