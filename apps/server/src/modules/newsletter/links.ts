import { paths } from '@marquee/contracts';
import type { Config } from '../../config.js';
import { unsubscribeToken } from './tokens.js';
import { storeLink } from '../email/mail-language.js';

/** The addresses the newsletter's e-mails link to, on the store's public address. */
/** The newsletter's links, each at its page in the subscriber's language (decision 099). */
export interface NewsletterLinks {
  storeUrl(language: string): string;
  confirmUrl(token: string, language: string): string;
  unsubscribeUrl(subscriptionId: number, language: string): string;
}

export function newsletterLinks(config: Pick<Config, 'publicUrl' | 'sessionSecret'>): NewsletterLinks {
  const base = config.publicUrl;
  return {
    storeUrl: (language) => storeLink(base, language, paths.home.href()),
    confirmUrl: (token, language) => storeLink(base, language, paths.newsletterConfirm.href({ token })),
    unsubscribeUrl: (id, language) =>
      storeLink(
        base,
        language,
        paths.newsletterUnsubscribe.href({ token: unsubscribeToken(config.sessionSecret, id) }),
      ),
  };
}

/** The secrets an unsubscribe token may be signed with: the current one, then the previous while rotating. */
export function unsubscribeSecrets(config: Pick<Config, 'sessionSecret' | 'previousSessionSecret'>): string[] {
  return [config.sessionSecret, config.previousSessionSecret].filter((secret): secret is string => !!secret);
}
