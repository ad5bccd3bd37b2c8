/**
 * Request/response shapes of the token, auth, account and app calls (SPEC §3, §5, §7; issue 3).
 * Pure zod: the client imports these types and constants. Where the SPEC says "not shown" the
 * shapes are ours, recorded in docs/decisions/004-accounts.md.
 */
import { z } from './schema-kit.js';
import { CHANNEL_TYPE } from './rules.js';

/** SPEC §5/§9 age gate: refused when birth year >= current year − 15 (by year only). */
export const AGE_GATE_YEARS = 15;
export const isUnderAgeGate = (birthYear: number, now = new Date()) => birthYear >= now.getFullYear() - AGE_GATE_YEARS;
/** SPEC §5 age-gate alert text. */
export const AGE_GATE_MESSAGE = '만 14세 미만은 보호자의 동의가 있어야 가입할 수 있어요. 고객센터로 문의해 주세요.';
/** SPEC §5: Naver-style sign-in needs these items; otherwise the user confirms and is re-prompted. */
export const NAVER_REQUIRED_ITEMS = ['email', 'gender', 'birthyear', 'mobile'] as const;
export type NaverRequiredItem = (typeof NAVER_REQUIRED_ITEMS)[number];
export const NAVER_REQUIRED_ITEMS_MESSAGE = '필수 항목을 모두 체크해야 가입을 완료할 수 있어요.';

/** Nickname rules (SPEC §5 "decided by the server"): 2–12 characters of 한글, letters, digits or _. */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 12;
export const NICKNAME_PATTERN = /^[가-힣A-Za-z0-9_]+$/;
/** At most this many nickname changes per rolling window (SPEC §8 code 87). */
export const NICKNAME_CHANGE_LIMIT = 3;
export const NICKNAME_CHANGE_WINDOW_DAYS = 30;

export const ynSchema = z.enum(['Y', 'N']);
export type YN = z.infer<typeof ynSchema>;

/** SPEC §3 Ban status. */
export const banStatusSchema = z.object({ isBanned: z.boolean(), message: z.string() });
export type BanStatus = z.infer<typeof banStatusSchema>;

