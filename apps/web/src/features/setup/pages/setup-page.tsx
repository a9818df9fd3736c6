import { createTeamBody } from '@livery/api-schemas/teams';
import { type User, updateUserBody } from '@livery/api-schemas/users';
import { INDUSTRIES } from '@livery/domain/industries';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Modal, Result, Select, Steps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../../shared/api/client.ts';
import { useCountries } from '../../../shared/api/get-countries.ts';
import { getJoinedTeamsQueryOptions } from '../../../shared/api/get-joined-teams.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';
import { currentUserQuery, useCurrentUser } from '../../../shared/auth/current-user.ts';
import { clearSession } from '../../../shared/auth/session-store.ts';
import { StandaloneShell } from '../../../shared/components/standalone-shell.tsx';
import { markWizardSteps } from '../../../shared/components/step-marker.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useFormRefusal } from '../../../shared/hooks/use-form-submit.ts';
import { createTeam } from '../api/create-team.ts';
import { updateUser } from '../api/update-user.ts';

interface DetailValues {
  name: string;
  phone: string;
  company: string;
  country: string;
  industry: string;
  company_position: string;
}

/** The wizard's user details are checked as the update call checks them; the wizard requires them all. */
const rulesFor = antdRulesFrom(updateUserBody, {
  required: {
    name: true,
    phone: true,
    country: true,
    industry: true,
    company_position: 'Position is required',
  },
});
/** The new team's name as the API checks it; required only of a user who belongs to no team yet. */
const teamNameRules = (isRequired: boolean) =>
  antdRulesFrom(
    { shape: { team_name: createTeamBody.shape.teams.shape.name.optional() } },
    { required: isRequired ? ['team_name'] : [] },
  )('team_name');

/** /setup, 'LET'S START!': user details, then a first team; completing it sets setup_done. */
export default function SetupPage() {
  const { data: user } = useCurrentUser();
  // The profile requires a country later; asking now spares the user a second form.
  const countries = useCountries();
  const teams = useQuery({ ...getJoinedTeamsQueryOptions(), enabled: Boolean(user) });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  // The finished user is cached only on 'Go To Home Page': caching it earlier would let the guard leave /setup.
  const [finishedUser, setFinishedUser] = useState<User | null>(null);
  const [detailForm] = Form.useForm<DetailValues>();
  const [teamForm] = Form.useForm<{ team_name: string }>();
  const detailRefusal = useFormRefusal(detailForm);
  const teamRefusal = useFormRefusal(teamForm);
  const hasTeams = (teams.data?.length ?? 0) > 0;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong!');
    } finally {
      setBusy(false);
    }
  };

  const saveDetails = (values: DetailValues) =>
    run(async () => {
      if (!user) return;
      await updateUser(user.id, {
        name: values.name,
        phone: values.phone,
        country: values.country,
        industry: values.industry,
        company_position: values.company_position,
      });
      setStep(1);
    });

  const finish = ({ team_name }: { team_name?: string }) =>
    run(async () => {
      if (!user) return;
      if (team_name?.trim()) await createTeam(team_name.trim());
      setFinishedUser(await updateUser(user.id, { setup_done: true }));
      await queryClient.invalidateQueries({ queryKey: sharedKeys.teams });
    });

  const logout = async () => {
    await apiRequest('v1/auth/sign_out', { method: 'DELETE', silent: true }).catch(() => undefined);
    clearSession();
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  };

  return (
    <StandaloneShell title="LET'S START!" width={560}>
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 24 }}
        items={markWizardSteps([{ title: 'User Detail' }, { title: 'Team' }], step)}
      />
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      <Form<DetailValues>
        form={detailForm}
        layout="vertical"
        requiredMark={false}
        onFinish={saveDetails}
        onFinishFailed={detailRefusal.onFinishFailed}
        hidden={step !== 0}
        initialValues={{
          name: user?.name ?? '',
          phone: user?.phone ?? '',
          company: user?.company.name ?? '',
          country: user?.country?.code,
          industry: user?.industry ?? undefined,
          company_position: user?.company_position ?? '',
        }}
        key={user?.id ?? 'loading'}
      >
        <Form.Item label="Name" name="name" rules={rulesFor('name')}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="Phone" name="phone" rules={rulesFor('phone')}>
          <Input autoComplete="tel" />
        </Form.Item>
        <Form.Item
          label="Company"
          name="company"
          extra="Your company's name is set by Livery; ask support to change it."
        >
          <Input disabled />
        </Form.Item>
        <Form.Item label="Country" name="country" rules={rulesFor('country')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={countries.isPending}
            options={(countries.data ?? []).map((country) => ({ value: country.code, label: country.name }))}
          />
        </Form.Item>
        <Form.Item label="Industry" name="industry" rules={rulesFor('industry')}>
          <Select options={INDUSTRIES.map((industry) => ({ value: industry, label: industry }))} showSearch />
        </Form.Item>
        <Form.Item label="Position" name="company_position" rules={rulesFor('company_position')}>
          <Input autoComplete="organization-title" />
        </Form.Item>
        <Flex justify="space-between">
          <Button onClick={logout}>Logout</Button>
          <Button type="primary" htmlType="submit" loading={isBusy}>
            Next
          </Button>
        </Flex>
      </Form>
      <Form
        form={teamForm}
        layout="vertical"
        requiredMark={false}
        onFinish={finish}
        onFinishFailed={teamRefusal.onFinishFailed}
        hidden={step !== 1}
      >
        <p>
          {hasTeams
            ? `You already belong to ${teams.data?.map((team) => team.name).join(', ')}. You may create another team now, or finish.`
            : 'Create the team you order for. You can invite colleagues to it later.'}
        </p>
        <Form.Item label="Team Name" name="team_name" rules={teamNameRules(!hasTeams)}>
          <Input />
        </Form.Item>
        <Flex justify="space-between">
          <Flex gap={8}>
            <Button onClick={logout}>Logout</Button>
            <Button onClick={() => setStep(0)}>Back</Button>
          </Flex>
          <Button type="primary" htmlType="submit" loading={isBusy}>
            Finish
          </Button>
        </Flex>
      </Form>
      <Modal open={finishedUser !== null} closable={false} footer={null} centered>
        <Result
          status="success"
          title="Good job!"
          subTitle="You finished your setup. Thank you very much!"
          extra={
            <Button
              type="primary"
              onClick={() => {
                if (finishedUser) queryClient.setQueryData(currentUserQuery.queryKey, finishedUser);
                void navigate(paths.home, { replace: true });
              }}
            >
              Go To Home Page
            </Button>
          }
        />
      </Modal>
    </StandaloneShell>
  );
}
