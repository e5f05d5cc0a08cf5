import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseAllowedHosts } from '../../lib/outbound/address.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';
import { testConfig } from '../../test/harness.ts';
import { ReplyEngineError, type ReplyRequest } from '../engine.ts';
import { selectReplyEngine } from '../select-engine.ts';
import { createOpenAiCompatibleReplyEngine } from './reply-engine.ts';
import { aiTokens } from '../../metrics/registry.ts';
import type { ReviewAnalysisResult } from '../analysis/review-analysis.ts';

const API_KEY = 'sk-test-4f9c2e7b1a0d';

type Received = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
};
type Handler = (req: IncomingMessage, res: ServerResponse, body: unknown) => void;

let server: Server;
let baseUrl: string;
let received: Received[] = [];
let handlers: Handler[] = [];

const completion =
  (content: string): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
  };
const status =
  (code: number, headers: Record<string, string> = {}, message = 'nope'): Handler =>
  (_req, res) => {
    res.writeHead(code, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify({ error: { message } }));
  };
const hang: Handler = () => {};

beforeAll(async () => {
  // A real HTTP server speaking chat completions; each test queues the answers it wants.
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body: unknown = raw ? JSON.parse(raw) : null;
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const handler = handlers.shift() ?? status(500);
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  handlers = [];
});

const request: ReplyRequest = {
  review: {
    text: 'The poutine was great but we waited an hour.',
    rating: 3,
    authorName: 'Marie Tremblay',
    language: 'en',
    source: 'google',
  },
  restaurant: {
    name: 'Bistro Lumière',
    locationName: 'Plateau',
    tone: 'formal',
    instructions: 'Always mention our new patio.',
    signOff: 'Julie, General Manager',
  },
  menu: ['Poutine', 'Tarte Tatin'],
  staff: ['Sophie'],
  recentOpenings: ['Thank you for your review.'],
  additionalInstructions: 'Keep it under three sentences.',
  previousDraft: 'Dear Marie, thank you.',
  maxLength: 600,
};

const engine = (opts: Partial<Parameters<typeof createOpenAiCompatibleReplyEngine>[0]> = {}) =>
  createOpenAiCompatibleReplyEngine({
    baseUrl,
    apiKey: API_KEY,
    model: 'gpt-test',
    backoffMs: 10,
    // The local provider is trusted the way an operator would list it in OUTBOUND_ALLOW_HOSTS.
    fetch: createOperatorFetch(parseAllowedHosts('127.0.0.1')),
    ...opts,
  });

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure');
}

