import { describe, expect, it } from 'vitest';
import { orderUpdateRecipients } from './order-update-recipients.ts';

describe('orderUpdateRecipients', () => {
  it('tells the creator alone when no other address is subscribed', () => {
    expect(orderUpdateRecipients('ann@x.test', null)).toEqual(['ann@x.test']);
    expect(orderUpdateRecipients('ann@x.test', '')).toEqual(['ann@x.test']);
  });

  it('adds the subscribed address once, whatever its case', () => {
    expect(orderUpdateRecipients('ann@x.test', 'Site@X.test')).toEqual(['ann@x.test', 'site@x.test']);
    expect(orderUpdateRecipients('Ann@x.test', 'ann@X.TEST')).toEqual(['Ann@x.test']);
  });
});
