/**
 * Members whose reports weigh (issue 29 item 4; server/domain/moderation/flag-weights.ts): three
 * 활동 회원 (weight 2 each, threshold 6) of the e2e data template, reachable through the stand-in
 * login by their e-mails, so a browser test can show three trusted members hiding a post — new
 * accounts made during a test weigh 0 and never hide anything. Written into the template by
 * seed-template.ts (seedTrustedReporters) after the seed — test data, not the demo's: accounts
 * signed up 31 days ago with a history of replies under a deleted question (so no list or search
 * shows it) that received likes. Plain data here, so a spec imports no server code.
 */
export const TRUSTED_REPORTERS = [
  { email: 'trusted-reporter-1@example.com', nickName: '믿음신고일' },
  { email: 'trusted-reporter-2@example.com', nickName: '믿음신고이' },
  { email: 'trusted-reporter-3@example.com', nickName: '믿음신고삼' },
] as const;
