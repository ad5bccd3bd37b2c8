/**
 * Who may vouch for a member's identity (issue 14; SPEC §1 social sign-in, §9 channel types).
 *
 * Two modes, never mixed:
 * - `stand-in`: the demo identity provider served under /idp (server/stand-ins/idp) answers for
 *   both providers. The typed e-mail IS the identity — anyone can sign in as anyone — so it is a
 *   demo login: on for the embedded default `npm start` gives a new user (scripts/start.mjs turns
 *   it on when no provider and no DATABASE_URL is configured, and the server logs it), marked
 *   "데모 로그인" on its consent pages, and refused at start-up with NODE_ENV=production unless
 *   IDP_MODE=stand-in says so explicitly.
 * - `providers`: only the real providers configured by URL are used; a provider without URLs is
 *   switched off (its sign-in answers 9 UNSUPPORTED), never replaced by the stand-in.
 *
 * IDP_MODE unset: `providers` when any provider URL is set; otherwise `stand-in`, except with
 * NODE_ENV=production, where the start-up fails with a message saying what to set.
 */

/** The environment variables this decision reads (a subset of server/env.ts Env). */
export interface IdentityEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  IDP_MODE: '' | 'stand-in' | 'providers';
  NAVER_AUTH_BASE_URL: string;
  NAVER_API_BASE_URL: string;
  NAVER_CLIENT_SECRET: string;
  APPLE_AUTH_BASE_URL: string;
}

export type IdentityMode = { kind: 'stand-in' } | { kind: 'providers'; naver: boolean; apple: boolean };

/** The stand-in's built-in client secret: never acceptable for a real provider. */
export const STAND_IN_CLIENT_SECRET = 'jecheol-local-secret';

/**
 * Decide the mode, or explain why the configuration is refused.
 * @returns the mode, or `{ error }` with a Korean sentence naming the variables to set
 */
export function resolveIdentityMode(env: IdentityEnv): IdentityMode | { error: string } {
  const naverUrls = [env.NAVER_AUTH_BASE_URL, env.NAVER_API_BASE_URL].filter(Boolean).length;
  const anyProvider = naverUrls > 0 || !!env.APPLE_AUTH_BASE_URL;
  const mode = env.IDP_MODE || (anyProvider ? 'providers' : env.NODE_ENV === 'production' ? '' : 'stand-in');
  if (mode === '')
    return {
      error:
        '소셜 로그인 제공자가 설정되지 않았어요 (NODE_ENV=production): NAVER_AUTH_BASE_URL·NAVER_API_BASE_URL 또는 APPLE_AUTH_BASE_URL을 설정하거나, 데모로 돌리려면 IDP_MODE=stand-in 을 명시하세요.',
    };
  if (mode === 'stand-in') {
    if (anyProvider) return { error: 'IDP_MODE=stand-in 과 실제 제공자 URL(NAVER_*/APPLE_*)을 함께 쓸 수 없어요: 데모 로그인과 실제 로그인은 섞지 않아요.' };
    return { kind: 'stand-in' };
  }
  if (naverUrls === 1) return { error: '네이버 로그인에는 NAVER_AUTH_BASE_URL과 NAVER_API_BASE_URL이 둘 다 필요해요.' };
  if (naverUrls === 2 && env.NAVER_CLIENT_SECRET === STAND_IN_CLIENT_SECRET) return { error: '실제 네이버 로그인에는 NAVER_CLIENT_SECRET을 설정해야 해요.' };
  if (!anyProvider) return { error: 'IDP_MODE=providers 인데 설정된 제공자가 없어요: NAVER_*/APPLE_* URL을 설정하세요.' };
  return { kind: 'providers', naver: naverUrls === 2, apple: !!env.APPLE_AUTH_BASE_URL };
}

/** The mode of an environment that passed validation (server/env.ts refuses the others). */
export function identityMode(env: IdentityEnv): IdentityMode {
  const mode = resolveIdentityMode(env);
  if ('error' in mode) throw new Error(mode.error);
  return mode;
}

/** Start-up log line of the demo login (printed by server/index.ts). */
export const STAND_IN_LOG_LINE =
  '⚠ 데모 로그인(스탠드인 IdP, /idp)이 켜져 있어요: 아무 이메일로나 그 사람으로 로그인할 수 있어요. 실제 서비스에서는 NAVER_*/APPLE_* 를 설정해 끄세요 (IDP_MODE, README "Configuration").';
