import { APP_SHELL_ELEMENT_ID } from '@marquee/contracts';
import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';

/**
 * The router's top route. Its first commit takes away the header the server painted before
 * the JavaScript ran (server web/app-shell.ts): a layout effect, so no frame shows both.
 */
export function AppRoot() {
  useLayoutEffect(() => {
    document.getElementById(APP_SHELL_ELEMENT_ID)?.remove();
  }, []);
  return <Outlet />;
}
