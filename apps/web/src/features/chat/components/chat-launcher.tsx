import { paths } from '@marquee/contracts';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CHAT_EMAIL_NOTICE_PARAM, isChatEmailNotice } from '../email-notice';

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
  const location = useLocation();
  const { pathname, search } = location;
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // Back from the e-mailed confirmation link (issue 27 point 5): the parameter leaves the address
  // bar (a copied address must not say it again) and rides in the history entry's state, which
  // only the browser has, so the server's HTML and the first render stay the same.
  useEffect(() => {
    const params = new URLSearchParams(search);
    const outcome = params.get(CHAT_EMAIL_NOTICE_PARAM);
    if (!isChatEmailNotice(outcome)) return;
    params.delete(CHAT_EMAIL_NOTICE_PARAM);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true, state: { chatEmailNotice: outcome } });
  }, [navigate, pathname, search]);
  const stateNotice = (location.state as { chatEmailNotice?: string } | null)?.chatEmailNotice ?? null;
  // The panel opens with the outcome until the visitor closes it.
  const notice = isChatEmailNotice(stateNotice) ? stateNotice : null;
  const open = opened || notice !== null;

  const close = useCallback(() => {
    setOpened(false);
    // Closed once, the outcome is gone from the history entry too (a reload keeps its state).
    if (notice !== null) void navigate({ pathname, search }, { replace: true, state: null });
    button.current?.focus();
  }, [navigate, notice, pathname, search]);

  if (pathname.startsWith(paths.checkout.path)) return null;

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('chat.open')}
        title={t('chat.open')}
        aria-expanded={open}
        aria-controls={loaded || notice !== null ? CHAT_PANEL_ID : undefined}
        onClick={() => {
          setLoaded(true);
          if (open) close();
          else setOpened(true);
        }}
        className="fixed end-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-white shadow-lg shadow-primary/30 transition hover:brightness-110 focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        <MessageCircle className="size-6" aria-hidden="true" />
      </button>
      {(loaded || notice !== null) && (
        <Suspense fallback={null}>
          <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} emailNotice={notice} />
        </Suspense>
      )}
    </>
  );
}
