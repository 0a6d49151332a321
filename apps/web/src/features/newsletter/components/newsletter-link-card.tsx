import { errorCodes, paths } from '@marquee/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RateLimitAlert } from '@/components/errors/rate-limit-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { isRateLimited } from '@/lib/rate-limit';

export interface NewsletterLinkTexts {
  title: string;
  intro: string;
  action: string;
  done: string;
  invalid: string;
}

/**
 * A newsletter e-mail's link (confirm, unsubscribe): the page does nothing on its own, since mail
 * scanners open links too; one button sends the token, then the outcome replaces it and takes
 * the focus, so a screen reader reads it.
 */
export function NewsletterLinkCard({
  token,
  texts,
  mutation,
}: {
  token: string | null;
  texts: NewsletterLinkTexts;
  mutation: UseMutationResult<unknown, Error, string>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const invalid = !token || (isApiError(mutation.error) && mutation.error.code === errorCodes.INVALID_TOKEN);
  const outcome = mutation.isSuccess ? 'done' : invalid ? 'invalid' : null;
  const failed = mutation.isError && !invalid && !isRateLimited(mutation.error);

  useEffect(() => {
    if (mutation.isSuccess || mutation.isError) outcomeRef.current?.focus();
  }, [mutation.isSuccess, mutation.isError]);

  return (
    <div className="px-4 py-12 sm:py-20">
      <section
        aria-labelledby={headingId}
        className="mx-auto grid w-full max-w-md gap-5 rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-zinc-900/5 ring-zinc-200 sm:p-8"
      >
        <Mail aria-hidden="true" className="size-8 text-primary" />
        <h1 id={headingId} className="text-2xl font-bold tracking-tight text-zinc-950">
          {texts.title}
        </h1>
        <div ref={outcomeRef} tabIndex={-1} className="grid gap-3 outline-none">
          {outcome === 'done' && <Alert variant="success">{texts.done}</Alert>}
          {outcome === 'invalid' && <Alert variant="destructive">{texts.invalid}</Alert>}
          {failed && <Alert variant="destructive">{t('newsletter.failed')}</Alert>}
          <RateLimitAlert error={mutation.error} />
        </div>
        {outcome === null ? (
          <>
            <p className="text-zinc-600">{texts.intro}</p>
            <Button
              type="button"
              variant="gradient"
              size="lg"
              isLoading={mutation.isPending}
              onClick={() => token && mutation.mutate(token)}
            >
              {texts.action}
            </Button>
          </>
        ) : (
          <Button asChild variant="outline" size="lg">
            <Link to={paths.home.href()}>{t('newsletter.toStore')}</Link>
          </Button>
        )}
      </section>
    </div>
  );
}
