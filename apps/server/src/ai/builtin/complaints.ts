import type { ReviewUnderstanding } from '../analysis/review-analysis.ts';
import { BOOKING, CLEAN_TERM, TOPIC_CUES } from './complaint-words.ts';
import { BOOKING_WORDS, COMPLAINT_KINDS, TASTELESS } from './complaint-kinds.ts';
import { clauseList, contrastClauses, faultsIn, finds } from './complaint-clauses.ts';
import { THINGS, clausePhrase, termPhrase } from './complaint-phrases.ts';
import type { ReplyLanguage } from './language.ts';
import type { ReplyAspect } from './reply-aspects.ts';
import { faultedThings, gripeSpans, quotedPrice, singledOutGripes } from './heard-clauses.ts';
import { fold } from './text.ts';

/*
 * What the guest complains about, read from the words that carry it (docs/product/
 * reviews-and-replies.md#verified-drafts): an aspect term, a dish or a person read negatively, or
 * a clause that names a topic and finds fault with it. A category the classifier reads negative
 * with none of these is not a complaint: "on attend longtemps pour payer" is the wait, not the
 * prices nor the service. Each complaint keeps the guest's words for it when there are some, so
 * the reply names « l'attente pour payer » rather than « le service et les prix ». The clauses are
 * read in complaint-clauses.ts, each kind's words in complaint-wait.ts, complaint-bill.ts and
 * complaint-place.ts, and the aspect terms regrouped in regroup-aspects.ts.
 */

type Aspect = ReviewUnderstanding['aspects'][number];

/** Each complaint's words as the reply says them (none: the aspect's usual name). */
export type Complaints = Map<ReplyAspect, string[]>;

const isBad = (p: string) => p === 'negative' || p === 'conflict';

/**
 * What the text complains about, each with the guest's words for it: from the regrouped aspect
 * terms, the dishes and people read negatively, and clauses that find fault with a topic. A term
 * read negatively in a glowing review is taken only when its clause finds fault too.
 */
