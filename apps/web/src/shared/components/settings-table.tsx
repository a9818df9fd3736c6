import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, type FormInstance, type TableProps, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { EditDeleteActions } from './edit-delete-actions.tsx';
import { FormModal } from './form-modal.tsx';
import { type ResponsiveColumn, ResponsiveTable } from './responsive-table.tsx';

/**
 * A settings page (the console's shipping services, tax rates, discount codes; the company's programme roles;
 * webhooks): a titled list of records with a New button, Edit and Delete on each row (after any `rowActions`), and
 * the record's modal (`modal`, given the record or undefined for new). `canEdit` false shows the list only, for
 * someone who may read but not change it.
 */
export function SettingsTable<T extends object>(props: {
  title: string;
  newLabel: string;
  intro?: ReactNode;
  rowKey: keyof T & string;
  columns: ResponsiveColumn<T>[];
  records: T[] | undefined;
  isLoading: boolean;
  pagination?: TableProps<T>['pagination'];
  /** Labels a row's buttons for screen readers ("Edit WELCOME10"). */
  nameOf: (record: T) => string;
  onDelete: (record: T) => Promise<unknown>;
  modal: (record: T | undefined, onClose: () => void) => ReactNode;
  canEdit?: boolean;
  /** More buttons of a row, shown before Edit and Delete. */
  rowActions?: (record: T) => ReactNode;
}) {
  const [editing, setEditing] = useState<{ record?: T } | null>(null);
  const canEdit = props.canEdit ?? true;
  const actions: ResponsiveColumn<T>[] = [
    {
      title: '',
      key: 'actions',
      card: 'actions',
      render: (_, record) => (
        <Flex gap={8} wrap>
          {props.rowActions?.(record)}
          <EditDeleteActions
            name={props.nameOf(record)}
            onEdit={() => setEditing({ record })}
            onDelete={() => props.onDelete(record)}
          />
        </Flex>
      ),
    },
  ];
  const columns = canEdit ? [...props.columns, ...actions] : props.columns;
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        {canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {props.newLabel}
          </Button>
        ) : null}
      </Flex>
      {props.intro ? <Typography.Paragraph type="secondary">{props.intro}</Typography.Paragraph> : null}
      <ResponsiveTable<T>
        rowKey={props.rowKey}
        columns={columns}
        dataSource={props.records ?? []}
        loading={props.isLoading}
        scroll={{ x: 'max-content' }}
        pagination={props.pagination ?? { pageSize: 20, hideOnSinglePage: true }}
      />
      {editing ? props.modal(editing.record, () => setEditing(null)) : null}
    </Card>
  );
}

/** A settings record's modal: a FormModal whose Save sends the record and shows the answer's notice. */
export function SettingsRecordModal<Values>(props: {
  title: string;
  form: FormInstance<Values>;
  initialValues: object;
  save: (values: Values) => Promise<{ message: string }>;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}) {
  const { notification } = App.useApp();
  return (
    <FormModal
      title={props.title}
      okText="Save"
      form={props.form}
      initialValues={props.initialValues}
      onSubmit={async (values) => {
        const answer = await props.save(values);
        notification.success({ message: answer.message, duration: 2 });
      }}
      onClose={props.onClose}
      width={props.width}
    >
      {props.children}
    </FormModal>
  );
}
