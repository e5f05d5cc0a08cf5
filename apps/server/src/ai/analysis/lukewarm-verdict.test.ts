import { describe, expect, it } from 'vitest';
import { lukewarmVerdict } from './lukewarm-verdict.ts';
import { analyseReview } from './review-analysis.ts';

const read = (text: string, stars: number) => analyseReview(text, stars).sentiment.label;

describe('a lukewarm verdict', () => {
  it('hears the guest hold back on the whole visit, in English and French', () => {
    for (const sentence of [
      "It's ok.",
      'Pleasant enough evening.',
      'Fine, I suppose.',
      "Can't complain, I guess.",
      "The curry didn't really wow us.",
      'Nothing to write home about.',
      "Not sure we'd come back.",
      'Prob wont rush back tbh',
      "Wouldn't go out of my way for it.",
      'The pasta did the job.',
      'Chips were chips.',
      'Good not great.',
      'Nice, but not amazing.',
      'Just not very exciting.',
      'Decent.',
      'Okay-ish!',
      'Soirée correcte, sans plus.',
      "C'était ordinaire.",
      "Rien d'extraordinaire.",
    ])
      expect(lukewarmVerdict(sentence), sentence).toBe(true);
  });

  it('does not hear it in praise, in plain facts or in a question', () => {
    for (const sentence of [
      "I can't say enough good things about the team.",
      'Fine dining without the attitude.',
      'We got there early enough to grab the booth.',
      'Is it ok to bring a stroller?',
      'The ribs were outstanding.',
      'Service impeccable, rien à redire.',
      'Not a great start, but the mains were superb.',
      'Decent portions and a great wine list.',
      'Fine by us!',
    ])
      expect(lukewarmVerdict(sentence), sentence).toBe(false);
  });

  it('keeps a 3★ review with mild praise and a small gripe neutral', () => {
    expect(
      read(
        'Pleasant enough evening. The noodles came out warm and the host was courteous. Nothing to write home about, and a little steep for what you get.',
        3,
      ),
    ).toBe('neutral');
    expect(
      read("Can't complain, I guess. Soup was hot, our waiter was polite. Just didn't wow us.", 3),
    ).toBe('neutral');
  });

  it('keeps a 3★ whose verdict is one mild word neutral', () => {
    expect(read('Decent. The chowder was tasty, the bread roll a little stale.', 3)).toBe(
      'neutral',
    );
  });

  it('still reads clear praise and clear criticism at 3★ as mixed', () => {
    expect(
      read('The lamb was outstanding. The service was awful and we waited an hour for dessert.', 3),
    ).toBe('mixed');
  });

  it('leaves a 2★ "won\'t be rushing back" a complaint and a 4★ with a gripe mixed', () => {
    expect(read("Noodles were cold and the room was freezing. Won't be rushing back.", 2)).toBe(
      'negative',
    );
    expect(read('Gorgeous cocktails, but the music was far too loud.', 4)).toBe('mixed');
  });
});
