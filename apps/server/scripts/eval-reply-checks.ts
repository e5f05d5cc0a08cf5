/**
 * The reply rubric of `eval-replies.ts`: each check read from the reader's side, with the
 * scorer's own word lists (`eval-reply-words.ts`), never the engine's helpers. Approximate keyword
 * checks, the contradiction check most of all.
 */
import type { Review } from '../eval/corpus.ts';
import type { Draft, Group } from './eval-drafts.ts';
import {
  PROMO_TERMS,
  INVITE,
  PROMOTABLE,
  CHEER,
  ASPECT_WORDS,
  PRAISE,
  THANKS,
  FEEDBACK,
  APOLOGY,
} from './eval-reply-words.ts';
import { inventedComplaints, unnamedComplaints } from './eval-reply-complaints.ts';
import { praiseCalibrated } from './eval-reply-praise.ts';
import {
  addressed,
  languageOf,
  names,
  namesAny,
  sentencesOf,
  stripArticle,
} from './eval-reply-text.ts';

export type Outcome = { applies: boolean; ok: boolean; why?: string };
export type Check = { name: string; run: (draft: Draft) => Outcome };

/** The checks, for a corpus whose reviews' groups `groupOf` answers. */
export function replyChecks(groupOf: (review: Review) => Group): Check[] {
  /** The draft without the reviewer's name, which may contain a staff name. */
  function withoutGuest(draft: Draft): string {
    let text = draft.text;
    for (const word of draft.review.author.split(/[\s.]+/))
      if (word.length > 1) text = text.split(word).join(' ');
    return text;
  }

  /** What counts as naming a menu or staff id back to the guest. */
  function termsFor(review: Review, id: string): string[] {
    if (id.startsWith('name:')) return [id.slice(5)];
    const group = groupOf(review);
    const item = group.menu.find((m) => m.id === id);
    if (item) {
      const spans = review.dishes.filter((d) => d.item === id).map((d) => stripArticle(d.span));
      return [...item.names, ...item.aliases, ...spans];
    }
    const member = group.staff.find((s) => s.id === id);
    if (member) {
      const spans = review.staff.filter((s) => s.ref === id).map((s) => s.span);
      return [member.fullName.split(' ')[0]!, ...member.nicknames, ...spans];
    }
    throw new Error(`review ${review.id}: unknown id ${id}`);
  }

  function promotes(draft: Draft): string | null {
    const answersGiftCards = draft.review.reply.mustAddress.includes('question:gift-cards');
    for (const sentence of sentencesOf(draft.text)) {
      const term = PROMO_TERMS.find(
        (t) => names(sentence, t) && !(answersGiftCards && /gift|cadeau/.test(t)),
      );
      if (term) return term;
      if (namesAny(sentence, INVITE)) {
        const thing = PROMOTABLE.find((t) => names(sentence, t));
        if (thing) return thing;
      }
    }
    return null;
  }

  /** Sentences praising a negative mention or apologising for a positive one. Approximate. */
  function contradictions(draft: Draft): string[] {
    const { review } = draft;
    const mentions = [
      ...review.dishes.flatMap((d) => (d.item ? [{ id: d.item, polarity: d.polarity }] : [])),
      ...review.staff.flatMap((s) =>
        s.ref.includes('-') && s.ref !== 'role-only' ? [{ id: s.ref, polarity: s.polarity }] : [],
      ),
    ];
    const found: string[] = [];
    for (const sentence of sentencesOf(withoutGuest(draft))) {
      for (const m of mentions) {
        if (m.polarity !== 'negative' && m.polarity !== 'positive') continue;
        if (!namesAny(sentence, termsFor(review, m.id))) continue;
        const praise = PRAISE.filter((w) => names(sentence, w));
        // "Thanks for telling us about the X" thanks the guest for the feedback, not for X.
        const thanksForFeedback =
          praise.every((w) => THANKS.includes(w)) && namesAny(sentence, FEEDBACK);
        if (m.polarity === 'negative' && praise.length && !thanksForFeedback)
          found.push(`praise for ${m.id}`);
        if (m.polarity === 'positive' && namesAny(sentence, APOLOGY))
          found.push(`apology for ${m.id}`);
      }
    }
    return found;
  }

  const ok = (pass: boolean, why?: string): Outcome => ({ applies: true, ok: pass, why });
  const na: Outcome = { applies: false, ok: true };

  return [
    {
      name: 'language',
      run: (d) => {
        const lang = languageOf(d.text);
        return ok(lang === d.review.reply.replyLanguage, `reply in ${lang ?? '?'}`);
      },
    },
    {
      name: 'sign-off language',
      run: (d) => {
        const last = sentencesOf(d.text).at(-1) ?? '';
        const lang = languageOf(last);
        // A closing with no stop word at all (a name, "Cheers") cannot be told; it passes.
        return ok(
          lang === null || lang === d.review.reply.replyLanguage,
          `last sentence "${last}"`,
        );
      },
    },
    {
      name: 'acknowledged',
      run: (d) => {
        const ids = d.review.reply.mustAcknowledge;
        if (!ids.length) return na;
        const text = withoutGuest(d);
        const missing = ids.filter((id) => !namesAny(text, termsFor(d.review, id)));
        return ok(!missing.length, `missing ${missing.join(', ')}`);
      },
    },
    {
      name: 'addressed',
      run: (d) => {
        const entries = d.review.reply.mustAddress;
        if (!entries.length) return na;
        const missing = entries.filter((e) => !addressed(d.text, e));
        return ok(!missing.length, `missing ${missing.join(', ')}`);
      },
    },
    {
      name: 'no promotion',
      run: (d) => {
        if (!d.review.reply.noPromotion) return na;
        const term = promotes(d);
        return ok(term === null, `promotes "${term}"`);
      },
    },
    {
      name: 'no cheer on incidents',
      run: (d) => {
        if (!d.review.incidents.length) return na;
        const cheer = d.text.includes('!') ? '!' : CHEER.find((w) => names(d.text, w));
        return ok(!cheer, `cheer "${cheer}"`);
      },
    },
    {
      name: 'specific',
      run: (d) => {
        const { review } = d;
        const terms = [
          ...review.dishes.flatMap((m) => [
            stripArticle(m.span),
            ...(m.item ? termsFor(review, m.item) : []),
          ]),
          ...review.staff.flatMap((m) =>
            m.ref.includes('-') && m.ref !== 'role-only' ? termsFor(review, m.ref) : [],
          ),
          ...Object.keys(review.aspects).flatMap((a) => ASPECT_WORDS[a] ?? []),
        ];
        if (!terms.length) return na;
        return ok(namesAny(withoutGuest(d), terms), 'names nothing the guest wrote about');
      },
    },
    {
      name: 'no contradiction (approx.)',
      run: (d) => {
        const found = contradictions(d);
        return ok(!found.length, found.join('; '));
      },
    },
    {
      name: 'no invented complaint',
      run: (d) => {
        const found = inventedComplaints(d, withoutGuest(d), (id) => termsFor(d.review, id));
        return ok(!found.length, `apologises for ${found.join(', ')}`);
      },
    },
    {
      name: 'complaint named',
      run: (d) => {
        if (!Object.values(d.review.aspects).includes('negative')) return na;
        const missing = unnamedComplaints(d, withoutGuest(d), (id) => termsFor(d.review, id));
        return ok(!missing.length, `no complaint sentence names ${missing.join(', ')}`);
      },
    },
    {
      name: 'praise calibrated',
      run: (d) => praiseCalibrated(d.review, withoutGuest(d), (id) => termsFor(d.review, id)),
    },
  ];
}
