import { foldText } from './text.ts';

/*
 * A bone where bones are expected: a whole bone in a fish or a bone-in cut is the dish's flaw, a
 * complaint about the food, not an object that should never have been there. It stays an incident
 * when the guest was hurt or choked, when it was a shard, when the dish was sold boneless, or
 * when something else was found beside it.
 */

const BONE = /(?<!\p{L})(?:(?:fish ?)?bones?|os|aretes?)(?!\p{L})/u;
/** Dishes that come with bones: fish and cuts served on the bone. */
const BONY_DISH =
  /(?<!\p{L})(?:fish|fillets?|filets?|trout|salmon|halibut|cod|haddock|hake|mackerel|sardines?|bass|snapper|sole|perch|pike|walleye|dor[ée]|branzino|poisson|truite|saumon|fletan|morue|aiglefin|maquereau|bar|brochet|perchaude|wings?|ribs?|chops?|thighs?|drumsticks?|ailes?|ailerons?|cotes?|cotelettes?|cuisses?|pilons?|osso ?buco|jarret)(?!\p{L})/u;
/** What makes it an incident after all: a shard, a hurt, a dish sold without bones, a throat. */
const STILL_AN_INCIDENT =
  /(?<!\p{L})(?:fragments?|shards?|splinters?|slivers?|chips?|pieces? of bone|eclats?|morceaux? d.os|bouts? d.os|boneless|deboned|sans aretes?|desosse\p{L}*|chok\p{L}*|throat|gorge|etouff\p{L}*|tooth|teeth|molar|crown|dent|dents|molaire|cut|bled|blood|bleeding|saign\p{L}*|hurt|injur\p{L}*|bless\p{L}*|hospital|er|urgence\p{L}*|hopital|dentist\p{L}*|plastic|glass|metal|wire|hair|plastique|verre|metal|fil|cheveu)(?!\p{L})/u;

/** Whether a sentence read as a foreign object tells only a bone that belonged to the dish. */
export function expectedBone(span: string): boolean {
  const folded = foldText(span);
  return BONE.test(folded) && BONY_DISH.test(folded) && !STILL_AN_INCIDENT.test(folded);
}
