import { Alert, Form, type FormInstance, type FormProps, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useFormSubmit } from '../hooks/use-form-submit.ts';

/**
 * A form in a modal, the one way the app edits a thing in place: OK validates and hands the values to
 * `onSubmit`, which closes the modal when it resolves; a refused save is shown above the fields and
 * everything typed stays; `above` warns what saving does, `below` shows what follows the fields (a preview, a
 * price, a related list). `submitsOnEnter` lets Enter in a field submit as OK does; `canSubmit` false greys OK out
 * (nothing to ask for yet).
 */
export function FormModal<Values>(props: {
  title: ReactNode;
  okText: string;
  form: FormInstance<Values>;
  /** The form's name, which prefixes its fields' ids. */
  name?: string;
  initialValues: object;
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  submitsOnEnter?: boolean;
  requiredMark?: FormProps['requiredMark'];
  canSubmit?: boolean;
  width?: number;
  /** Shown over the fields, before a refusal: a warning about what saving does. */
  above?: ReactNode;
  /** Shown under the form: a preview or a price that follows the fields. */
  below?: ReactNode;
  children: ReactNode;
}) {
  const { submit, error, isSaving, onFinishFailed } = useFormSubmit(props.form, async (values) => {
    await props.onSubmit(values);
    props.onClose();
  });
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      onOk={submit}
      onCancel={props.onClose}
      confirmLoading={isSaving}
      okButtonProps={props.canSubmit === false ? { disabled: true } : undefined}
      destroyOnHidden
      width={props.width}
    >
      {props.above}
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form
        form={props.form}
        name={props.name}
        layout="vertical"
        requiredMark={props.requiredMark}
        initialValues={props.initialValues}
        onFinish={props.submitsOnEnter ? submit : undefined}
        onFinishFailed={props.submitsOnEnter ? onFinishFailed : undefined}
      >
        {props.children}
      </Form>
      {props.below}
    </Modal>
  );
}
