/**
 * The narrowest S3-compatible server the picture storage needs, for tests (issue 18;
 * server/infra/s3-image-storage.ts). Not mounted in the app: a test starts it on a port of its own.
 * (s3rver, the npm fake, does not check SigV4 signatures — "V4 signatures have incomplete support"
 * — and ignores If-None-Match, so a wrong secret or a broken idempotent put would pass against it.)
 *
 * Path-style only: `/<bucket>/<object key>`, buckets fixed at start, objects in memory.
 *   PUT    → 200 (ETag); `If-None-Match: *` on an existing object → 412 PreconditionFailed
 *   GET    → 200 bytes with the stored Content-Type and Cache-Control; missing → 404 NoSuchKey
 *   HEAD   → as GET without a body
 *   DELETE → 204, missing or not
 *   unknown bucket → 404 NoSuchBucket; other methods → 405
 * Every request must carry a SigV4 `Authorization` header, recomputed with aws4fetch's own signer
 * (AwsV4Signer) from the signed headers, the x-amz-date and the known secret: unknown key →
 * 403 InvalidAccessKeyId, wrong region/service scope → 400 AuthorizationHeaderMalformed, clock skew
 * over 15 min → 403 RequestTimeTooSkewed, any other difference → 403 SignatureDoesNotMatch; a
 * signed payload hash that is not the body's → 400 XAmzContentSHA256Mismatch. Errors are S3's XML.
 * `stall(true)` makes it accept requests and never answer (an outage that hangs, for timeouts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

export interface S3StandInOptions {
  /** Port to listen on (0 = any free one); host 127.0.0.1. */
  port?: number;
  buckets: string[];
  /** accessKeyId → secretAccessKey. */
  credentials: Record<string, string>;
  /** The region requests must be signed for (default 'us-east-1'). */
  region?: string;
}

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  cacheControl: string | null;
}

export interface S3StandIn {
  /** `http://127.0.0.1:<port>` — the S3_ENDPOINT to use. */
  url: string;
  /** `<bucket>/<object key>` → object (tests look inside). */
  objects: Map<string, StoredObject>;
  /** Requests received, by method (tests count calls). */
  requests: { method: string; path: string; status: number | null }[];
  /** true: accept requests and never answer until false or close(). */
  stall(on: boolean): void;
  close(): Promise<void>;
}

const xmlError = (res: ServerResponse, status: number, code: string, message: string, head = false) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(head ? undefined : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};

const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/([^/\s]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** Check the request's SigV4 signature; the error to answer, or null when it is valid. */
async function authError(
  req: IncomingMessage,
  body: Buffer,
  opts: Required<Pick<S3StandInOptions, 'credentials' | 'region'>>,
): Promise<[number, string, string] | null> {
  const m = AUTH.exec(req.headers.authorization ?? '');
  if (!m) return [403, 'AccessDenied', 'Access Denied'];
  const [, accessKeyId, date, region, service, signedHeaders, signature] = m as unknown as string[];
  const secret = opts.credentials[accessKeyId!];
  if (secret === undefined) return [403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.'];
  if (region !== opts.region || service !== 's3') return [400, 'AuthorizationHeaderMalformed', `the region '${region}' is wrong; expecting '${opts.region}'`];
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const at = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!Number.isFinite(at) || amzDate.slice(0, 8) !== date) return [403, 'AccessDenied', 'bad X-Amz-Date'];
  if (Math.abs(Date.now() - at) > 15 * 60_000)
    return [403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.'];
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256'))
    return [403, 'SignatureDoesNotMatch', 'host, x-amz-date and x-amz-content-sha256 must be signed'];
  const headers = new Headers();
  for (const name of names) if (name !== 'host') headers.set(name, String(req.headers[name] ?? ''));
  const signer = new AwsV4Signer({
    method: req.method,
    url: `http://${req.headers.host}${req.url}`,
    headers,
    accessKeyId: accessKeyId!,
    secretAccessKey: secret,
    service: 's3',
    region: region!,
    datetime: amzDate,
    allHeaders: true,
  });
  const expected = Buffer.from(await signer.signature());
  if (signer.signedHeaders !== signedHeaders || !timingSafeEqual(expected, Buffer.from(signature!)))
    return [403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.'];
  const payloadHash = String(req.headers['x-amz-content-sha256']);
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex'))
    return [400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed."];
  return null;
}

/** Start the stand-in on 127.0.0.1 (see the module comment for what it answers). */
export async function startS3StandIn(opts: S3StandInOptions): Promise<S3StandIn> {
  const objects = new Map<string, StoredObject>();
  const requests: S3StandIn['requests'] = [];
  const check = { credentials: opts.credentials, region: opts.region ?? 'us-east-1' };
  let stalled = false;

  const handle = async (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const [, bucket = '', ...rest] = decodeURIComponent(url.pathname).split('/');
    const objectKey = rest.join('/');
    const head = req.method === 'HEAD';
    const denied = await authError(req, body, check);
    if (denied) return xmlError(res, denied[0], denied[1], denied[2], head);
    if (!opts.buckets.includes(bucket)) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', head);
    if (!objectKey) return xmlError(res, 405, 'MethodNotAllowed', 'only object requests are served', head);
    const id = `${bucket}/${objectKey}`;
    const found = objects.get(id);
    switch (req.method) {
      case 'PUT': {
        if (req.headers['if-none-match'] === '*' && found)
          return xmlError(res, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
        objects.set(id, {
          bytes: body,
          contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
          cacheControl: (req.headers['cache-control'] as string | undefined) ?? null,
        });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      case 'GET':
      case 'HEAD': {
        if (!found) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.', head);
        res.writeHead(200, {
          'content-type': found.contentType,
          'content-length': found.bytes.length,
          etag: `"${createHash('md5').update(found.bytes).digest('hex')}"`,
          ...(found.cacheControl ? { 'cache-control': found.cacheControl } : {}),
        });
        return res.end(head ? undefined : found.bytes);
      }
      case 'DELETE':
        objects.delete(id);
        res.writeHead(204);
        return res.end();
      default:
        return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  };

  const server = createServer((req, res) => {
    const entry = { method: req.method ?? '', path: req.url ?? '', status: null as number | null };
    requests.push(entry);
    res.on('finish', () => (entry.status = res.statusCode));
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (stalled) return; // never answered; close() cuts the connection
      handle(req, res, Buffer.concat(chunks)).catch((e: Error) => xmlError(res, 500, 'InternalError', e.message));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    stall(on) {
      stalled = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
