import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useConfirmDelete } from '../hooks/use-confirm-delete.ts';

/**
 * The Edit and Delete buttons of a console settings row; Delete asks the spec's confirmation, then says
 * 'Deleted!'. `name` labels both buttons for screen readers ("Edit WELCOME10").
 */
export function EditDeleteActions(props: {
  name: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const { notification } = App.useApp();
  const confirmDelete = useConfirmDelete();
  return (
    <Space>
      <Button size="small" icon={<EditOutlined />} onClick={props.onEdit} aria-label={`Edit ${props.name}`}>
        Edit
      </Button>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={`Delete ${props.name}`}
        onClick={() =>
          confirmDelete(async () => {
            await props.onDelete();
            notification.success({ message: 'Deleted!', duration: 2 });
          })
        }
      />
    </Space>
  );
}
