import { describe, expect, it } from 'vitest';
import { firstInvalid, isEmail, isMarked } from '../../../src/lib/forms/validate.ts';
import {
  MESSAGES,
  contactForm,
  newsletterForm,
  registrationForm,
  sponsorForm,
  validateField,
  validateForm,
} from '../support/english-forms.ts';

describe('e-mail shape (the same rule as <input type="email">)', () => {
  it.each([
    ['name@example.com', true],
    ['first.last+tag@school.edu.np', true],
    ['  padded@example.com  ', true],
    ['no-at-sign.example.com', false],
    ['two@@example.com', false],
    ['name@', false],
    ['@example.com', false],
    ['name@exa mple.com', false],
    ['name@-example.com', false],
  ])('%s → %s', (value, ok) => {
    expect(isEmail(value)).toBe(ok);
  });
});

describe('one field', () => {
  const name = { label: 'Full Name', required: true, maxLength: 5 };
  it.each([
    ['', MESSAGES.required('Full Name')],
    ['   ', MESSAGES.required('Full Name')],
    ['Ram', undefined],
    ['Ramesh', MESSAGES.tooLong('Full Name', 5)],
    [' Ram  ', undefined],
  ])('required text %j → %s', (value, message) => {
    expect(validateField(name, value)).toBe(message);
  });

  it('leaves an empty optional field alone but still checks its shape when filled', () => {
    const optionalEmail = { label: 'Email', kind: 'email' as const };
    expect(validateField(optionalEmail, '')).toBeUndefined();
    expect(validateField(optionalEmail, 'nope')).toBe(MESSAGES.email);
  });

  it('uses a field’s own required message when it has one', () => {
    expect(validateField({ label: 'E', required: true, requiredMessage: 'Please enter it.' }, '')).toBe(
      'Please enter it.',
    );
  });

  it('asks for the agreement only when it is required', () => {
    expect(validateField({ label: 'Agree', kind: 'agree', required: true }, false)).toBe(MESSAGES.agree);
    expect(validateField({ label: 'Agree', kind: 'agree', required: true }, true)).toBeUndefined();
    expect(validateField({ label: 'Agree', kind: 'agree', marked: true }, false)).toBeUndefined();
  });
});

describe('SPEC §5 per form', () => {
  it('contact: name, email, phone, message required; the agreement is marked but not enforced; phone is free text', () => {
    const errors = validateForm(contactForm, contactForm.initial);
    expect(Object.keys(errors)).toEqual(['name', 'email', 'phone', 'message']);
    expect(isMarked(contactForm.fields.agreeToTerms)).toBe(true);
    const filled = {
      name: 'Sita',
      email: 'sita@example.com',
      phone: 'call after 5pm',
      message: 'Hi',
      agreeToTerms: false,
    };
    expect(validateForm(contactForm, filled)).toEqual({});
  });

  it('newsletter: the e-mail is not marked required, yet an empty one is not sent', () => {
    expect(isMarked(newsletterForm.fields.email)).toBe(false);
    expect(validateForm(newsletterForm, { email: '' })).toEqual({ email: 'Please enter your e-mail address.' });
    expect(validateForm(newsletterForm, { email: 'x@y' })).toEqual({});
    expect(validateForm(newsletterForm, { email: 'x' })).toEqual({ email: MESSAGES.email });
  });

  it('sponsor: company, contact person, email, phone and the agreement required; address, website, message optional', () => {
    const errors = validateForm(sponsorForm, sponsorForm.initial);
    expect(Object.keys(errors)).toEqual(['companyName', 'contactPerson', 'email', 'phone', 'agreeToTerms']);
  });

  it('registration: team, players number, coach, email, phone, location and the agreement required', () => {
    const errors = validateForm(registrationForm, { ...registrationForm.initial, teamPlayersNumber: '' });
    expect(Object.keys(errors)).toEqual([
      'teamName',
      'teamPlayersNumber',
      'coachLeaderName',
      'email',
      'phone',
      'location',
      'agreeToTerms',
    ]);
    expect(validateForm(registrationForm, registrationForm.initial).teamPlayersNumber).toBeUndefined();
  });

  it('points at the first wrong field in on-screen order', () => {
    const errors = validateForm(sponsorForm, { ...sponsorForm.initial, companyName: 'Acme', email: 'bad' });
    expect(firstInvalid(sponsorForm, errors)).toBe('contactPerson');
    expect(firstInvalid(sponsorForm, {})).toBeUndefined();
  });
});
