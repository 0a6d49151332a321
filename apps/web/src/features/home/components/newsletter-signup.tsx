import { DEFAULT_LANGUAGE, errorCodes, isLanguageCode } from '@marquee/contracts';
import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RateLimitAlert } from '@/components/errors/rate-limit-alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { isRateLimited } from '@/lib/rate-limit';
import { toast } from '@/lib/toast';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/**
 * SF-HOME-09..11: e-mail sign-up; the server decides duplicates. Double opt-in (issue 29):
 * the address counts once its owner follows the e-mailed link, which the success toast says.
 */
export function NewsletterSignup() {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    // A blank entry does nothing (SF-HOME-09).
    if (!trimmed || subscribe.isPending) return;
    // The page's language: the address's e-mails are written in it.
    const current = i18n.resolvedLanguage ?? i18n.language;
    subscribe.mutate(
      { email: trimmed, language: isLanguageCode(current) ? current : DEFAULT_LANGUAGE },
      {
        onSuccess: () => {
          setEmail('');
          toast.success(t('home.newsletter.successTitle'), {
            description: `${t('home.newsletter.successText')} ${t('newsletter.checkInbox')}`,
          });
        },
        onError: (error) => {
          // Too many sign-ups from this address: the form says how long to wait.
          if (isRateLimited(error)) return;
          if (isApiError(error) && error.code === errorCodes.ALREADY_SUBSCRIBED) {
            toast.info(t('home.newsletter.duplicateTitle'), { description: t('home.newsletter.duplicateText') });
          } else {
            toast.error(t('home.newsletter.failedTitle'), { description: t('home.newsletter.failedText') });
          }
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="newsletter-title"
      className="rounded-3xl bg-zinc-900 px-6 py-10 text-center text-white sm:px-12"
    >
      <Mail aria-hidden="true" className="mx-auto size-8 text-accent" />
      <h2 id="newsletter-title" className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
        {t('home.newsletter.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-zinc-300">{t('home.newsletter.text')}</p>
      <form onSubmit={onSubmit} className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {t('home.newsletter.emailLabel')}
        </label>
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('home.newsletter.placeholder')}
          className="h-12 min-w-0 rounded-xl border sm:flex-1 border-white/20 bg-white/10 px-4 text-white placeholder:text-zinc-400 focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/50 focus-visible:outline-none"
        />
        <Button type="submit" size="lg" variant="gradient" isLoading={subscribe.isPending}>
          {t('home.newsletter.submit')}
        </Button>
      </form>
      <RateLimitAlert error={subscribe.error} className="mx-auto mt-4 max-w-md" />
    </section>
  );
}
