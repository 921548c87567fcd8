// The seed's names in Nepali (issue 42), as a Nepali sports desk writes them: schools, grounds and people
// transliterated into Devanagari the way the papers print them (बुढानीलकण्ठ स्कुल, सेन्ट जेभियर्स स्कुल), a place by its
// Nepali name (काठमाडौँ, पोखरा), a ground's kind in Nepali (मैदान, रङ्गशाला). The seeds build English names from parts
// (seed-names.ts); the Nepali name is built from the same parts, word group by word group, so it adds no draw to the
// seed's random numbers: the English data and every moment of the seeds stay as they were.

/** Each English part of a seed name and its Nepali rendering. Longer parts win ('Secondary School' before 'School'). */
const PARTS: Record<string, string> = {
  // Valley schools, their places and the league's grounds.
  Bagmati: 'बागमती',
  Valley: 'भ्याली',
  'Secondary School': 'सेकेन्डरी स्कुल',
  'Higher Secondary School': 'हायर सेकेन्डरी स्कुल',
  'English School': 'इङ्लिस स्कुल',
  'Model School': 'मोडल स्कुल',
  Academy: 'एकेडेमी',
  School: 'स्कुल',
  Model: 'मोडल',
  Heritage: 'हेरिटेज',
  'Swayambhu Heights': 'स्वयम्भू हाइट्स',
  Pine: 'पाइन',
  Riverside: 'रिभरसाइड',
  Hillside: 'हिलसाइड',
  Sunrise: 'सनराइज',
  Everest: 'एभरेस्ट',
  Public: 'पब्लिक',
  Shanti: 'शान्ति',
  Himalayan: 'हिमालयन',
  'Green Field': 'ग्रीन फिल्ड',
  Kalimati: 'कालीमाटी',
  Jawalakhel: 'जावलाखेल',
  Suryabinayak: 'सूर्यविनायक',
  Swayambhu: 'स्वयम्भू',
  Godawari: 'गोदावरी',
  'Madhyapur Thimi': 'मध्यपुर ठिमी',
  Thimi: 'ठिमी',
  Kirtipur: 'कीर्तिपुर',
  Dhapakhel: 'धापाखेल',
  Satdobato: 'सातदोबाटो',
  Stadium: 'रङ्गशाला',
  'Community Ground': 'सामुदायिक मैदान',
  'Sports Ground': 'खेलमैदान',
  'Youth Ground': 'युवा मैदान',
  'School Ground': 'स्कुल मैदान',
  'Municipal Ground': 'नगरपालिका मैदान',
  // Towns and districts of the nationwide seed.
  Kathmandu: 'काठमाडौँ',
  Lalitpur: 'ललितपुर',
  Bhaktapur: 'भक्तपुर',
  Pokhara: 'पोखरा',
  Kaski: 'कास्की',
  Bharatpur: 'भरतपुर',
  Chitwan: 'चितवन',
  Biratnagar: 'विराटनगर',
  Morang: 'मोरङ',
  Dharan: 'धरान',
  Itahari: 'इटहरी',
  Sunsari: 'सुनसरी',
  Butwal: 'बुटवल',
  Rupandehi: 'रुपन्देही',
  Nepalgunj: 'नेपालगन्ज',
  Banke: 'बाँके',
  Damak: 'दमक',
  Birtamod: 'बिर्तामोड',
  Jhapa: 'झापा',
  Dhangadhi: 'धनगढी',
  Kailali: 'कैलाली',
  Janakpur: 'जनकपुर',
  Dhanusha: 'धनुषा',
  Birgunj: 'वीरगन्ज',
  Parsa: 'पर्सा',
  Hetauda: 'हेटौँडा',
  Makwanpur: 'मकवानपुर',
  Birendranagar: 'वीरेन्द्रनगर',
  Surkhet: 'सुर्खेत',
  Ghorahi: 'घोराही',
  Dang: 'दाङ',
  Tansen: 'तानसेन',
  Palpa: 'पाल्पा',
  Ilam: 'इलाम',
  Gorkha: 'गोरखा',
  Waling: 'वालिङ',
  Syangja: 'स्याङ्जा',
  Baglung: 'बागलुङ',
  Tulsipur: 'तुलसीपुर',
  Mahendranagar: 'महेन्द्रनगर',
  Kanchanpur: 'कञ्चनपुर',
  Lahan: 'लहान',
  Siraha: 'सिरहा',
  Rajbiraj: 'राजविराज',
  Saptari: 'सप्तरी',
  Bidur: 'विदुर',
  Nuwakot: 'नुवाकोट',
  Banepa: 'बनेपा',
  Dhulikhel: 'धुलिखेल',
  Kavrepalanchok: 'काभ्रेपलाञ्चोक',
  // Given names (players, then staff).
  Aarav: 'आरव',
  Aayush: 'आयुष',
  Abhishek: 'अभिषेक',
  Anish: 'अनिश',
  Anup: 'अनुप',
  Arjun: 'अर्जुन',
  Ashish: 'आशिष',
  Bibek: 'विवेक',
  Bijay: 'विजय',
  Bikash: 'विकास',
  Binod: 'विनोद',
  Bishal: 'विशाल',
  Bhuwan: 'भुवन',
  Chiran: 'चिरन',
  Deepak: 'दीपक',
  Dhiraj: 'धीरज',
  Dinesh: 'दिनेश',
  Dipesh: 'दिपेश',
  Ganesh: 'गणेश',
  Hari: 'हरि',
  Ishan: 'इशान',
  Kiran: 'किरण',
  Kushal: 'कुशल',
  Laxman: 'लक्ष्मण',
  Manish: 'मनिष',
  Milan: 'मिलन',
  Nabin: 'नवीन',
  Nikesh: 'निकेश',
  Niraj: 'नीरज',
  Nirajan: 'निरजन',
  Pawan: 'पवन',
  Prabin: 'प्रवीण',
  Prakash: 'प्रकाश',
  Pratik: 'प्रतीक',
  Rabin: 'रविन',
  Rajan: 'राजन',
  Rohan: 'रोहन',
  Roshan: 'रोशन',
  Rupesh: 'रुपेश',
  Sabin: 'सविन',
  Sagar: 'सागर',
  Sajan: 'सजन',
  Samir: 'समीर',
  Sandesh: 'सन्देश',
  Sanjog: 'संयोग',
  Santosh: 'सन्तोष',
  Saroj: 'सरोज',
  Sujan: 'सुजन',
  Sunil: 'सुनिल',
  Suraj: 'सुरज',
  Sushant: 'सुशान्त',
  Tilak: 'तिलक',
  Ujjwal: 'उज्ज्वल',
  Umesh: 'उमेश',
  Yuvraj: 'युवराज',
  Aadarsh: 'आदर्श',
  Bishnu: 'विष्णु',
  Kamal: 'कमल',
  Nischal: 'निश्चल',
  Sudip: 'सुदीप',
  Ram: 'राम',
  Shyam: 'श्याम',
  Krishna: 'कृष्ण',
  Gopal: 'गोपाल',
  Mohan: 'मोहन',
  Rajendra: 'राजेन्द्र',
  Narayan: 'नारायण',
  Surendra: 'सुरेन्द्र',
  Bal: 'बल',
  Mahesh: 'महेश',
  Dil: 'दिल',
  Keshav: 'केशव',
  Puspa: 'पुष्पा',
  Sita: 'सीता',
  Sarita: 'सरिता',
  Bimala: 'विमला',
  // Family names.
  Shrestha: 'श्रेष्ठ',
  Maharjan: 'महर्जन',
  Tamang: 'तामाङ',
  Gurung: 'गुरुङ',
  Rai: 'राई',
  Limbu: 'लिम्बु',
  Magar: 'मगर',
  Thapa: 'थापा',
  Karki: 'कार्की',
  Adhikari: 'अधिकारी',
  Basnet: 'बस्नेत',
  Khadka: 'खड्का',
  Bhandari: 'भण्डारी',
  Poudel: 'पौडेल',
  Koirala: 'कोइराला',
  Sharma: 'शर्मा',
  Joshi: 'जोशी',
  Pradhan: 'प्रधान',
  Bajracharya: 'वज्राचार्य',
  Shakya: 'शाक्य',
  Dangol: 'डङ्गोल',
  Lama: 'लामा',
  Sherpa: 'शेर्पा',
  Rana: 'राणा',
  'K.C.': 'केसी',
  Bista: 'विष्ट',
  Dahal: 'दाहाल',
  Ghimire: 'घिमिरे',
  Acharya: 'आचार्य',
  Neupane: 'न्यौपाने',
  Khatri: 'खत्री',
  Chaudhary: 'चौधरी',
  Manandhar: 'मानन्धर',
  Tuladhar: 'तुलाधर',
  Prajapati: 'प्रजापति',
};

