import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

// Brand outlines after Tabler Icons (MIT): lucide has no brand icons.
const brandPaths: Record<string, ReactNode> = {
  facebook: <path d="M7 10v4h3v7h4v-7h3l1 -4h-4v-2a1 1 0 0 1 1 -1h3v-4h-3a5 5 0 0 0 -5 5v2h-3" />,
  twitter: (
    <path d="M22 4.01c-1 .49 -1.98 .689 -3 .99c-1.121 -1.265 -2.783 -1.335 -4.38 -.737s-2.643 2.06 -2.62 3.737v1c-3.245 .083 -6.135 -1.395 -8 -4c0 0 -4.182 7.433 4 11c-1.872 1.247 -3.739 2.088 -6 2c3.308 1.803 6.913 2.423 10.034 1.517c3.58 -1.04 6.522 -3.723 7.651 -7.742a13.84 13.84 0 0 0 .497 -2.753c-.002 -.249 1.51 -2.772 1.818 -4.013z" />
  ),
  x: (
    <>
      <path d="M4 4l11.733 16h4.267l-11.733 -16z" />
      <path d="M4 20l6.768 -6.768m2.46 -2.46l6.772 -6.772" />
    </>
  ),
  instagram: (
    <>
      <path d="M4 8a4 4 0 0 1 4 -4h8a4 4 0 0 1 4 4v8a4 4 0 0 1 -4 4h-8a4 4 0 0 1 -4 -4z" />
      <path d="M9 12a3 3 0 1 0 6 0a3 3 0 0 0 -6 0" />
      <path d="M16.5 7.5v.01" />
    </>
  ),
  youtube: (
    <>
      <path d="M2 8a4 4 0 0 1 4 -4h12a4 4 0 0 1 4 4v8a4 4 0 0 1 -4 4h-12a4 4 0 0 1 -4 -4v-8z" />
      <path d="M10 9l5 3l-5 3z" />
    </>
  ),
  tiktok: (
    <path d="M21 7.917v4.034a9.948 9.948 0 0 1 -5 -1.951v4.5a6.5 6.5 0 1 1 -8 -6.326v4.326a2.5 2.5 0 1 0 4 2v-11.5h4.083a6.005 6.005 0 0 0 4.917 4.917z" />
  ),
};

// The platforms' own names: brands are not translated.
const platformNames: Record<string, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  x: 'X',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** A platform's name as the brand writes it; an unknown type as it is. */
export const socialPlatformName = (type: string) => platformNames[type] ?? type;

interface SocialIconProps {
  /** Platform type from the social_links setting; unknown types show their initial. */
  type: string;
  className?: string;
}

/** A decorative brand icon; the surrounding link carries the accessible name. */
export function SocialIcon({ type, className }: SocialIconProps) {
  const path = brandPaths[type.toLowerCase()];
  if (!path) {
    return (
      <span
        aria-hidden="true"
        className={cn('inline-flex size-5 items-center justify-center text-sm font-bold uppercase', className)}
      >
        {type.trim().charAt(0) || '?'}
      </span>
    );
  }
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-5', className)}
    >
      {path}
    </svg>
  );
}
