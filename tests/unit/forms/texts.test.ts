import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/lib/api/errors.ts';
import { contactRules } from '../../../src/lib/forms/contact.ts';
import { newsletterRules } from '../../../src/lib/forms/newsletter.ts';
import { registrationRules } from '../../../src/lib/forms/registration.ts';
import { sponsorRules } from '../../../src/lib/forms/sponsor.ts';
import { failureText, refusedFields } from '../../../src/lib/forms/submission.ts';
import { fieldProblem, problemText } from '../../../src/lib/forms/validate.ts';
import type { FormRules, Values } from '../../../src/lib/forms/types.ts';
import {
  MESSAGES,
  PROBLEM_TEXTS,
  contactForm,
  newsletterForm,
  registrationForm,
  sponsorForm,
  validateField,
  type EnglishForm,
  type FieldSpec,
} from '../support/english-forms.ts';
import { formText, formsText, type FormName } from '../../../src/i18n/texts/forms.ts';
import { devanagariDigits } from '../../../src/lib/format/local.ts';

const FORMS: Array<[FormName, EnglishForm<Values>, FormRules<Values>]> = [
  ['contact', contactForm as never, contactRules as never],
  ['newsletter', newsletterForm as never, newsletterRules as never],
  ['sponsor', sponsorForm as never, sponsorRules as never],
  ['registration', registrationForm as never, registrationRules as never],
];

/** Every string in a catalog entry, however deep. */
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];

/** A Payload validation answer refusing some fields, as the demo API and the CMS send it. */
const refused = (...paths: string[]) =>
  new ApiError('http', 'u', 'x', 400, `The following field is invalid: ${paths.join(', ')}`, {
    errors: [
      {
        name: 'ValidationError',
        message: 'The following field is invalid',
        data: { errors: paths.map((path) => ({ path, message: 'This field is required.' })) },
      },
    ],
  });

describe('English pages say what they said (SPEC §5, §8)', () => {
  it.each(FORMS)('%s: the island’s English texts label every field of its rules', (name, _form, rules) => {
    const t = formText('en', name);
    expect(Object.keys(t.labels)).toEqual(Object.keys(rules.fields));
    for (const label of Object.values(t.labels)) expect(label).toMatch(/^[A-Z]/);
    expect(t.refused).toBe('');
  });

  it('the message templates give the SPEC’s messages', () => {
    expect(PROBLEM_TEXTS).toEqual({
      required: '{label} is required.',
      email: 'Enter a valid e-mail address, such as name@example.com.',
      tooLong: '{label} must be at most {max} characters.',
      agree: 'Please agree to the terms and conditions.',
    });
    expect(problemText({ kind: 'required' }, 'Full Name', PROBLEM_TEXTS)).toBe(MESSAGES.required('Full Name'));
    expect(problemText({ kind: 'tooLong', max: 100 }, 'Full Name', PROBLEM_TEXTS)).toBe(
      MESSAGES.tooLong('Full Name', 100),
    );
    expect(problemText({ kind: 'email' }, 'E', PROBLEM_TEXTS)).toBe(MESSAGES.email);
    expect(problemText({ kind: 'agree' }, 'E', PROBLEM_TEXTS)).toBe(MESSAGES.agree);
  });

  it('shows the server’s own message for contact and newsletter, whatever the refusal', () => {
    const t = formText('en', 'newsletter');
    expect(failureText(refused('email'), t, true)).toBe('The following field is invalid: email');
    expect(failureText(new ApiError('timeout', 'u', 'slow'), t, true)).toBe('Error subscribing to newsletter');
  });
});

