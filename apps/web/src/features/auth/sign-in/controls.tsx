import { type ReactNode, useEffect, useId, useState } from 'react';
import { EMAIL_MESSAGE, isEmailAddress, type Notice } from './refusal.ts';

/**
 * The sign-in screens' controls in plain HTML: a labelled field whose error is announced and tied to it
 * (aria-invalid, aria-describedby), a primary button with a busy state, an error alert and the refusal notice.
 * The error and notice carry antd's class names so they read the same as everywhere else in the app.
 */
export function TextField({
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  inputRef,
  disabled,
  reveal = false,
}: {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string | null;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  disabled?: boolean;
  /** A password field gets a button that shows what was typed. */
  reveal?: boolean;
}) {
  const id = useId();
  const [isShown, setShown] = useState(false);
  const input = (
    <input
      id={id}
      ref={inputRef}
      className="si-input"
      type={reveal && isShown ? 'text' : type}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      autoComplete={autoComplete}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      spellCheck={false}
    />
  );
  return (
    <div className="si-field">
      <label htmlFor={id}>{label}</label>
      {reveal ? (
        <div className="si-password">
          {input}
          <button
            type="button"
            className="si-reveal"
            // Named without the word "password", so the field stays the only thing labelled Password.
            aria-label="Show the characters typed"
            aria-pressed={isShown}
            onClick={() => setShown((shown) => !shown)}
          >
            <EyeIcon isCrossed={!isShown} />
          </button>
        </div>
      ) : (
        input
      )}
      {error ? (
        <div id={`${id}-error`} className="si-field-error ant-form-item-explain-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The e-mail field of the code and reset forms: once an error is shown, it is checked again as the address is
 * corrected, so the message goes as soon as the address is whole.
 */
export function EmailField({
  value,
  onChange,
  error,
  onErrorChange,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  onErrorChange: (error: string | null) => void;
  inputRef: React.Ref<HTMLInputElement>;
}) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="username"
      value={value}
      onChange={(next) => {
        onChange(next);
        if (error) onErrorChange(isEmailAddress(next) ? null : EMAIL_MESSAGE);
      }}
      error={error}
      inputRef={inputRef}
    />
  );
}

/** antd's eye / eye-invisible icon of a password field, drawn inline. */
function EyeIcon({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {isCrossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

export function PrimaryButton({
  children,
  isBusy = false,
  disabled,
  onClick,
  type = 'submit',
}: {
  children: ReactNode;
  isBusy?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  type?: 'submit' | 'button';
}) {
  return (
    <button
      type={type}
      className="si-button si-primary"
      disabled={disabled}
      aria-busy={isBusy || undefined}
      onClick={(event) => {
        // A busy button ignores clicks (as antd's loading button) but keeps its focus and name.
        if (isBusy) event.preventDefault();
        else onClick?.();
      }}
    >
      {isBusy ? <span className="si-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export function ErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="si-alert" role="alert">
      <span className="si-alert-icon" aria-hidden="true">
        !
      </span>
      <span>{message}</span>
    </div>
  );
}

/** The warning notice of a refused form (top right, gone after 4.5 s as antd's). */
export function RefusalNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onClose, 4500);
    return () => clearTimeout(timer);
  }, [notice, onClose]);
  if (!notice) return null;
  return (
    <div className="si-notice ant-notification-notice" role="alert">
      <span className="si-notice-icon" aria-hidden="true">
        !
      </span>
      <div>
        <div className="si-notice-title">{notice.title}</div>
        {notice.description ? <div>{notice.description}</div> : null}
      </div>
      <button type="button" className="si-notice-close" aria-label="Close" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
