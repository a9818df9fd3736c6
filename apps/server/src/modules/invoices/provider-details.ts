/**
 * Who issues the invoices: the provider's company details. A constant for now (one provider
 * per installation); printed on every invoice PDF. The bank details are kept in the console's settings.
 */
export const PROVIDER_DETAILS = {
  name: 'Livery Uniforms Pte. Ltd.',
  addressLines: ['71 Ayer Rajah Crescent #04-12', 'Singapore 139951'],
  email: 'accounts@livery.example',
  phone: '+65 6123 4567',
  taxNumber: 'GST Reg. No. 201912345K',
} as const;
