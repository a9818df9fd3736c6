import type {
  ProviderNoticeKind,
  ProviderNoticesQuery,
  ProviderNoticesResponse,
} from '@livery/api-schemas/provider-notices';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { providerSettingsOf } from '../console-settings/console-settings.service.ts';
import { composeMail, enqueueMailOnce } from '../mail/mail.service.ts';
import { findProviderNoticesPage, insertProviderNoticeOnce } from './provider-notices.repository.ts';

/** An event the provider's staff are told of: in the console's What's new list and by e-mail. */
export interface ProviderNoticeEvent {
  kind: ProviderNoticeKind;
  /** Names the event once (`order:12:placed`): a retried request notices it once. */
  eventKey: string;
  title: string;
  message: string;
  /** A console path (`/admin/quotations/Q-1`), made absolute in the e-mail. */
  link: string;
  companyId: number | null;
}

/**
 * Runs in the event's transaction: writes the notice and e-mails each address in the console settings'
 * recipients (once per event and recipient). Nothing is written twice for one event key.
 */
export async function noticeProvider(
  tx: DatabaseOrTransaction,
  publicUrl: string,
  event: ProviderNoticeEvent,
): Promise<boolean> {
  const notice = await insertProviderNoticeOnce(tx, {
    kind: event.kind,
    eventKey: event.eventKey,
    title: event.title,
    message: event.message,
    link: event.link,
    companyId: event.companyId,
  });
  if (!notice) return false;
  const { notificationEmails } = await providerSettingsOf(tx);
  for (const to of notificationEmails) {
    await enqueueMailOnce(
      tx,
      `notice:${event.eventKey}:${to.toLowerCase()}`,
      composeMail(to, event.title, {
        heading: event.title,
        paragraphs: [event.message],
        action: { label: 'Open in the console', url: `${publicUrl}${event.link}` },
        footnote: "You get this because your address is in the console's notification recipients (Settings).",
      }),
    );
  }
  return true;
}

/** GET /api/admin/notices: the console's What's new list, newest first. */
export async function listProviderNotices(
  db: Database,
  query: ProviderNoticesQuery,
): Promise<ProviderNoticesResponse> {
  const { rows, total } = await findProviderNoticesPage(db, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    notices: rows.map(({ notice, companyName }) => ({
      id: notice.id,
      kind: notice.kind,
      title: notice.title,
      message: notice.message,
      link: notice.link,
      company_name: companyName,
      created_at: notice.createdAt.toISOString(),
    })),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.ceil(total / query.per_page),
      total_count: total,
    },
  };
}
