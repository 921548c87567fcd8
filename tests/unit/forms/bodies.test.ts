import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAYERS, PLAYER_CHOICES, playersNumber } from '../../../src/lib/forms/registration.ts';
import { contactForm, newsletterForm, registrationForm, sponsorForm } from '../support/english-forms.ts';
import { MAX_LENGTH } from '../../../src/lib/forms/limits.ts';
import { isBot } from '../../../src/lib/forms/honeypot.ts';

describe('request bodies (SPEC §3, §7)', () => {
  it('contact posts name, email, phone, message, agreeToTerms to /contacts, trimmed', () => {
    const body = contactForm.toBody({
      name: ' Sita ',
      email: 's@x.np ',
      phone: '98',
      message: ' Hello\n',
      agreeToTerms: true,
    });
    expect(contactForm.endpoint).toBe('/contacts');
    expect(body).toEqual({ name: 'Sita', email: 's@x.np', phone: '98', message: 'Hello', agreeToTerms: true });
  });

  it('newsletter posts only the e-mail to /subscribers', () => {
    expect(newsletterForm.endpoint).toBe('/subscribers');
    expect(newsletterForm.toBody({ email: ' a@b.c ' })).toEqual({ email: 'a@b.c' });
  });

  it('sponsor posts every field, optional ones as empty text', () => {
    expect(sponsorForm.endpoint).toBe('/sponsor-applications');
    expect(Object.keys(sponsorForm.toBody(sponsorForm.initial))).toEqual([
      'companyName',
      'contactPerson',
      'email',
      'phone',
      'address',
      'website',
      'message',
      'agreeToTerms',
    ]);
    expect(sponsorForm.toBody(sponsorForm.initial).address).toBe('');
  });

  it('registration posts the players number as a number, 11 by default', () => {
    expect(registrationForm.endpoint).toBe('/registrations');
    const body = registrationForm.toBody({ ...registrationForm.initial, teamPlayersNumber: '18' });
    expect(body.teamPlayersNumber).toBe(18);
    expect(registrationForm.toBody(registrationForm.initial).teamPlayersNumber).toBe(11);
    expect(Object.keys(body)).toEqual([
      'teamName',
      'teamEstablished',
      'teamPlayersNumber',
      'coachLeaderName',
      'email',
      'phone',
      'location',
      'message',
      'agreeToTerms',
    ]);
  });

  it('offers 11 to 20 players (SPEC §9) and never sends a number outside them', () => {
    expect(PLAYER_CHOICES).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect([playersNumber('20'), playersNumber('21'), playersNumber('abc'), playersNumber('10')]).toEqual([
      20,
      DEFAULT_PLAYERS,
      DEFAULT_PLAYERS,
      DEFAULT_PLAYERS,
    ]);
  });
});

describe('messages and labels (SPEC §4, §8)', () => {
  it.each([
    [contactForm, 'Message sent successfully!', 'Error sending message', 'Sending...', true],
    [
      newsletterForm,
      'Successfully subscribed to newsletter!',
      'Error subscribing to newsletter',
      'Subscribing...',
      true,
    ],
    [sponsorForm, 'Application submitted successfully!', 'Failed to submit application', 'Submitting...', false],
    [registrationForm, 'Team registered successfully!', 'Failed to submit registration', 'Registering...', false],
  ] as const)('%#: success, failure, busy label, server message', (form, success, failure, busy, server) => {
    expect(form.messages).toEqual({ success, failure, useServerMessage: server });
    expect(form.buttons.busy).toBe(busy);
  });
});

describe('bounds and the honeypot', () => {
  it('bounds every text field', () => {
    for (const form of [contactForm, newsletterForm, sponsorForm, registrationForm]) {
      for (const [name, spec] of Object.entries(form.fields)) {
        if (spec.kind === 'agree' || name === 'teamPlayersNumber') continue;
        expect(spec.maxLength, name).toBeGreaterThan(0);
        expect(spec.maxLength, name).toBeLessThanOrEqual(MAX_LENGTH.message);
      }
    }
    expect(contactForm.fields.email.maxLength).toBe(254);
  });

  it('treats a filled honeypot as a bot', () => {
    expect(isBot('')).toBe(false);
    expect(isBot('  ')).toBe(false);
    expect(isBot('http://spam.example')).toBe(true);
  });
});
