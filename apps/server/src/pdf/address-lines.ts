/**
 * An address as the lines a document prints: name, company, street, unit, city line, country, phone; empty parts
 * left out. Takes the stored JSON of an order's address, whose fields are checked here, not trusted.
 */
export function addressLines(address: Record<string, unknown> | null | undefined): string[] {
  if (!address) return [];
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string).trim() : '');
  return [
    `${text('first_name')} ${text('last_name')}`.trim(),
    text('company'),
    text('address'),
    text('address2'),
    [text('city'), text('state'), text('zip')].filter(Boolean).join(' '),
    text('country_name'),
    text('phone'),
  ].filter(Boolean);
}