describe('Nepali pages', () => {
  it('every text is Nepali: no Latin word outside the {placeholders}, but a brand name, written as the brand does', () => {
    // Brand names stay in Latin letters (src/i18n/GLOSSARY.md); the contact page marks them lang="en".
    const brands = ['WhatsApp', 'Instagram', 'Facebook'];
    const latin = strings(formsText.ne)
      .map((s) => s.replace(/\{\w+\}/g, ''))
      .filter((s) => /[A-Za-z]/.test(s) && !brands.includes(s));
    expect(latin).toEqual([]);
    const { whatsapp, instagram, facebook } = formsText.ne.contactPage;
    expect([whatsapp, instagram, facebook]).toEqual(brands);
    expect([
      formsText.en.contactPage.whatsapp,
      formsText.en.contactPage.instagram,
      formsText.en.contactPage.facebook,
    ]).toEqual(brands);
  });

  it('say the same problem as English, in Nepali, with Devanagari digits', () => {
    const t = formText('ne', 'contact');
    const digits = (n: number) => String(n).replace(/[0-9]/g, (d) => t.digits[Number(d)]!);
    expect(digits(2000)).toBe(devanagariDigits(2000));
    expect(problemText({ kind: 'tooLong', max: 2000 }, t.labels.message, t.problems, undefined, digits)).toBe(
      'सन्देश बढीमा २००० अक्षरको हुनुपर्छ।',
    );
    expect(problemText({ kind: 'required' }, t.labels.name, t.problems)).toBe('पूरा नाम अनिवार्य छ।');
    const n = formText('ne', 'newsletter');
    expect(problemText({ kind: 'required' }, n.labels.email, n.problems, n.required.email)).toBe(
      'कृपया आफ्नो इमेल ठेगाना लेख्नुहोस्।',
    );
  });

  it('name the fields the server refused in Nepali, never its English words', () => {
    const t = formText('ne', 'contact');
    expect(failureText(refused('email'), t, true)).toBe('विवरण मिलेन, कृपया जाँच्नुहोस्: इमेल ठेगाना।');
    expect(failureText(refused('name', 'phone'), t, true)).toBe('विवरण मिलेन, कृपया जाँच्नुहोस्: पूरा नाम, फोन नम्बर।');
    // A message without fields, a field the page does not know, or no answer at all: the fixed failure text.
    expect(
      failureText(
        new ApiError('http', 'u', 'x', 500, 'Something went wrong', { errors: [{ message: 'Something went wrong' }] }),
        t,
        true,
      ),
    ).toBe(t.failure);
    expect(failureText(refused('secret'), t, true)).toBe(t.failure);
    expect(failureText(new Error('boom'), t, true)).toBe(t.failure);
  });

  it('keep sponsor and registration to their one failure text (SPEC §8)', () => {
    const t = formText('ne', 'sponsor');
    expect(failureText(refused('email'), t, false)).toBe('आवेदन पेस गर्न सकिएन');
  });
});

describe('the rules are the same in every language', () => {
  it.each(FORMS)('%s: the island’s rules are the English form’s', (_, form, rules) => {
    expect(Object.keys(rules.fields)).toEqual(Object.keys(form.fields));
    for (const [field, spec] of Object.entries(form.fields) as Array<[string, FieldSpec]>) {
      for (const value of ['', ' ', 'x', 'a@b.c', 'x'.repeat(300), true, false]) {
        const problem = fieldProblem(rules.fields[field]!, value);
        expect(problem === undefined, `${field} ${JSON.stringify(value)}`).toBe(
          validateField(spec, value) === undefined,
        );
      }
    }
    expect(rules.endpoint).toBe(form.endpoint);
    expect(rules.useServerMessage).toBe(form.messages.useServerMessage);
  });

  it('reads the refused fields from a validation answer only', () => {
    expect(refusedFields(refused('email', 'phone'))).toEqual(['email', 'phone']);
    expect(refusedFields(new ApiError('http', 'u', 'x', 400, 'no', { message: 'no' }))).toEqual([]);
    expect(
      refusedFields(new ApiError('http', 'u', 'x', 400, 'no', { errors: [{ data: { errors: [null, { path: 3 }] } }] })),
    ).toEqual([]);
    expect(refusedFields('not an error')).toEqual([]);
  });
});
