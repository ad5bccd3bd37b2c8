/**
 * The error plugin and envelope (SPEC §7, §8): every bad request is a 4xx with a numeric code
 * and a Korean message; unknown /api paths are code 11; security headers on API responses.
 * Uses a tiny app with its own routes so it does not depend on the catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERRORS, ERROR_CODES, ApiError } from '../errors.js';
import { registerErrorHandling, sendUndefinedRoute, errorNameForIssues } from './errors.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/x/:id',
    {
      schema: {
        params: z.object({ id: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(100)) }),
        querystring: z.object({ q: z.string().min(1).max(5), n: z.coerce.number().int().min(1).max(10).optional() }),
      },
    },
    async (req) => ({ code: 0, message: 'OK', data: { id: req.params.id }, toastItems: [] }),
  );
  r.post('/api/x', { schema: { body: z.object({ name: z.string().min(1) }) } }, async () => ({ ok: true }));
  r.get('/api/missing', async () => {
    throw new ApiError('NO_DATA');
  });
  r.get('/api/boom', async () => {
    throw new Error('secret internals');
  });
  app.setNotFoundHandler((req, reply) => sendUndefinedRoute(reply));
  await app.ready();
});
afterAll(() => app.close());

describe('SPEC §8 catalogue', () => {
  it('has every numeric code of SPEC §8 exactly once (and the extensions 130, 131, 132), each with a Korean message and a status', () => {
    expect([...ERROR_CODES].sort((a, b) => a - b)).toEqual([
      5, 8, 9, 10, 11, 12, 13, 51, 52, 81, 82, 83, 84, 87, 91, 92, 110, 111, 112, 130, 131, 132, 141, 180, 400,
    ]);
    for (const e of Object.values(ERRORS)) {
      expect(e.message).toMatch(/[가-힣]/);
      expect(e.status).toBeGreaterThanOrEqual(400);
    }
    expect(ERRORS.REFRESH_TOKEN_EXPIRED.message).toContain('로그아웃');
  });
});

describe('error mapping', () => {
  it('missing required query value → 400 code 10', async () => {
    const res = await app.inject('/api/x/5');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 10, name: 'NO_REQUIRED_VALUE', data: null, toastItems: [] });
    expect(res.json().message).toMatch(/[가-힣]/);
  });
  it('non-digit id → 400 code 12', async () => {
    const res = await app.inject('/api/x/abc?q=a');
    expect(res.json().code).toBe(12);
  });
  it('out of range id and over-long string → 400 code 13', async () => {
    expect((await app.inject('/api/x/1000?q=a')).json().code).toBe(13);
    expect((await app.inject('/api/x/1?q=abcdefgh')).json().code).toBe(13);
  });
  it('duplicate query keys for a scalar → a 4xx, not a 500', async () => {
    const res = await app.inject('/api/x/1?q=a&q=b');
    expect(res.statusCode).toBe(400);
    expect([10, 12, 13]).toContain(res.json().code);
  });
  it('malformed JSON → 400 code 12; wrong content type → 415 code 9; empty body → code 10', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/x', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(12);
    const type = await app.inject({ method: 'POST', url: '/api/x', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(type.statusCode).toBe(415);
    expect(type.json().code).toBe(9);
    const empty = await app.inject({ method: 'POST', url: '/api/x', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe(10);
  });
  it('ApiError renders its catalogue entry', async () => {
    const res = await app.inject('/api/missing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 8, name: 'NO_DATA', message: ERRORS.NO_DATA.message });
  });
  it('unexpected errors are code 5 and do not leak internals', async () => {
    const res = await app.inject('/api/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe(5);
    expect(res.body).not.toContain('secret internals');
  });
  it('unknown /api path → 404 code 11', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(11);
  });
  it('picks the code from zod issues', () => {
    expect(errorNameForIssues([{ code: 'invalid_type', input: undefined }])).toBe('NO_REQUIRED_VALUE');
    expect(errorNameForIssues([{ code: 'too_big', input: 5 }])).toBe('OUT_OF_RANGE');
    expect(errorNameForIssues([{ code: 'invalid_format', input: 'x' }])).toBe('NOT_MATCHED');
  });
});
