// The hidden field bots fill in and people never see: a filled one means the submission is dropped silently.
// A name bots like and browsers' autofill leaves alone (no 'company', 'phone' or 'email' in it).
export const HONEYPOT_NAME = 'website_url';

export function isBot(honeypotValue: string): boolean {
  return honeypotValue.trim() !== '';
}
