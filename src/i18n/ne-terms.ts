// Nepali words many catalogs say, written once (src/i18n/GLOSSARY.md has the terms): a catalog's Nepali side imports
// them rather than spelling them again, so a change of term is made in one place.
export const NE_TERMS = {
  tbd: 'तय हुन बाँकी',
  vs: 'विरुद्ध',
  notAvailable: 'उपलब्ध छैन',
  retry: 'फेरि प्रयास गर्नुहोस्',
  loading: 'लोड हुँदै छ…',
} as const;
