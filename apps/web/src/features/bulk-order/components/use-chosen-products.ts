import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { readQuantitiesHandOff } from '../../../shared/navigation/roster-hand-off.ts';
import { useSavedProductsByUids } from '../api/get-saved-products-by-uuids.ts';
import type { ManualQuantities } from './manual-quantities.tsx';

/**
 * The products being ordered and the quantities typed for them. Products named in `?uids=` are chosen once
 * they load, in that order; quantities handed over by another page fill in the sizes each product has.
 */
export function useChosenProducts() {
  const [searchParams] = useSearchParams();
  const uids = useMemo(
    () =>
      (searchParams.get('uids') ?? '')
        .split(',')
        .map((uid) => uid.trim())
        .filter(Boolean),
    [searchParams],
  );
  const preselected = useSavedProductsByUids(uids);
  const [products, setProducts] = useState<SavedProduct[]>([]);
  const [manual, setManual] = useState<ManualQuantities>({});
  const appliedPreselection = useRef(false);
  const location = useLocation();
  const quantitiesHandOff = useRef(readQuantitiesHandOff(location.state));

  useEffect(() => {
    if (appliedPreselection.current || !preselected.data) return;
    appliedPreselection.current = true;
    const byUuid = new Map(preselected.data.saved_products.map((product) => [product.uuid, product]));
    const chosen = uids
      .map((uid) => byUuid.get(uid))
      .filter((product): product is SavedProduct => Boolean(product));
    setProducts(chosen);
    const quantities = quantitiesHandOff.current;
    if (quantities) {
      quantitiesHandOff.current = null;
      setManual(
        Object.fromEntries(
          chosen.map((product) => [
            product.uuid,
            Object.fromEntries(
              Object.entries(quantities[product.uuid] ?? {}).filter(([size]) => product.sizes.includes(size)),
            ),
          ]),
        ),
      );
    }
  }, [preselected.data, uids]);

  return { products, setProducts, manual, setManual };
}
