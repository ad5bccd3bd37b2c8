/**
 * The sign-in popup's id (SPEC §9 popups; docs/decisions/029-sign-in-popups.md): 16 hex characters,
 * carried as `/login?popup=<id>`. Its own module so the /login route's search validation (in the route
 * tree, loaded on every page) does not pull the popup machinery (lib/auth/popup, a lazy chunk) into
 * the home route's JavaScript.
 */
export const POPUP_ID_PATTERN = /^[0-9a-f]{16}$/;
