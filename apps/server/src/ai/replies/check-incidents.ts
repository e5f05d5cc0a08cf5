import type { DraftCheck } from '@tableside/domain/draft-checks';
import { checkResult } from './check-result.ts';
import type { CheckInput } from './context.ts';
import { CONTACT } from './words-contact.ts';
import { INCIDENT_WORDS } from './words-signals.ts';
import { fold, hasAnyTerm } from './text.ts';

/** Words of the incident contact the owner gave ("ask for Nadia", "safety@…") that name it. */
function contactWords(facts: string | undefined): string[] {
  if (!facts) return [];
  const emails = facts.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];
  const digits = facts.match(/\+?\d[\d\s().-]{7,}\d/g) ?? [];
  return [...emails, ...digits].map((w) => fold(w).trim()).filter(Boolean);
}

/**
 * Every incident the review reports is named back to the guest in its own words (allergy,
 * food poisoning, a hair in the dish…) and the guest is invited to get in touch directly
 * (docs/product/reviews-and-replies.md#verified-drafts).
 */
export function checkIncidents(input: CheckInput): DraftCheck {
  const { folded, analysis, request } = input;
  const kinds = [...new Set(analysis.signals.incidents.map((i) => i.kind))];
  if (!kinds.length) return checkResult('incidents-addressed', []);
  const unnamed = kinds.filter((kind) => !hasAnyTerm(folded, INCIDENT_WORDS[kind]));
  const contact = contactWords(request.facts?.incidents);
  const invites = hasAnyTerm(folded, CONTACT) || contact.some((w) => folded.includes(` ${w} `));
  return checkResult('incidents-addressed', [
    ...unnamed.map((kind) => ({ code: 'incident-unnamed' as const, subject: kind })),
    ...(invites ? [] : [{ code: 'no-contact' as const }]),
  ]);
}
