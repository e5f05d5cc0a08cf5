import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestWith } from '../../test/draft-requests.ts';
import {
  startChatCompletionsServer,
  type ChatCompletionsServer,
} from '../../test/fakes/chat-completions-server.ts';
import { ReplyEngineError } from '../engine.ts';
import type { ModelUsage } from '../usage.ts';

/**
 * The reply engine over a streamed answer (OpenAI's chat-completion chunks, then the usage chunk
 * `stream_options.include_usage` asks for): assembled, clocked, and its tokens reported.
 */
let model: ChatCompletionsServer;
beforeAll(async () => {
  model = await startChatCompletionsServer();
});
afterAll(() => model.close());

const review = requestWith({ text: 'Lovely evening, the duck confit was perfect.', rating: 5 });
const reply =
  'Thank you so much for the lovely review, we are thrilled the duck confit delighted you!';

function collecting() {
  const seen: ModelUsage[] = [];
  return { seen, request: { ...review, onUsage: (u: ModelUsage) => void seen.push(u) } };
}

describe('a streamed reply', () => {
  it('asks for a stream with its usage, assembles the chunks and reports the endpoint’s count', async () => {
    model.answer(reply);
    const { seen, request } = collecting();
    const engine = model.engine({ prices: { inputPerMTok: 2.5, outputPerMTok: 10 } });
    expect(await engine.draftReply(request)).toBe(reply);
    expect(model.streamed).toEqual([true]);
    // 420 prompt tokens at 2.50 and 42 completion tokens at 10.00 per million: 1,470 micro-units.
    expect(seen).toEqual([
      {
        model: 'fake-model',
        promptTokens: 420,
        completionTokens: 42,
        costMicros: 1470,
        estimated: false,
      },
    ]);
  });

  it('estimates the tokens, about four characters each, when the endpoint counts none', async () => {
    model.answer(reply);
    model.usage(null);
    const { seen, request } = collecting();
    await model.engine().draftReply(request);
    const prompt = JSON.stringify(model.calls[0]) + '[]';
    expect(seen).toEqual([
      {
        model: 'fake-model',
        promptTokens: Math.ceil(prompt.length / 4),
        completionTokens: Math.ceil(reply.length / 4),
        costMicros: 0,
        estimated: true,
      },
    ]);
  });

  it('still reads an endpoint that answers plain JSON to a streamed request', async () => {
    model.answer(reply);
    model.mode('json');
    const { seen, request } = collecting();
    expect(await model.engine().draftReply(request)).toBe(reply);
    expect(seen[0]).toMatchObject({ promptTokens: 420, completionTokens: 42, estimated: false });
  });

  it('gives up on a stream that stalls, within the idle timeout, and counts what it wrote', async () => {
    model.answer(reply);
    model.mode('stall');
    const { seen, request } = collecting();
    const engine = model.engine({ idleTimeoutMs: 150, firstTokenTimeoutMs: 150 });
    const started = performance.now();
    const error = await engine.draftReply(request).catch((e: unknown) => e);
    const waited = performance.now() - started;
    expect(error).toBeInstanceOf(ReplyEngineError);
    expect((error as Error).message).toBe('AI provider went quiet (idle timeout, 150 ms)');
    // The idle clock, not the 20-second overall one, ended it.
    expect(waited).toBeLessThan(2_000);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ estimated: true });
    expect(seen[0]!.completionTokens).toBeGreaterThan(0);
    expect(seen[0]!.completionTokens).toBeLessThan(Math.ceil(reply.length / 4));
  });

  it('never fails a draft because recording its usage failed', async () => {
    model.answer(reply);
    const request = {
      ...review,
      onUsage: () => {
        throw new Error('database down');
      },
    };
    expect(await model.engine().draftReply(request)).toBe(reply);
  });
});
