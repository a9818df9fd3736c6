import { describe, expect, it } from 'vitest';
import { parseEmailList } from './email-list.ts';

describe('parseEmailList', () => {
  it('splits comma-separated addresses, trims and lower-cases them, and drops repeats', () => {
    expect(parseEmailList(' Ann@Example.com, bob@example.com ,ann@example.com')).toEqual({
      emails: ['ann@example.com', 'bob@example.com'],
      invalid: [],
    });
  });

  it('sets apart what is not an address', () => {
    expect(parseEmailList('ann@example.com, bob, carl@')).toEqual({
      emails: ['ann@example.com'],
      invalid: ['bob', 'carl@'],
    });
  });

  it('finds nothing in an empty text', () => {
    expect(parseEmailList(' , ')).toEqual({ emails: [], invalid: [] });
  });
});
