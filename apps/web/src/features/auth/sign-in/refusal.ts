import { type RefObject, useCallback, useState } from 'react';

/** The warning a refused form shows (`RefusalNotice`). */
export interface Notice {
  title: string;
  description?: string;
  /** A new notice with the same text still shows again. */
  at: number;
}

export interface Problem {
  field: RefObject<HTMLInputElement | null>;
  message: string;
}

/** The e-mail rule of the sign-in forms (antd's `type: 'email'` check, in short). */
/** What a missing or malformed e-mail address is told, on every sign-in screen. */
export const EMAIL_MESSAGE = 'Enter your e-mail address';

export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}

/**
 * Decision 47 without antd: a refused submit scrolls the first bad field to the middle of the screen, focuses
 * it and raises a warning notice naming what is missing (first problem as the title, the others below).
 */
export function useRefusal() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);
  const refuse = useCallback((problems: Problem[]) => {
    const [first] = problems;
    if (!first) return;
    first.field.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    first.field.current?.focus({ preventScroll: true });
    const messages = [...new Set(problems.map((problem) => problem.message))];
    setNotice({
      title: messages[0] ?? 'Please check the form',
      description: messages.length > 1 ? messages.slice(1).join(' · ') : undefined,
      at: Date.now(),
    });
  }, []);
  return { notice, closeNotice, refuse };
}
