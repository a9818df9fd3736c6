import { type Cents, centsToDollars, dollarsToCents } from '@livery/domain/money';
import { InputNumber, type InputNumberProps } from 'antd';

type MoneyInputProps = Omit<InputNumberProps<number>, 'value' | 'onChange' | 'precision' | 'stringMode'> & {
  /** Whole cents; null, undefined or NaN shows an empty box. */
  value?: number | null;
  onChange?: (value: Cents | null) => void;
};

/**
 * A money box that holds whole cents while the person types units with two decimals (`12.50` is 1250), so a
 * form's values are the API's cents and no page converts by hand. `min`, `max` and `step` are in units, as shown.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  return (
    <InputNumber<number>
      precision={2}
      {...props}
      value={value === null || value === undefined || Number.isNaN(value) ? null : centsToDollars(value)}
      onChange={(units) => onChange?.(units === null ? null : dollarsToCents(units))}
    />
  );
}
