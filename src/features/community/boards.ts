/**
 * The community's boards (게시판). The list itself comes from the server (GET /api/v1/community/board,
 * `communityQueries.boards()`; docs/decisions/024): an operator can add one without a release. The
 * URL's ?board is kept when it is shaped like a board code (BOARD_CODE_PATTERN of
 * @contract/community, written out here because that module carries zod, which must stay out of the
 * first screen's chunks); a code no board has is dropped by the screens once the list is known.
 */
const BOARD_CODE = /^[a-z][a-z0-9-]{0,29}$/;

/** A board code from the URL, or undefined (전체) for anything not shaped like one. */
export function boardCodeOf(value: unknown): string | undefined {
  return typeof value === 'string' && BOARD_CODE.test(value) ? value : undefined;
}

/** `code` when the server's list has that board, else undefined (전체). */
export function knownBoard(boards: ReadonlyArray<{ code: string }> | undefined, code: string | undefined): string | undefined {
  return code && boards?.some((b) => b.code === code) ? code : undefined;
}
