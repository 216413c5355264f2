import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A small HTTP server on 127.0.0.1 that speaks the OpenAI chat-completions protocol as llama.cpp,
// Ollama, vLLM and hosted services do (POST /v1/chat/completions), answering as each test tells it:
// no model can run on the test machines, and the provider must be tested over real HTTP.

export type ChatCompletionsRequest = {
  model: string;
  messages: Array<{ role: string; content: string }>;
  temperature?: number;
  max_tokens?: number;
  response_format?: { type: string };
};

export type RecordedRequest = {
  path: string;
  authorization: string | undefined;
  body: ChatCompletionsRequest;
};

// What to answer: the message's content (sent as a proper completion), or a raw reply.
export type Reply =
  | { content: string }
  | { status: number; body: string; contentType?: string }
  | { delayMs: number; after: Reply };

export type ChatCompletionsServer = {
  // The base URL as AI_BASE_URL takes it (…/v1).
  baseUrl: string;
  requests: RecordedRequest[];
  // Each request is answered by this, given the request; set it per test.
  reply: (request: RecordedRequest) => Reply;
  close(): Promise<void>;
};

export function completionBody(content: string, model = 'test-model'): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_764_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  });
}

export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  const sockets = new Set<import('node:net').Socket>();
  const state: ChatCompletionsServer = {
    baseUrl: '',
    requests: [],
    reply: () => ({ content: '{"short_description":"ok","description":"<p>ok</p>"}' }),
    close: async () => {},
  };
  const send = async (response: http.ServerResponse, reply: Reply): Promise<void> => {
    if ('delayMs' in reply) {
      await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (response.destroyed) return;
      return send(response, reply.after);
    }
    if ('content' in reply) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(completionBody(reply.content));
      return;
    }
    response.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json' });
    response.end(reply.body);
  };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      raw += chunk;
    });
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `no route ${request.method} ${request.url}` } }));
        return;
      }
      const recorded: RecordedRequest = {
        path: request.url,
        authorization: request.headers.authorization,
        body: JSON.parse(raw) as ChatCompletionsRequest,
      };
      state.requests.push(recorded);
      void send(response, state.reply(recorded));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return state;
}
