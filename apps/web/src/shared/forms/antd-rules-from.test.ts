import { addressBody } from '@livery/api-schemas/addresses';
import { updateUserBody } from '@livery/api-schemas/users';
import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdRulesFrom } from './antd-rules-from.ts';

/** Runs a field's rules as antd does and answers the messages they give. */
async function messagesFor(rules: FormRule[], value: unknown) {
  const messages: string[] = [];
  for (const rule of rules) {
    if (typeof rule === 'function') continue;
    if (rule.required && (value === undefined || value === null || String(value).trim() === '')) {
      messages.push(String(rule.message));
      continue;
    }
    try {
      await rule.validator?.(rule as never, value, () => undefined);
    } catch (error) {
      messages.push((error as Error).message);
    }
  }
  return messages;
}

describe('antdRulesFrom', () => {
  const addressRules = antdRulesFrom(addressBody);

  it('requires a field the schema refuses empty, with the schema message', async () => {
    const rules = addressRules('first_name');
    expect(rules[0]).toMatchObject({ required: true, message: 'First name is required' });
    expect(await messagesFor(rules, '  ')).toEqual(['First name is required']);
    expect(await messagesFor(rules, 'Ada')).toEqual([]);
  });

  it('leaves an optional field unrequired but still checks what is typed', async () => {
    const rules = addressRules('billing_email');
    expect(rules.some((rule) => typeof rule !== 'function' && rule.required)).toBe(false);
    expect(await messagesFor(rules, '')).toEqual([]);
    expect(await messagesFor(rules, 'not an address')).toEqual(['Billing email is invalid']);
  });

  it('checks the limits the API checks', async () => {
    expect(await messagesFor(addressRules('zip'), 'x'.repeat(21))).toEqual([
      'Zip or postal code must be at most 20 characters',
    ]);
    expect(await messagesFor(addressRules('address2'), 'x'.repeat(201))).toEqual([
      'Please use at most 200 characters',
    ]);
  });

  it('requires what the form names even where the update schema makes every field optional', async () => {
    const userRules = antdRulesFrom(updateUserBody, { required: ['phone'] });
    expect(await messagesFor(userRules('phone'), '')).toEqual(['Phone is required']);
    expect(await messagesFor(userRules('company_position'), '')).toEqual([]);
  });

  it('requires a field the API takes empty with the message the form gives', async () => {
    const rules = antdRulesFrom(addressBody, { required: { state: 'State is required' } })('state');
    expect(await messagesFor(rules, undefined)).toEqual(['State is required']);
    expect(await messagesFor(rules, 'x'.repeat(101))).toEqual(['Please use at most 100 characters']);
  });

  it('says what the form names for an empty field the schema also refuses', async () => {
    const rules = antdRulesFrom(addressBody, { required: { city: 'Enter the city' } })('city');
    expect(await messagesFor(rules, ' ')).toEqual(['Enter the city']);
    const phone = antdRulesFrom(updateUserBody, { required: { phone: true } })('phone');
    expect(await messagesFor(phone, '')).toEqual(['Phone is required']);
  });
});
