/**
 * A partner shop's shipping rules (issue 13, docs/decisions/013-shipping-rules.md), drawn from its
 * lead specialty: how it ships (냉장/냉동 for seafood, meat and chilled foods, 일반 택배 for the rest),
 * its fee and free-shipping threshold, the 제주·도서산간 extra, the daily dispatch cut-off and the
 * business days a made-to-order shop (떡, 한과, 김치, 반찬 …) needs before dispatch.
 *
 * Pure: the same (specialty, shop name, seed) always gives the same rules, so a fresh seed and the
 * backfill of an older database (seed/index.ts backfillShipping) agree shop by shop.
 */
import type { Specialty } from './specialties.js';

export type DeliveryType = 'parcel' | 'cold' | 'frozen';

/** The shops row's shipping columns (schema/catalogue.ts shops): KRW amounts, KST hour, business days. */
export interface ShippingRules {
  deliveryType: DeliveryType;
  shippingFee: number;
  /** Order total (KRW) from which shipping is free; null: never free. */
  freeShippingThreshold: number | null;
  remoteAreaFee: number;
  /** KST hour 0–23: an order before it on a dispatch day leaves that day. */
  dispatchCutoffHour: number;
  /** Business days 0–3 before dispatch (made to order). */
  dispatchLeadDays: number;
}

/** The migration's column defaults: a shop still holding all of them was never given its own rules. */
export const DEFAULT_SHIPPING: ShippingRules = {
  deliveryType: 'parcel',
  shippingFee: 3000,
  freeShippingThreshold: null,
  remoteAreaFee: 3000,
  dispatchCutoffHour: 14,
  dispatchLeadDays: 0,
};

/** Specialties shipped frozen (dried or sea-frozen fish, 막창 and ready-to-grill meat, 게장, 찹쌀떡); fresh 한우/한돈/갈비 go chilled. */
const FROZEN = new Set([
  'pohang-gwamegi',
  'yeonggwang-gulbi',
  'jeju-hairtail',
  'sokcho-squid',
  'andong-mackerel',
  'daegu-makchang',
  'gwangju-tteokgalbi',
  'ulsan-eonyang-bulgogi',
  'boseong-cockle-side',
  'daejeon-rice-cake',
]);

/** Specialties outside 수산/정육/김치·반찬 that still travel chilled (berries, 송이, 착즙, 두부, 어묵). */
const COLD = new Set(['nonsan-strawberry', 'damyang-strawberry', 'gochang-bokbunja', 'yangyang-songi', 'jeju-citrus-juice', 'busan-fishcake']);

/** Depth-1 categories whose goods never travel unchilled: 수산·해산물, 정육·계란, 김치·반찬. */
const CHILLED_CATEGORIES = new Set(['12', '13', '14']);

/** Made-to-order specialties: [min, max] business days between order and dispatch. */
const LEAD_DAYS: Record<string, [number, number]> = {
  'seoul-tteok': [1, 1],
  'daejeon-rice-cake': [1, 2],
  'seoul-yakgwa': [1, 2],
  'gwangju-kimchi': [1, 2],
  'yeosu-gatkimchi': [1, 1],
  'jeonju-bibimbap': [1, 1],
  'boseong-cockle-side': [1, 2],
  'busan-gijang-anchovy': [1, 1],
  'busan-fishcake': [1, 1],
  'gyeongju-hwangnam': [1, 1],
  'goesan-cabbage': [1, 2],
};

/** How a shop whose lead specialty is `lead` ships. */
export function deliveryTypeOf(lead: Pick<Specialty, 'key' | 'category'>): DeliveryType {
  if (FROZEN.has(lead.key)) return 'frozen';
  if (COLD.has(lead.key) || CHILLED_CATEGORIES.has(lead.category.slice(0, 2))) return 'cold';
  return 'parcel';
}

/** FNV-1a 32-bit hash of a string (a shop's name), to derive its own PRNG seed. */
export function hashName(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * The shipping rules of a shop.
 * @param lead the shop's lead specialty (its key and depth-3 category; key '' when unknown)
 * @param rng a PRNG private to the shop (seed/index.ts: createRng(seed ^ hashName(shop name)))
 */
export function shippingRulesOf(lead: Pick<Specialty, 'key' | 'category'>, rng: { next(): number }): ShippingRules {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng.next() * xs.length)];
  const deliveryType = deliveryTypeOf(lead);
  const chilled = deliveryType !== 'parcel';
  const shippingFee = chilled ? pick([3500, 4000, 4000]) : pick([3000, 3000, 3500, 4000]);
  const neverFree = rng.next() < 0.12;
  const threshold = chilled ? pick([40000, 50000]) : pick([30000, 30000, 40000, 50000]);
  const remoteAreaFee = chilled ? pick([4000, 5000]) : pick([3000, 3000, 4000]);
  // seafood leaves after the morning auction and packing, so its cut-off is earlier
  const dispatchCutoffHour = lead.category.startsWith('12') ? pick([11, 12, 13]) : pick([12, 13, 14, 15]);
  const [min, max] = LEAD_DAYS[lead.key] ?? [0, 0];
  const dispatchLeadDays = min + Math.floor(rng.next() * (max - min + 1));
  return { deliveryType, shippingFee, freeShippingThreshold: neverFree ? null : threshold, remoteAreaFee, dispatchCutoffHour, dispatchLeadDays };
}
