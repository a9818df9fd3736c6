/**
 * Who issues the invoices: the provider's company details and where to pay. A constant for now (one provider
 * per installation); printed on every invoice PDF.
 */
export const PROVIDER_DETAILS = {
  name: 'Livery Uniforms Pte. Ltd.',
  addressLines: ['71 Ayer Rajah Crescent #04-12', 'Singapore 139951'],
  email: 'accounts@livery.example',
  phone: '+65 6123 4567',
  taxNumber: 'GST Reg. No. 201912345K',
  payment: {
    bank: 'DBS Bank Ltd',
    accountName: 'Livery Uniforms Pte. Ltd.',
    accountNumber: '072-123456-7',
    swift: 'DBSSSGSG',
    paynow: 'UEN 201912345K',
  },
} as const;