/** What the seeds say a school is known for (seed-names.ts mottos), as a Nepali paper would say it. */
const MOTTOS: Record<string, string> = {
  'discipline and flair on the ball': 'अनुशासन र बलमाथिको कला',
  'a proud tradition of youth football': 'युवा फुटबलको गौरवपूर्ण परम्परा',
  'patient, possession-based football': 'धैर्यपूर्ण, बल आफ्नै कब्जामा राख्ने खेल',
  'quick wingers and a high press': 'छिटा विङ्गर र माथिबाटै दबाब',
  'a young squad with big ambitions': 'ठूला सपना बोकेको युवा टोली',
  'hard work and a famous home crowd': 'कडा मेहनत र चर्चित घरेलु दर्शक',
  'the oldest football programme in the valley': 'उपत्यकाकै सबैभन्दा पुरानो फुटबल कार्यक्रम',
  'the newest school in the league': 'लिगको सबैभन्दा नयाँ विद्यालय',
  'a growing football programme': 'बढ्दो फुटबल कार्यक्रम',
  'a strong youth academy': 'बलियो युवा एकेडेमी',
  'fast, direct football': 'छिटो, सीधा फुटबल',
  'a loyal home crowd': 'वफादार घरेलु दर्शक',
};

const DIGITS = '०१२३४५६७८९';
const devanagari = (n: number) => String(n).replace(/[0-9]/g, (c) => DIGITS[Number(c)] as string);

