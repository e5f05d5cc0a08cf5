import type OpenAI from 'openai';
import type { CompletionUsage } from 'openai/resources/completions';
import { Stream } from 'openai/streaming';

/** How long a call may wait, in milliseconds (config.ts: AI_*_TIMEOUT_MS). */
export type StreamTimeouts = {
  /** From the endpoint's answer to the first words (or tool call) of the model. */
  firstTokenMs: number;
  /** Between two chunks once the model has started. */
  idleMs: number;
  /** From the endpoint's answer to the last chunk; reaching the answer is the client's timeout. */
  totalMs: number;
};

export type Params = Omit<
  OpenAI.ChatCompletionCreateParamsNonStreaming,
  'stream' | 'stream_options'
>;

/** A completion assembled from its chunks, or read whole from an endpoint that does not stream. */
export type Completed = {
  content: string;
  toolCalls: OpenAI.ChatCompletionMessageFunctionToolCall[];
  /** The endpoint's own count: the final chunk's with `include_usage`; absent when it gave none. */
  usage: CompletionUsage | undefined;
};

/** The model went quiet; `partial` is what it had written, so its tokens can still be counted. */
export class StreamTimeout extends Error {
  constructor(
    readonly phase: 'first-token' | 'idle' | 'total',
    readonly ms: number,
    readonly partial: Completed | null,
  ) {
    super(`AI provider went quiet (${phase} timeout, ${ms} ms)`);
  }
}

type ToolCallDelta = OpenAI.ChatCompletionChunk.Choice.Delta.ToolCall;

function mergeToolCall(calls: Completed['toolCalls'], delta: ToolCallDelta) {
  const call = (calls[delta.index] ??= {
    id: '',
    type: 'function',
    function: { name: '', arguments: '' },
  });
  if (delta.id) call.id = delta.id;
  if (delta.function?.name) call.function.name += delta.function.name;
  if (delta.function?.arguments) call.function.arguments += delta.function.arguments;
}

function fromCompletion(completion: OpenAI.ChatCompletion): Completed {
  const message = completion.choices?.[0]?.message;
  return {
    content: typeof message?.content === 'string' ? message.content : '',
    toolCalls: (message?.tool_calls ?? []).filter(
      (c): c is OpenAI.ChatCompletionMessageFunctionToolCall => c.type === 'function',
    ),
    usage: completion.usage,
  };
}

/**
 * One chat completion, asked as a stream with its usage (`stream_options.include_usage`) and
 * assembled here, under three clocks: the first words, the pause between chunks, the whole. An
 * endpoint that answers plain JSON instead (some proxies ignore `stream`) is read as it is. A
 * clock that runs out aborts the request and throws `StreamTimeout`; the client's own errors
 * (HTTP status, connection, its timeout to reach an answer) are thrown as they are.
 */
export async function completeStreaming(
  client: OpenAI,
  params: Params,
  timeouts: StreamTimeouts,
): Promise<Completed> {
  const controller = new AbortController();
  const done: Completed = { content: '', toolCalls: [], usage: undefined };
  let started = false;
  let expired: StreamTimeout | null = null;
  const clocks: { chunk?: NodeJS.Timeout; total?: NodeJS.Timeout } = {};
  const expire = (phase: StreamTimeout['phase'], ms: number) => () => {
    expired = new StreamTimeout(phase, ms, started ? done : null);
    controller.abort(expired);
  };
  const arm = (phase: 'first-token' | 'idle', ms: number) => {
    clearTimeout(clocks.chunk);
    clocks.chunk = setTimeout(expire(phase, ms), ms);
  };
  try {
    const response = await client.chat.completions
      .create(
        { ...params, stream: true, stream_options: { include_usage: true } },
        { signal: controller.signal },
      )
      .asResponse();
    arm('first-token', timeouts.firstTokenMs);
    clocks.total = setTimeout(expire('total', timeouts.totalMs), timeouts.totalMs);
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream'))
      return fromCompletion(JSON.parse(await response.text()) as OpenAI.ChatCompletion);
    const stream = Stream.fromSSEResponse<OpenAI.ChatCompletionChunk>(response, controller);
    for await (const chunk of stream) {
      if (chunk.usage) done.usage = chunk.usage;
      for (const choice of chunk.choices ?? []) {
        const { content, tool_calls } = choice.delta ?? {};
        if (content) done.content += content;
        for (const call of tool_calls ?? []) mergeToolCall(done.toolCalls, call);
        if (content || tool_calls?.length) started = true;
      }
      if (started) arm('idle', timeouts.idleMs);
    }
    // The client's stream ends quietly when aborted: a clock that ran out is still a failure.
    if (expired) throw expired;
    return done;
  } catch (error) {
    throw expired ?? error;
  } finally {
    clearTimeout(clocks.chunk);
    clearTimeout(clocks.total);
  }
}
