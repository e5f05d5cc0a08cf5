import { describe, expect, it } from 'vitest';
import { analysedRequest } from '../../test/draft-requests.ts';
import { createBuiltinReplyEngine } from './reply-engine.ts';

// An invented bistro; several guests' names, so the engine's seeded choices vary between drafts.
const engine = createBuiltinReplyEngine();
const GUESTS = [
  'Nora Blais',
  'Ahmed Karim',
  'Julie Tran',
  'Paul Ruiz',
  'Maëlle Roy',
  'Sam Ode',
  'Eva Lind',
  'Omar Haddad',
  'Chloé Dion',
  'Ben Wu',
  'Iris Caron',
  'Luc Morin',
];
const drafts = (text: string, rating: number) =>
  Promise.all(
    GUESTS.map((authorName) =>
      engine.draftReply(
        analysedRequest(
          {
            name: 'Bistro Saule',
            locationName: 'Mile-Ex',
            authorName,
            menu: [{ name: 'Gratin dauphinois' }, { name: 'Tarte fine aux pommes' }],
            staff: [{ name: 'Lucie Caron' }],
          },
          text,
          rating,
        ),
      ),
    ),
  );
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
/** Sentences that apologise for something or promise to put it right. */
const ANSWERS =
  /sorry|apolog|not acceptable|working on|looking at|reviewing|désolé|excuses|navré|travaillons|revoyons/i;

describe('the promise after an apology names only what the guest criticised', () => {
  it('keeps the service out of a wait’s follow-up when the guest praised the service', async () => {
    for (const text of await drafts(
      'Lucie was warm and attentive all evening, but we waited ages for the bill.',
      3,
    ))
      for (const s of sentences(text).filter((x) => ANSWERS.test(x)))
        expect(s, text).not.toMatch(/\bservice\b/i);
  });

  it('speaks of the service’s pace when the guest called the service slow (fr-FR)', async () => {
    const answered = (await drafts('Gratin excellent, mais le service était un peu long.', 4))
      .flatMap(sentences)
      .filter((s) => /rythme|organisation/.test(s));
    expect(answered.length).toBeGreaterThan(0);
    for (const s of answered) expect(s).toMatch(/service/);
  });

  it('hears « trop salé » as the seasoning, never as dirt (fr-CA)', async () => {
    for (const text of await drafts(
      'Le gratin était trop salé pis la tarte était pas cuite. Le service était correct.',
      2,
    ))
      expect(text).not.toMatch(/propreté|proprete/i);
  });

  it('names portions beside the prices only when the guest spoke of them', async () => {
    for (const text of await drafts(
      'The gratin was good but honestly way too expensive for what it is.',
      3,
    ))
      expect(text).not.toMatch(/portions/i);
  });
});
