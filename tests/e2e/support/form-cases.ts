// The four forms as test cases: where they live, what the SPEC says they show, and how to fill them in.
import type { Locator } from '@playwright/test';

export type FormCase = {
  key: 'contact' | 'newsletter' | 'sponsor' | 'registration';
  path: string;
  /** The form's accessible name: its title. */
  title: string;
  collection: string;
  button: string;
  busy: string;
  success: string;
  fallback: string;
  /** SPEC §8: whether a server message replaces the fallback. */
  serverMessage: boolean;
  /** The required fields' messages shown when the form is sent empty. */
  emptyMessages: string[];
  /** Fills every field with values made from `token`; returns what the API should store. */
  fill(form: Locator, token: string): Promise<Record<string, unknown>>;
};

const email = (token: string) => `${token}@example.com`;

export const FORM_CASES: FormCase[] = [
  {
    key: 'contact',
    path: '/contact',
    title: 'Send Us a Message',
    collection: 'contacts',
    button: 'Send Message',
    busy: 'Sending...',
    success: 'Message sent successfully!',
    fallback: 'Error sending message',
    serverMessage: true,
    emptyMessages: [
      'Full Name is required.',
      'Email Address is required.',
      'Phone Number is required.',
      'Message is required.',
    ],
    async fill(form, token) {
      // The agreement is left unticked on purpose: SPEC §5 marks it required but does not enforce it.
      const v = {
        name: 'Sita Sharma',
        email: email(token),
        phone: '+977 9800000001',
        message: `Hello from ${token}`,
        agreeToTerms: false,
      };
      await form.getByLabel('Full Name').fill(v.name);
      await form.getByLabel('Email Address').fill(v.email);
      await form.getByLabel('Phone Number').fill(v.phone);
      await form.getByLabel('Message').fill(v.message);
      return v;
    },
  },
  {
    key: 'newsletter',
    path: '/contact',
    title: 'Stay Updated',
    collection: 'subscribers',
    button: 'Subscribe',
    busy: 'Subscribing...',
    success: 'Successfully subscribed to newsletter!',
    fallback: 'Error subscribing to newsletter',
    serverMessage: true,
    emptyMessages: ['Please enter your e-mail address.'],
    async fill(form, token) {
      await form.getByLabel('Email Address').fill(email(token));
      return { email: email(token) };
    },
  },
  {
    key: 'sponsor',
    path: '/sponsers',
    title: 'Sponsorship Application Form',
    collection: 'sponsor-applications',
    button: 'Submit Application',
    busy: 'Submitting...',
    success: 'Application submitted successfully!',
    fallback: 'Failed to submit application',
    serverMessage: false,
    emptyMessages: [
      'Company Name is required.',
      'Contact Person is required.',
      'Email Address is required.',
      'Phone Number is required.',
      'Please agree to the terms and conditions.',
    ],
    async fill(form, token) {
      const v = {
        companyName: 'Himalayan Tea Traders',
        contactPerson: 'Hari Thapa',
        email: email(token),
        phone: '01-5550123',
        address: 'Jhamsikhel, Lalitpur',
        website: 'https://tea.example.com',
        message: `Sponsorship enquiry ${token}`,
        agreeToTerms: true,
      };
      await form.getByLabel('Company Name').fill(v.companyName);
      await form.getByLabel('Contact Person').fill(v.contactPerson);
      await form.getByLabel('Email Address').fill(v.email);
      await form.getByLabel('Phone Number').fill(v.phone);
      await form.getByLabel('Address', { exact: true }).fill(v.address);
      await form.getByLabel('Website').fill(v.website);
      await form.getByLabel('Message').fill(v.message);
      await form.getByRole('checkbox').check();
      return v;
    },
  },
  {
    key: 'registration',
    path: '/register',
    title: 'NSFL Team Registration Form',
    collection: 'registrations',
    button: 'Register Team',
    busy: 'Registering...',
    success: 'Team registered successfully!',
    fallback: 'Failed to submit registration',
    serverMessage: false,
    emptyMessages: [
      'Team Name is required.',
      'Coach / Team Leader Name is required.',
      'Email Address is required.',
      'Phone Number is required.',
      'Location is required.',
      'Please agree to the terms and conditions.',
    ],
    async fill(form, token) {
      const v = {
        teamName: 'Everest Secondary School',
        teamEstablished: '2012',
        teamPlayersNumber: 17,
        coachLeaderName: 'Bikash Gurung',
        email: email(token),
        phone: '9841000000',
        location: 'Bhaktapur',
        message: `Registration ${token}`,
        agreeToTerms: true,
      };
      await form.getByLabel('Team Name').fill(v.teamName);
      await form.getByLabel('Year Established').fill(v.teamEstablished);
      await form.getByLabel('Number of Players').selectOption(String(v.teamPlayersNumber));
      await form.getByLabel('Coach / Team Leader Name').fill(v.coachLeaderName);
      await form.getByLabel('Email Address').fill(v.email);
      await form.getByLabel('Phone Number').fill(v.phone);
      await form.getByLabel('Location').fill(v.location);
      await form.getByLabel('Message').fill(v.message);
      await form.getByRole('checkbox').check();
      return v;
    },
  },
];
