import { isValidEmail } from '@tableside/domain/validation';

/** The blog's newsletter box (components/newsletter-box.tsx), sent without leaving the page. */
export async function handleNewsletterSubmit(event: SubmitEvent): Promise<void> {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.dataset.newsletter === undefined) return;
  event.preventDefault();
  const status = form.parentElement?.querySelector<HTMLElement>('[data-newsletter-status]');
  const say = (key: 'sending' | 'done' | 'invalid' | 'failed' | 'limited') => {
    if (status) status.textContent = form.getAttribute(`data-msg-${key}`) ?? '';
  };
  const field = form.elements.namedItem('email');
  const email = field instanceof HTMLInputElement ? field.value.trim() : '';
  if (!isValidEmail(email)) return say('invalid');
  say('sending');
  try {
    const response = await fetch('/v1/public/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, locale: form.dataset.newsletter }),
    });
    if (response.ok) {
      form.reset();
      say('done');
    } else say(response.status === 429 ? 'limited' : 'failed');
  } catch {
    say('failed');
  }
}
