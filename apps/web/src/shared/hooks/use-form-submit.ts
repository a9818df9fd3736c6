import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { ApiError } from '../api/client.ts';

type NamePath = Parameters<FormInstance['scrollToField']>[0];

interface FieldProblem {
  name: NamePath;
  errors: string[];
}

function isValidationFailure(caught: unknown): caught is { errorFields: FieldProblem[] } {
  return (
    typeof caught === 'object' &&
    caught !== null &&
    Array.isArray((caught as { errorFields?: unknown }).errorFields)
  );
}

/**
 * How every refused form submit is shown: the first bad field is scrolled into view and focused, and a
 * warning notice names what is missing (first problem as the title, the others below). Values stay.
 */
export function useFormRefusal<Values>(form: FormInstance<Values>) {
  const { notification } = App.useApp();

  const showProblems = (problems: FieldProblem[]) => {
    const [first] = problems;
    if (!first) return;
    // Always centred: a field just under the sticky top bar counts as visible but cannot be seen.
    form.scrollToField(first.name, {
      scrollMode: 'always',
      block: 'center',
      behavior: 'smooth',
      focus: true,
    });
    const messages = [...new Set(problems.flatMap((problem) => problem.errors))];
    notification.warning({
      key: 'form-refusal',
      message: messages[0] ?? 'Please check the form',
      description: messages.length > 1 ? messages.slice(1).join(' · ') : undefined,
    });
  };

  /** Validates every field; when refused, shows the problems as above and answers null. */
  const validate = async (): Promise<Values | null> => {
    try {
      return await form.validateFields();
    } catch (caught) {
      if (!isValidationFailure(caught)) throw caught;
      showProblems(caught.errorFields);
      return null;
    }
  };

  /** Marks one field refused (e.g. by the server) and shows it the same way. */
  const refuseField = (name: NamePath, message: string) => {
    form.setFields([{ name, errors: [message] }]);
    showProblems([{ name, errors: [message] }]);
  };

  /** For a form submitted through antd's `onFinish`: pass as its `onFinishFailed`. */
  const onFinishFailed = ({ errorFields }: { errorFields: FieldProblem[] }) => showProblems(errorFields);

  return { validate, refuseField, onFinishFailed };
}

/**
 * Validates a form and hands its values to `onSubmit`; a refused field is shown by `useFormRefusal`, a
 * refused save becomes `error` (shown above the form) and everything typed stays where it is.
 */
export function useFormSubmit<Values>(
  form: FormInstance<Values>,
  onSubmit: (values: Values) => Promise<void>,
) {
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const { validate, onFinishFailed } = useFormRefusal(form);
  const submit = async () => {
    setError(null);
    const values = await validate();
    if (values === null) return;
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong!');
    } finally {
      setSaving(false);
    }
  };
  return { submit, error, isSaving, onFinishFailed };
}
