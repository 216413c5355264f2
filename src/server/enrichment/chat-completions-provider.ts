import type { AiConfig } from '../config.ts';
import { type ChatRequest, type TextProvider, TextProviderError } from './text-provider.ts';

// A client of the OpenAI chat-completions protocol, which hosted services and local servers
// (llama.cpp's llama-server, Ollama, vLLM) all speak: POST {AI_BASE_URL}/chat/completions with the
// model and the messages, the answer in choices[0].message.content. One request at a time, each
// with a deadline; every way it can go wrong becomes a TextProviderError that says which. The API
// key goes in the Authorization header and nowhere else: not in errors, not in logs.

export const DEFAULT_TIMEOUT_MS = 60_000;
// An answer is a few hundred words; anything far bigger is not one.
const MAX_ANSWER_BYTES = 1_000_000;
const MAX_ERROR_DETAIL = 200;

export type ChatCompletionsOptions = Pick<AiConfig, 'baseUrl' | 'model' | 'apiKey'> & {
  timeoutMs?: number;
  fetch?: typeof fetch;
};

// The configured model, or null: texts then come from the rules alone.
export function createTextProvider(
  ai: AiConfig | null,
  options: { timeoutMs?: number } = {},
): TextProvider | null {
  return ai ? createChatCompletionsProvider({ ...ai, ...options }) : null;
}

export function createChatCompletionsProvider(options: ChatCompletionsOptions): TextProvider {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  // Errors name the server by host only: a base URL may carry credentials or a key in its query.
  const server = new URL(endpoint).host;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const withoutKey = (text: string) => (options.apiKey ? text.split(options.apiKey).join('[key]') : text);

  return {
    model: options.model,
    async complete(request: ChatRequest, { signal } = {}): Promise<string> {
      const deadline = AbortSignal.timeout(timeoutMs);
      const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
      const failure = (error: unknown): TextProviderError => {
        if (error instanceof TextProviderError) return error;
        if (signal?.aborted) return new TextProviderError('aborted', 'stopped before the model answered');
        if (deadline.aborted)
          return new TextProviderError('timeout', `${server} did not answer within ${timeoutMs / 1000} s`);
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        return new TextProviderError(
          'network',
          withoutKey(
            `no connection to ${server}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
          ),
        );
      };
      try {
        const response = await doFetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            messages: request.messages,
            temperature: request.temperature,
            max_tokens: request.maxTokens,
            stream: false,
            ...(request.json ? { response_format: { type: 'json_object' } } : {}),
          }),
          signal: combined,
        });
        const text = await response.text();
        if (!response.ok) {
          throw new TextProviderError(
            'http',
            withoutKey(`${server} answered ${response.status}${errorDetail(text)}`),
            response.status,
          );
        }
        if (text.length > MAX_ANSWER_BYTES)
          throw new TextProviderError('malformed', `${server} sent ${text.length} bytes, not an answer`);
        return contentOf(text, server);
      } catch (error) {
        throw failure(error);
      }
    },
  };
}

// OpenAI-style servers explain an error in {"error": {"message": ...}}; others send text.
function errorDetail(body: string): string {
  let detail = body;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message =
      typeof parsed.error === 'string'
        ? parsed.error
        : (parsed.error?.message ?? (typeof parsed.message === 'string' ? parsed.message : null));
    if (typeof message === 'string') detail = message;
  } catch {
    // Not JSON: the text itself.
  }
  detail = detail.replace(/\s+/g, ' ').trim().slice(0, MAX_ERROR_DETAIL);
  return detail === '' ? '' : `: ${detail}`;
}

function contentOf(body: string, server: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new TextProviderError('malformed', `${server} answered with something that is not JSON`);
  }
  const content = (parsed as { choices?: Array<{ message?: { content?: unknown } }> }).choices?.[0]?.message
    ?.content;
  if (typeof content !== 'string' || content.trim() === '')
    throw new TextProviderError(
      'malformed',
      `${server} answered without a message (choices[0].message.content)`,
    );
  return content;
}
