export interface QuotationsFilter {
  keyword: string;
  teamId: number | null;
  page: number;
}

/** The quotations' keys: every quotation change refreshes all of them. */
export const quotationKeys = {
  all: ['quotations'] as const,
  list: (filter: QuotationsFilter) => [...quotationKeys.all, 'list', filter] as const,
  detail: (uid: string) => [...quotationKeys.all, 'detail', uid] as const,
};
