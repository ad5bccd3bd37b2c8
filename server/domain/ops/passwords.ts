/**
 * Operator passwords (issue 32; docs/decisions/049-ops-console.md "Passwords"): node:crypto scrypt
 * (RFC 7914; OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1 is the recommended minimum), no
 * dependency. Stored as `scrypt$<log2 N>$<r>$<p>$<salt b64url>$<key b64url>` so the cost can be
 * raised later and old hashes still verify. Verification compares in constant time.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

/** The cost of new hashes: N = 2^17 (128 MiB of memory per hash, ~0.3 s on one core), r = 8, p = 1. */
export const SCRYPT_COST = { log2N: 17, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const maxmemOf = (log2N: number, r: number) => 2 ** log2N * 128 * r * 2;

/** Hash a password with a fresh 16-byte salt. `cost` is lowered only by tests. */
export async function hashPassword(password: string, cost: { log2N: number; r: number; p: number } = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEY_BYTES, { N: 2 ** cost.log2N, r: cost.r, p: cost.p, maxmem: maxmemOf(cost.log2N, cost.r) });
  return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored`; false for a malformed hash (never throws on bad input). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const [log2N, rr, pp] = [Number(n), Number(r), Number(p)];
  if (![log2N, rr, pp].every((x) => Number.isInteger(x) && x > 0) || log2N > 20) return false;
  const expected = Buffer.from(key, 'base64url');
  const got = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: 2 ** log2N,
    r: rr,
    p: pp,
    maxmem: maxmemOf(log2N, rr),
  });
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/** A hash of a random password at the current cost: verified against when the name is unknown, so timing does not tell names apart. */
let decoy: Promise<string> | null = null;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));
