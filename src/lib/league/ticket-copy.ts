// The ticket screens' fixed words: the bilingual confirmation note and the checkout terms (SPEC §2 /checkout).
export const CONFIRMATION_NOTE = {
  en: 'Your booking is confirmed only once you receive a confirmation e-mail with your ticket details.',
  ne: 'टिकट विवरणसहितको पुष्टि इमेल प्राप्त भएपछि मात्र तपाईंको बुकिङ पक्का हुन्छ।',
} as const;

/** SPEC §2: the numbered terms and conditions, in the SPEC's order. */
export const TICKET_TERMS = [
  'One ticket admits one person.',
  'A ticket is valid for both matches of the day.',
  'Entry is only through the designated gates.',
  'Every spectator goes through security screening.',
  'There is no re-entry once you leave the stadium.',
  'Prohibited: alcohol, drugs, tobacco, weapons, outside food and drink, fireworks, lasers, noisemakers and abusive behaviour.',
  'No unauthorised photography or streaming of the matches.',
  'The organisers may remove anyone who breaks these rules.',
  'Tickets are non-refundable and non-transferable.',
  'Lost tickets will not be reissued.',
  'Children under 12 must be accompanied by an adult.',
  'By entering, you consent to appear in photographs or broadcasts of the event.',
] as const;

export const STORAGE_BLOCKED =
  'Your browser is not letting this site keep data for this tab (private browsing or blocked site data). ' +
  'The booking is carried through the payment page in that data, so it cannot be completed here: allow site data for this site or use a normal window, then book again in one tab.';
