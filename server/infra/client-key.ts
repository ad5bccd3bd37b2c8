/**
 * A client's address as counters key it (issue 29, item 7): the popular searches count each address
 * once per term (40 searches with made-up deviceUuids from one address put a term at rank 1), and a
 * visitor's view of a community post is counted once per address and day (60 made-up deviceUuids
 * added 60 views). A keyed hash — HMAC-SHA256 under the server secret `search-client-hs256`
 * (./parameter-store.ts; the name is kept from when only search used it, so keys already logged stay
 * comparable), the same on every instance of one database — of the address's network part: an IPv4
 * address whole, an IPv6 address by its /64 (the part one household or phone is given). 16
 * base64url characters (96 bits); the address itself is never stored, and without the secret the
 * key does not lead back to it.
 */
import { createHmac, type KeyObject, createSecretKey } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Db } from '@server/db/client.js';
import { readServerSecret } from '@server/infra/parameter-store.js';

const SECRET_NAME = 'search-client-hs256';
const keys = new WeakMap<Db, Promise<KeyObject>>();

/** The address's network part: IPv4 (and IPv4-mapped IPv6) whole, IPv6 its first four groups (/64). */
export function addressNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  // Expand "::" so the first four groups are the real ones.
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The client key of address `ip` (Fastify's `req.ip`, which honours TRUST_PROXY) for the counters of `db`.
 * @throws ApiError PARAMETER_STORE_ERROR (51) when the secret cannot be read (the key is then retried on the next call)
 */
export async function clientAddressKey(db: Db, ip: string): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = readServerSecret(db, SECRET_NAME).then((secret) => createSecretKey(Buffer.from(secret, 'utf8')));
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return createHmac('sha256', await key)
    .update(addressNetwork(ip))
    .digest('base64url')
    .slice(0, 16);
}
