/**
 * A route's loading screen (its pendingComponent): the screen's header (./route-header.tsx: back,
 * the route's title, home; the home header on /) above the grey placeholder, so a screen that is
 * still loading shows where the shopper is and the way back — never a headerless grey page.
 */
import { PageSkeleton } from '../ui/skeleton';
import { RouteHeader } from './route-header';

export function RouteSkeleton({ rows }: { rows?: number }) {
  return (
    <div>
      <RouteHeader />
      <PageSkeleton rows={rows} />
    </div>
  );
}
