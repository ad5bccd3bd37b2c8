/**
 * The `web_version` cookie (issue 32, per-cohort builds; docs/decisions/049-ops-console.md): the
 * webVersion the server last told this browser (GET /api/v1/app/profile, SPEC §4 Version check),
 * so while a staged rollout serves, its next document and /sw.js come from that version's build
 * when the server has it (server/plugins/pwa.ts). Not personal: a version number, the same for every device of a cohort.
 * HttpOnly (only the server reads it), SameSite=Lax (a link from elsewhere still gets the right
 * build), Path=/, Secure over https, on COOKIE_DOMAIN when one is set (the account API on a sibling host).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf } from '@server/http/guards.js';

export const WEB_VERSION_COOKIE = 'web_version';
/** How long a browser keeps it (s): a week; every poll (every 5 min while open) renews what it says. */
export const WEB_VERSION_COOKIE_MAX_AGE_S = 7 * 24 * 3600;
/** A webVersion as the SPEC writes it (x.y.z). */
const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;

/** The version the request's cookie names, or null (absent or not x.y.z). */
export function webVersionCookieOf(req: FastifyRequest): string | null {
  const value = cookieOf(req, WEB_VERSION_COOKIE);
  return VERSION.test(value) ? value : null;
}

/**
 * Tell the browser the version it was answered (only when its cookie says another: a poll that
 * changes nothing sets nothing). `cookieDomain`: the env's COOKIE_DOMAIN, when set.
 */
export function setWebVersionCookie(req: FastifyRequest, reply: FastifyReply, webVersion: string, cookieDomain?: string): void {
  if (!VERSION.test(webVersion) || webVersionCookieOf(req) === webVersion) return;
  const secure = req.protocol === 'https' ? '; Secure' : '';
  const domain = cookieDomain ? `; Domain=${cookieDomain}` : '';
  reply.header('set-cookie', `${WEB_VERSION_COOKIE}=${webVersion}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${WEB_VERSION_COOKIE_MAX_AGE_S}${domain}${secure}`);
}
