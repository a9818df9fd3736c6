import type { ConversationResponse } from '@livery/api-schemas/conversations';
import { describe, expect, it } from 'vitest';
import { threadEntries } from './get-conversation.ts';

const event = (id: number) => ({
  kind: 'event' as const,
  id,
  title: 'Order Approved',
  message: '',
  item_names: [],
  created_at: '2026-11-20T10:00:00.000Z',
});
const message = (id: number) => ({
  kind: 'message' as const,
  id,
  body: `Message ${id}`,
  author: { name: 'Alex', side: 'buyer' as const, is_me: true },
  order_line: null,
  files: [],
  is_unread: false,
  created_at: '2026-11-20T11:00:00.000Z',
});
const page = (current: number, entries: ConversationResponse['entries']): ConversationResponse => ({
  entries,
  newest_message_id: 9,
  meta: { current_page: current, per_page: 2, total_pages: 2, total_count: 4 },
});

describe('threadEntries', () => {
  it('puts the earlier page first and shows an entry pushed onto it by a new message once', () => {
    const newest = page(1, [message(8), message(9)]);
    // Read after message 9 arrived: message 8 moved from page 1 to page 2.
    const earlier = page(2, [event(3), message(8)]);
    expect(threadEntries([newest, earlier]).map((entry) => `${entry.kind}:${entry.id}`)).toEqual([
      'event:3',
      'message:8',
      'message:9',
    ]);
  });
});
