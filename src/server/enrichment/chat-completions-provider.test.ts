import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ChatCompletionsServer,
  startChatCompletionsServer,
} from '../../../tests/support/chat-completions-server.ts';
import { createChatCompletionsProvider } from './chat-completions-provider.ts';
import type { ChatRequest } from './text-provider.ts';

// The client against a local server speaking the protocol: what it sends, and how each way a
// server can fail reaches the job (a typed error, never the API key).

const REQUEST: ChatRequest = {
  messages: [
    { role: 'system', content: 'Escribe en español.' },
    { role: 'user', content: 'Datos del producto: …' },
  ],
  json: true,
  maxTokens: 900,
  temperature: 0.2,
};
const KEY = 'sk-test-0123456789abcdef';

describe('the chat-completions provider', () => {
  let server: ChatCompletionsServer;
  beforeEach(async () => {
    server = await startChatCompletionsServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it('posts the model and messages to {base}/chat/completions with the key as a bearer token, and returns the message', async () => {
    server.reply = () => ({ content: '{"short_description":"Hola","description":"<p>Hola</p>"}' });
    const provider = createChatCompletionsProvider({
      baseUrl: `${server.baseUrl}/`,
      model: 'llama3.1:8b',
      apiKey: KEY,
    });
    expect(await provider.complete(REQUEST)).toBe('{"short_description":"Hola","description":"<p>Hola</p>"}');
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.body).toMatchObject({
      model: 'llama3.1:8b',
      messages: REQUEST.messages,
      temperature: 0.2,
      max_tokens: 900,
      response_format: { type: 'json_object' },
    });
  });

  it('sends no Authorization header without a key (local servers need none)', async () => {
    const provider = createChatCompletionsProvider({ baseUrl: server.baseUrl, model: 'm', apiKey: null });
    await provider.complete(REQUEST);
    expect(server.requests[0]!.authorization).toBeUndefined();
  });

  it('reports an error status with the server’s explanation, never the key it echoes', async () => {
    server.reply = () => ({
      status: 401,
      body: JSON.stringify({ error: { message: `Incorrect API key provided: ${KEY}` } }),
    });
    const provider = createChatCompletionsProvider({ baseUrl: server.baseUrl, model: 'm', apiKey: KEY });
    const error = await provider.complete(REQUEST).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'TextProviderError', kind: 'http', status: 401 });
    expect((error as Error).message).toMatch(/^127\.0\.0\.1:\d+ answered 401: Incorrect API key provided/);
    expect((error as Error).message).not.toContain(KEY);
  });

  it.each([
    [
      'a body that is not JSON',
      { status: 200, body: '<html>proxy error</html>', contentType: 'text/html' },
      /not JSON/,
    ],
    [
      'a completion without a message',
      { status: 200, body: JSON.stringify({ choices: [] }) },
      /without a message/,
    ],
  ])('calls %s malformed', async (_name, reply, message) => {
    server.reply = () => reply;
    const provider = createChatCompletionsProvider({ baseUrl: server.baseUrl, model: 'm', apiKey: null });
    await expect(provider.complete(REQUEST)).rejects.toMatchObject({
      kind: 'malformed',
      message: expect.stringMatching(message),
    });
  });

  it('gives up on a server that does not answer in time', async () => {
    server.reply = () => ({ delayMs: 2_000, after: { content: 'too late' } });
    const provider = createChatCompletionsProvider({
      baseUrl: server.baseUrl,
      model: 'm',
      apiKey: null,
      timeoutMs: 150,
    });
    const started = Date.now();
    await expect(provider.complete(REQUEST)).rejects.toMatchObject({
      kind: 'timeout',
      message: expect.stringMatching(/did not answer within 0\.15 s/),
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('tells a stopping process from a timeout, and a server that is not there from one that fails', async () => {
    server.reply = () => ({ delayMs: 2_000, after: { content: 'too late' } });
    const provider = createChatCompletionsProvider({ baseUrl: server.baseUrl, model: 'm', apiKey: null });
    const abort = new AbortController();
    setTimeout(() => abort.abort(), 50);
    await expect(provider.complete(REQUEST, { signal: abort.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });

    const baseUrl = server.baseUrl;
    await server.close();
    const gone = createChatCompletionsProvider({ baseUrl, model: 'm', apiKey: KEY });
    const error = await gone.complete(REQUEST).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      kind: 'network',
      message: expect.stringMatching(/no connection to 127\.0\.0\.1:\d+: ECONNREFUSED/),
    });
  });
});
