// Something that writes text from a prompt: an OpenAI-compatible chat-completions server
// (chat-completions-provider.ts), or a test's stand-in. The enrichment job depends on this alone.

export type ChatMessage = { role: 'system' | 'user'; content: string };

export type ChatRequest = {
  messages: ChatMessage[];
  // Ask for a JSON object as the answer (servers that know response_format enforce it).
  json: boolean;
  maxTokens: number;
  temperature: number;
};

export interface TextProvider {
  // The model's name, stored with what it wrote.
  readonly model: string;
  // The answer's text; a TextProviderError when there is none.
  complete(request: ChatRequest, options?: { signal?: AbortSignal }): Promise<string>;
}

// timeout: no answer in time; network: no connection; http: an error status; malformed: an
// answer that is not what was asked for; aborted: the process is stopping.
export type TextProviderErrorKind = 'timeout' | 'network' | 'http' | 'malformed' | 'aborted';

export class TextProviderError extends Error {
  override name = 'TextProviderError';

  constructor(
    readonly kind: TextProviderErrorKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
