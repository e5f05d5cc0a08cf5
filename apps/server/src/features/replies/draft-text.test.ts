import { DRAFT_CHECKS } from '@tableside/domain/draft-checks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinReplyEngine } from '../../ai/builtin/reply-engine.ts';
import { requestWith, signalsWith } from '../../test/draft-requests.ts';
import {
  startChatCompletionsServer,
  type ChatCompletionsServer,
} from '../../test/fakes/chat-completions-server.ts';
import { verifiedDraft } from './draft-text.ts';

let model: ChatCompletionsServer;
beforeAll(async () => {
  model = await startChatCompletionsServer();
});
afterAll(() => model.close());

const french = requestWith({
  text: 'Le canard était parfait et le service très attentionné, merci à toute l’équipe.',
  rating: 5,
  analysis: { language: 'fr', sentiment: { label: 'positive', score: 1 } },
});
const goodFrench =
  'Merci beaucoup pour ce très beau message! Toute l’équipe est ravie que la soirée vous ait plu, au plaisir de vous revoir bientôt.';
const english = 'Thank you so much for the lovely review, we are thrilled you had a great evening!';

describe('a language model’s draft, verified', () => {
  it('keeps a draft that passes, asking the model once', async () => {
    model.answer(goodFrench);
    const draft = await verifiedDraft(model.engine(), french);
    expect(draft).toMatchObject({ text: goodFrench, engine: 'openai-compatible:fake-model' });
    expect(draft?.checks.every((c) => c.passed)).toBe(true);
    expect(model.calls).toHaveLength(1);
  });

  it('asks again once, naming the failure, and keeps the second draft when it passes', async () => {
    model.answer(english, goodFrench);
    const draft = await verifiedDraft(model.engine(), french);
    expect(draft?.text).toBe(goodFrench);
    expect(model.calls).toHaveLength(2);
    const retry = model.calls[1]!.map((m) => m.content).join('\n');
    expect(retry).toContain('language: written in en, not fr');
    expect(retry).toContain(english);
  });

  it('falls back to the built-in engine when the second draft fails too', async () => {
    const oneStar = requestWith({
      text: 'Cold soup, and we waited forty minutes for the main course.',
      rating: 1,
    });
    const upsell =
      'We are sorry about the wait. Come back and try our new tasting menu, you will love it!';
    model.answer(upsell);
    const draft = await verifiedDraft(model.engine(), oneStar);
    expect(model.calls).toHaveLength(2);
    expect(draft?.engine).toBe('builtin');
    expect(draft?.text).not.toBe(upsell);
    expect(draft?.checks.find((c) => c.check === 'no-promotion')?.passed).toBe(true);
  });

  it('asks again when a draft meets a question with a bare "get in touch", then falls back', async () => {
    const asked = requestWith({
      text: 'Slow service tonight. Do you have vegan options for my sister?',
      rating: 2,
      facts: { vegan: 'Three vegan mains, marked with a leaf on the menu.' },
      analysis: {
        signals: signalsWith({
          questions: [{ topic: 'vegan', span: 'Do you have vegan options' }],
        }),
      },
    });
    const dodges =
      'We are sorry the service was slow tonight. Please get in touch or ask for the manager next time.';
    model.answer(dodges);
    const draft = await verifiedDraft(model.engine(), asked);
    expect(model.calls).toHaveLength(2);
    expect(model.calls[1]!.map((m) => m.content).join('\n')).toContain('vegan');
    expect(draft?.engine).toBe('builtin');
    expect(draft?.text).toMatch(/three vegan mains, marked with a leaf on the menu/i);
    expect(draft?.checks.find((c) => c.check === 'questions-answered')?.passed).toBe(true);
  });

  it('keeps the built-in engine’s own draft with its checks: there is nothing to fall back to', async () => {
    const request = requestWith({
      text: 'Is there parking nearby? The soup was lovely.',
      rating: 5,
      analysis: { signals: signalsWith({ questions: [{ topic: 'parking', span: 'parking?' }] }) },
    });
    model.answer(english);
    const draft = await verifiedDraft(createBuiltinReplyEngine(), request);
    expect(draft?.engine).toBe('builtin');
    expect(draft?.checks.map((c) => c.check)).toEqual([...DRAFT_CHECKS]);
    expect(model.calls).toHaveLength(0);
  });

  it('assembles a streamed draft and checks it like any other', async () => {
    model.answer(goodFrench);
    const draft = await verifiedDraft(model.engine(), french);
    expect(model.streamed).toEqual([true]);
    expect(draft).toMatchObject({ text: goodFrench, engine: 'openai-compatible:fake-model' });
    expect(draft?.checks.every((c) => c.passed)).toBe(true);
  });

  it('hands a retry that stalls to the built-in engine, within the idle timeout', async () => {
    model.answer(english, goodFrench);
    model.mode('stream', 'stall');
    const engine = model.engine({ idleTimeoutMs: 150, firstTokenTimeoutMs: 150 });
    const started = performance.now();
    const draft = await verifiedDraft(engine, french);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(model.calls).toHaveLength(2);
    expect(draft?.engine).toBe('builtin');
    expect(draft?.checks.find((c) => c.check === 'language')?.passed).toBe(true);
  });

  it('gives a first call that stalls to the built-in engine within the idle timeout', async () => {
    model.answer(goodFrench);
    model.mode('stall');
    const engine = model.engine({ idleTimeoutMs: 150, firstTokenTimeoutMs: 150 });
    const started = performance.now();
    const draft = await verifiedDraft(engine, french);
    expect(draft?.engine).toBe('builtin');
    expect(draft?.text).toMatch(/merci/i);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
