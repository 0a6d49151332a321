import { paths, splitLanguagePath } from '@marquee/contracts';
import { useEffect } from 'react';

/** The page the current document was loaded at, in any language (not where the in-app router has moved since). */
function documentPath(): string | null {
  const entry = performance.getEntriesByType('navigation')[0];
  return entry ? splitLanguagePath(new URL(entry.name).pathname).url.replace(/\/$/, '') : null;
}

/**
 * PayPal's buttons need the headers the server sends only with the checkout's own document:
 * `Cross-Origin-Opener-Policy: same-origin-allow-popups`, so PayPal's popup keeps its opener, and
 * PayPal's hosts in the CSP (issue 26, decision 087). A shopper who came by an in-app link has the
 * document of another page, whose headers block both, so the checkout is loaded afresh before
 * anything is typed (the cart is the server's, the Dream Box picks are in sessionStorage).
 */
export function useCheckoutDocument(paypal: boolean) {
  useEffect(() => {
    if (!paypal) return;
    const loadedAt = documentPath();
    if (loadedAt !== null && loadedAt !== paths.checkout.path) window.location.reload();
  }, [paypal]);
}
