import { escapeHtml } from '../../lib/html.js';
import type { OutgoingEmail } from './outbox.js';

/**
 * The frame every store e-mail shares: a title, paragraphs of plain text (escaped here), an
 * optional block of ready HTML after them (its author escapes every value in it), a button, and
 * ready HTML after the button (a marketing e-mail's unsubscribe footer, marketing.ts).
 */
export function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  blockHtml = '',
  footerHtml = '',
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('') + blockHtml;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#8b5cf6;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;background:#f9fafb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}${footerHtml}
<p style="font-size:12px;color:#6b7280;margin-top:32px">Marquee — film merchandise &amp; collectibles</p></div></body></html>`;
}

export function verificationEmail(to: string, firstName: string, url: string): OutgoingEmail {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const lines = [greeting, 'Welcome to Marquee! Please confirm your e-mail address so we can keep your account safe.'];
  return {
    to,
    subject: 'Confirm your e-mail address',
    text: `${lines.join('\n\n')}\n\nConfirm your e-mail: ${url}\n`,
    html: layout('Confirm your e-mail address', lines, { label: 'Confirm e-mail', url }),
  };
}

export function passwordResetEmail(to: string, url: string): OutgoingEmail {
  const lines = [
    'Someone asked to reset the password of your Marquee account.',
    'The link below works once and expires in one hour. If it was not you, ignore this e-mail: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Reset your Marquee password',
    text: `${lines.join('\n\n')}\n\nSet a new password: ${url}\n`,
    html: layout('Reset your password', lines, { label: 'Set a new password', url }),
  };
}

/**
 * Sent once per lock of an account after too many failed passwords (decision 062), with the
 * single-use link that lets the browser opening it sign in during the lock (issue 27 point 3).
 */
export function accountLockedEmail(
  to: string,
  lockMinutes: number,
  failures: number,
  signInUrl: string,
  unlockUrl: string,
): OutgoingEmail {
  const lines = [
    `Someone tried to sign in to your Marquee account with a wrong password ${failures} times in a row, so we have locked sign-in for ${lockMinutes} minutes.`,
    'You can still sign in from a browser you have signed in with before. To sign in from another one now, open the link below in it: it works once, until the lock ends, and only lets that browser try your password.',
    'If it was not you, your password kept the account safe. Nothing else changed; you may want to choose a new, unique password.',
  ];
  return {
    to,
    subject: 'Your Marquee account is locked for a while',
    text: `${lines.join('\n\n')}\n\nLet this browser sign in: ${unlockUrl}\n\nSign in: ${signInUrl}\n`,
    html: layout('Sign-in locked for a while', lines, { label: 'Let this browser sign in', url: unlockUrl }),
  };
}
