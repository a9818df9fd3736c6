import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createUser, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Awaited<ReturnType<typeof signIn>>;
const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Headers,
  payload?: object,
) => testApp.app.inject({ method, url, headers, payload });

async function mailsTo(email: string) {
  const response = await inject('GET', `/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
  const body = response.json();
  return (Array.isArray(body) ? body : body.messages) as Array<{ subject: string; text: string }>;
}

/** A person in charge who created a team, and a colleague of the same company. */
async function teamWithColleague() {
  const { db } = testApp.database;
  const owner = await createBuyer(db);
  const colleague = await createUser(db, { companyId: owner.company.id, department: null });
  const ownerHeaders = await signIn(testApp.app, owner.user.email);
  const created = await inject('POST', '/api/team_accounts', ownerHeaders, {
    teams: { name: 'Housekeeping' },
  });
  const teamUuid = created.json().team.uuid as string;
  return {
    owner,
    ownerHeaders,
    colleague,
    colleagueHeaders: await signIn(testApp.app, colleague.email),
    teamUuid,
  };
}

describe('inviting members', () => {
  it('lets a colleague approve an invitation from the menu and join the team', async () => {
    const { ownerHeaders, colleague, colleagueHeaders, teamUuid } = await teamWithColleague();
    const invite = await inject('POST', '/api/team_accounts/invite_member', ownerHeaders, {
      team_id: teamUuid,
      emails: colleague.email.toUpperCase(),
    });
    expect(invite.statusCode, invite.body).toBe(200);
    expect(invite.json().message).toBe('Invitation sent!');
    expect((await mailsTo(colleague.email))[0]?.subject).toContain('invited you to Housekeeping');

    const members = await inject('GET', `/api/team_accounts/${teamUuid}/get_members`, ownerHeaders);
    expect(members.json().members).toContainEqual(
      expect.objectContaining({ email: colleague.email, status: 'pending' }),
    );

    const invitations = (await inject('GET', '/api/team_accounts/get_invitations', colleagueHeaders)).json()
      .invitations;
    expect(invitations).toEqual([expect.objectContaining({ team_name: 'Housekeeping' })]);
    const approve = await inject(
      'PUT',
      `/api/team_accounts/${invitations[0].id}/approved_team`,
      colleagueHeaders,
    );
    expect(approve.statusCode).toBe(200);

    const teams = (await inject('GET', '/api/teams', colleagueHeaders)).json().teams;
    expect(teams).toContainEqual(expect.objectContaining({ uuid: teamUuid, role: 'member' }));
    expect(
      (await inject('GET', '/api/team_accounts/get_invitations', colleagueHeaders)).json().invitations,
    ).toEqual([]);
  });

  it('lets a colleague decline, which removes the invitation', async () => {
    const { ownerHeaders, colleague, colleagueHeaders, teamUuid } = await teamWithColleague();
    await inject('POST', '/api/team_accounts/invite_member', ownerHeaders, {
      team_id: teamUuid,
      emails: colleague.email,
    });
    const [invitation] = (await inject('GET', '/api/team_accounts/get_invitations', colleagueHeaders)).json()
      .invitations;
    expect(
      (await inject('PUT', `/api/team_accounts/${invitation.id}/denied_team`, colleagueHeaders)).statusCode,
    ).toBe(200);
    const members = (await inject('GET', `/api/team_accounts/${teamUuid}/get_members`, ownerHeaders)).json()
      .members;
    expect(members.map((member: { email: string }) => member.email)).not.toContain(colleague.email);
  });

  it('gives a new address an account and a sign-up link that joins the team', async () => {
    const { ownerHeaders, teamUuid } = await teamWithColleague();
    const email = `new-hire-${Date.now()}@example.test`;
    await inject('POST', '/api/team_accounts/invite_member', ownerHeaders, {
      team_id: teamUuid,
      emails: email,
    });
    const members = (await inject('GET', `/api/team_accounts/${teamUuid}/get_members`, ownerHeaders)).json()
      .members;
    expect(members).toContainEqual(expect.objectContaining({ email, status: 'not_joined' }));

    const [mail] = await mailsTo(email);
    const token = /token=([\w-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    const setPassword = await inject('POST', '/api/v1/auth/password', undefined, {
      reset_password_token: token,
      password: 'a-good-password',
      password_confirmation: 'a-good-password',
    });
    expect(setPassword.statusCode, setPassword.body).toBe(200);
    expect(setPassword.json().data).toMatchObject({ email, setup_done: false });
    const after = (await inject('GET', `/api/team_accounts/${teamUuid}/get_members`, ownerHeaders)).json()
      .members;
    expect(after).toContainEqual(expect.objectContaining({ email, status: 'joined' }));
  });

  it('refuses invitations from anyone but the person in charge, and addresses of another company', async () => {
    const { ownerHeaders, colleagueHeaders, teamUuid, colleague } = await teamWithColleague();
    await inject('POST', '/api/team_accounts/invite_member', ownerHeaders, {
      team_id: teamUuid,
      emails: colleague.email,
    });
    const [invitation] = (await inject('GET', '/api/team_accounts/get_invitations', colleagueHeaders)).json()
      .invitations;
    await inject('PUT', `/api/team_accounts/${invitation.id}/approved_team`, colleagueHeaders);
    const byMember = await inject('POST', '/api/team_accounts/invite_member', colleagueHeaders, {
      team_id: teamUuid,
      emails: 'someone@example.test',
    });
    expect(byMember.statusCode).toBe(403);

    const stranger = await createBuyer(testApp.database.db);
    const foreign = await inject('POST', '/api/team_accounts/invite_member', ownerHeaders, {
      team_id: teamUuid,
      emails: `${stranger.user.email}, not-an-address`,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.full_messages).toEqual(['not-an-address is not an e-mail address']);
    const otherCompany = await inject('POST', '/api/team_accounts/invite_member', ownerHeaders, {
      team_id: teamUuid,
      emails: stranger.user.email,
    });
    expect(otherCompany.statusCode).toBe(422);
    expect(otherCompany.json().message).toBe(
      `${stranger.user.email} cannot be invited: it belongs to another company`,
    );
  });

  it("answers 404 for another company's team", async () => {
    const { teamUuid } = await teamWithColleague();
    const stranger = await createBuyer(testApp.database.db);
    const headers = await signIn(testApp.app, stranger.user.email);
    expect((await inject('GET', `/api/team_accounts/${teamUuid}/get_members`, headers)).statusCode).toBe(404);
    expect(
      (await inject('PUT', `/api/team_accounts/${teamUuid}`, headers, { name: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await inject('DELETE', `/api/team_accounts/${teamUuid}`, headers)).statusCode).toBe(404);
    const invite = await inject('POST', '/api/team_accounts/invite_member', headers, {
      team_id: teamUuid,
      emails: 'x@example.test',
    });
    expect(invite.statusCode).toBe(404);
  });

  it('resends an invitation to a member who has not joined', async () => {
    const { ownerHeaders, teamUuid } = await teamWithColleague();
    const email = `later-${Date.now()}@example.test`;
    await inject('POST', '/api/team_accounts/invite_member', ownerHeaders, {
      team_id: teamUuid,
      emails: email,
    });
    const resend = await inject('PUT', '/api/team_accounts/resend_invitation', ownerHeaders, {
      team_id: teamUuid,
      user_email: email,
    });
    expect(resend.statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('stops resending after five mails to the address in ten minutes, with 429 and no further mail', async () => {
    const { ownerHeaders, teamUuid } = await teamWithColleague();
    const email = `flooded-${Date.now()}@example.test`;
    await inject('POST', '/api/team_accounts/invite_member', ownerHeaders, {
      team_id: teamUuid,
      emails: email,
    });
    const statuses: number[] = [];
    for (let resend = 0; resend < 7; resend += 1) {
      const response = await inject('PUT', '/api/team_accounts/resend_invitation', ownerHeaders, {
        team_id: teamUuid,
        user_email: email,
      });
      statuses.push(response.statusCode);
    }

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // The first invitation plus five resends.
    expect(await mailsTo(email)).toHaveLength(6);
  });
});

describe('managing a team', () => {
  it('lets only the creator rename, remove members and delete, never removing the creator', async () => {
    const { ownerHeaders, owner, colleague, colleagueHeaders, teamUuid } = await teamWithColleague();
    await inject('POST', '/api/team_accounts/invite_member', ownerHeaders, {
      team_id: teamUuid,
      emails: colleague.email,
    });
    const [invitation] = (await inject('GET', '/api/team_accounts/get_invitations', colleagueHeaders)).json()
      .invitations;
    await inject('PUT', `/api/team_accounts/${invitation.id}/approved_team`, colleagueHeaders);

    expect(
      (await inject('PUT', `/api/team_accounts/${teamUuid}`, colleagueHeaders, { name: 'Mine' })).statusCode,
    ).toBe(403);
    expect((await inject('DELETE', `/api/team_accounts/${teamUuid}`, colleagueHeaders)).statusCode).toBe(403);
    const memberRemoves = await inject(
      'DELETE',
      `/api/team_accounts/${teamUuid}/remove_member`,
      colleagueHeaders,
      {
        member_email: owner.user.email,
      },
    );
    expect(memberRemoves.statusCode).toBe(403);
    const members = (
      await inject('GET', `/api/team_accounts/${teamUuid}/get_members`, colleagueHeaders)
    ).json();
    expect(members.current_user_role).toBe('member');
    expect(members.team.name).toBe('Housekeeping');

    const rename = await inject('PUT', `/api/team_accounts/${teamUuid}`, ownerHeaders, {
      name: 'Housekeeping East',
    });
    expect(rename.statusCode).toBe(200);
    const removeSelf = await inject('DELETE', `/api/team_accounts/${teamUuid}/remove_member`, ownerHeaders, {
      member_email: owner.user.email,
    });
    expect(removeSelf.statusCode).toBe(422);
    const remove = await inject('DELETE', `/api/team_accounts/${teamUuid}/remove_member`, ownerHeaders, {
      member_email: colleague.email,
    });
    expect(remove.json().message).toBe('Member has been deleted.');
    const deleted = await inject('DELETE', `/api/team_accounts/${teamUuid}`, ownerHeaders);
    expect(deleted.json().message).toBe('Your team has been deleted.');
    expect(
      (await inject('GET', '/api/teams', ownerHeaders)).json().teams.map((t: { uuid: string }) => t.uuid),
    ).not.toContain(teamUuid);
  });

  it('sets and clears the default team', async () => {
    const { ownerHeaders, teamUuid } = await teamWithColleague();
    await inject('PUT', '/api/team_accounts/default', ownerHeaders, { team_id: teamUuid });
    let teams = (await inject('GET', '/api/teams', ownerHeaders)).json().teams;
    expect(
      teams.filter((team: { is_default: boolean }) => team.is_default).map((t: { uuid: string }) => t.uuid),
    ).toEqual([teamUuid]);
    await inject('PUT', '/api/team_accounts/default', ownerHeaders, { team_id: null });
    teams = (await inject('GET', '/api/teams', ownerHeaders)).json().teams;
    expect(teams.some((team: { is_default: boolean }) => team.is_default)).toBe(false);
  });
});
