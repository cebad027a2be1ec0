// The booking provider's stand-in as a real HTTPS origin, for tools that drive Chromium without Playwright's request
// routing (Lighthouse, scripts/bench/lighthouse.ts). Chromium resolves the provider's host to this server
// (--host-resolver-rules) and accepts its certificate, made for the run by openssl (--ignore-certificate-errors). It
// answers as the reachable provider does: the booking page, speaking the embed protocol, to the frame and the probe.
// Without it, a closed machine measures the demo page with the provider unreachable, which no visitor online meets.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOKING_PAGE, BOOKING_URL } from './bookingStandIn';

export interface HttpsStandIn {
  /** Flags for Chromium's command line that send the provider's host here. */
  readonly chromiumFlags: readonly string[];
  readonly close: () => Promise<void>;
}

export const startBookingStandInHttps = async (): Promise<HttpsStandIn> => {
  const host = new URL(BOOKING_URL).hostname;
  const dir = mkdtempSync(join(tmpdir(), 'threo-booking-tls-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${host}`, '-keyout', keyFile, '-out', certFile], {
    stdio: 'ignore',
  });
  const server = createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(request.method === 'HEAD' ? undefined : BOOKING_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    chromiumFlags: [`--host-resolver-rules=MAP ${host} 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        rmSync(dir, { recursive: true, force: true });
      }),
  };
};
