/**
 * The header a screen has before (or instead of) its own content: on a route's skeleton
 * (pendingComponent) and on its error screen (errorComponent), where the route's component — which
 * draws the real header — is not rendered. SPEC §2 shared header: back + the route's title
 * (staticData.title) + home, so a failed or still-loading screen is never a dead end; home gets
 * its own header (./home-header.tsx).
 */
import { useMatches, useParentMatches } from '@tanstack/react-router';
import { Header } from './header';
import { HomeHeader } from './home-header';

/**
 * The id ('/deal/$id') and staticData title of the route this component is drawn for: the match
 * that comes right after the ones above it (any route's skeleton or error screen draws this, so it
 * cannot name its route).
 */
export function useRouteInfo(): { routeId: string; title: string } {
  const depth = useParentMatches({ select: (parents) => parents.length });
  const routeId = useMatches({ select: (matches) => String(matches[depth]?.routeId) });
  const title = useMatches({ select: (matches) => matches[depth]?.staticData?.title ?? '' });
  return { routeId, title };
}

export function RouteHeader() {
  const { routeId, title } = useRouteInfo();
  if (routeId === '/') return <HomeHeader />;
  return <Header title={title} showHome />;
}
