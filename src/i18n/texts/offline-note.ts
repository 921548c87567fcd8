// The service worker's note on a page it serves from its cache, in English: its fallback when a kept page carries no
// words of its own (src/sw/rules.ts), and the English offline page's (texts/pages.ts, beside the Nepali words).
/** The words of the note on a kept copy: the page's language's (English here; Nepali from its offline page). */
export type NoteTexts = {
  offline: string;
  unreachable: string;
  /** '{age}' is ageText's. */
  saved: string;
  savedSomewhen: string;
  justNow: string;
  /** '{n}' is the number, written with `digits`. */
  minute: string;
  minutes: string;
  hour: string;
  hours: string;
  day: string;
  days: string;
  /** The ten digits, zero first. */
  digits: string;
};

export const NOTE_EN: NoteTexts = {
  offline: 'You are offline.',
  unreachable: 'The site cannot be reached right now.',
  saved: 'Showing the copy saved {age}.',
  savedSomewhen: 'Showing a copy saved on this device.',
  justNow: 'less than a minute ago',
  minute: '{n} minute ago',
  minutes: '{n} minutes ago',
  hour: '{n} hour ago',
  hours: '{n} hours ago',
  day: '{n} day ago',
  days: '{n} days ago',
  digits: '0123456789',
};
