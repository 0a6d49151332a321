import { useEffect } from 'react';
import { Outlet } from 'react-router';

/** The router's top route: the store and the admin area hang below it. */
export function AppRoot() {
  // Marks the page as live: server-rendered markup answers clicks only once hydrated
  // (the e2e suite waits for it before acting).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return <Outlet />;
}
