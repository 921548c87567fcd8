// Texts of /contact, /sponsers, /register and their four forms (src/islands/forms), English as the SPEC has them
// (field labels, SPEC §5 problems, SPEC §8 messages, button labels), Nepali beside. The rules are in src/lib/forms; the
// islands get their language's object as props (formText below), so strings only, `{x}` filled in.
import { catalog } from '../catalog.ts';
import type { Locale } from '../locales.ts';

const NE_EMAIL = 'इमेल ठेगाना';
const NE_PHONE = 'फोन नम्बर';
const NE_MESSAGE = 'सन्देश';

export const formsText = catalog({
  en: {
    contactPage: {
      title: 'Contact',
      description:
        'Get in touch with the Nepal Schools Football League: address, phone, e-mail, messaging and a contact form.',
      heading: 'Get in Touch',
      intro: 'Questions about matches, tickets, sponsorship or joining the league? We are happy to help.',
      location: 'Our Location',
      directions: 'Get directions',
      reach: 'Contact Us',
      phone: 'Phone',
      email: 'E-mail',
      whatsapp: 'WhatsApp',
      // A link's words: `before` and `after` are heard, not seen (its name must stand on its own).
      messageUs: { before: '', text: 'Message us', after: ' on WhatsApp (opens in a new tab)' },
      instagram: 'Instagram',
      facebook: 'Facebook',
      onFacebook: ' on Facebook (opens in a new tab)',
    },
    map: {
      title: 'Find Us',
      show: 'Show map',
      // {osm}: the map's provider, OpenStreetMap, as written.
      note: 'Loads a map from {osm}.',
      larger: 'View larger map',
      frame: 'Map of Dhapakhel, Lalitpur, Nepal',
    },
    sponsorPage: {
      title: 'Sponsorship Application',
      description:
        'Apply to sponsor the Nepal Schools Football League: support school football in Nepal and reach its fans.',
    },
    registerPage: {
      title: 'NSFL Team Registration',
      description:
        "Register your school's football team for the Nepal Schools Football League: squads of 11 to 20 players.",
    },
    /** Words every form island shares. */
    form: {
      // 'Fields marked * with an asterisk are required.': the star is seen, `hidden` is heard.
      note: { before: 'Fields marked', hidden: 'with an asterisk', after: 'are required.' },
      trap: 'Leave this field empty',
      digits: '0123456789',
      // SPEC §5, as templates: {label} is the field's label, {max} its length limit.
      problems: {
        required: '{label} is required.',
        email: 'Enter a valid e-mail address, such as name@example.com.',
        tooLong: '{label} must be at most {max} characters.',
        agree: 'Please agree to the terms and conditions.',
      },
      // Empty: English pages show the server's own message (SPEC §8).
      refused: '',
    },
    contact: {
      title: 'Send Us a Message',
      intro: 'Have a question about the league, a match or tickets? Write to us and we will reply within 24 hours.',
      labels: {
        name: 'Full Name',
        email: 'Email Address',
        phone: 'Phone Number',
        message: 'Message',
        agreeToTerms: 'I agree to the terms and conditions and the privacy policy',
      },
      success: 'Message sent successfully!',
      failure: 'Error sending message',
      idle: 'Send Message',
      busy: 'Sending...',
    },
    newsletter: {
      title: 'Stay Updated',
      intro: 'Get fixtures, results and league news in your inbox.',
      labels: { email: 'Email Address' },
      required: { email: 'Please enter your e-mail address.' },
      success: 'Successfully subscribed to newsletter!',
      failure: 'Error subscribing to newsletter',
      idle: 'Subscribe',
      busy: 'Subscribing...',
    },
    sponsor: {
      title: 'Sponsorship Application Form',
      intro: 'Support school football in Nepal. Tell us about your company and we will be in touch.',
      labels: {
        companyName: 'Company Name',
        contactPerson: 'Contact Person',
        email: 'Email Address',
        phone: 'Phone Number',
        address: 'Address',
        website: 'Website',
        message: 'Message',
        agreeToTerms: 'I agree to the terms and conditions of sponsorship',
      },
      success: 'Application submitted successfully!',
      failure: 'Failed to submit application',
      idle: 'Submit Application',
      busy: 'Submitting...',
    },
    registration: {
      title: 'NSFL Team Registration Form',
      intro: "Register your school's team for the league. A squad has 11 to 20 players.",
      yearExample: 'e.g. 2015',
      labels: {
        teamName: 'Team Name',
        teamEstablished: 'Year Established',
        teamPlayersNumber: 'Number of Players',
        coachLeaderName: 'Coach / Team Leader Name',
        email: 'Email Address',
        phone: 'Phone Number',
        location: 'Location',
        message: 'Message',
        agreeToTerms: 'I agree to the league rules and the terms and conditions',
      },
      success: 'Team registered successfully!',
      failure: 'Failed to submit registration',
      idle: 'Register Team',
      busy: 'Registering...',
    },
  },
  ne: {
    contactPage: {
      title: 'सम्पर्क',
      description: 'नेपाल विद्यालय फुटबल लिगसँग सम्पर्क गर्नुहोस्: ठेगाना, फोन, इमेल, सन्देश र सम्पर्क फारम।',
      heading: 'हामीसँग सम्पर्क गर्नुहोस्',
      intro: 'खेल, टिकट, प्रायोजन वा लिगमा सहभागी हुनेबारे केही जिज्ञासा छ? हामी सहयोग गर्न तयार छौँ।',
      location: 'हाम्रो ठेगाना',
      directions: 'बाटो हेर्नुहोस्',
      reach: 'सम्पर्क विवरण',
      phone: 'फोन',
      email: 'इमेल',
      // Brand names stay in Latin letters (src/i18n/GLOSSARY.md): the page marks them lang="en", `{whatsapp}` and
      // `{facebook}` included.
      whatsapp: 'WhatsApp',
      messageUs: { before: '{whatsapp}मा ', text: 'सन्देश पठाउनुहोस्', after: ' (नयाँ ट्याबमा खुल्छ)' },
      instagram: 'Instagram',
      facebook: 'Facebook',
      onFacebook: ' {facebook} पेज (नयाँ ट्याबमा खुल्छ)',
    },
    map: {
      title: 'नक्सामा हामीलाई खोज्नुहोस्',
      show: 'नक्सा देखाउनुहोस्',
      note: '{osm}बाट नक्सा लोड हुन्छ।',
      larger: 'ठूलो नक्सा हेर्नुहोस्',
      frame: 'धापाखेल, ललितपुर, नेपालको नक्सा',
    },
    sponsorPage: {
      title: 'प्रायोजनका लागि आवेदन',
      description:
        'नेपाल विद्यालय फुटबल लिगको प्रायोजक बन्न आवेदन दिनुहोस्: नेपालको विद्यालय फुटबललाई साथ दिनुहोस् र यसका समर्थकसम्म पुग्नुहोस्।',
    },
    registerPage: {
      title: 'टोली दर्ता',
      description: 'नेपाल विद्यालय फुटबल लिगमा आफ्नो विद्यालयको फुटबल टोली दर्ता गर्नुहोस्: एउटा टोलीमा ११ देखि २० जना खेलाडी।',
    },
    form: {
      note: { before: 'अनिवार्य विवरणमा', hidden: 'तारा चिह्न', after: 'लगाइएको छ।' },
      trap: 'यो खाना खाली छोड्नुहोस्',
      digits: '०१२३४५६७८९',
      problems: {
        required: '{label} अनिवार्य छ।',
        email: 'कृपया सही इमेल ठेगाना लेख्नुहोस्।',
        tooLong: '{label} बढीमा {max} अक्षरको हुनुपर्छ।',
        agree: 'कृपया नियम तथा सर्तहरूमा सहमति जनाउनुहोस्।',
      },
      refused: 'विवरण मिलेन, कृपया जाँच्नुहोस्: {fields}।',
    },
    contact: {
      title: 'हामीलाई सन्देश पठाउनुहोस्',
      intro: 'लिग, कुनै खेल वा टिकटबारे प्रश्न छ? हामीलाई लेख्नुहोस्, हामी २४ घण्टाभित्र जवाफ दिनेछौँ।',
      labels: {
        name: 'पूरा नाम',
        email: NE_EMAIL,
        phone: NE_PHONE,
        message: NE_MESSAGE,
        agreeToTerms: 'म नियम तथा सर्तहरू र गोपनीयता नीतिमा सहमत छु',
      },
      success: 'तपाईंको सन्देश पठाइयो।',
      failure: 'सन्देश पठाउन सकिएन',
      idle: 'सन्देश पठाउनुहोस्',
      busy: 'पठाउँदै…',
    },
    newsletter: {
      title: 'ताजा जानकारी पाउनुहोस्',
      intro: 'खेल तालिका, नतिजा र लिगका समाचार आफ्नो इमेलमा पाउनुहोस्।',
      labels: { email: NE_EMAIL },
      required: { email: 'कृपया आफ्नो इमेल ठेगाना लेख्नुहोस्।' },
      success: 'तपाईं अब न्युजलेटरको सदस्य हुनुभयो।',
      failure: 'न्युजलेटरको सदस्यता लिन सकिएन',
      idle: 'सदस्यता लिनुहोस्',
      busy: 'सदस्यता लिँदै…',
    },
    sponsor: {
      title: 'प्रायोजन आवेदन फारम',
      intro: 'नेपालको विद्यालय फुटबललाई साथ दिनुहोस्। आफ्नो कम्पनीबारे हामीलाई बताउनुहोस्, हामी तपाईंलाई सम्पर्क गर्नेछौँ।',
      labels: {
        companyName: 'कम्पनीको नाम',
        contactPerson: 'सम्पर्क व्यक्ति',
        email: NE_EMAIL,
        phone: NE_PHONE,
        address: 'ठेगाना',
        website: 'वेबसाइट',
        message: NE_MESSAGE,
        agreeToTerms: 'म प्रायोजनका नियम तथा सर्तहरूमा सहमत छु',
      },
      success: 'तपाईंको आवेदन पेस भयो।',
      failure: 'आवेदन पेस गर्न सकिएन',
      idle: 'आवेदन पेस गर्नुहोस्',
      busy: 'पेस हुँदै छ…',
    },
    registration: {
      title: 'टोली दर्ता फारम',
      intro: 'लिगका लागि आफ्नो विद्यालयको टोली दर्ता गर्नुहोस्। एउटा टोलीमा ११ देखि २० जना खेलाडी हुन्छन्।',
      yearExample: 'जस्तै: २०१५',
      labels: {
        teamName: 'टोलीको नाम',
        teamEstablished: 'स्थापना वर्ष (सन्)',
        teamPlayersNumber: 'खेलाडी सङ्ख्या',
        coachLeaderName: 'प्रशिक्षक / टोली प्रमुखको नाम',
        email: NE_EMAIL,
        phone: NE_PHONE,
        location: 'ठेगाना',
        message: NE_MESSAGE,
        agreeToTerms: 'म लिगको नियमावली र नियम तथा सर्तहरूमा सहमत छु',
      },
      success: 'टोली दर्ता भयो।',
      failure: 'दर्ता पेस गर्न सकिएन',
      idle: 'टोली दर्ता गर्नुहोस्',
      busy: 'दर्ता हुँदै छ…',
    },
  },
});

export type FormsText = (typeof formsText)['en'];
export type FormName = 'contact' | 'newsletter' | 'sponsor' | 'registration';
/** What a form island gets from the page: the words every form shares and its own. */
export type FormIslandText<F extends FormName> = FormsText['form'] & FormsText[F];

export function formText<F extends FormName>(locale: Locale, form: F): FormIslandText<F> {
  return { ...formsText[locale].form, ...formsText[locale][form] };
}
