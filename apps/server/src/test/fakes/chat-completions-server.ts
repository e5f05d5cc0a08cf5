import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseAllowedHosts } from '../../lib/outbound/address.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';
import { createOpenAiCompatibleReplyEngine } from '../../ai/openai-compatible/reply-engine.ts';
import type { ReplyEngine } from '../../ai/engine.ts';

export type ChatMessage = { role: string; content: string };

export type ChatCompletionsServer = {
  /** The base URL an OpenAI-compatible engine is given (".../v1"). */
  url: string;
  /** The messages of every call, in order. */
  calls: ChatMessage[][];
  /** The replies to give, one per call; the last one repeats. */
  answer: (...replies: string[]) => void;
  /** An OpenAI-compatible reply engine on this server, trusted as an operator would list it. */
  engine: () => ReplyEngine;
  close: () => Promise<void>;
};

/** A local language model speaking chat completions, answering what the test queued. */
export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  let replies: string[] = ['Thank you for your review.'];
  const calls: ChatMessage[][] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { messages?: ChatMessage[] };
      calls.push(body.messages ?? []);
      const content = replies.length > 1 ? replies.shift()! : replies[0]!;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    url,
    calls,
    answer: (...next) => {
      replies = next;
      calls.length = 0;
    },
    engine: () =>
      createOpenAiCompatibleReplyEngine({
        baseUrl: url,
        model: 'fake-model',
        retries: 0,
        fetch: createOperatorFetch(parseAllowedHosts('127.0.0.1')),
      }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
