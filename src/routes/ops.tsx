/**
 * The ops console (issue 32; docs/decisions/049-ops-console.md): client-rendered (its data is behind
 * an operator's HttpOnly session cookie), never stored by the service worker (neverStore → the
 * generated list in sw/never-store-pages.gen.ts), noindex (the server's X-Robots-Tag on /ops; a meta
 * here would only cost start-up bytes, the page is drawn in the browser), no bottom navigation. The screen loads with the route (autoCodeSplitting): the shop never ships it.
 */
import { createFileRoute } from '@tanstack/react-router';
import { OpsConsole } from '~/features/ops/components/ops-console';

export const Route = createFileRoute('/ops')({
  ssr: false,
  staticData: { neverStore: true, noBottomNavi: true },
  component: OpsConsole,
});
