/** The longest message of an order's conversation, in characters after trimming. */
export const MESSAGE_MAX_LENGTH = 4000;

/** Who writes on an order's conversation: one of the buyer's people, or the provider's staff. */
export type ConversationSide = 'buyer' | 'provider';

/** A message's text as it is kept and shown: trimmed; empty when only spaces were sent. */
export function messageText(raw: string): string {
  return raw.trim();
}

/**
 * Who is e-mailed of a new message: the other side's people on the order, never the sender. A provider message
 * goes to the order's creator and its subscribed address (the order's update recipients); a buyer message goes to
 * the provider's staff (its notification recipients and the staff already in the thread). Compared without case,
 * each address once.
 */
export function conversationMailRecipients(message: {
  senderSide: ConversationSide;
  senderEmail: string;
  buyerAddresses: readonly string[];
  providerAddresses: readonly string[];
}): string[] {
  const sender = message.senderEmail.trim().toLowerCase();
  const candidates = message.senderSide === 'provider' ? message.buyerAddresses : message.providerAddresses;
  const seen = new Set<string>([sender]);
  const recipients: string[] = [];
  for (const address of candidates) {
    const key = address.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    recipients.push(address.trim());
  }
  return recipients;
}
