/** Deal event apply (v2) (issue 16): the member's application state and the apply call. */
import { callEndpoint } from '~/lib/api-client';

export const fetchEventApply = (eventId: number) => callEndpoint('eventApplyState', { params: { eventId } });
/** Apply; the server answers with its toast (이벤트 응모 완료! 별 20개를 받았어요). */
export const postEventApply = (eventId: number, idempotencyKey: string) =>
  callEndpoint('eventApply', { params: { eventId }, headers: { 'Idempotency-Key': idempotencyKey } });
