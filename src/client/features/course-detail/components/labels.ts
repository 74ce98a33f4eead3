export const LOCATION_LABELS = {
  clubhouse: 'Clubhouse',
  'halfway-house': 'Halfway House',
  'on-course': 'On Course',
} as const;

export const FACILITY_LABELS = {
  permanent: 'Permanent',
  portable: 'Portable',
  structure: 'Structure',
} as const;

export const GENDER_LABELS = { mens: "Men's", womens: "Women's", unisex: 'Unisex' } as const;
