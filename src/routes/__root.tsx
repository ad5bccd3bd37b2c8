/**
 * Root route: the whole document (issue 12, server-rendered): `<head>` with the page's metadata,
 * the runtime client config (SPEC §7 hosts), the stylesheets and the CSP nonce; `<body>` with the
 * app shell around every screen, the router's data scripts and the boot script that loads the
 * client entry after the first paint. The typed router context carries { queryClient, assets }.
 */
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import '~/lib/route-flags';
import { AppShell } from '~/components/layout/app-shell';
import { AppUpdatePrompt } from '~/features/app-update/components/app-update-prompt';
import { appConfig, serializeAppConfig } from '~/lib/config';
import { bootScript, type DocumentAssets } from '~/lib/document-assets';
import { pageHead } from '~/lib/page-meta';
import { isNotFoundMatch } from '~/components/layout/not-found-screen';

export interface RouterContext {
  queryClient: QueryClient;
  assets: DocumentAssets;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page's title and preview tags from its route's title (issue 30); detail routes add their own.
  head: ({ matches }) => {
    const page = matches[matches.length - 1];
    // The not-found screen drawn at an unknown address or for a bad param is /404's page (decision 043).
    if (matches.some(isNotFoundMatch)) return pageHead({ title: '페이지 없음', path: '/404' });
    const title = matches.findLast((m) => m.staticData?.title)?.staticData.title;
    const path = (page?.pathname ?? '/').replace(/(.)\/$/, '$1'); // index routes match as '/category/'
    return pageHead({ title: path === '/' ? undefined : title, path });
  },
  component: RootDocument,
});

function RootDocument() {
  const { assets } = Route.useRouteContext();
  const nonce = useRouter().options.ssr?.nonce;
  return (
    <html lang="ko">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#EA480C" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-title" content="제철장터" />
        <meta name="apple-mobile-web-app-status-bar-style" content="default" />
        <meta name="format-detection" content="telephone=no" />
        {/* Runtime config (no inline data script: read by src/lib/config.ts) and the client entry. */}
        <meta name="app-config" content={serializeAppConfig(appConfig)} />
        <meta name="app-entry" content={assets.entry} />
        {/* The csp-nonce meta the browser router reads is written by HeadContent (router ssr.nonce). */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/icons/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} data-app-css="" />
        ))}
        <HeadContent />
      </head>
      <body>
        <AppShell>
          <Outlet />
          {/* In the native app only: the required-update dialog (SPEC §7 check app update). */}
          <AppUpdatePrompt />
        </AppShell>
        <Scripts />
        {assets.entry && <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootScript(assets.entry) }} />}
      </body>
    </html>
  );
}
