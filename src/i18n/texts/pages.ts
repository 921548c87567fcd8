// The texts of the site's own pages: not found (404), offline (with the service worker's note on a kept copy), privacy
// and about. English as the SPEC and the pages have them, Nepali beside. `{x}` marks where a page puts a link, a brand
// name or the league's name in a sentence (a brand or an e-mail address is marked English on a Nepali page).
import { catalog } from '../catalog.ts';
import { NOTE_EN } from './offline-note.ts';

export const pagesText = catalog({
  en: {
    notFound: {
      title: 'Page Not Found',
      description: 'The page you were looking for does not exist.',
      text: 'The page you are looking for may have moved or never existed.',
      back: 'Back to Home',
    },
    offline: {
      title: 'You are offline',
      description: 'This page has not been saved on this device.',
      notSaved:
        'This page has not been saved on this device yet, so it cannot be shown without a connection. Try again once you are back online.',
      saved: 'Pages you have opened before can still be read, each with the time it was saved:',
      links: {
        '/table': 'League table',
        '/fixture': 'Fixtures',
        '/results': 'Results',
        '/teams': 'Teams',
        '/my-ticket': 'Your last ticket',
      },
      /** The service worker's note on a kept page (src/sw/rules.ts, texts/offline-note.ts); Nepali pages hand it their words. */
      note: NOTE_EN,
    },
    privacy: {
      title: 'Privacy Policy',
      description: (league: string) => `How the ${league} website collects, uses and protects your information.`,
      intro: (league: string) =>
        `This policy explains what the ${league} website collects when you use it, and what we do with it. There are no accounts and no logins.`,
      collectHeading: 'Information we collect',
      collect: [
        {
          label: 'Messages:',
          text: 'your name, e-mail address, phone number and message when you use the contact form.',
        },
        { label: 'Newsletter:', text: 'your e-mail address when you subscribe.' },
        {
          label: 'Applications:',
          text: "company or team details and a contact person's name, e-mail and phone when you apply as a sponsor or register a team.",
        },
        {
          label: 'Tickets:',
          text: "your name, phone number and e-mail address, the match day and the number of tickets when you book. Card and wallet details are entered on the payment gateway's own pages; we never see or store them.",
        },
      ],
      useHeading: 'How we use it',
      use: 'Only to answer you, send the newsletter you asked for, review applications and registrations, issue and confirm your tickets (including the confirmation e-mail with your ticket numbers) and admit you on match day. We do not sell your information or share it with advertisers.',
      storageHeading: 'Cookies and storage',
      storage:
        "The website sets no advertising or tracking cookies. Your browser's session storage keeps your ticket booking while you book (see below) and remembers, for one visit, that you have already seen a notice; it is cleared when you close the tab. Embedded videos load from {youtube}'s privacy-enhanced domain only when you choose to play them, and the map loads from {osm} only when you ask for it.",
      /** Issue 38: what of a ticket purchase is kept where, and for how long. */
      ticketsHeading: 'Ticket data: what is kept where, and for how long',
      tickets: [
        "While you book, your browser's session storage for this tab keeps your selection (the day, its matches and your seats) and your name, phone number and e-mail address, so that they reach the checkout and are there when you come back from the payment gateway. They are removed once your payment is completed, or when you close the tab.",
        "After you pay, this device keeps only your e-ticket, in your browser's local storage so that it opens without a connection: the order number, seats, match day, matches and venue, the amount and the ticket holder's name, never your e-mail address or phone number. It is deleted once its match day is over (the first time the site reads it after that day), and the “Forget this ticket” button on “Your last ticket” removes it at once.",
        "The league's server keeps your order (your name, e-mail address and phone number, the match day, the seats and the amount) to issue and e-mail your tickets, to admit you on match day, and to refund you if a payment could not be booked.",
      ],
      alertsHeading: 'Goal alerts',
      alerts:
        "If you press Notify me, your browser gives us a push subscription: an address at your browser's push service and two keys that encrypt the alerts sent to it. We keep only that address, those keys, the schools you follow and the language of the page, to send you kick-off, goal, half-time and final-score alerts; nothing else about you or your phone is stored with it. Press Stop alerts or unfollow your schools and it is deleted, as it is when your browser's push service says it no longer exists.",
      securityHeading: 'Data security',
      security:
        'Information is sent over encrypted connections and kept on servers with restricted access. Payments are verified with the gateway before a booking is confirmed. We keep personal information only as long as we need it for the purposes above.',
      contactHeading: 'Contact',
      contact:
        'To see, correct or delete information about you, write to {email}, call {phone} or visit us at {address}.',
    },
    about: {
      title: 'About',
      description: (league: string) =>
        `About the ${league}: our story, mission, vision and objectives for school football in Nepal.`,
      since: 'Since 2025',
      heading: (league: string) => `About the ${league}`,
      storyHeading: 'Who we are',
      story:
        'The {league} ({abbr}) is a national football league for schools in Nepal. Eight schools of the Kathmandu Valley play one league season of home and away fixtures, with a points table, match-day tickets and live coverage, and the competition is planned to grow school by school across the whole country.',
      motto: 'Eight schools. One league. Every dream counts.',
      missionHeading: 'Mission',
      mission:
        'To give school footballers in Nepal a well-run league of their own: regular, fair and safe matches that put education and sport side by side.',
      visionHeading: 'Vision',
      vision:
        'A nationwide school league where every talented young player, in every province, can be seen, coached and celebrated.',
      objectivesHeading: 'Objectives',
      objectives: [
        {
          title: 'Promote football and inclusivity',
          text: 'Give every student, whatever their background, school or ability, a fair place on the pitch and in the stands.',
        },
        {
          title: 'Nurture talent',
          text: 'Find and develop young players through regular competitive matches, qualified coaching and a clear pathway forward.',
        },
        {
          title: 'Foster character and teamwork',
          text: 'Build discipline, respect and fair play: the habits that serve students long after the final whistle.',
        },
        {
          title: 'Enhance well-being',
          text: 'Encourage active, healthy lives and the confidence that comes from training and playing together.',
        },
        {
          title: 'Strengthen community spirit',
          text: 'Bring schools, families and neighbourhoods together around a shared match day.',
        },
      ],
    },
  },
  ne: {
    notFound: {
      title: 'पृष्ठ भेटिएन',
      description: 'तपाईंले खोज्नुभएको पृष्ठ भेटिएन।',
      text: 'तपाईंले खोज्नुभएको पृष्ठ अन्तै सरेको हुन सक्छ, वा यस्तो पृष्ठ कहिल्यै थिएन।',
      back: 'गृहपृष्ठमा फर्कनुहोस्',
    },
    offline: {
      title: 'तपाईं अफलाइन हुनुहुन्छ',
      description: 'यो पृष्ठ यस डिभाइसमा सुरक्षित गरिएको छैन।',
      notSaved:
        'यो पृष्ठ यस डिभाइसमा अझै सुरक्षित गरिएको छैन, त्यसैले इन्टरनेट जडानबिना देखाउन सकिँदैन। फेरि अनलाइन भएपछि प्रयास गर्नुहोस्।',
      saved: 'तपाईंले पहिले खोलेका पृष्ठहरू भने अझै पढ्न सकिन्छ, हरेकमा त्यो सुरक्षित गरिएको समयसहित:',
      links: {
        '/table': 'अङ्क तालिका',
        '/fixture': 'खेल तालिका',
        '/results': 'नतिजा',
        '/teams': 'टोलीहरू',
        '/my-ticket': 'तपाईंको पछिल्लो टिकट',
      },
      note: {
        offline: 'तपाईं अफलाइन हुनुहुन्छ।',
        unreachable: 'अहिले साइटमा पुग्न सकिएन।',
        saved: 'यस डिभाइसमा {age} सुरक्षित गरिएको प्रति देखाइँदै छ।',
        savedSomewhen: 'यस डिभाइसमा सुरक्षित गरिएको प्रति देखाइँदै छ।',
        justNow: 'भर्खरै',
        minute: '{n} मिनेटअघि',
        minutes: '{n} मिनेटअघि',
        hour: '{n} घण्टाअघि',
        hours: '{n} घण्टाअघि',
        day: '{n} दिनअघि',
        days: '{n} दिनअघि',
        digits: '०१२३४५६७८९',
      },
    },
    privacy: {
      title: 'गोपनीयता नीति',
      description: (league: string) => `${league}को वेबसाइटले तपाईंको जानकारी कसरी सङ्कलन, प्रयोग र सुरक्षित गर्छ।`,
      intro: (league: string) =>
        `तपाईंले ${league}को वेबसाइट प्रयोग गर्दा यसले के-के जानकारी सङ्कलन गर्छ र हामी त्यसलाई के गर्छौँ, यो नीतिले बताउँछ। यहाँ कुनै खाता वा लगइन छैन।`,
      collectHeading: 'हामीले सङ्कलन गर्ने जानकारी',
      collect: [
        { label: 'सन्देश:', text: 'सम्पर्क फारम प्रयोग गर्दा तपाईंको नाम, इमेल ठेगाना, फोन नम्बर र सन्देश।' },
        { label: 'न्युजलेटर:', text: 'सदस्यता लिँदा तपाईंको इमेल ठेगाना।' },
        {
          label: 'आवेदन:',
          text: 'प्रायोजकका रूपमा आवेदन दिँदा वा टोली दर्ता गर्दा कम्पनी वा टोलीको विवरण र सम्पर्क व्यक्तिको नाम, इमेल र फोन।',
        },
        {
          label: 'टिकट:',
          text: 'टिकट बुक गर्दा तपाईंको नाम, फोन नम्बर र इमेल ठेगाना, खेल हुने दिन र टिकटको सङ्ख्या। कार्ड र वालेटको विवरण भुक्तानी गेटवेकै पृष्ठमा भरिन्छ; हामी त्यो कहिल्यै देख्दैनौँ र राख्दैनौँ।',
        },
      ],
      useHeading: 'हामी यसलाई कसरी प्रयोग गर्छौँ',
      use: 'तपाईंलाई जवाफ दिन, तपाईंले मागेको न्युजलेटर पठाउन, आवेदन र दर्ता हेर्न, तपाईंको टिकट जारी गरी पुष्टि गर्न (टिकट नम्बरसहितको पुष्टि इमेलसमेत) र खेल हुने दिन तपाईंलाई प्रवेश दिन मात्र। हामी तपाईंको जानकारी बेच्दैनौँ, विज्ञापनदातासँग बाँड्दैनौँ पनि।',
      storageHeading: 'कुकी र भण्डारण',
      storage:
        'यो वेबसाइटले विज्ञापन वा ट्र्याकिङका लागि कुनै कुकी राख्दैन। तपाईंको ब्राउजरको सेसन भण्डारणले बुक गर्दै गर्दा तपाईंको टिकट बुकिङ राख्छ (तल हेर्नुहोस्), र एक पटकको भ्रमणभर तपाईंले सूचना हेरिसक्नुभएको कुरा याद राख्छ; ट्याब बन्द गर्दा यो मेटिन्छ। पृष्ठभित्रका भिडियो तपाईंले चलाउन रोज्नुभएपछि मात्र {youtube}को गोपनीयता-सुरक्षित डोमेनबाट लोड हुन्छन्, र नक्सा तपाईंले मागेपछि मात्र {osm}बाट लोड हुन्छ।',
      ticketsHeading: 'टिकटको जानकारी: कहाँ के राखिन्छ, कति समयसम्म',
      tickets: [
        'बुक गर्दा यस ट्याबको ब्राउजर सेसन भण्डारणले तपाईंले छानेका कुरा (दिन, त्यस दिनका खेल र तपाईंका सिट) र तपाईंको नाम, फोन नम्बर र इमेल ठेगाना राख्छ, ताकि ती अर्डर जाँच पृष्ठसम्म पुगून् र भुक्तानी गेटवेबाट फर्किँदा पनि रहून्। तपाईंको भुक्तानी पूरा भएपछि वा ट्याब बन्द गरेपछि ती हटाइन्छन्।',
        'भुक्तानीपछि यो डिभाइसले तपाईंको ई-टिकट मात्र राख्छ, इन्टरनेटबिना पनि खुलोस् भनेर ब्राउजरको लोकल भण्डारणमा: अर्डर नम्बर, सिट, खेल हुने दिन, खेल र मैदान, रकम र टिकटधारीको नाम; तपाईंको इमेल ठेगाना वा फोन नम्बर कहिल्यै राखिँदैन। खेल हुने दिन सकिएपछि यो मेटिन्छ (त्यो दिनपछि साइटले यसलाई पहिलो पटक पढ्दा), र "तपाईंको पछिल्लो टिकट" पृष्ठको "यो टिकट हटाउनुहोस्" बटनले यसलाई तुरुन्तै हटाउँछ।',
        'लिगको सर्भरले तपाईंको अर्डर (तपाईंको नाम, इमेल ठेगाना र फोन नम्बर, खेल हुने दिन, सिट र रकम) तपाईंका टिकट जारी गरी इमेलमा पठाउन, खेल हुने दिन तपाईंलाई प्रवेश दिन र बुक हुन नसकेको भुक्तानीको रकम फिर्ता गर्न राख्छ।',
      ],
      alertsHeading: 'गोल सूचना',
      alerts:
        'तपाईंले "मलाई सूचना दिनुहोस्" थिच्नुभयो भने तपाईंको ब्राउजरले हामीलाई एउटा पुश सदस्यता दिन्छ: तपाईंको ब्राउजरको पुश सेवामा एउटा ठेगाना र त्यहाँ पठाइने सूचना इन्क्रिप्ट गर्ने दुई वटा साँचो। खेल सुरु, गोल, हाफटाइम र अन्तिम नतिजाको सूचना पठाउन हामी त्यही ठेगाना, ती साँचो, तपाईंले फलो गरेका विद्यालय र पृष्ठको भाषा मात्र राख्छौँ; तपाईं वा तपाईंको फोनबारे अरू केही पनि यससँग राखिँदैन। "सूचना बन्द गर्नुहोस्" थिच्नुभयो वा विद्यालय फलो गर्न छोड्नुभयो भने यो मेटिन्छ, र तपाईंको ब्राउजरको पुश सेवाले यो अब छैन भनेपछि पनि मेटिन्छ।',
      securityHeading: 'डाटाको सुरक्षा',
      security:
        'जानकारी इन्क्रिप्ट गरिएको जडानबाट पठाइन्छ र सीमित पहुँच भएका सर्भरमा राखिन्छ। बुकिङ पुष्टि हुनुअघि भुक्तानी गेटवेसँग रुजु गरिन्छ। माथिका कामका लागि चाहिएसम्म मात्र हामी व्यक्तिगत जानकारी राख्छौँ।',
      contactHeading: 'सम्पर्क',
      contact:
        'तपाईंबारेको जानकारी हेर्न, सच्याउन वा मेटाउन {email}मा लेख्नुहोस्, {phone}मा फोन गर्नुहोस् वा {address}मा हामीलाई भेट्नुहोस्।',
    },
    about: {
      title: 'हाम्रो बारेमा',
      description: (league: string) =>
        `${league}को बारेमा: नेपालमा विद्यालय फुटबलका लागि हाम्रो कथा, ध्येय, दूरदृष्टि र उद्देश्यहरू।`,
      since: 'सन् २०२५ देखि',
      heading: (league: string) => `${league}को बारेमा`,
      storyHeading: 'हामी को हौँ',
      story:
        '{league} ({abbr}) नेपालका विद्यालयहरूको राष्ट्रिय फुटबल लिग हो। काठमाडौँ उपत्यकाका आठ विद्यालयले घरेलु र बाहिरी मैदानका खेलसहितको एउटा लिग सिजन खेल्छन्, अङ्क तालिका, खेलका टिकट र प्रत्यक्ष प्रसारणसहित। यो प्रतियोगितालाई विद्यालयपिच्छे बढाउँदै देशभर पुर्‍याउने योजना छ।',
      motto: 'आठ विद्यालय। एउटा लिग। हरेक सपनाको मूल्य छ।',
      missionHeading: 'ध्येय',
      mission:
        'नेपालका विद्यालय फुटबल खेलाडीलाई राम्ररी सञ्चालित आफ्नै लिग दिनु: शिक्षा र खेलकुदलाई सँगसँगै राख्ने नियमित, निष्पक्ष र सुरक्षित खेल।',
      visionHeading: 'दूरदृष्टि',
      vision: 'हरेक प्रदेशका हरेक प्रतिभाशाली युवा खेलाडीलाई देखिने, प्रशिक्षण पाउने र सम्मानित हुने अवसर दिने देशव्यापी विद्यालय लिग।',
      objectivesHeading: 'उद्देश्यहरू',
      objectives: [
        {
          title: 'फुटबल र समावेशिताको प्रवर्द्धन',
          text: 'पृष्ठभूमि, विद्यालय वा क्षमता जेसुकै होस्, हरेक विद्यार्थीलाई मैदानमा र दर्शकदीर्घामा उचित स्थान दिने।',
        },
        {
          title: 'प्रतिभाको विकास',
          text: 'नियमित प्रतिस्पर्धात्मक खेल, योग्य प्रशिक्षण र अगाडि बढ्ने स्पष्ट बाटोमार्फत युवा खेलाडी पहिचान गरी विकास गर्ने।',
        },
        {
          title: 'चरित्र र टोली भावनाको विकास',
          text: 'अनुशासन, सम्मान र निष्पक्ष खेल भावना बसाल्ने: अन्तिम सिट्टी बजेको धेरैपछिसम्म विद्यार्थीलाई काम लाग्ने बानी।',
        },
        { title: 'स्वस्थ र खुसी जीवन', text: 'सक्रिय, स्वस्थ जीवन र सँगै अभ्यास गर्दा र खेल्दा आउने आत्मविश्वासलाई प्रोत्साहन गर्ने।' },
        {
          title: 'सामुदायिक भावनाको सुदृढीकरण',
          text: 'खेल हुने दिनलाई साझा उत्सव बनाएर विद्यालय, परिवार र टोल-छिमेकलाई एकै ठाउँमा ल्याउने।',
        },
      ],
    },
  },
});

/** A sentence with `{x}` marks, cut into its text and its marks: 'write to {email}.' → ['write to ', { key: 'email' }, '.']. */
export function sentenceParts(sentence: string): Array<string | { key: string }> {
  return sentence
    .split(/(\{\w+\})/)
    .filter((p) => p !== '')
    .map((p) => (/^\{\w+\}$/.test(p) ? { key: p.slice(1, -1) } : p));
}
