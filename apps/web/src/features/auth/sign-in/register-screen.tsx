import type { User } from '@livery/api-schemas/users';
import { PASSWORD_MIN_LENGTH, passwordProblems } from '@livery/domain/auth-rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { paths } from '../../../shared/config/paths.ts';
import { setPassword } from '../api/set-password.ts';
import { ErrorAlert, PrimaryButton, RefusalNotice, TextField } from './controls.tsx';
import { type Problem, useRefusal } from './refusal.ts';
import { SignInShell } from './sign-in-shell.tsx';

interface Values {
  password: string;
  confirmation: string;
  terms: boolean;
}

/** The rules of NewPasswordFields and the terms box, checked on submit and again as typed once refused. */
function problemsOf({ password, confirmation, terms }: Values) {
  return {
    password: password ? passwordProblems(password)[0] : 'Enter a new password',
    confirmation: confirmation
      ? confirmation !== password
        ? 'Password confirmation does not match.'
        : undefined
      : 'Confirm the new password',
    terms: terms ? undefined : 'Please accept the Terms of Service',
  };
}

/**
 * /register: the e-mailed password set-up link (reset, or the first password of an invited user). `leave`
 * goes on to another page of the app, with the user once signed in.
 */
export function RegisterScreen({
  search,
  leave,
}: {
  search: string;
  leave: (path: string, user?: User) => void;
}) {
  const params = new URLSearchParams(search);
  const email = params.get('uid') ?? '';
  const token = params.get('token') ?? '';
  const [values, setValues] = useState<Values>({ password: '', confirmation: '', terms: false });
  const [fieldErrors, setFieldErrors] = useState<ReturnType<typeof problemsOf> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const termsId = useId();
  const { notice, closeNotice, refuse } = useRefusal();

  const update = (change: Partial<Values>) => {
    const next = { ...values, ...change };
    setValues(next);
    if (fieldErrors) setFieldErrors(problemsOf(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting || !token) return;
    const problems = problemsOf(values);
    setFieldErrors(problems);
    const refused: Problem[] = [];
    if (problems.password) refused.push({ field: passwordRef, message: problems.password });
    if (problems.confirmation) refused.push({ field: confirmationRef, message: problems.confirmation });
    if (problems.terms) refused.push({ field: termsRef, message: problems.terms });
    if (refused.length > 0) {
      refuse(refused);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const user = await setPassword({
        reset_password_token: token,
        password: values.password,
        password_confirmation: values.confirmation,
      });
      leave(paths.overview, user);
    } catch (caught) {
      if (caught instanceof ApiError && /expired/i.test(caught.message)) {
        leave(paths.signupTokenExpired);
        return;
      }
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong!');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SignInShell title="Set your password">
      <form onSubmit={submit} noValidate>
        <ErrorAlert message={error} />
        <TextField label="Email" value={email} disabled />
        <TextField
          label={`New Password (${PASSWORD_MIN_LENGTH} characters and more)`}
          type="password"
          reveal
          autoComplete="new-password"
          value={values.password}
          onChange={(password) => update({ password })}
          error={fieldErrors?.password}
          inputRef={passwordRef}
        />
        <TextField
          label="Password Confirmation"
          type="password"
          reveal
          autoComplete="new-password"
          value={values.confirmation}
          onChange={(confirmation) => update({ confirmation })}
          error={fieldErrors?.confirmation}
          inputRef={confirmationRef}
        />
        <div className="si-field">
          <label className="si-checkbox" htmlFor={termsId}>
            <input
              id={termsId}
              ref={termsRef}
              type="checkbox"
              checked={values.terms}
              onChange={(event) => update({ terms: event.target.checked })}
              aria-invalid={fieldErrors?.terms ? true : undefined}
              aria-describedby={fieldErrors?.terms ? `${termsId}-error` : undefined}
            />
            I agree to the Terms of Service
          </label>
          {fieldErrors?.terms ? (
            <div id={`${termsId}-error`} className="si-field-error ant-form-item-explain-error" role="alert">
              {fieldErrors.terms}
            </div>
          ) : null}
        </div>
        <PrimaryButton isBusy={isSubmitting} disabled={!token}>
          Save password
        </PrimaryButton>
      </form>
      <RefusalNotice notice={notice} onClose={closeNotice} />
    </SignInShell>
  );
}
