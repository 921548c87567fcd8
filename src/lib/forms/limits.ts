// Upper bounds on what a visitor can type, so a form never sends a megabyte (see docs/decisions/forms.md).
export const MAX_LENGTH = {
  name: 100,
  email: 254, // the longest address SMTP can carry (RFC 5321)
  phone: 20,
  address: 200,
  website: 200,
  year: 20,
  message: 2000,
} as const;
