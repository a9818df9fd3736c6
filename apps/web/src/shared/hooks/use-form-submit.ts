import type { FormInstance } from 'antd';
import { useState } from 'react';
import { ApiError } from '../api/client.ts';

/**
 * Validates a form and hands its values to `onSubmit`; a refused save becomes `error` (shown above the
 * form) and everything typed stays where it is.
 */
export function useFormSubmit<Values>(
  form: FormInstance<Values>,
  onSubmit: (values: Values) => Promise<void>,
) {
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const submit = async () => {
    setError(null);
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong!');
    } finally {
      setSaving(false);
    }
  };
  return { submit, error, isSaving };
}
