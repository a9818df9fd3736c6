import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { paths } from '../../../shared/config/paths.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { EmailField, ErrorAlert, PrimaryButton, RefusalNotice } from './controls.tsx';
import { EMAIL_MESSAGE, isEmailAddress, useRefusal } from './refusal.ts';
import { SignInShell } from './sign-in-shell.tsx';

/** A link to another sign-in screen: in place inside the app, a page load on its own. */
export function ScreenLink({
  to,
  navigateTo,
  children,
}: {
  to: string;
  navigateTo?: (path: string) => void;
  children: string;
}) {
  return (
    <a
      href={to}
      onClick={(event) => {
        if (!navigateTo) return;
        event.preventDefault();
        navigateTo(to);
      }}
    >
      {children}
    </a>
  );
}

/** /reset-password: asks for a set-up link; never tells whether the address has an account. */
export function ResetPasswordScreen({ navigateTo }: { navigateTo?: (path: string) => void }) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const { notice, closeNotice, refuse } = useRefusal();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    if (!isEmailAddress(email)) {
      setEmailError(EMAIL_MESSAGE);
      refuse([{ field: emailRef, message: EMAIL_MESSAGE }]);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong!');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SignInShell title="Reset your password">
      {sentTo ? (
        <div className="si-result" role="status">
          <svg className="si-result-icon" viewBox="0 0 24 24" width="72" height="72" aria-hidden="true">
            <circle cx="12" cy="12" r="11" fill="#237a49" />
            <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2" />
          </svg>
          <div className="si-result-title">Check your e-mail</div>
          <p className="si-secondary">
            If {sentTo} has a Livery account, we have sent it a link to set a new password. The link works
            once.
          </p>
          <ScreenLink to={paths.login} navigateTo={navigateTo}>
            Back to sign in
          </ScreenLink>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>Enter the e-mail address of your account and we will send you a link to set a new password.</p>
          <ErrorAlert message={error} />
          <EmailField
            value={email}
            onChange={setEmail}
            error={emailError}
            onErrorChange={setEmailError}
            inputRef={emailRef}
          />
          <PrimaryButton isBusy={isSubmitting}>Send reset link</PrimaryButton>
          <div style={{ marginTop: 16 }}>
            <ScreenLink to={paths.login} navigateTo={navigateTo}>
              Back to sign in
            </ScreenLink>
          </div>
        </form>
      )}
      <RefusalNotice notice={notice} onClose={closeNotice} />
    </SignInShell>
  );
}
