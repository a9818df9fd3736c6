import { SIGNUP_TOKEN_TTL_MS } from '@livery/domain/auth-rules';
import { parseEmailList } from '@livery/domain/email-list';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { buildPasswordLink, issuePasswordToken } from '../auth/passwords.service.ts';
import { claimRecipientMail, enqueueMail } from '../mail/mail.service.ts';
import { addInvitations, createTeam, findJoinedTeam, findMemberByEmail } from '../teams/teams.service.ts';
import { createInvitedAccount, findAccountByEmail } from '../users/users.service.ts';
import { composeSignupInvitationMail, composeTeamInvitationMail } from './invitation-mails.ts';

const PERSON_IN_CHARGE = 'person_in_charge';

function requirePersonInCharge(user: CurrentUser) {
  if (user.department !== PERSON_IN_CHARGE) throw forbidden('Only the person in charge can invite members.');
}

async function mailInvitation(
  db: DatabaseOrTransaction,
  publicUrl: string,
  invitation: { email: string; userId: number; isNewAccount: boolean; invitor: string; teamName: string },
) {
  if (invitation.isNewAccount) {
    const token = await issuePasswordToken(db, {
      userId: invitation.userId,
      purpose: 'signup',
      lifetimeMs: SIGNUP_TOKEN_TTL_MS,
    });
    const url = buildPasswordLink(new URL(`${publicUrl}/register`), invitation.email, token);
    await enqueueMail(db, composeSignupInvitationMail(invitation.email, { ...invitation, url }));
  } else {
    await enqueueMail(
      db,
      composeTeamInvitationMail(invitation.email, { ...invitation, url: `${publicUrl}/teams` }),
    );
  }
}

/** The addresses of a comma-separated list, refused whole when one of them is not an e-mail address. */
function parseInvitees(emailsText: string): string[] {
  const { emails, invalid } = parseEmailList(emailsText);
  if (invalid.length > 0) throw unprocessable(invalid.map((entry) => `${entry} is not an e-mail address`));
  if (emails.length === 0) throw unprocessable(['Enter at least one e-mail address']);
  return emails;
}

/** Writes the invitations inside the caller's transaction, so a refused address leaves nothing behind. */
async function writeInvitations(
  tx: DatabaseOrTransaction,
  publicUrl: string,
  inviter: CurrentUser,
  team: { id: number; name: string },
  emails: string[],
) {
  const accounts = await Promise.all(
    emails.map(async (email) => ({ email, account: await findAccountByEmail(tx, email) })),
  );
  const problems = accounts
    .filter(
      ({ account }) => account && (account.companyId !== inviter.companyId || account.role !== 'customer'),
    )
    .map(({ email }) => `${email} cannot be invited: it belongs to another company`);
  if (problems.length > 0) throw unprocessable(problems);

  for (const { email, account } of accounts) {
    if (email === inviter.email || (await findMemberByEmail(tx, team.id, email))) continue;
    const user = account ?? (await createInvitedAccount(tx, inviter.companyId, email));
    await addInvitations(tx, [
      {
        teamId: team.id,
        userId: user.id,
        email,
        status: account ? 'pending' : 'not_joined',
        invitedById: inviter.id,
      },
    ]);
    await mailInvitation(tx, publicUrl, {
      email,
      userId: user.id,
      isNewAccount: !account,
      invitor: inviter.name || inviter.email,
      teamName: team.name,
    });
  }
}

/**
 * Invites comma-separated addresses to a team as members (person in charge only). A colleague with an
 * account gets a pending invitation to answer; a new address gets an account and a sign-up link.
 * Addresses of other companies are refused; existing members are left as they are.
 */
export async function inviteMembers(
  db: Database,
  publicUrl: string,
  inviter: CurrentUser,
  teamUuid: string,
  emailsText: string,
) {
  requirePersonInCharge(inviter);
  const emails = parseInvitees(emailsText);
  await db.transaction(async (tx) => {
    const team = await findJoinedTeam(tx, inviter, teamUuid);
    await writeInvitations(tx, publicUrl, inviter, team, emails);
  });
  return { message: 'Invitation sent!' };
}

/** POST /api/team_accounts: a new team, with invitations when addresses are given; all or nothing. */
export async function createTeamWithInvitations(
  db: Database,
  publicUrl: string,
  user: CurrentUser,
  request: { name: string; inviteMembers?: string },
) {
  const invitees = request.inviteMembers?.trim();
  if (invitees) requirePersonInCharge(user);
  const emails = invitees ? parseInvitees(invitees) : [];
  return db.transaction(async (tx) => {
    const team = await createTeam(tx, user, request.name);
    if (emails.length > 0) await writeInvitations(tx, publicUrl, user, team, emails);
    return team;
  });
}

/** The team's creator sends the invitation again to a member who has not joined yet. */
export async function resendInvitation(
  db: Database,
  publicUrl: string,
  user: CurrentUser,
  teamUuid: string,
  email: string,
) {
  const team = await findJoinedTeam(db, user, teamUuid);
  if (team.role !== 'creator') throw forbidden('Only the creator of the team can do this.');
  const member = await findMemberByEmail(db, team.id, email.trim().toLowerCase());
  if (!member?.userId) throw notFound('Member');
  if (member.status === 'joined') throw unprocessable([`${member.email} has already joined the team.`]);
  if (!(await claimRecipientMail(db, member.email))) {
    throw new AppError(
      'rate_limited',
      'This address has had several e-mails from us just now. Please try again later.',
    );
  }
  await mailInvitation(db, publicUrl, {
    email: member.email,
    userId: member.userId,
    isNewAccount: member.status === 'not_joined',
    invitor: user.name || user.email,
    teamName: team.name,
  });
  return { message: 'Invitation sent!' };
}
