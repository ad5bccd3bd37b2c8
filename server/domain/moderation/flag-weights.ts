/**
 * Flags weighed by trust (issue 29 item 4; SPEC §7 POST /api/v1/community/accuse; the rule and its
 * reasons: docs/decisions/038-flag-weights.md). The ONE place for the trust levels, what each
 * level's report weighs, how the reporter's track record changes that, and the weight that hides a
 * post or reply. Pure: the figures a member's trust is computed from are read by
 * ./reporter-trust.ts inside the report's own transaction.
 *
 * A report weighs `LEVEL.weight × accuracy multiplier`. A target is hidden (pending review,
 * `npm run reports`) when the weights of its unresolved reports, counting only reporters who are
 * neither banned nor withdrawn now, reach HIDE_THRESHOLD. Every report — whatever it weighs — is
 * kept and listed in the moderation queue.
 */

/** What a member's trust is computed from (all counted at the moment of the report). */
export interface TrustStats {
  /** Whole days since sign-up (users.signUpDt). */
  ageDays: number;
  /** The member's visible posts (any kind) plus visible replies. */
  written: number;
  /** Distinct KST calendar days on which they wrote one of those. */
  activeDays: number;
  /** Likes those posts and replies received (their likeCount, which equals the like rows). */
  likesReceived: number;
  /** Their resolved reports that moderators upheld (resolution 'removed': kept hidden). */
  upheld: number;
  /** Their resolved reports that moderators dismissed (resolution 'restored': shown again). */
  dismissed: number;
}

export interface TrustLevel {
  level: 0 | 1 | 2 | 3;
  /** Korean name shown in the moderation queue. */
  name: string;
  minAgeDays: number;
  minWritten: number;
  minActiveDays: number;
  minLikesReceived: number;
  /** What one report of this level weighs before the accuracy multiplier. */
  weight: number;
}

/**
 * The trust levels, lowest first; a member is at the highest level whose four minimums they all
 * meet (Discourse's trust levels 0–3, scaled to a food market's community).
 */
export const TRUST_LEVELS: readonly TrustLevel[] = [
  { level: 0, name: '새 회원', minAgeDays: 0, minWritten: 0, minActiveDays: 0, minLikesReceived: 0, weight: 0 },
  { level: 1, name: '회원', minAgeDays: 7, minWritten: 3, minActiveDays: 2, minLikesReceived: 0, weight: 1 },
  { level: 2, name: '활동 회원', minAgeDays: 30, minWritten: 10, minActiveDays: 5, minLikesReceived: 5, weight: 2 },
  { level: 3, name: '신뢰 회원', minAgeDays: 90, minWritten: 30, minActiveDays: 15, minLikesReceived: 20, weight: 3 },
];

/** The summed weight of unresolved reports that hides a target: two 신뢰 회원, or three 활동 회원. */
export const HIDE_THRESHOLD = 6;

/** Resolved reports a member needs before their track record changes their weight. */
export const ACCURACY_MIN_RESOLVED = 3;

/**
 * Accuracy bands, best first: the first whose `minUpheldShare` the member's upheld / resolved share
 * reaches gives the multiplier. Fewer than ACCURACY_MIN_RESOLVED resolved reports: × 1.
 */
export const ACCURACY_BANDS: ReadonlyArray<{ minUpheldShare: number; multiplier: number; label: string }> = [
  { minUpheldShare: 0.75, multiplier: 1.5, label: '정확' },
  { minUpheldShare: 0.5, multiplier: 1, label: '보통' },
  { minUpheldShare: 0.25, multiplier: 0.5, label: '자주 기각' },
  { minUpheldShare: 0, multiplier: 0.25, label: '대부분 기각' },
];

/** The member's trust level: the highest row of TRUST_LEVELS whose minimums `s` all meet. */
export function trustLevelOf(s: Pick<TrustStats, 'ageDays' | 'written' | 'activeDays' | 'likesReceived'>): TrustLevel {
  let reached = TRUST_LEVELS[0]!;
  for (const l of TRUST_LEVELS)
    if (s.ageDays >= l.minAgeDays && s.written >= l.minWritten && s.activeDays >= l.minActiveDays && s.likesReceived >= l.minLikesReceived) reached = l;
  return reached;
}

/** The multiplier of a track record of `upheld` and `dismissed` resolved reports (see ACCURACY_BANDS). */
export function accuracyMultiplier(upheld: number, dismissed: number): number {
  const resolved = upheld + dismissed;
  if (resolved < ACCURACY_MIN_RESOLVED) return 1;
  const share = upheld / resolved;
  return ACCURACY_BANDS.find((b) => share >= b.minUpheldShare)!.multiplier;
}

/** What a report of a member with `s` weighs, with the level it came from. All weights are multiples of 1/4 (exact in floating point). */
export function reportWeight(s: TrustStats): { level: TrustLevel; multiplier: number; weight: number } {
  const level = trustLevelOf(s);
  const multiplier = accuracyMultiplier(s.upheld, s.dismissed);
  return { level, multiplier, weight: level.weight * multiplier };
}

/** The Korean name of a level number (for rows written with it). */
export const trustLevelName = (level: number) => TRUST_LEVELS.find((l) => l.level === level)?.name ?? TRUST_LEVELS[0]!.name;
