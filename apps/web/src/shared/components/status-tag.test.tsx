import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatusTag } from './status-tag.tsx';

function tagOf(status: string): { text: string; className: string } {
  const markup = renderToStaticMarkup(<StatusTag status={status} />);
  return {
    text: markup.replace(/<[^>]+>/g, '').trim(),
    className: /class="([^"]*)"/.exec(markup)?.[1] ?? '',
  };
}

describe('a status tag', () => {
  it('shows an order status by its label in the colour of its tone', () => {
    const completed = tagOf('order_completed');
    expect(completed.text).toBe('Completed');
    expect(completed.className).toContain('ant-tag-green');
    const cancelled = tagOf('order_cancelled');
    expect(cancelled.text).toBe('Cancelled');
    expect(cancelled.className).toContain('ant-tag-red');
  });

  it('shows a quotation status by its own label', () => {
    const changes = tagOf('quote_changes_requested');
    expect(changes.text).toBe('Changes requested');
    expect(changes.className).toContain('ant-tag-gold');
  });

  it('writes a status it does not know as words, without its prefix or underscores', () => {
    expect(tagOf('invoice_partly_paid').text).toBe('Partly paid');
  });

  it('is filled without a border, as every status tag in the app', () => {
    expect(tagOf('order_completed').className).toContain('ant-tag-filled');
  });
});
