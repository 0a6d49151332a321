/**
 * What makes an e-mail a marketing e-mail (issue 29, decision 096): its last line is the visible
 * unsubscribe link, "Unsubscribe: <page>" in the reader's language, and the outbox worker gives
 * every mail ending so the one-click headers of RFC 8058. The outbox keeps no headers (no column
 * for them), so the link written by `unsubscribeFooter` is the mark `listUnsubscribeHeaders` reads
 * back when the mail is sent: a marketing mail cannot leave without them, nor a transactional one
 * get them.
 */
import { apiPaths, paths, splitLanguagePath } from '@marquee/contracts';
import { escapeHtml } from '../../lib/html.js';
import { mailTexts, type MailLanguage } from './mail-language.js';

/** The footer's label in every language: only a last line starting with one of them is the mark. */
const LABELS = new Set(Object.values(mailTexts).map((texts) => `${texts.newsletter.footer.unsubscribe}:`));

/** The end of a marketing mail's text and HTML: why it came, and the unsubscribe page's link. */
export function unsubscribeFooter(mail: MailLanguage, unsubscribeUrl: string): { text: string; html: string } {
  const why = mail.t('newsletter.footer.why');
  const label = mail.t('newsletter.footer.unsubscribe');
  return {
    // "-- " (with its space) is the signature separator mail readers dim or fold.
    text: `\n\n-- \n${why}\n${label}: ${unsubscribeUrl}\n`,
    html: `<p style="font-size:12px;color:#6b7280;margin:24px 0 0">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(label)}</a></p>`,
  };
}

/**
 * The List-Unsubscribe headers of a mail whose text ends with an unsubscribe footer, else none.
 * `List-Unsubscribe` is the API's address for the same token, which a mail provider POSTs
 * `List-Unsubscribe=One-Click` to (RFC 8058); the footer's link is the page a person opens.
 */
export function listUnsubscribeHeaders(text: string): Record<string, string> | undefined {
  const last = text.trimEnd().split('\n').at(-1) ?? '';
  const space = last.lastIndexOf(' ');
  if (space === -1 || !LABELS.has(last.slice(0, space).trim())) return undefined;
  let page: URL;
  try {
    page = new URL(last.slice(space + 1).trim());
  } catch {
    return undefined;
  }
  const token = page.searchParams.get('token');
  // The page in any language (`/he/newsletter/unsubscribe`, decision 099).
  if (splitLanguagePath(page.pathname).url !== paths.newsletterUnsubscribe.path || !token) return undefined;
  return {
    'List-Unsubscribe': `<${page.origin}${apiPaths.newsletterUnsubscribe.href({ token })}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
