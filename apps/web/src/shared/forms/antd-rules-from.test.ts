import { addressBody } from '@livery/api-schemas/addresses';
import { updateRecurringScheduleBody } from '@livery/api-schemas/recurring-orders';
import { taxRateBody } from '@livery/api-schemas/shipping';
import { updateUserBody } from '@livery/api-schemas/users';
import Schema, { type RuleItem } from '@rc-component/async-validator';
import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdRulesFrom } from './antd-rules-from.ts';

/** Runs a field's rules one by one with antd's own validator, as its forms do, and answers their messages. */
async function messagesFor(rules: FormRule[], value: unknown) {
  const messages: string[] = [];
  for (const rule of rules) {
    if (typeof rule === 'function') continue;
    try {
      await new Schema({ field: [rule as RuleItem] }).validate({ field: value });
    } catch (failure) {
      const { errors } = failure as { errors: Array<{ message: string }> };
      messages.push(...errors.map((error) => error.message));
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

  it('takes a number as a number, and says a missing one is required', async () => {
    const rules = antdRulesFrom(taxRateBody)('rate_percent');
    expect(await messagesFor(rules, 9)).toEqual([]);
    expect(await messagesFor(rules, 0)).toEqual([]);
    expect(await messagesFor(rules, null)).toEqual(['Rate is required']);
    expect(await messagesFor(rules, 101)).toEqual(['Rate cannot exceed 100%']);
  });

  it("says a list with nothing ticked is empty in the schema's words", async () => {
    const rules = antdRulesFrom(updateRecurringScheduleBody.shape.recurring_order)('days');
    expect(await messagesFor(rules, [])).toEqual(['Please enter week days!']);
    expect(await messagesFor(rules, ['monday'])).toEqual([]);
  });
});
