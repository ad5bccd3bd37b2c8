/** SPEC §2: any unknown path (or a bad param) redirects to /404, replacing the bad entry. */
import { Navigate } from '@tanstack/react-router';

export function NotFoundRedirect() {
  return <Navigate to="/404" replace />;
}
