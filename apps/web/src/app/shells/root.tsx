import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { IconSprite } from '@/components/ui/icon-sprite';

/** The router's top route: the store and the admin area hang below it. */
export function AppRoot() {
  // Marks the page as live (the e2e suite waits for it), then hands the app the taps and
  // typing the early-input script in index.html kept until now (decision 063).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    window.marqueeReplay?.();
  }, []);
  return (
    <>
      <IconSprite />
      <Outlet />
    </>
  );
}
