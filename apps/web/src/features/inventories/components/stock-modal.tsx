import { type Inventory, MAX_STOCK_QUANTITY } from '@livery/api-schemas/inventories';
import {
  describeStockMove,
  stockMoveProblems,
  totalQuantity,
  ZERO_STOCK_MOVE_MESSAGE,
} from '@livery/domain/inventory-stock';
import { App, Flex, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { useUpdateInventory } from '../api/update-inventory.ts';

/** What the per-size modal changes: a stock move, Edit Stocks (set counts), or the low levels. */
export type StockModalMode = 'add' | 'withdraw' | 'edit' | 'low';

const TITLES: Record<StockModalMode, string> = {
  add: 'Add Stock',
  withdraw: 'Withdraw Stock',
  edit: 'Edit Stocks',
  low: 'Update Low Inventory Levels',
};

function startingValues(inventory: Inventory, mode: StockModalMode): Record<string, number> {
  const source = mode === 'edit' ? inventory.ready_stock : mode === 'low' ? inventory.low_level_qtys : {};
  return Object.fromEntries(inventory.sizes.map((size) => [size, source[size] ?? 0]));
}

/** Per-size amounts with a note; add and withdraw confirm 'Add Stock n pcs' / 'Withdraw Stock n pcs' first. */
export function StockModal({
  inventory,
  mode,
  onClose,
}: {
  inventory: Inventory;
  mode: StockModalMode;
  onClose: () => void;
}) {
  const { message, modal } = App.useApp();
  const update = useUpdateInventory();
  const [values, setValues] = useState(() => startingValues(inventory, mode));
  const [notes, setNotes] = useState('');

  // The same rule the server applies, checked as the user types: nothing past the stock, nothing past the cap.
  const problems =
    mode === 'low' ? [] : stockMoveProblems(inventory.ready_stock, values, mode, inventory.sizes);
  const problemOf = (size: string) => problems.find((problem) => problem.size === size)?.message;

  /**
   * Sends the change. A refusal (say, someone withdrew meanwhile) is shown by the app's notice; the typed
   * amounts stay in the form and the item is read again, so the sizes show what is left now.
   */
  const save = async () => {
    const body =
      mode === 'low'
        ? { low_level_qtys: values }
        : { stock_action: mode, ready_stock: values, notes: notes.trim() || undefined };
    try {
      await update.mutateAsync({ uuid: inventory.uuid, body });
    } catch (caught) {
      if (!(caught instanceof ApiError)) void message.error('Something went wrong!');
      return;
    }
    void message.success(mode === 'low' ? 'Updated!' : 'Inventory Changed');
    onClose();
  };

  const submit = () => {
    const [problem] = problems;
    if (problem) {
      void message.error(problem.message);
      return;
    }
    if (mode !== 'add' && mode !== 'withdraw') return save();
    const pieces = totalQuantity(values);
    if (pieces === 0) {
      void message.error(ZERO_STOCK_MOVE_MESSAGE);
      return;
    }
    modal.confirm({
      title: describeStockMove(mode, pieces),
      content: (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {inventory.sizes
            .filter((size) => (values[size] ?? 0) > 0)
            .map((size) => (
              <li key={size}>
                {size}: {values[size]}
              </li>
            ))}
        </ul>
      ),
      okText: 'Submit',
      onOk: save,
    });
  };

  return (
    <Modal
      open
      title={TITLES[mode]}
      okText={mode === 'low' || mode === 'edit' ? 'Save' : TITLES[mode]}
      okButtonProps={{ disabled: problems.length > 0 }}
      onOk={submit}
      confirmLoading={update.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {mode === 'low'
          ? 'Sizes at or below their level show orange, and the team is e-mailed when stock falls to it.'
          : mode === 'edit'
            ? 'Set the pieces in stock for each size.'
            : `Pieces to ${mode} per size.`}
      </Typography.Paragraph>
      <Flex wrap gap={12}>
        {inventory.sizes.map((size) => (
          <div key={size} style={{ display: 'grid', gap: 4, width: 96 }}>
            <span>
              {size}
              {mode === 'withdraw' ? (
                <Typography.Text type="secondary"> ({inventory.ready_stock[size] ?? 0})</Typography.Text>
              ) : null}
            </span>
            <InputNumber
              aria-label={`${TITLES[mode]} ${size}`}
              aria-invalid={problemOf(size) ? true : undefined}
              status={problemOf(size) ? 'error' : undefined}
              min={0}
              max={MAX_STOCK_QUANTITY}
              precision={0}
              value={values[size] ?? 0}
              onChange={(value) => setValues((current) => ({ ...current, [size]: Number(value ?? 0) }))}
              style={{ width: '100%' }}
            />
            {problemOf(size) ? (
              <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
                {mode === 'withdraw' ? `Only ${inventory.ready_stock[size] ?? 0} left` : 'Too many'}
              </Typography.Text>
            ) : null}
          </div>
        ))}
      </Flex>
      {mode === 'low' ? null : (
        <Input.TextArea
          aria-label="Notes"
          placeholder="Notes (shown in the activity feed)"
          value={notes}
          maxLength={1000}
          onChange={(event) => setNotes(event.target.value)}
          style={{ marginTop: 16 }}
          rows={2}
        />
      )}
    </Modal>
  );
}
