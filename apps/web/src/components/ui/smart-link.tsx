import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** Absolute http(s) URLs open in a new tab (SF-HERO-05, SF-FILM-04); anything else stays in this tab. */
export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url.trim());

type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

export function SmartLink({ href, children, ...props }: SmartLinkProps) {
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
