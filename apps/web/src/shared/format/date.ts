import dayjs from 'dayjs';

/** `23 Nov 2026` */
export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format('DD MMM YYYY') : 'N/A';
}

/** `23 Nov 2026, 14:05` */
export function formatDateTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('DD MMM YYYY, HH:mm') : 'N/A';
}
