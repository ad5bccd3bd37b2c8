/** The daily roulette's fetchers (issue 16; paths in docs/decisions/026 "## Game, events, orders, banners"). */
import { callEndpoint } from '~/lib/api-client';

/** Today's state (KST day): played?, outcome, stars, next play time, balance. Member only. */
export const fetchGameToday = () => callEndpoint('gameToday');

/**
 * Play today's roulette; the server decides the outcome. `silentToasts`: the screen shows the same
 * toast (starsToast) itself once the wheel has landed. The key makes a retried request answer the
 * first play (nothing awarded twice).
 */
export const postPlayGame = (idempotencyKey: string) => callEndpoint('playGame', { headers: { 'Idempotency-Key': idempotencyKey }, silentToasts: true });
