import { ApiError } from '../../../shared/api/client.ts';

/**
 * Opens a report export in a new tab: the tab is opened at once, inside the click, so the browser treats it as the
 * click's own window; the signed link is fetched and followed after. A failure closes the tab and answers the
 * message to show.
 */
export async function openExportLink(fetchLink: () => Promise<{ url: string }>): Promise<string | null> {
  const opened = window.open('', '_blank');
  try {
    const link = await fetchLink();
    const absolute = new URL(link.url, window.location.origin).href;
    if (opened) opened.location.href = absolute;
    else window.location.href = absolute;
    return null;
  } catch (error) {
    opened?.close();
    return error instanceof ApiError ? error.message : 'Something went wrong!';
  }
}
