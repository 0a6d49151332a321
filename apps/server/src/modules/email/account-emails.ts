import { layout } from './templates.js';
import type { OutgoingEmail } from './outbox.js';

/** The password-change code of the account area (ACC-09, R-05). */
export function passwordCodeEmail(to: string, code: string, validMinutes: number): OutgoingEmail {
  const lines = [
    'You asked to change the password of your Marquee account. Enter this code on the account page:',
    code,
    `The code is valid for ${validMinutes} minutes.`,
    "If this wasn't you, ignore this e-mail: your password stays as it is. Someone may be signed in to your account, so you may want to sign out your other devices on the account page.",
  ];
  return {
    to,
    subject: 'Your Marquee verification code',
    text: `${lines.join('\n\n')}\n`,
    html: layout('Your verification code', lines),
  };
}

/** The code that confirms it is the owner before deleting the account or downloading its data (issue 27). */
export function reauthCodeEmail(to: string, code: string, validMinutes: number): OutgoingEmail {
  const lines = [
    'You asked to delete your Marquee account or to download its data. To confirm it is you, enter this code on the account page:',
    code,
    `The code is valid for ${validMinutes} minutes.`,
    "If this wasn't you, do not share the code with anyone: someone may be signed in to your account, so sign out your other devices on the account page.",
  ];
  return {
    to,
    subject: 'Your Marquee confirmation code',
    text: `${lines.join('\n\n')}\n`,
    html: layout('Your confirmation code', lines),
  };
}

/** Sent after every password change, so the owner notices one they did not make. */
export function passwordChangedEmail(to: string, changedAt: Date, resetUrl: string): OutgoingEmail {
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    changedAt,
  );
  const lines = [
    `The password of your Marquee account was changed on ${when} (UTC). Your other devices were signed out.`,
    'If this wasn\'t you, reset your password now with "Forgot password?" on the sign-in page.',
  ];
  return {
    to,
    subject: 'Your password was changed',
    text: `${lines.join('\n\n')}\n\nReset your password: ${resetUrl}\n`,
    html: layout('Your password was changed', lines, { label: 'Reset your password', url: resetUrl }),
  };
}
