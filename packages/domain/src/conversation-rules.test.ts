import { describe, expect, it } from 'vitest';
import { conversationMailRecipients, messageText } from './conversation-rules.ts';

describe('conversationMailRecipients', () => {
  it('sends a provider message to the buyer side, each address once and without case', () => {
    expect(
      conversationMailRecipients({
        senderSide: 'provider',
        senderEmail: 'staff@provider.test',
        buyerAddresses: ['Buyer@demo.test', 'buyer@demo.test', 'boss@demo.test'],
        providerAddresses: ['orders@provider.test'],
      }),
    ).toEqual(['Buyer@demo.test', 'boss@demo.test']);
  });

  it('sends a buyer message to the provider side and never back to the sender', () => {
    expect(
      conversationMailRecipients({
        senderSide: 'buyer',
        senderEmail: 'buyer@demo.test',
        buyerAddresses: ['buyer@demo.test'],
        providerAddresses: ['orders@provider.test', 'BUYER@demo.test', ''],
      }),
    ).toEqual(['orders@provider.test']);
  });
});

describe('messageText', () => {
  it('keeps the text without its surrounding spaces', () => {
    expect(messageText('  Can we move the logo?\n')).toBe('Can we move the logo?');
  });
});
