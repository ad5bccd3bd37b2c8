/**
 * The server's parameter store: named secrets in the server_secrets table (the access-token key
 * 'jwt-hs256', the deal price key 'deal-price-hs256'), each generated once per database and read
 * at request time the first time a process needs it.
 *
 * SPEC §8 code 51 "parameter store error" is raised here (issue 17): when the store cannot be read
 * or yields no value, the request fails with ApiError PARAMETER_STORE_ERROR (51, HTTP 503, Korean
 * message) instead of an unexpected 500 — the caller may retry; nothing is signed with a guessed key.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serverSecrets } from '../db/schema/index.js';
import { ApiError } from '../errors.js';

/**
 * The value of secret `name`, created (48 random bytes, base64url) when absent.
 * @throws ApiError PARAMETER_STORE_ERROR (51) when the store cannot be read or written, or has no value
 */
export async function readServerSecret(db: Db, name: string): Promise<string> {
  let value: string | undefined;
  try {
    await db
      .insert(serverSecrets)
      .values({ name, value: randomBytes(48).toString('base64url') })
      .onConflictDoNothing();
    [{ value } = { value: undefined }] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  } catch (err) {
    throw new ApiError('PARAMETER_STORE_ERROR', undefined, { secret: name, cause: err instanceof Error ? err.message.slice(0, 200) : 'unknown' });
  }
  if (!value) throw new ApiError('PARAMETER_STORE_ERROR', undefined, { secret: name });
  return value;
}
