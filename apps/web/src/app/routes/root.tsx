import { Outlet } from 'react-router';

/** The router's top route: the store and the admin area hang below it. */
export function AppRoot() {
  return <Outlet />;
}
