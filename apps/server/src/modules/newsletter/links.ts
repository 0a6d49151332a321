import { paths } from '@marquee/contracts';
import type { Config } from '../../config.js';
import { unsubscribeToken } from './tokens.js';

/** The addresses the newsletter's e-mails link to, on the store's public address. */
export interface NewsletterLinks {
  storeUrl: string;
  confirmUrl(token: string): string;
  unsubscribeUrl(subscriptionId: number): string;
}

export function newsletterLinks(config: Pick<Config, 'publicUrl' | 'sessionSecret'>): NewsletterLinks {
  const base = config.publicUrl;
  return {
    storeUrl: `${base}${paths.home.href()}`,
    confirmUrl: (token) => `${base}${paths.newsletterConfirm.href({ token })}`,
    unsubscribeUrl: (id) =>
      `${base}${paths.newsletterUnsubscribe.href({ token: unsubscribeToken(config.sessionSecret, id) })}`,
  };
}

/** The secrets an unsubscribe token may be signed with: the current one, then the previous while rotating. */
export function unsubscribeSecrets(config: Pick<Config, 'sessionSecret' | 'previousSessionSecret'>): string[] {
  return [config.sessionSecret, config.previousSessionSecret].filter((secret): secret is string => !!secret);
}
