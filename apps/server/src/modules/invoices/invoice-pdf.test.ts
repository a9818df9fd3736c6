import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type InvoicePdfContent, renderInvoicePdf } from './invoice-pdf.ts';

const content = (companyName: string): InvoicePdfContent => ({
  number: 'INV-2026-000042',
  statusLabel: 'Partially paid',
  orderUid: 'LV-2026-000042',
  poNumber: 'PO-88',
  companyName,
  billTo: {
    first_name: 'Mei',
    last_name: 'Tan',
    address: '1 Harbourfront Walk',
    city: 'Singapore',
    country_name: 'Singapore',
  },
  issuedAt: new Date('2026-03-01T10:00:00Z'),
  dueAt: new Date('2026-03-04T10:00:00Z'),
  currency: 'SGD',
  lines: [
    {
      title: 'Front Desk Polo',
      apparel_color: 'Navy',
      qtys: 'S: 2, 2XL: 1',
      quantity: 3,
      unit_price: 2500,
      surcharge: 300,
      amount: 7800,
    },
  ],
  subtotal: 7800,
  totalSurcharge: 300,
  discount: 0,
  shippingFee: 1000,
  additionalFees: 0,
  gstRate: 9,
  gst: 792,
  total: 9592,
  payments: [{ receivedOn: '2026-03-02', method: 'Bank transfer', reference: 'TT-1', amount: 5000 }],
  creditNotes: [],
  balance: 4592,
  voided: null,
  bank: {
    accountName: 'Livery Uniforms Pte. Ltd.',
    bank: 'OCBC Bank',
    accountNumber: '501-234567-001',
    paynowUen: '201912345K',
  },
  timeZone: 'Asia/Singapore',
});

function textOf(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-invoice-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the invoice PDF', () => {
  it('prints a Chinese company name in an embedded font, and stays small', async () => {
    const pdf = await renderInvoicePdf(content('海港酒店集团'));
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const text = textOf(pdf);
    expect(text).toContain('海港酒店集团');
    expect(text).toContain('INV-2026-000042');
    expect(text).toContain('SGD 95.92');
    expect(text).toContain('SGD 45.92');
    // The 10 MB font is subset to the glyphs used.
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('prints a Thai company name', async () => {
    const text = textOf(await renderInvoicePdf(content('โรงแรมฮาร์เบอร์')));
    expect(text).toContain('โรงแรมฮาร์เบอร์');
    expect(text).toContain('GST 9%');
  });

  it('prints the bank details from the console settings with the invoice number as the reference', async () => {
    const text = textOf(await renderInvoicePdf(content('Harbour Hotels')));
    expect(text).toContain('quoting INV-2026-000042');
    expect(text).toContain('Bank: OCBC Bank · Account name: Livery Uniforms Pte. Ltd.');
    expect(text).toContain('Account number: 501-234567-001 · PayNow UEN: 201912345K');
  });

  it('names where to ask for the bank details when none are set', async () => {
    const text = textOf(
      await renderInvoicePdf({
        ...content('Harbour Hotels'),
        bank: { accountName: '', bank: '', accountNumber: '', paynowUen: '' },
      }),
    );
    expect(text).toContain('For the bank details, write to accounts@livery.example.');
    expect(text).not.toContain('Account number:');
  });

  it('right-aligns the money column', async () => {
    const pdf = await renderInvoicePdf(content('Harbour Hotels'));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-invoice-'));
    const file = path.join(dir, 'invoice.pdf');
    fs.writeFileSync(file, pdf);
    const boxes = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    // Each figure is a word after its 'SGD'; the rightmost copy of it is the one in the amount column.
    const rightEdges = ['78.00', '10.00', '7.92', '95.92', '-50.00', '45.92'].map((amount) => {
      const edges = boxes
        .split('\n')
        .filter((line) => line.endsWith(`>${amount}</word>`))
        .map((word) => Number(/xMax="([\d.]+)"/.exec(word)![1]));
      expect(edges.length, amount).toBeGreaterThan(0);
      return Math.max(...edges);
    });
    for (const edge of rightEdges) expect(Math.abs(edge - rightEdges[0]!)).toBeLessThan(1);
  });

  it("prints the provider's calendar days, not UTC's", async () => {
    const text = textOf(
      await renderInvoicePdf({
        ...content('Harbour Hotels'),
        issuedAt: new Date('2026-12-31T23:30:00Z'),
        dueAt: new Date('2027-01-30T23:30:00Z'),
      }),
    );
    expect(text).toContain('2027-01-01');
    expect(text).toContain('2027-01-31');
    expect(text).not.toContain('2026-12-31');
  });
});
