/** Local feature fetchers: the 17 시/도 and the stores of one. */
import { callEndpoint } from '~/lib/api-client';

export const fetchLocals = () => callEndpoint('locals');
export const fetchLocalShops = (code: string, page: number) => callEndpoint('localShops', { params: { code }, query: { page, size: 20 } });
