import { describe, expect, it } from 'vitest';
import { messageOf } from './client.ts';

describe('the message of a failed call (spec 01 section 8)', () => {
  it('says only "Something went wrong!" for a server error, whatever the body', () => {
    expect(messageOf(500, { message: 'relation "users" does not exist' })).toBe('Something went wrong!');
    expect(messageOf(503, null)).toBe('Something went wrong!');
  });

  it('prefers the message field', () => {
    expect(messageOf(422, { message: 'Select a team', errors: { full_messages: ['other'] } })).toBe(
      'Select a team',
    );
  });

  it('falls back to the full messages, then to a list of errors', () => {
    expect(messageOf(422, { errors: { full_messages: ['Name is required', 'Phone is required'] } })).toBe(
      'Name is required, Phone is required',
    );
    expect(messageOf(422, { errors: ['Email is invalid'] })).toBe('Email is invalid');
  });

  it('says "Something went wrong!" when the body tells nothing', () => {
    expect(messageOf(404, null)).toBe('Something went wrong!');
    expect(messageOf(400, { errors: {} })).toBe('Something went wrong!');
  });
});
