const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Codes CLDR names that are not countries: user-assigned ranges and groupings (EU, UN ...). Kosovo stays. */
function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  if (code === 'XK') return true;
  if (code === 'AA' || code === 'ZZ' || /^Q[M-Z]$/.test(code) || code.startsWith('X')) return false;
  return !['EU', 'EZ', 'UN'].includes(code);
}

/** The English name of an ISO 3166-1 alpha-2 country code, or null when the code is not a country. */
export function countryName(code: string): string | null {
  if (!isCountryCode(code)) return null;
  const name = regionNames.of(code);
  return name && name !== code && name !== 'Unknown Region' ? name : null;
}
