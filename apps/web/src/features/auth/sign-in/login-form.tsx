import type { User } from '@livery/api-schemas/users';
import { OTP_COUNTDOWN_MS, OTP_LENGTH } from '@livery/domain/auth-rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { EXTERNAL_LINKS, paths } from '../../../shared/config/paths.ts';
import { requestOtp } from '../api/request-otp.ts';
import { signIn } from '../api/sign-in.ts';
import { EmailField, ErrorAlert, PrimaryButton, RefusalNotice, TextField } from './controls.tsx';
import { EMAIL_MESSAGE, isEmailAddress, type Problem, useRefusal } from './refusal.ts';
import './sign-in.css';

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong!';
}

function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const PASSWORD_MESSAGE = 'Enter your password';

type Refuse = (problems: Problem[]) => void;

function PasswordTab({ onSignedIn, refuse }: { onSignedIn: (user: User) => void; refuse: Refuse }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const check = (values: { email: string; password: string }) => ({
    email: isEmailAddress(values.email) ? undefined : EMAIL_MESSAGE,
    password: values.password ? undefined : PASSWORD_MESSAGE,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    const problems = check({ email, password });
    setFieldErrors(problems);
    const refused: Problem[] = [];
    if (problems.email) refused.push({ field: emailRef, message: problems.email });
    if (problems.password) refused.push({ field: passwordRef, message: problems.password });
    if (refused.length > 0) {
      refuse(refused);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      onSignedIn(await signIn({ email: email.trim(), password }));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSubmitting(false);
    }
  };

  // Once refused, a field's message follows what is typed (antd re-validates on change).
  const update = (values: { email: string; password: string }) => {
    setEmail(values.email);
    setPassword(values.password);
    if (fieldErrors) setFieldErrors(check(values));
  };

  return (
    <form name="password-sign-in" onSubmit={submit} noValidate>
      <ErrorAlert message={error} />
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(value) => update({ email: value, password })}
        error={fieldErrors?.email}
        inputRef={emailRef}
      />
      <TextField
        label="Password"
        type="password"
        reveal
        autoComplete="current-password"
        value={password}
        onChange={(value) => update({ email, password: value })}
        error={fieldErrors?.password}
        inputRef={passwordRef}
      />
      <PrimaryButton isBusy={isSubmitting}>LOGIN</PrimaryButton>
    </form>
  );
}

function OtpTab({ onSignedIn, refuse }: { onSignedIn: (user: User) => void; refuse: Refuse }) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(Date.now());
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const codeId = useId();
  const remaining = Math.max(0, deadline - now);

  useEffect(() => {
    if (!sentTo) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [sentTo]);

  const send = async (address: string) => {
    setBusy(true);
    setError(null);
    try {
      await requestOtp(address);
      setSentTo(address);
      setCode('');
      setDeadline(Date.now() + OTP_COUNTDOWN_MS);
      setNow(Date.now());
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    if (!isEmailAddress(email)) {
      setEmailError(EMAIL_MESSAGE);
      refuse([{ field: emailRef, message: EMAIL_MESSAGE }]);
      return;
    }
    void send(email.trim());
  };

  const verify = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!sentTo || isBusy || code.length !== OTP_LENGTH) return;
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await signIn({ email: sentTo, otp: code }));
    } catch (caught) {
      setCode('');
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  if (!sentTo) {
    return (
      <form name="otp-sign-in" onSubmit={submitEmail} noValidate>
        <ErrorAlert message={error} />
        <EmailField
          value={email}
          onChange={setEmail}
          error={emailError}
          onErrorChange={setEmailError}
          inputRef={emailRef}
        />
        <PrimaryButton isBusy={isBusy}>Send OTP To Your Email</PrimaryButton>
      </form>
    );
  }

  return (
    <form className="si-stack" onSubmit={verify} noValidate>
      <span>
        A One Time Password has been sent to <strong>{sentTo}</strong>. Enter the six digits below.
      </span>
      <ErrorAlert message={error} />
      <div>
        <label htmlFor={codeId} className="si-secondary" style={{ display: 'block', paddingBottom: 8 }}>
          One-time code
        </label>
        <input
          id={codeId}
          className="si-input si-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          // biome-ignore lint/a11y/noAutofocus: the code just sent is what the person types next.
          autoFocus
        />
      </div>
      <PrimaryButton isBusy={isBusy} disabled={code.length !== OTP_LENGTH}>
        Verify OTP
      </PrimaryButton>
      <div className="si-row">
        <span className="si-secondary" aria-live="polite">
          {remaining > 0
            ? `You can ask for a new code in ${formatCountdown(remaining)}`
            : 'Did not get the code?'}
        </span>
        <button
          type="button"
          className="si-linkbutton"
          disabled={remaining > 0 || isBusy}
          onClick={() => void send(sentTo)}
        >
          Resend
        </button>
      </div>
      <div>
        <button type="button" className="si-linkbutton" onClick={() => setSentTo(null)}>
          Use another e-mail address
        </button>
      </div>
    </form>
  );
}

