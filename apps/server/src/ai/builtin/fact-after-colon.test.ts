import { describe, expect, it } from 'vitest';
import { requestWith, signalsWith } from '../../test/draft-requests.ts';
import { createBuiltinReplyEngine } from './reply-engine.ts';

const engine = createBuiltinReplyEngine();
const asked = (topic: 'accessibility' | 'parking', span: string, fact: string) =>
  engine.draftReply(
    requestWith({
      text: `Lovely dinner. ${span}`,
      rating: 5,
      analysis: { signals: signalsWith({ questions: [{ topic, span }] }) },
      facts: { [topic]: fact },
    }),
  );

describe('a fact said after its topic and a colon', () => {
  it('keeps the capitals of a fact that tells each place in a sentence of its own', async () => {
    const draft = await asked(
      'accessibility',
      'Is there step-free access?',
      'Gastown is step-free; Halifax has two steps at the door.',
    );
    expect(draft).toContain('Gastown is step-free');
    expect(draft).not.toContain('gastown');
  });

  it('still lower-cases a fact that is one plain sentence', async () => {
    const draft = await asked(
      'parking',
      'Where can we park?',
      'Street parking is free after 6 pm.',
    );
    expect(draft).toMatch(/street parking is free after 6 pm/);
  });
});
