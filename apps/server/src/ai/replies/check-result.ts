import type {
  CheckProblem,
  CheckProblemCode,
  DraftCheck,
  DraftCheckId,
} from '@tableside/domain/draft-checks';

// A check's result from what it found: the problems for the web to say in the reader's language,
// and one English sentence for the language model's second try and the logs.

const subjects = (problems: CheckProblem[], code: CheckProblemCode) =>
  problems.filter((p) => p.code === code).map((p) => p.subject ?? '');

const INVENTED: Partial<Record<CheckProblemCode, (s: string) => string>> = {
  'invented-offer': (s) => s,
  'invented-time': (s) => `the time ${s}`,
  'invented-phone': (s) => `the phone number ${s}`,
  'invented-address': (s) => s,
  'invented-name': (s) => `the name ${s}`,
};

function englishDetail(problems: CheckProblem[]): string {
  const parts: string[] = [];
  const invented = problems.flatMap((p) => {
    const say = INVENTED[p.code];
    return say ? [say(p.subject ?? '')] : [];
  });
  const unnamed = subjects(problems, 'incident-unnamed');
  const open = subjects(problems, 'question-unanswered').map((t) =>
    t === 'other' ? 'another topic' : t,
  );
  for (const p of problems) {
    const s = p.subject ?? '';
    if (p.code === 'written-in') parts.push(`written in ${p.language}, not ${p.expected}`);
    if (p.code === 'sign-off-in') parts.push(`sign-off "${s}" in ${p.language}`);
    if (p.code === 'praises-criticised') parts.push(`praises ${s}, which the guest criticised`);
    if (p.code === 'apologises-praised') parts.push(`apologises for ${s}, which the guest praised`);
    if (p.code === 'apologises-uncriticised')
      parts.push(`apologises for ${s}, which the guest did not criticise`);
    if (p.code === 'incident-unnamed' && p === problems.find((q) => q.code === p.code))
      parts.push(`does not name the ${unnamed.join(', ')}`);
    if (p.code === 'no-contact') parts.push('does not invite the guest to get in touch');
    if (p.code === 'question-unanswered' && p === problems.find((q) => q.code === p.code))
      parts.push(`does not answer the question on ${open.join(', ')}`);
    if (INVENTED[p.code] && p === problems.find((q) => INVENTED[q.code]))
      parts.push(`states ${invented.join(', ')}`);
    if (p.code === 'promotes') parts.push(`promotes: "${s}"`);
    if (p.code === 'welcome-after-incident')
      parts.push(`invites the guest back after an incident: "${s}"`);
    if (p.code === 'too-short') parts.push('too short');
    if (p.code === 'too-long') parts.push(`longer than ${s} characters`);
    if (p.code === 'one-liner') parts.push('a one-liner');
  }
  return parts.join('; ');
}

/** Passed when nothing was found; otherwise failed, with the problems and their English. */
export function checkResult(check: DraftCheckId, problems: CheckProblem[]): DraftCheck {
  return problems.length === 0
    ? { check, passed: true, detail: null }
    : { check, passed: false, detail: englishDetail(problems), problems };
}
