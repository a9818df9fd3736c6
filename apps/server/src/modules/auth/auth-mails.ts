import { composeMail, type MailMessage } from '../mail/mail.service.ts';

function describeDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes % (60 * 24) === 0) {
    const days = minutes / (60 * 24);
    return days === 1 ? '24 hours' : `${days} days`;
  }
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function composeOtpMail(to: string, code: string, lifetimeMs: number): MailMessage {
  return composeMail(to, `${code} is your Livery sign-in code`, {
    heading: 'Your sign-in code',
    paragraphs: [
      `Enter this code on the Livery sign-in page. It works once and expires in ${describeDuration(lifetimeMs)}.`,
    ],
    code,
    footnote:
      'If you did not try to sign in, you can ignore this e-mail: nobody can sign in without the code.',
  });
}

export function composePasswordResetMail(to: string, link: string, lifetimeMs: number): MailMessage {
  return composeMail(to, 'Reset your Livery password', {
    heading: 'Reset your password',
    paragraphs: [
      'We received a request to reset the password of your Livery account.',
      `Choose a new password with the link below. It works once and expires in ${describeDuration(lifetimeMs)}.`,
    ],
    action: { label: 'Choose a new password', url: link },
    footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
}

export function composeHammeredAccountMail(to: string, failedAttempts: number): MailMessage {
  return composeMail(to, 'Someone is trying to sign in to your Livery account', {
    heading: 'Repeated failed sign-ins',
    paragraphs: [
      `In the last hour there were ${failedAttempts} failed attempts to sign in to your Livery account with a wrong password or code.`,
      'Further attempts are being slowed down, so you may have to wait a little before you can sign in.',
      'If this was not you, nothing has been changed, but choose a strong password you use nowhere else.',
    ],
    footnote: 'We send this at most once an hour while the attempts go on.',
  });
}