export function complaintsIn(
  text: string,
  analysis: ReviewUnderstanding,
  aspects: Aspect[],
  language: ReplyLanguage,
  glowing: boolean,
  rating = 5,
): Complaints {
  const out: Complaints = new Map();
  const add = (aspect: string, phrase: string | null) => {
    const key = aspect as ReplyAspect;
    const list = out.get(key) ?? [];
    if (phrase && !list.includes(phrase)) list.push(phrase);
    out.set(key, list);
  };
  // "The portions" beside "the size of the portions" says it twice: the fuller words stay.
  const said = (list: string[]) =>
    list.filter((p) => {
      const bare = p.replace(/^(?:the|le|la|les|l’) ?/, '');
      return !list.some((q) => q !== p && q.includes(bare));
    });
  const clauses = clauseList(text);
  // Aspects named only by their own name ("l'ambiance"), with the clauses that gave them, and the
  // clauses a kind of complaint named in the guest's words.
  const bareFrom = new Map<ReplyAspect, { clause: string; term: string }[]>();
  const kindSaid: { clause: string; from: number; to: number }[] = [];
  // A gripe singled out as such is one whatever the stars ("Seul bémol, la musique un peu forte").
  const singled = singledOutGripes(text).map(fold);
  // A question to the owner asks, it does not find fault: « la sauce contient-elle des arachides? »
  const asked = analysis.signals.questions.map((q) => fold(q.span)).filter(Boolean);
  for (const a of aspects) {
    if (!isBad(a.polarity)) continue;
    if (asked.some((q) => q.includes(fold(a.term)))) continue;
    const clause = clauses.find((c) => c.includes(fold(a.term))) ?? fold(a.snippet);
    const singledOut = singled.some((s) => s.includes(fold(a.term)));
    if (glowing && !faultsIn(clause).length && !singledOut) continue;
    const aspect = a.category as ReplyAspect;
    // Things are named by the guest's word for them; the service, a wait or a price by the
    // clause's words or the aspect's own name ("sorry for the tables" says nothing).
    const elsewhere = aspect !== 'cleanliness' && CLEAN_TERM.test(fold(a.term));
    const term = THINGS.has(aspect) && !elsewhere ? termPhrase(a.term, text, language) : null;
    const phrase = clausePhrase(aspect, clause, language) ?? term;
    if (!phrase)
      bareFrom.set(aspect, [...(bareFrom.get(aspect) ?? []), { clause, term: fold(a.term) }]);
    add(aspect, phrase);
  }
  if (analysis.menuItems.some((m) => isBad(m.polarity))) add('food', null);
  if (analysis.staff.some((s) => isBad(s.polarity))) add('service', null);
  // A clause heard as a complaint only where the analysis heard one somewhere, or where the
  // guest gave one or two stars: « pas de rampe » at 2★ is the complaint, whatever was read.
  const heard =
    rating <= 2 ||
    analysis.categories.some((c) => isBad(c.polarity)) ||
    aspects.some((a) => isBad(a.polarity));
  // A gripe a guest singles out below five stars is heard whatever the rest of the review says.
  const griped = new Set(rating <= 4 ? gripeSpans(text).flatMap(clauseList) : []);
  for (const [i, clause] of clauses.entries()) {
    if (!heard && !griped.has(clause)) continue;
    for (const topic of faultsIn(clause)) add(topic, clausePhrase(topic, clause, language));
    // "Booked a month ahead. They had us at two separate tables": the fault follows the booking.
    const booked = BOOKING.topic.test(clause) || BOOKING.topic.test(clauses[i - 1] ?? '');
    if (booked && finds(BOOKING.fault, clause)) add('service', BOOKING_WORDS[language]);
    const waited = faultsIn(clause).includes('wait');
    for (const kind of COMPLAINT_KINDS)
      if (
        finds(kind.test, kind.withPrevious ? `${clauses[i - 1] ?? ''} ${clause}` : clause) &&
        !(waited && kind.unlessWait) &&
        !(kind.lowStarsOnly && rating > 2) &&
        !kind.unless?.test(clause)
      ) {
        add(kind.aspect, kind.words[language]);
        // A wait names what was waited for ("45 minutes pour nos pizzas"): that thing's own
        // complaint stands.
        if (kind.aspect !== 'wait')
          for (const hit of clause.matchAll(new RegExp(kind.test.source, 'g')))
            kindSaid.push({ clause, from: hit.index, to: hit.index + hit[0].length });
      }
    if (finds(TASTELESS, clause) && !TOPIC_CUES.drinks?.topic.test(clause)) add('food', null);
    // An amount quoted in a disappointed review or a gripe is what the guest found too dear.
    const price = rating <= 2 || griped.has(clause) ? quotedPrice(clause, text, language) : null;
    if (price && !out.get('price')?.length) add('price', price);
  }
  // "Service friendly but slow": the fault after the "but" is the topic's before it.
  if (heard)
    for (const { before, joined } of contrastClauses(text))
      for (const topic of faultsIn(joined))
        if (!faultsIn(before).includes(topic)) add(topic, clausePhrase(topic, joined, language));
  // "Cold eggs. Lukewarm coffee.": a thing served faulted in the guest's words, unless a dish of
  // the menu names it (the dish's own line answers for that).
  const dishSaid = analysis.menuItems.map((m) => fold(m.snippet));
  for (const thing of faultedThings(text, language)) {
    const said = clauseList(thing.sentence);
    if (!heard && !said.some((c) => griped.has(c))) continue;
    if (said.some((c) => dishSaid.some((d) => d && (c.includes(d) || d.includes(c))))) continue;
    add(thing.aspect, thing.words);
  }
  for (const [aspect, list] of out) out.set(aspect, said(list));
  // « Pas de place pour les poussettes »: the room for strollers, not also "the ambience" that the
  // word « place » was read as, when the term lies inside words a kind of complaint named.
  const inKind = ({ clause, term }: { clause: string; term: string }) => {
    const at = clause.indexOf(term);
    return kindSaid.some((k) => k.clause === clause && at >= k.from && at + term.length <= k.to);
  };
  for (const [aspect, from] of bareFrom)
    if (!out.get(aspect)?.length && from.every(inKind)) out.delete(aspect);
  return out;
}
