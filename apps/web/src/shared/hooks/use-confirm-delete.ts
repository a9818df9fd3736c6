import { App } from 'antd';

/** The spec's delete confirmation (spec 02 section 8), its texts held once: `confirmDelete(onConfirm)`. */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  return (onConfirm: () => unknown | Promise<unknown>, options?: { content?: string }) =>
    modal.confirm({
      title: 'Are you sure?',
      content: options?.content ?? "You won't be able to revert this!",
      okText: 'Yes, delete it!',
      okButtonProps: { danger: true },
      onOk: onConfirm,
    });
}
