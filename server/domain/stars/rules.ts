/**
 * The stars (별) rules in one table (issue 16; SPEC §9 app login reward 1,000P, §7 point guide /
 * point exchange; docs/decisions/026-member-economy.md "## Ledger"): what earns stars, how many,
 * how often per KST day, what spends them, when earned stars expire, and the exchange limits.
 * The ledger (./ledger.ts) enforces them; the point guide screen shows `label` / `description`.
 */

/** One earning rule. */
export interface StarEarnRule {
  /** Stars (별) an award gives when the caller names no amount. */
  amount: number;
  /**
   * Highest amount a caller may name (the game and an event decide their own award): absent = only
   * `amount` is allowed.
   */
  maxAmount?: number;
  /**
   * Awards of this reason per member per KST calendar day (a COUNT of awards, not of stars);
   * null = no daily cap. An award past the cap is refused quietly (`applied: false, awarded: 0`).
   */
  dailyCap: number | null;
  /** Once per member ever (the app login reward): enforced by the award's idempotency key and a lifetime count. */
  onceEver?: boolean;
  /** Short Korean name (point guide, history rows). */
  label: string;
  /** One Korean sentence for the point guide. */
  description: string;
}

/** Earning reasons (the `reason` of 'earn' entries). */
export const STAR_RULES = {
  'app-login': {
    amount: 1000,
    dailyCap: null,
    onceEver: true,
    label: '앱 첫 로그인',
    description: '제철장터 앱으로 처음 로그인하면 별 1,000개를 한 번 드려요.',
  },
  'first-post-of-day': {
    amount: 10,
    dailyCap: 1,
    label: '오늘의 첫 글',
    description: '커뮤니티에 그날 처음 글을 쓰면 별 10개를 드려요. (하루 1번)',
  },
  'first-reply-of-day': {
    amount: 5,
    dailyCap: 1,
    label: '오늘의 첫 댓글',
    description: '그날 처음 댓글이나 답변을 달면 별 5개를 드려요. (하루 1번)',
  },
  'answer-accepted': {
    amount: 50,
    dailyCap: 5,
    label: '답변 채택',
    description: '내 답변이 채택되면 별 50개를 드려요. (하루 5번까지)',
  },
  'survey-vote': {
    amount: 3,
    dailyCap: 3,
    label: '설문 참여',
    description: '커뮤니티 설문에 투표하면 별 3개를 드려요. (하루 3번까지)',
  },
  'event-apply': {
    amount: 20,
    maxAmount: 1000,
    dailyCap: 3,
    label: '이벤트 참여',
    description: '이벤트에 참여하면 이벤트마다 정한 만큼 별을 드려요. (하루 3번까지)',
  },
  game: {
    amount: 10,
    maxAmount: 100,
    dailyCap: 1,
    label: '오늘의 게임',
    description: '하루 한 번 게임을 하면 결과에 따라 별을 최대 100개까지 드려요.',
  },
} as const satisfies Record<string, StarEarnRule>;

export type StarEarnReason = keyof typeof STAR_RULES;
export const STAR_EARN_REASONS = Object.keys(STAR_RULES) as StarEarnReason[];

/** The rule of an earning reason, or undefined for an unknown code. */
export function starRule(reason: string): StarEarnRule | undefined {
  return Object.hasOwn(STAR_RULES, reason) ? (STAR_RULES as Record<string, StarEarnRule>)[reason] : undefined;
}

/**
 * Reasons of the other entries, with their ledger kind: 'spend' / 'exchange' / 'expire' take
 * stars (amount < 0), 'refund' gives them back (a refund is a new earning that expires like one).
 */
export const STAR_SPEND_REASONS = {
  exchange: { kind: 'exchange', label: '적립금·쿠폰 교환', description: '모은 별을 쇼핑몰 적립금이나 할인 쿠폰으로 바꿀 수 있어요.' },
  'auto-exchange': { kind: 'exchange', label: '자동 교환', description: '자동 교환을 켜 두면 매달 1일에 모인 별을 적립금으로 바꿔 드려요.' },
  adjustment: { kind: 'spend', label: '운영 조정', description: '잘못 지급된 별을 운영자가 회수했어요.' },
  'exchange-refund': { kind: 'refund', label: '교환 실패 환불', description: '교환하지 못한 별을 돌려 드렸어요.' },
  expire: { kind: 'expire', label: '유효기간 만료', description: '적립한 달로부터 12개월 뒤 그 달 말일이 지나면 남은 별이 사라져요.' },
} as const satisfies Record<string, { kind: 'spend' | 'exchange' | 'expire' | 'refund'; label: string; description: string }>;
export type StarSpendReason = keyof typeof STAR_SPEND_REASONS;

/**
 * Expiry: stars earned (or refunded) in a KST calendar month expire at the END of the same month
 * 12 months later — earned 2026-11-24 → gone after 2027-11-30 23:59:59 KST (expires_at =
 * 2027-12-01 00:00 KST). So "expiring this month" is a whole-month figure, as shops show it.
 */
export const STAR_EXPIRY_MONTHS = 12;

/**
 * Exchange (SPEC §7 point exchange): limits and targets live in the contract (the screen shows them):
 * at least 1,000 stars, in multiples of 100, one star = 1원 of shop reward points or coupon value.
 */
export { STAR_EXCHANGE, STAR_EXCHANGE_TARGETS, type ExchangeTarget as StarExchangeTarget } from '@server/contract/stars-exchange.js';
