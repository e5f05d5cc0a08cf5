import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema.ts';
import { aiTokens } from '../../metrics/registry.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * The LLM engine against a local HTTP server speaking OpenAI's chat-completions tool calling:
 * the model asks for tools, our server runs them under the user's scope and sends the results
 * back, and the reviews the final message cites become the citations.
 */
type Body = {
  model: string;
  messages: { role: string; content: string | null; tool_call_id?: string }[];
  tools: { type: string; function: { name: string; parameters: unknown } }[];
};
type Handler = (body: Body, res: ServerResponse) => void;

let server: Server;
let received: Body[] = [];
let handlers: Handler[] = [];
let t: TestApp;
let admin: string;

const reply =
  (message: Record<string, unknown>): Handler =>
  (_body, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', ...message } }] }),
    );
  };
const toolCall = (id: string, name: string, args: unknown) => ({
  content: null,
  tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
});

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Body;
      received.push(body);
      const handler = handlers.shift();
      if (handler) handler(body, res);
      else {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'no answer queued' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  t = await createTestApp({
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_MODEL: 'test-model',
    // The operator's opt-in for a local model.
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    // Short clocks, so a stalled stream is given up in a blink.
    AI_FIRST_TOKEN_TIMEOUT_MS: '300',
    AI_IDLE_TIMEOUT_MS: '300',
  });
  admin = (await t.login('admin')).token;
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  handlers = [];
});

const ask = (question: string) =>
  t.call('POST', '/v1/agent/process_query', {
    token: admin,
    body: { restaurant_id: t.fx.restaurants.maison.id, user_query: question },
  });

describe('the LLM agent engine', () => {
  it('calls the tools the model asks for, under the user’s scope, and cites what it used', async () => {
    const october = { startDate: '2026-10-01', endDate: '2026-10-31' };
    const cold = t.fx.review('Cold fries');
    handlers = [
      reply(toolCall('call_1', 'review_metrics', { location: 'all', ...october })),
      reply(toolCall('call_2', 'search_reviews', { location: 'all', ...october, ratings: [1, 2] })),
      reply({
        content: `In October you received 4 reviews; the worst was about cold fries [review:${cold.id}].`,
      }),
    ];
    const res = await ask('How did October go?');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.engine).toBe('llm');
    expect(data.answer).toBe(
      'In October you received 4 reviews; the worst was about cold fries [1].',
    );
    expect(data.citations).toEqual([
      expect.objectContaining({ reviewId: cold.id, locationId: cold.locationId, rating: 1 }),
    ]);

    expect(received).toHaveLength(3);
    expect(received[0]!.model).toBe('test-model');
    expect(received[0]!.tools.map((tool) => tool.function.name)).toContain('staff_performance');
    const system = received[0]!.messages[0]!.content ?? '';
    expect(system).toContain('Alpha');
    expect(system).not.toContain('Other One');
    // The tool results are the metrics screen's figures, of the user's restaurant only.
    const metrics = JSON.parse(received[1]!.messages.at(-1)!.content ?? '{}');
    expect(received[1]!.messages.at(-1)!.tool_call_id).toBe('call_1');
    const own = await t.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.restaurantId, t.fx.restaurants.maison.id));
    expect(metrics.totalReviews).toBe(own.length);
    const found = JSON.parse(received[2]!.messages.at(-1)!.content ?? '[]');
    expect(found.map((r: { rating: number }) => r.rating).sort()).toEqual([1, 2]);
    expect(JSON.stringify(received)).not.toContain('Other secret');
  });

  it('gives the model an error for a tool call it cannot make, and never reaches another restaurant', async () => {
    handlers = [
      reply(
        toolCall('c1', 'search_reviews', {
          location: t.fx.loc('Other One').id,
          startDate: '2026-01-01',
          endDate: '2026-12-31',
        }),
      ),
      reply(toolCall('c2', 'drop_tables', {})),
      reply({ content: 'I can only see your own restaurant.' }),
    ];
    const res = await ask('Show me the reviews of Other One');
    expect(res.json().data.answer).toBe('I can only see your own restaurant.');
    expect(JSON.parse(received[1]!.messages.at(-1)!.content ?? '{}')).toEqual({
      error: 'not_found',
    });
    expect(JSON.parse(received[2]!.messages.at(-1)!.content ?? '{}').error).toMatch(/unknown tool/);
    expect(JSON.stringify(received)).not.toContain('Other secret');
  });

  it('runs the incident and weekday tools under the user’s scope only', async () => {
    const other = {
      location: t.fx.loc('Other One').id,
      startDate: '2025-01-01',
      endDate: '2026-12-31',
    };
    handlers = [
      reply(toolCall('c1', 'incident_counts', other)),
      reply(toolCall('c2', 'weekday_ratings', other)),
      reply(toolCall('c3', 'weekday_ratings', { ...other, location: 'all' })),
      reply({ content: 'Only your own days.' }),
    ];
    const res = await ask('Which day of the week is worst at Other One, and any incidents?');
    expect(res.json().data.answer).toBe('Only your own days.');
    const result = (i: number) => JSON.parse(received[i]!.messages.at(-1)!.content ?? '{}');
    expect(result(1)).toEqual({ error: 'not_found' });
    expect(result(2)).toEqual({ error: 'not_found' });
    // Every location the user may see: this restaurant's reviews only, counted by weekday.
    const own = await t.database.db
      .select({ date: reviews.reviewDate, deletedAt: reviews.deletedAt })
      .from(reviews)
      .where(eq(reviews.restaurantId, t.fx.restaurants.maison.id));
    const inRange = own.filter(
      (r) => !r.deletedAt && r.date >= new Date('2025-01-02') && r.date < new Date('2026-12-31'),
    );
    const days = result(3) as { reviews: number }[];
    expect(days.reduce((n, d) => n + d.reviews, 0)).toBe(inRange.length);
    expect(JSON.stringify(received)).not.toContain('Other secret');
  });

  it('falls back to the built-in engine when the model fails', async () => {
    handlers = [];
    const res = await ask('How many reviews did we get in October 2026?');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.engine).toBe('builtin');
    expect(res.json().data.answer).toMatch(/received 4 reviews in October 2026/);
  });

  it('falls back to the built-in engine when the model’s stream stalls, within the idle timeout', async () => {
    handlers = [
      (_body, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const chunk = { choices: [{ index: 0, delta: { content: 'In October you' } }] };
        // Then nothing: the connection stays open until the engine gives up on it.
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      },
    ];
    const started = performance.now();
    const res = await ask('How many reviews did we get in October 2026?');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(res.json().data.engine).toBe('builtin');
    expect(res.json().data.answer).toMatch(/received 4 reviews in October 2026/);
  });

  it("counts the provider's tokens under the agent engine", async () => {
    const prompt = async () =>
      (await aiTokens.get()).values.find(
        (v) =>
          v.labels.engine === 'llm-agent' &&
          v.labels.model === 'test-model' &&
          v.labels.kind === 'prompt',
      )?.value ?? 0;
    const before = await prompt();
    handlers = [
      (_body, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ index: 0, message: { role: 'assistant', content: 'Four reviews.' } }],
            usage: { prompt_tokens: 640, completion_tokens: 5, total_tokens: 645 },
          }),
        );
      },
    ];
    expect((await ask('How many reviews?')).json().data.answer).toBe('Four reviews.');
    expect(await prompt()).toBe(before + 640);
  });
});
