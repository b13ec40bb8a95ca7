/// <reference types="node" />
// Node types for this helper only: the tests start a real HTTP server on loopback.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiClient } from '../src/lib/api-client';

/** One request as the server received it. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: ReceivedRequest, response: ServerResponse) => void;

/** A real HTTP server on loopback; tests point the API client at `url` and read `requests`. */
export async function startTestServer(handler: Handler) {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      handler(received, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Sends a JSON answer. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A test server standing in for the API: the app's API client points at it until `close()`. */
export async function startApiServer(handler: Handler) {
  const server = await startTestServer(handler);
  configureApiClient({ baseUrl: `${server.url}/api` });
  const close = async () => {
    configureApiClient({ baseUrl: '/api' });
    await server.close();
  };
  return { ...server, close };
}
