import type { DraftCheck } from '@tableside/domain/draft-checks';
import { checkResult } from './check-result.ts';
import { detectLanguage } from '../builtin/language.ts';
import type { ReplyRequest } from '../engine.ts';
import type { CheckInput } from './context.ts';
import { replyLanguage } from './reply-language.ts';
import { fold, sentencesOf } from './text.ts';

type Language = 'en' | 'fr';

/** The reply's language, by the rule every engine follows (reply-language.ts). */
export const expectedLanguage = (request: ReplyRequest): Language => replyLanguage(request);

/** The sign-off: the last paragraph when the reply has several, else its last sentence. */
function signOffOf(text: string): string {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim());
  const last = paragraphs.length > 1 ? paragraphs.at(-1)! : (sentencesOf(text).at(-1) ?? '');
  return last.trim();
}

/** The text without the names it may quote in either language: dishes, people, the restaurant. */
function withoutNames(text: string, request: ReplyRequest): string {
  const names = [
    ...request.menu,
    ...request.staff,
    request.restaurant.name,
    request.restaurant.locationName,
    request.review.authorName ?? '',
  ]
    .map((n) => n.trim())
    .filter((n) => n.length > 1)
    .sort((a, b) => b.length - a.length);
  let plain = text;
  for (const name of names)
    plain = plain.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ');
  return plain.replace(/\s+/g, ' ');
}

/** The reply and its sign-off are in the expected language; the restaurant's own sign-off passes. */
export function checkLanguage(input: CheckInput): DraftCheck {
  const { language, request } = input;
  const text = withoutNames(input.text, request);
  const written = detectLanguage(text);
  if (written && written !== language)
    return checkResult('language', [{ code: 'written-in', language: written, expected: language }]);
  const signOff = signOffOf(input.text);
  const own = request.restaurant.signOff?.trim();
  const isOwn = own && fold(signOff).includes(fold(own).trim());
  const signed = isOwn ? null : detectLanguage(withoutNames(signOff, request));
  if (signed && signed !== language)
    return checkResult('language', [
      { code: 'sign-off-in', subject: signOff.slice(0, 60), language: signed },
    ]);
  return checkResult('language', []);
}
