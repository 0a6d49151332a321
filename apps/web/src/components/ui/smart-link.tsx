import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { isSitePathOrHttps } from '@marquee/contracts';

/** Absolute http(s) URLs open in a new tab (SF-HERO-05, SF-FILM-04); anything else stays in this tab. */
export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url.trim());

/**
 * What an admin-written link may point at: a site path or a web address (the server's rule, which
 * also lets old http ones through here), an in-page anchor, mail or a phone; never javascript:,
 * vbscript:, data: or '//other-site' (issue 14). The server already reads these fields through the
 * same rule: this is the second line.
 */
export const isSafeHref = (url: string) =>
  isSitePathOrHttps(url) || (isExternalUrl(url) && !/\s/.test(url)) || /^(#|mailto:|tel:)/i.test(url);

type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

export function SmartLink({ href, children, ...props }: SmartLinkProps) {
  // Not a link at all rather than one that runs script or leaves for another site.
  if (!isSafeHref(href)) return <span {...(props as ComponentProps<'span'>)}>{children}</span>;
  if (isExternalUrl(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
