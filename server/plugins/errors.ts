/**
 * Cross-cutting error handling: every failure leaves as the SPEC §8 error envelope with a
 * numeric code and a Korean message. Bad input is always a 4xx, never a 500:
 *   - missing required field/header/query → 10 NO_REQUIRED_VALUE
 *   - wrong type / format / enum / malformed JSON → 12 NOT_MATCHED
 *   - too small / too big (numbers, string lengths, body size) → 13 OUT_OF_RANGE
 *   - unsupported content type → 9 UNSUPPORTED
 *   - unknown /api path → 11 UNDEFINED; missing entity → 8 NO_DATA (thrown by services)
 * Validation happens before handlers run, so a rejected request writes nothing.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError, ERRORS, type ErrorName } from '../errors.js';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/pg-faults.js';
import { notReadyBody } from '../infra/lifecycle.js';

interface ZodLikeIssue {
  code?: string;
  params?: Record<string, unknown>;
  message?: string;
  path?: PropertyKey[];
  input?: unknown;
}

/** Pick the SPEC §8 error for a list of zod issues (the first decisive issue wins). */
export function errorNameForIssues(issues: ZodLikeIssue[]): ErrorName {
  for (const issue of issues) {
    // Issues as reported by fastify-type-provider-zod carry no input, only zod's message.
    // An empty required string (min length 1) is a missing value, not a range problem.
    if (issue.code === 'too_small' && issue.params?.origin === 'string' && issue.params?.minimum === 1) return 'NO_REQUIRED_VALUE';
    if (issue.code === 'invalid_type' && ('input' in issue ? issue.input === undefined : /received undefined|required/i.test(issue.message ?? '')))
      return 'NO_REQUIRED_VALUE';
    // Any other issue on a field that is absent from the request (looked up by the handler).
    if ('input' in issue && issue.input === undefined && issue.code !== 'custom') return 'NO_REQUIRED_VALUE';
  }
  for (const issue of issues) {
    if (issue.code === 'too_small' || issue.code === 'too_big') return 'OUT_OF_RANGE';
  }
  return 'NOT_MATCHED';
}

function send(reply: FastifyReply, name: ErrorName, message?: string, details?: unknown) {
  const def = ERRORS[name];
  return reply
    .code(def.status)
    .header('cache-control', 'no-store')
    .send({ code: def.code, name: def.name, message: message ?? def.message, data: null, toastItems: [], ...(details === undefined ? {} : { details }) });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | ApiError | Error, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof ApiError) {
      return send(reply, err.errorName, err.message, err.details);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // fastify-type-provider-zod reports each zod issue as { keyword: issue.code, instancePath, message, params }.
      const where = err.validationContext ?? 'request';
      // The issues carry no input; look the value up in the request so that an absent field is
      // "missing" (10) whatever its schema type (e.g. an enum reports invalid_value, not invalid_type).
      const source = (req as unknown as Record<string, unknown>)[where === 'querystring' ? 'query' : where];
      const valueAt = (path: string[]) => path.reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), source);
      const issues: ZodLikeIssue[] = err.validation.map((v) => {
        const path = v.instancePath.split('/').filter(Boolean);
        const base = { code: v.keyword, message: v.message, params: v.params as Record<string, unknown>, path };
        return source && typeof source === 'object' && path.length > 0 ? { ...base, input: valueAt(path) } : base;
      });
      const name = errorNameForIssues(issues);
      const fields = issues.map((i) => [where, ...(i.path ?? [])].map(String).join('.'));
      return send(reply, name, undefined, { fields });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err: err.cause?.issues, url: req.url }, 'response does not match its schema');
      return send(reply, 'UNEXPECTED_ERROR');
    }
    const fe = err as FastifyError;
    switch (fe.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 'UNSUPPORTED');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 'OUT_OF_RANGE');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 'NO_REQUIRED_VALUE');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      case 'FST_ERR_BAD_URL':
        return send(reply, 'NOT_MATCHED');
      case 'FST_ERR_RATE_LIMIT_EXCEEDED':
        return send(reply, 'TOO_MANY_REQUESTS');
    }
    if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
      // Any other client error from Fastify's own parsing (e.g. JSON syntax): a 4xx, never a 500.
      if (err instanceof SyntaxError) return send(reply, 'NOT_MATCHED');
      return send(reply, fe.statusCode === 415 ? 'UNSUPPORTED' : fe.statusCode === 413 ? 'OUT_OF_RANGE' : 'NOT_MATCHED');
    }
    // The database could not be reached (a restart, a failover): 503, code 5, retry later (issue 28;
    // the envelope of /api/ready's 503, reason 'database'). Logged as a warning: an expected event.
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: err.message }, 'database unavailable for this request');
      return reply.code(503).header('cache-control', 'no-store').header('retry-after', '1').send(notReadyBody(DATABASE_UNAVAILABLE_MESSAGE, 'database'));
    }
    req.log.error({ err }, 'unexpected error');
    return send(reply, 'UNEXPECTED_ERROR');
  });
}

/** 404 for /api paths as code 11 UNDEFINED (unknown endpoint). */
export function sendUndefinedRoute(reply: FastifyReply) {
  return send(reply, 'UNDEFINED');
}