type TabKey = 'otp' | 'password';
const TABS: Array<{ key: TabKey; label: string }> = [
  { key: 'otp', label: 'OTP Code' },
  { key: 'password', label: 'Email / Password' },
];

/**
 * The sign-in form of the login page and the login modal: OTP and e-mail/password tabs (the WAI-ARIA tabs
 * pattern: arrow keys move between tabs). Plain HTML, so /login loads no antd. A tab once opened keeps what
 * was typed in it.
 */
export function LoginForm({
  onSignedIn,
  defaultTab = 'otp',
  navigateTo,
}: {
  onSignedIn: (user: User) => void;
  defaultTab?: TabKey;
  /** In-app navigation for the reset link; without it the link loads the page. */
  navigateTo?: (path: string) => void;
}) {
  const [active, setActive] = useState<TabKey>(defaultTab);
  const [opened, setOpened] = useState<Set<TabKey>>(() => new Set([defaultTab]));
  const { notice, closeNotice, refuse } = useRefusal();
  const baseId = useId();
  const tabRefs = useRef<Record<TabKey, HTMLButtonElement | null>>({ otp: null, password: null });

  const open = (key: TabKey) => {
    setActive(key);
    setOpened((keys) => new Set(keys).add(key));
  };

  const onTabKey = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length];
    if (!next) return;
    open(next.key);
    tabRefs.current[next.key]?.focus();
  };

  return (
    <div className="si-root">
      <div className="si-tablist" role="tablist">
        {TABS.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[tab.key] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            className="si-tab"
            aria-selected={active === tab.key}
            // Only a panel that exists: a tab not opened yet has none (its form is made when first opened).
            aria-controls={opened.has(tab.key) ? `${baseId}-panel-${tab.key}` : undefined}
            tabIndex={active === tab.key ? 0 : -1}
            onClick={() => open(tab.key)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) =>
        opened.has(tab.key) ? (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${baseId}-panel-${tab.key}`}
            aria-labelledby={`${baseId}-tab-${tab.key}`}
            hidden={active !== tab.key}
          >
            {tab.key === 'otp' ? (
              <OtpTab onSignedIn={onSignedIn} refuse={refuse} />
            ) : (
              <PasswordTab onSignedIn={onSignedIn} refuse={refuse} />
            )}
          </div>
        ) : null,
      )}
      <div className="si-links">
        <a
          href={paths.resetPassword}
          onClick={(event) => {
            if (!navigateTo) return;
            event.preventDefault();
            navigateTo(paths.resetPassword);
          }}
        >
          Forgot your password?
        </a>
        <a href={EXTERNAL_LINKS.join} target="_blank" rel="noopener noreferrer">
          Don't have an account?
        </a>
      </div>
      <RefusalNotice notice={notice} onClose={closeNotice} />
    </div>
  );
}
