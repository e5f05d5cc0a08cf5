import type { ReplyRequest, Tone } from '../engine.ts';
import { replyLanguage } from '../replies/reply-language.ts';
import { describeFacts, describeReading } from './grounding.ts';

const TONE_GUIDE: Record<Tone, string> = {
  friendly: 'friendly: warm, personal and relaxed, like a host who knows the regulars',
  formal: 'formal: courteous, polished and respectful, no slang and no exclamation marks',
  fun: 'fun: upbeat and playful with a light touch of humour, but never at the guest’s expense',
  neutral: 'neutral: clear, calm and professional, without effusiveness',
};

const LANGUAGE_RULE = {
  en: 'Write the reply in English, the language of the review.',
  fr: 'Write the reply in French, the language of the review, and always address the reviewer as "vous".',
};

/**
 * The restaurant's own phrasing (docs/product/reviews-and-replies.md#reply-templates): its
 * templates in the reply's language, already fitted to the review and filled, as examples of how
 * it writes, never as text to paste whole.
 */
function describeTemplates(request: ReplyRequest, language: 'en' | 'fr'): string {
  const mine = (request.templates ?? []).filter((t) => t.language === language);
  if (mine.length === 0) return '';
  return [
    'Examples of the restaurant’s own phrasing, from its saved replies for reviews like this one. Write in this voice and reuse its openings and closings where they fit, but answer what this review says and state no fact that neither the review nor the restaurant’s facts give:',
    ...mine.map((t) => `"""\n${t.text.trim()}\n"""`),
  ].join('\n');
}

/** The restaurant's voice and rules: everything that does not come from the review itself. */
export function buildSystemPrompt(request: ReplyRequest): string {
  const { restaurant, review } = request;
  const language = replyLanguage(request);
  const lines = [
    `You write the public reply of the restaurant "${restaurant.name}" (location: ${restaurant.locationName}) to a customer review posted on ${review.source}.`,
    `Tone: ${TONE_GUIDE[restaurant.tone] ?? restaurant.tone}.`,
    LANGUAGE_RULE[language],
    'Greet the reviewer by first name only when the author name is a real first name (not "A Google User", initials or a nickname).',
    'Refer to what the review actually says: the dishes, the staff and the problems it names. Never invent a dish, a person, an event or a fact.',
    request.menu.length
      ? `Dishes on the menu, spelled as the restaurant spells them (name one only if the review does): ${request.menu.join('; ')}.`
      : '',
    request.staff.length
      ? `Staff first names (thank them for praise, or say you will share the feedback, only if the review names them): ${request.staff.join(', ')}.`
      : '',
    describeFacts(request.facts),
    `For a complaint, apologise, acknowledge the specific problem and invite the reviewer to write to us or to ask for the manager at ${restaurant.name} (${restaurant.locationName}). Never give an e-mail address or a phone number.`,
    'Never promise or offer compensation (refund, free meal, discount, voucher, gift card, anything "on us") unless the restaurant\'s instructions below explicitly allow it.',
    restaurant.signOff ? `Sign off with: ${restaurant.signOff}` : '',
    restaurant.instructions?.trim()
      ? `The restaurant's instructions, to follow:\n${restaurant.instructions.trim()}`
      : '',
    describeTemplates(request, language),
    request.recentOpenings.length
      ? `Do not open with any of these sentences, used in recent replies:\n${request.recentOpenings.map((o) => `- ${o}`).join('\n')}`
      : '',
    `At most ${request.maxLength} characters. Plain text only: no placeholders, no quotation marks around the reply, no preamble. Answer with the reply itself.`,
  ];
  return lines.filter(Boolean).join('\n');
}

/** The review being answered, and what the person regenerating asked for. */
export function buildUserMessage(request: ReplyRequest): string {
  const { review } = request;
  const author = review.authorName?.trim() || 'an anonymous reviewer';
  const lines = [
    `Review on ${review.source}, ${review.rating}/5 stars, by ${author}:`,
    review.text.trim()
      ? `"""\n${review.text.trim()}\n"""`
      : '(No text: the reviewer left a rating only.)',
    describeReading(request.analysis, request.facts),
    request.additionalInstructions?.trim()
      ? `Additional instructions for this reply: ${request.additionalInstructions.trim()}`
      : '',
    request.previousDraft?.trim()
      ? `Previous draft, which was not kept; write a different reply:\n"""\n${request.previousDraft.trim()}\n"""`
      : '',
  ];
  return lines.filter(Boolean).join('\n\n');
}
