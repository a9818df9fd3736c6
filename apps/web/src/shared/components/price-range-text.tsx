import { Fragment } from 'react';

/**
 * A price range as text ("SGD 17.90 - SGD 28.50") that wraps only between its two amounts on a narrow tile,
 * never inside one; the words read the same as the domain's `formatPriceRange`.
 */
export function PriceRangeText({ text }: { text: string }) {
  const amounts = text.split(' - ');
  return amounts.map((amount, index) => (
    <Fragment key={amount}>
      <span className="nowrap">{amount}</span>
      {index < amounts.length - 1 ? ' - ' : null}
    </Fragment>
  ));
}
