import { paths } from '@marquee/contracts';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

// The panel (its form, thread and live stream) is its own chunk, fetched on the first tap.
const ChatPanel = lazy(() => import('./chat-panel'));

export const CHAT_PANEL_ID = 'chat-panel';

/**
 * LC-01: the round "Chat with us" button on every storefront page, bottom right. It is a plain
 * button in the server's HTML, so a tap before the app has started is kept and replayed
 * (decision 063). Left out on the checkout, where it would sit over the payment buttons.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  if (pathname.startsWith(paths.checkout.path)) return null;

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('chat.open')}
        title={t('chat.open')}
        aria-expanded={open}
        aria-controls={loaded ? CHAT_PANEL_ID : undefined}
        onClick={() => {
          setLoaded(true);
          setOpen((was) => !was);
        }}
        className="fixed end-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-white shadow-lg shadow-primary/30 transition hover:brightness-110 focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        <MessageCircle className="size-6" aria-hidden="true" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
