/**
 * The community's boards (게시판) as the 게시판 tab offers them. The API has no board-list call
 * (posts carry `board: { code, name }`), so the list is kept here, in the order and with the codes
 * the server seeds (server/db/seed/community.ts, docs/decisions/020). docs/decisions/022.
 */
export const COMMUNITY_BOARDS = [
  { code: 'recipe', name: '레시피' },
  { code: 'review', name: '구매 후기' },
  { code: 'storage', name: '보관·손질 팁' },
  { code: 'season', name: '제철 이야기' },
  { code: 'free', name: '자유게시판' },
] as const;

/** A board code from the URL, or undefined (전체) for anything unknown. */
export function boardCodeOf(value: unknown): string | undefined {
  return COMMUNITY_BOARDS.find((b) => b.code === value)?.code;
}
