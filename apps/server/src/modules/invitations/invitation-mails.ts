import { composeMail, type MailMessage } from '../mail/mail.service.ts';

export function composeTeamInvitationMail(
  to: string,
  invitation: { invitor: string; teamName: string; url: string },
): MailMessage {
  return composeMail(to, `${invitation.invitor} invited you to ${invitation.teamName} on Livery`, {
    heading: `Join ${invitation.teamName}`,
    paragraphs: [
      `${invitation.invitor} invited you to the team ${invitation.teamName} on Livery, where your company orders its uniforms and merchandise.`,
      'Open Livery and answer the invitation from the menu at the top right.',
    ],
    action: { label: 'Open my invitations', url: invitation.url },
  });
}

export function composeSignupInvitationMail(
  to: string,
  invitation: { invitor: string; teamName: string; url: string },
): MailMessage {
  return composeMail(to, `${invitation.invitor} invited you to Livery`, {
    heading: 'You are invited to Livery',
    paragraphs: [
      `${invitation.invitor} invited you to the team ${invitation.teamName} on Livery, where your company orders its uniforms and merchandise.`,
      'Choose a password with the link below; you will then join the team and finish a short setup.',
    ],
    action: { label: 'Set my password', url: invitation.url },
    footnote:
      'The link works once and expires in 7 days. If you were not expecting this, ignore this e-mail.',
  });
}