describe('openai-compatible reply engine', () => {
  it('posts a chat completion carrying the voice, the rules and the review', async () => {
    handlers.push(completion('  "Dear Marie, thank you for your visit."  '));
    const reply = await engine().draftReply(request);
    expect(reply).toBe('Dear Marie, thank you for your visit.');
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/v1/chat/completions');
    expect(call?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(call?.headers['content-type']).toBe('application/json');
    const body = call?.body as {
      model: string;
      temperature: number;
      messages: { role: string; content: string }[];
    };
    expect(body.model).toBe('gpt-test');
    expect(body.temperature).toBe(0.7);
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    const [system, user] = body.messages.map((m) => m.content);
    expect(system).toContain('formal');
    expect(system).toContain('Always mention our new patio.');
    expect(system).toContain('Bistro Lumière');
    expect(system).toContain('Plateau');
    expect(system).toContain('Julie, General Manager');
    expect(system).toContain('English');
    expect(system).toMatch(/compensation/);
    expect(system).toContain('600 characters');
    expect(system).toContain('- Thank you for your review.');
    expect(user).toContain('The poutine was great but we waited an hour.');
    expect(user).toContain('3/5');
    expect(user).toContain('Marie Tremblay');
    expect(user).toContain('google');
    expect(user).toContain('Keep it under three sentences.');
    expect(user).toContain('Dear Marie, thank you.');
  });

  it('sends no Authorization header without a key, and trims the answer to maxLength', async () => {
    handlers.push(completion('First sentence here. Second sentence is longer than the limit.'));
    const reply = await engine({ apiKey: undefined, baseUrl: `${baseUrl}/` }).draftReply({
      ...request,
      maxLength: 30,
    });
    expect(reply).toBe('First sentence here.');
    expect(received[0]?.headers.authorization).toBeUndefined();
    expect(received[0]?.path).toBe('/v1/chat/completions');
  });

  it('retries a 500 and answers with the next success', async () => {
    handlers.push(status(500), completion('Thank you!'));
    await expect(engine().draftReply(request)).resolves.toBe('Thank you!');
    expect(received).toHaveLength(2);
  });

  it('waits as long as a 429 Retry-After asks before retrying', async () => {
    handlers.push(status(429, { 'retry-after': '1' }), completion('Merci!'));
    const started = Date.now();
    await expect(engine({ backoffMs: 1 }).draftReply(request)).resolves.toBe('Merci!');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(received).toHaveLength(2);
  });

  it('gives up after the configured retries', async () => {
    handlers.push(status(503), status(502), status(500));
    const error = await failure(engine({ retries: 2 }).draftReply(request));
    expect(error).toBeInstanceOf(ReplyEngineError);
    expect(error.message).toContain('500');
    expect(received).toHaveLength(3);
  });

  it('does not retry a 401 and never repeats the key, even when the provider does', async () => {
    handlers.push(status(401, {}, `Incorrect API key provided: ${API_KEY}`));
    const error = await failure(engine().draftReply(request));
    expect(error).toBeInstanceOf(ReplyEngineError);
    expect(error.message).toContain('401');
    expect(error.message).not.toContain(API_KEY);
    expect(error.stack ?? '').not.toContain(API_KEY);
    expect(received).toHaveLength(1);
  });

  it('turns a timeout into a ReplyEngineError after retrying it', async () => {
    handlers.push(hang, hang);
    const error = await failure(engine({ timeoutMs: 100, retries: 1 }).draftReply(request));
    expect(error).toBeInstanceOf(ReplyEngineError);
    expect(error.message).toMatch(/100 ms/);
    expect(error.message).not.toContain(API_KEY);
    expect(received).toHaveLength(2);
  });

  it('turns an unreachable server and an empty answer into ReplyEngineErrors', async () => {
    const unreachable = await failure(
      engine({ baseUrl: 'http://127.0.0.1:9/v1', retries: 1 }).draftReply(request),
    );
    expect(unreachable).toBeInstanceOf(ReplyEngineError);
    expect(unreachable.message).not.toContain(API_KEY);
    handlers.push(completion('   '));
    const empty = await failure(engine().draftReply(request));
    expect(empty).toBeInstanceOf(ReplyEngineError);
    expect(received).toHaveLength(1);
  });
});

describe('what the reply is grounded on', () => {
  const analysis: ReviewAnalysisResult = {
    language: 'en',
    skipped: null,
    sentiment: { label: 'positive', score: 0.6 },
    categories: [],
    aspects: [],
    keywords: [],
    menuItems: [{ item: 'Duck Confit', polarity: 'positive', snippet: 'the duck confit' }],
    staff: [{ name: 'Gaspard', polarity: 'negative', snippet: 'Gaspard forgot us' }],
    signals: {
      questions: [{ topic: 'parking', span: 'is there somewhere to park nearby?' }],
      incidents: [],
      spam: null,
      sarcasm: false,
    },
  };

  it("carries a question's topic with the matching fact, the names read, and the no-invention rule", async () => {
    handlers.push(completion('Thank you, Marie.'));
    await engine().draftReply({
      ...request,
      analysis,
      facts: { parking: 'Free lot behind the building after 6 pm.', dogs: 'Dogs on the patio.' },
    });
    const [system, user] = (received[0]?.body as { messages: { content: string }[] }).messages.map(
      (m) => m.content,
    );
    expect(system).toMatch(/State no fact beyond what the review says and the restaurant's facts/);
    expect(system).toContain('- parking: Free lot behind the building after 6 pm.');
    expect(user).toContain(
      'Question (parking): "is there somewhere to park nearby?". Answer it from the fact: Free lot behind the building after 6 pm.',
    );
    expect(user).toContain('Duck Confit (praised)');
    expect(user).toContain('Gaspard (criticised)');
  });
});

describe('the restaurant’s own phrasing', () => {
  it('offers its templates in the reply’s language as examples, and nothing without them', async () => {
    handlers.push(completion('Thank you, Marie.'), completion('Thank you, Marie.'));
    await engine().draftReply({
      ...request,
      templates: [
        { language: 'en', text: 'Marie, thank you for sharing this. We hope to see you soon!' },
        { language: 'fr', text: 'Merci Marie, à bientôt !' },
      ],
    });
    await engine().draftReply(request);
    const [withTemplates, without] = received.map(
      (call) => (call.body as { messages: { content: string }[] }).messages[0]?.content ?? '',
    );
    expect(withTemplates).toContain('Examples of the restaurant’s own phrasing');
    expect(withTemplates).toContain(
      '"""\nMarie, thank you for sharing this. We hope to see you soon!\n"""',
    );
    // The reply is in English: the French template is not offered.
    expect(withTemplates).not.toContain('Merci Marie');
    expect(without).not.toContain('own phrasing');
  });
});

describe('retries and usage', () => {
  it('fails at once on a Retry-After longer than a hiccup (a quota)', async () => {
    handlers.push(status(429, { 'retry-after': '120' }), completion('Too late'));
    const error = await failure(engine().draftReply(request));
    expect(error).toBeInstanceOf(ReplyEngineError);
    expect(error.message).toContain('429');
    expect(received).toHaveLength(1);
  });

  it("counts the provider's tokens per engine and model", async () => {
    const count = async (kind: string) =>
      (await aiTokens.get()).values.find(
        (v) =>
          v.labels.engine === 'openai-compatible' &&
          v.labels.model === 'gpt-usage' &&
          v.labels.kind === kind,
      )?.value ?? 0;
    const before = { prompt: await count('prompt'), completion: await count('completion') };
    handlers.push((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ index: 0, message: { role: 'assistant', content: 'Thanks!' } }],
          usage: { prompt_tokens: 321, completion_tokens: 12, total_tokens: 333 },
        }),
      );
    });
    await engine({ model: 'gpt-usage' }).draftReply(request);
    expect(await count('prompt')).toBe(before.prompt + 321);
    expect(await count('completion')).toBe(before.completion + 12);
  });
});

describe('the operator-configured endpoint', () => {
  it('is not called on a private address unless OUTBOUND_ALLOW_HOSTS lists it', async () => {
    const refused = selectReplyEngine(testConfig({ AI_BASE_URL: baseUrl }));
    handlers.push(completion('Thank you, Marie.'));
    expect(await failure(refused.draftReply(request))).toBeInstanceOf(ReplyEngineError);
    expect(received).toEqual([]);
    const trusted = selectReplyEngine(
      testConfig({ AI_BASE_URL: baseUrl, OUTBOUND_ALLOW_HOSTS: '127.0.0.1' }),
    );
    expect(await trusted.draftReply(request)).toBe('Thank you, Marie.');
    expect(received).toHaveLength(1);
  });
});