/** SPEC §3 Sign-in response (+ refreshExpireDt for the refresh cookie lifetime, SPEC §9). */
export const signInResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expireDt: z.string(),
  refreshExpireDt: z.string(),
  banStatus: banStatusSchema,
  isCafe24Register: z.boolean(),
  /** true when the account still needs sign-up (nickname + agreements). */
  needsSignUp: z.boolean(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string(), expireDt: z.string(), refreshExpireDt: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

const shortText = (max: number) => z.string().trim().min(1).max(max);

/** POST /api/v2/auth/social/signin-and-up (Apple, channelType 1002). Provider token/uid travel in the body, never the URL (logs). */
export const appleSignInBodySchema = z.object({
  channelType: z.literal(CHANNEL_TYPE.apple),
  redirectUri: shortText(2000),
  state: shortText(200),
  /** last name + first name, as Apple sends it on the first authorisation only. */
  name: z.string().trim().max(60).optional(),
  deviceType: z.union([z.literal(1001), z.literal(1002), z.literal(1003)]),
  /** The provider's id_token (OIDC). */
  token: shortText(8000),
  /**
   * The nonce this browser session generated for the sign-in (its SHA-256 went to the provider and
   * comes back in the id_token); not in SPEC §7, added by issue 14 so an id_token works once.
   */
  nonce: z.string().trim().min(16).max(200),
  uid: z.string().trim().max(200).optional(),
});

/** POST /api/v1/auth/social/signin-and-up (portal provider, channelType 1001): the OAuth code is exchanged by the server. */
export const naverSignInBodySchema = z.object({
  channelType: z.literal(CHANNEL_TYPE.naver),
  redirectUri: shortText(2000),
  state: shortText(200),
  deviceType: z.union([z.literal(1001), z.literal(1002), z.literal(1003)]),
  /** The authorisation code from the provider's redirect. */
  token: shortText(2000),
  uid: z.string().trim().max(200).optional(),
});

export const withdrawalBodySchema = z.object({ reason: z.string().trim().max(500).optional() });

/** SPEC §3 User profile (GET /api/v2/user/profile). */
export const userProfileSchema = z.object({
  email: z.string().nullable(),
  is_member: z.boolean(),
  user_nickname: z.string().nullable(),
  created_at: z.string().nullable(),
  banStatus: banStatusSchema,
  retrySignIn: z.boolean(),
  informational_notification: z.boolean(),
  marketing_notification: z.boolean(),
  socialLoginPlatform: z.enum(['naver', 'apple']),
  /** Whether the provider already gave a birth year (sign-up asks for it otherwise). */
  hasBirthYear: z.boolean(),
  cellphone: z.string().nullable(),
  gender: z.string().nullable(),
  birthYear: z.number().int().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

const currentYear = () => new Date().getFullYear();
export const birthYearSchema = z
  .number()
  .int()
  .min(1900)
  .refine((y) => y <= currentYear(), { message: 'out of range' });

/**
 * PUT /api/v2/user/profile. Before sign-up it completes it (nickName, terms and privacy agreements
 * required; birthYear when the provider gave none); for a member it updates gender/birthYear.
 */
export const profileUpdateBodySchema = z.object({
  nickName: z.string().trim().min(1).max(40).optional(),
  birthYear: birthYearSchema.optional(),
  gender: z.enum(['M', 'F', 'U']).optional(),
  termsAgreed: z.boolean().optional(),
  privacyAgreed: z.boolean().optional(),
  marketingYN: ynSchema.optional(),
});

export const adConsentBodySchema = z.object({ emailYN: ynSchema, smsYN: ynSchema });
/** Korean mobile numbers: 010/011/016–019, 10–11 digits; hyphens allowed on input. */
export const cellphoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .transform((v) => v.replace(/-/g, ''))
  .refine((v) => /^01[016789]\d{7,8}$/.test(v), { message: 'not matched' });
export const cellphoneBodySchema = z.object({ cellphone: cellphoneSchema });
export const emailLookupQuerySchema = z.object({ cellphone: cellphoneSchema });
export const emailLookupSchema = z.object({ email: z.string(), socialLoginPlatform: z.enum(['naver', 'apple']) });
export const nickNameBodySchema = z.object({ nickName: z.string().trim().min(1).max(40) });
export const nickNameQuerySchema = z.object({ nickName: z.string().trim().min(1).max(40) });
export const nickNameValidationSchema = z.object({ isValid: z.boolean(), message: z.string() });
export type NickNameValidation = z.infer<typeof nickNameValidationSchema>;
export const userSettingsSchema = z.object({ smsYN: ynSchema, emailYN: ynSchema, adYN: ynSchema });
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** App calls (SPEC §7; all need the deviceUuid header). */
export const appAccessBodySchema = z.object({
  deviceType: z.union([z.literal(1001), z.literal(1002), z.literal(1003)]).optional(),
  appVersion: z.string().trim().max(20).optional(),
});
/**
 * POST /api/v1/app/access answer. `deviceSecret` comes only to the device's holder (issues 14 and 29):
 * the first claim of a deviceUuid never seen, a call carrying the device's current secret (a new one
 * replaces it) or a member token issued to this device. Keep the latest and send it as the
 * `deviceSecret` header to change the device's settings without a member token; a call without
 * proof on a known device gets no secret and is_first_visit false.
 */
export const appAccessSchema = z.object({ deviceUuid: z.string(), is_first_visit: z.boolean(), deviceSecret: z.string().optional() });
export const adIdBodySchema = z.object({ adId: z.string().trim().min(1).max(100) });
export const adBodySchema = z.object({ adYN: ynSchema });
export const pushBodySchema = z.object({ pushYN: ynSchema });
export const appVersionBodySchema = z.object({
  appVersion: z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,4}){0,3}$/),
});
/** SPEC §3 App info + userInfo (SPEC §4 reads userInfo.retrySignIn and userInfo.banStatus). */
export const appProfileSchema = z.object({
  androidMinVersion: z.string(),
  iOSMinVersion: z.string(),
  webVersion: z.string(),
  userInfo: z.object({ retrySignIn: z.boolean(), banStatus: banStatusSchema }).nullable(),
});
export type AppProfile = z.infer<typeof appProfileSchema>;
export const appSettingsSchema = z.object({ pushYN: ynSchema, adYN: ynSchema });
export const tokenValidationSchema = z.object({ valid: z.literal(true), expireDt: z.string() });

export { DEVICE_UUID_PATTERN } from './rules.js';
