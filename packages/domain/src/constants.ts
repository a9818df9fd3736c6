/** Spec constants shared by the portal's pages and calls. */
export const NOTIFICATION_TIMEOUT_MS = 2000;
export const WARNING_405_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const DOWNLOAD_TIMEOUT_MS = 600_000;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 500;
/** Spec 03 section 9: the order list's keyword waits this long after the last keystroke. */
export const ORDER_KEYWORD_DEBOUNCE_MS = 500;
/** Spec 03 section 9: the per-page choices of the portal's lists. */
export const PER_PAGE_OPTIONS = [5, 10, 15, 25, 50, 100] as const;
/** Spec 02 and 03 section 5: PO documents are images, xls, xlsx, csv or pdf (the file picker's filter). */
export const PO_ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf,.xls,.xlsx,.csv';
/** Spec 03 section 9: the employee order history's keyword settles for 500 ms before it is searched. */
export const EMPLOYEE_ORDERS_DEBOUNCE_MS = 500;
export const DEFAULT_PER_PAGE = 10;
export const PAGE_LINKS_SHOWN = 5;
export const SAVED_PRODUCTS_PER_PAGE = 25;

/** How long a write's answer is kept under its Idempotency-Key: retries come within minutes, not days. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60_000;