/** A school's details in Nepali, the same facts as the English (seed-squads.ts), or null when a part is unknown. */
export function nepaliDetails(s: { name: string; founded: number; place: string; city: string; motto: string }) {
  const name = nepaliName(s.name);
  const place = nepaliName(`${s.place}, ${s.city}`);
  const motto = MOTTOS[s.motto];
  if (!name || !place || !motto) return null;
  return `${name} सन् ${devanagari(s.founded)}मा ${place}मा स्थापना भएको हो, र ${motto}का लागि चिनिन्छ।`;
}

/** The most words a part has ('Higher Secondary School'). */
const LONGEST = Math.max(...Object.keys(PARTS).map((k) => k.split(' ').length));

/**
 * A seed name in Nepali, part by part, the longest known part first ('Kirtipur Community Ground, Kathmandu' →
 * 'कीर्तिपुर सामुदायिक मैदान, काठमाडौँ'); null when a part is not the seed's (a name typed by hand, a hostile value):
 * such a document simply has no Nepali name, as a CMS document may not.
 */
export function nepaliName(english: string): string | null {
  const out: string[] = [];
  for (const clause of english.split(', ')) {
    const words = clause.split(' ');
    const ne: string[] = [];
    let i = 0;
    while (i < words.length) {
      let n = Math.min(LONGEST, words.length - i);
      for (; n > 0; n--) {
        const part = PARTS[words.slice(i, i + n).join(' ')];
        if (part !== undefined) {
          ne.push(part);
          break;
        }
      }
      if (n === 0) return null;
      i += n;
    }
    out.push(ne.join(' '));
  }
  return out.join(', ');
}

/** The kinds of school a short name leaves out: 'बागमती भ्याली सेकेन्डरी स्कुल' is 'बागमती भ्याली' for short. */
const KINDS = ['हायर सेकेन्डरी स्कुल', 'सेकेन्डरी स्कुल', 'इङ्लिस स्कुल', 'मोडल स्कुल', 'एकेडेमी', 'स्कुल'];

/** A school's Nepali short name: its name without the kind of school, as a table or a score line prints it. */
export function nepaliShortName(nameNe: string | null): string | null {
  if (nameNe === null) return null;
  const kind = KINDS.find((k) => nameNe.endsWith(` ${k}`));
  return kind ? nameNe.slice(0, -kind.length - 1) : nameNe;
}
