// Who may reach the content editor's local backend (docs/editors.md, "Who may reach the editor's backend"). It
// writes the site's sources, so by default it answers only the machine itself: a request whose socket comes from a
// loopback address, naming a host name the server really has (so a rebinding DNS name pointing at 127.0.0.1 is
// refused), and, when a browser names the calling page, from that same origin. EDITOR_REMOTE_SECRET opens it to the
// network, and then a request from another machine must carry that secret.
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/** The shortest secret that opens the backend to the network (32 characters: `openssl rand -hex 16` gives one). */
export const MIN_EDITOR_SECRET_LENGTH = 32;

/** The query parameter the editor page passes the secret in (public/admin/cms.js), or `Authorization: Bearer`. */
export const EDITOR_SECRET_PARAMETER = 'editor-key';

export interface EditorAccessPolicy {
  /** Host names (lower case, IPv6 without brackets) a request may name in Host and Origin. */
  readonly hostNames: ReadonlySet<string>;
  /** Set when EDITOR_REMOTE_SECRET opened the backend to other machines. */
  readonly remoteSecret?: string;
}

export interface EditorRequestFacts {
  /** The socket's peer address; undefined when unknown (then it counts as another machine). */
  readonly remoteAddress: string | undefined;
  /** The request's URL as the server sees it (its host from the Host header). */
  readonly url: string;
  readonly origin: string | undefined;
  readonly authorization: string | undefined;
}

export type EditorAccess =
  { readonly allowed: true } | { readonly allowed: false; readonly status: 401 | 403; readonly error: string };

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];

/** 127.0.0.0/8, ::1 and their IPv4-mapped form, as Node reports a socket's peer. */
export const isLoopbackAddress = (address: string | undefined): boolean => {
  if (address === undefined) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return v4 === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
};

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

/**
 * The host names this server really has: the loopback names, the HOST it listens on and, when that is every
 * interface (0.0.0.0 or ::), each interface's address.
 */
export const serverHostNames = (host: string, interfaces = networkInterfaces()): ReadonlySet<string> => {
  const names = new Set(LOOPBACK_NAMES);
  const listening = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (!WILDCARD_HOSTS.has(listening)) names.add(listening);
  else for (const list of Object.values(interfaces)) for (const entry of list ?? []) names.add(entry.address.toLowerCase().replace(/%.*$/, ''));
  return names;
};

/** The policy `npm start` runs with; throws on a secret too short to be one. */
export const editorAccessPolicy = (host: string, remoteSecret: string | undefined): EditorAccessPolicy => {
  if (remoteSecret !== undefined && remoteSecret.length < MIN_EDITOR_SECRET_LENGTH) {
    throw new Error(`EDITOR_REMOTE_SECRET must be at least ${MIN_EDITOR_SECRET_LENGTH} characters (e.g. \`openssl rand -hex 16\`)`);
  }
  return { hostNames: serverHostNames(host), ...(remoteSecret === undefined ? {} : { remoteSecret }) };
};

const hostNameOf = (url: URL): string => url.hostname.toLowerCase().replace(/^\[|\]$/g, '');

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Compares in constant time (over the digests, so the lengths do not matter). */
const sameSecret = (given: string, expected: string): boolean => timingSafeEqual(digest(given), digest(expected));

const presentedSecret = (facts: EditorRequestFacts, url: URL): string | undefined => {
  const bearer = /^Bearer (.+)$/i.exec(facts.authorization ?? '')?.[1];
  return bearer ?? url.searchParams.get(EDITOR_SECRET_PARAMETER) ?? undefined;
};

/** Whether the editor's backend answers this request, and why not. */
export const editorAccess = (policy: EditorAccessPolicy, facts: EditorRequestFacts): EditorAccess => {
  const url = new URL(facts.url);
  if (!policy.hostNames.has(hostNameOf(url))) return { allowed: false, status: 403, error: `The editor's backend does not answer for the host name "${url.host}"` };
  if (facts.origin !== undefined && facts.origin !== url.origin) return { allowed: false, status: 403, error: 'Only the editor of this host may save' };
  if (isLoopbackAddress(facts.remoteAddress)) return { allowed: true };
  if (policy.remoteSecret === undefined) {
    return { allowed: false, status: 403, error: "The editor's backend answers only this machine (EDITOR_REMOTE_SECRET opens it to the network)" };
  }
  const secret = presentedSecret(facts, url);
  if (secret === undefined || !sameSecret(secret, policy.remoteSecret)) return { allowed: false, status: 401, error: "The editor's secret is missing or wrong" };
  return { allowed: true };
};
