/** The industries a company can pick at setup and in its profile. */
export const INDUSTRIES = [
  'Hospitality',
  'Healthcare',
  'Retail',
  'Logistics',
  'Construction',
  'Education',
  'Manufacturing',
  'Facilities',
  'Security',
  'Other',
] as const;
