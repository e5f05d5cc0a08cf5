import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseAllowedHosts } from '../../lib/outbound/address.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';
import {
  createOpenAiCompatibleReplyEngine,
  type OpenAiCompatibleOptions,
} from '../../ai/openai-compatible/reply-engine.ts';
import type { ReplyEngine } from '../../ai/engine.ts';

export type ChatMessage = { role: string; content: string };
type Body = {
  messages?: ChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
};

/** The provider's count of a call, as OpenAI's `usage` object carries it. */
export type FakeUsage = { prompt_tokens: number; completion_tokens: number };

/**
 * How the fake answers: `stream` (Server-Sent Events when asked, OpenAI's chunk shape), `json`
 * (one plain completion whatever was asked: an endpoint that does not stream), `stall` (the first
 * chunks of the reply, then nothing, the connection held open).
 */
export type FakeMode = 'stream' | 'json' | 'stall';

export type ChatCompletionsServer = {
  /** The base URL an OpenAI-compatible engine is given (".../v1"). */
  url: string;
  /** The messages of every call, in order. */
  calls: ChatMessage[][];
  /** Whether each call asked for a stream with its usage. */
  streamed: boolean[];
  /** The replies to give, one per call; the last one repeats. Resets mode, usage and calls. */
  answer: (...replies: string[]) => void;
  /** How the next calls answer, one mode per call (the last one repeats). */
  mode: (...modes: FakeMode[]) => void;
  /** The usage the endpoint reports (null: none, so the engine estimates). */
  usage: (usage: FakeUsage | null) => void;
  /** An OpenAI-compatible reply engine on this server, trusted as an operator would list it. */
  engine: (opts?: Partial<OpenAiCompatibleOptions>) => ReplyEngine;
  close: () => Promise<void>;
};

/** The reply cut in a few chunks, as a model streams it. */
function chunksOf(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [text];
}

const event = (res: ServerResponse, data: unknown) =>
  res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);

const delta = (content: string) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  model: 'fake-model',
  choices: [{ index: 0, delta: { content }, finish_reason: null }],
});

const DEFAULT_USAGE: FakeUsage = { prompt_tokens: 420, completion_tokens: 42 };

/** A local language model speaking chat completions, answering what the test queued. */
export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  let replies: string[] = ['Thank you for your review.'];
  let modes: FakeMode[] = ['stream'];
  let usage: FakeUsage | null = DEFAULT_USAGE;
  const calls: ChatMessage[][] = [];
  const streamed: boolean[] = [];
  const next = <T>(queue: T[]): T => (queue.length > 1 ? queue.shift()! : queue[0]!);

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Body;
      calls.push(body.messages ?? []);
      streamed.push(Boolean(body.stream && body.stream_options?.include_usage));
      const content = next(replies);
      const mode = next(modes);
      if (mode === 'json' || !body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ index: 0, message: { role: 'assistant', content } }],
            ...(usage ? { usage: { ...usage, total_tokens: 0 } } : {}),
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      event(res, { ...delta(''), choices: [{ index: 0, delta: { role: 'assistant' } }] });
      const pieces = chunksOf(content);
      if (mode === 'stall') {
        // Half the reply, then silence: the engine's idle clock must give up on it.
        for (const piece of pieces.slice(0, Math.max(1, pieces.length >> 1)))
          event(res, delta(piece));
        return;
      }
      for (const piece of pieces) event(res, delta(piece));
      event(res, { ...delta(''), choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
      if (usage && body.stream_options?.include_usage)
        event(res, { ...delta(''), choices: [], usage: { ...usage, total_tokens: 0 } });
      event(res, '[DONE]');
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    url,
    calls,
    streamed,
    answer: (...next) => {
      replies = next;
      modes = ['stream'];
      usage = DEFAULT_USAGE;
      calls.length = 0;
      streamed.length = 0;
    },
    mode: (...next) => {
      modes = next;
    },
    usage: (next) => {
      usage = next;
    },
    engine: (opts = {}) =>
      createOpenAiCompatibleReplyEngine({
        baseUrl: url,
        model: 'fake-model',
        retries: 0,
        fetch: createOperatorFetch(parseAllowedHosts('127.0.0.1')),
        ...opts,
      }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
