// A slow network in front of the local host: every HTML document is sent in two parts, the first ending where the
// test says (`cutAt`, a byte offset into the document) and the second a pause later, the way a phone on a weak
// connection receives a page. The browser has parsed the first part long before the rest arrives, so whatever it
// paints then is a partial page. Everything else passes through unchanged.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SplitDocumentProxy {
  readonly url: string;
  readonly close: () => Promise<void>;
}

export const startSplitDocumentProxy = async (
  target: string,
  pauseMs: number,
  cutAt: (html: string) => number,
): Promise<SplitDocumentProxy> => {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', target), { method: request.method, redirect: 'manual' });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name),
        ),
      );
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      if (!(upstream.headers.get('content-type') ?? '').startsWith('text/html')) {
        response.end(body);
        return;
      }
      const cut = Buffer.byteLength(body.toString('utf8').slice(0, cutAt(body.toString('utf8'))));
      response.write(body.subarray(0, cut));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      response.end(body.subarray(cut));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
