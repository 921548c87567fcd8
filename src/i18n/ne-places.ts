// Nepal's seven provinces and seventy-seven districts in Nepali (issue 42), as the papers and the Election Commission
// write them: a group's province and district come from the CMS in English ('Koshi', 'Kavrepalanchok'); a Nepali page
// names them with these words. A name not found here (a spelling of its own) stays as written, marked English.

/** Province (its English name, as a league types it) → its Nepali name, without 'प्रदेश'. */
const PROVINCES: Record<string, string> = {
  koshi: 'कोशी',
  madhesh: 'मधेश',
  bagmati: 'बागमती',
  gandaki: 'गण्डकी',
  lumbini: 'लुम्बिनी',
  karnali: 'कर्णाली',
  sudurpashchim: 'सुदूरपश्चिम',
};

/** District → its Nepali name (the seventy-seven, east to west by province). */
const DISTRICTS: Record<string, string> = {
  // Koshi
  taplejung: 'ताप्लेजुङ',
  panchthar: 'पाँचथर',
  ilam: 'इलाम',
  jhapa: 'झापा',
  morang: 'मोरङ',
  sunsari: 'सुनसरी',
  dhankuta: 'धनकुटा',
  terhathum: 'तेह्रथुम',
  sankhuwasabha: 'सङ्खुवासभा',
  bhojpur: 'भोजपुर',
  solukhumbu: 'सोलुखुम्बु',
  okhaldhunga: 'ओखलढुङ्गा',
  khotang: 'खोटाङ',
  udayapur: 'उदयपुर',
  // Madhesh
  saptari: 'सप्तरी',
  siraha: 'सिरहा',
  dhanusha: 'धनुषा',
  mahottari: 'महोत्तरी',
  sarlahi: 'सर्लाही',
  rautahat: 'रौतहट',
  bara: 'बारा',
  parsa: 'पर्सा',
  // Bagmati
  dolakha: 'दोलखा',
  sindhupalchok: 'सिन्धुपाल्चोक',
  rasuwa: 'रसुवा',
  dhading: 'धादिङ',
  nuwakot: 'नुवाकोट',
  kathmandu: 'काठमाडौँ',
  bhaktapur: 'भक्तपुर',
  lalitpur: 'ललितपुर',
  kavrepalanchok: 'काभ्रेपलाञ्चोक',
  ramechhap: 'रामेछाप',
  sindhuli: 'सिन्धुली',
  makwanpur: 'मकवानपुर',
  chitwan: 'चितवन',
  // Gandaki
  gorkha: 'गोरखा',
  manang: 'मनाङ',
  mustang: 'मुस्ताङ',
  myagdi: 'म्याग्दी',
  kaski: 'कास्की',
  lamjung: 'लमजुङ',
  tanahun: 'तनहुँ',
  'nawalparasi east': 'नवलपरासी (बर्दघाट सुस्ता पूर्व)',
  syangja: 'स्याङ्जा',
  parbat: 'पर्वत',
  baglung: 'बागलुङ',
  // Lumbini
  'nawalparasi west': 'नवलपरासी (बर्दघाट सुस्ता पश्चिम)',
  rupandehi: 'रुपन्देही',
  kapilvastu: 'कपिलवस्तु',
  palpa: 'पाल्पा',
  arghakhanchi: 'अर्घाखाँची',
  gulmi: 'गुल्मी',
  'rukum east': 'रुकुम (पूर्वी भाग)',
  rolpa: 'रोल्पा',
  pyuthan: 'प्युठान',
  dang: 'दाङ',
  banke: 'बाँके',
  bardiya: 'बर्दिया',
  // Karnali
  'rukum west': 'रुकुम (पश्चिम भाग)',
  salyan: 'सल्यान',
  dolpa: 'डोल्पा',
  humla: 'हुम्ला',
  jumla: 'जुम्ला',
  kalikot: 'कालिकोट',
  mugu: 'मुगु',
  surkhet: 'सुर्खेत',
  dailekh: 'दैलेख',
  jajarkot: 'जाजरकोट',
  // Sudurpashchim
  kailali: 'कैलाली',
  achham: 'अछाम',
  doti: 'डोटी',
  bajhang: 'बझाङ',
  bajura: 'बाजुरा',
  kanchanpur: 'कञ्चनपुर',
  dadeldhura: 'डडेल्धुरा',
  baitadi: 'बैतडी',
  darchula: 'दार्चुला',
};

/** Other spellings a league may type for the same district or province. */
const ALSO: Record<string, string> = {
  'province no. 1': 'koshi',
  'province 1': 'koshi',
  'sudur paschim': 'sudurpashchim',
  sudurpaschim: 'sudurpashchim',
  kavre: 'kavrepalanchok',
  kabhrepalanchok: 'kavrepalanchok',
  makawanpur: 'makwanpur',
  dhanusa: 'dhanusha',
  tanahu: 'tanahun',
  sindhupalchowk: 'sindhupalchok',
  kapilbastu: 'kapilvastu',
};

const key = (name: string) => {
  const k = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return ALSO[k] ?? k;
};

/** A province's Nepali name ('Koshi' → 'कोशी'), or null when the name is not one of the seven. */
export const provinceNe = (name: string): string | null => PROVINCES[key(name.replace(/\s+province$/i, ''))] ?? null;

/** A district's Nepali name ('Kavrepalanchok' → 'काभ्रेपलाञ्चोक'), or null when it is not one of the seventy-seven. */
export const districtNe = (name: string): string | null => DISTRICTS[key(name)] ?? null;

export const PROVINCE_COUNT = Object.keys(PROVINCES).length;
export const DISTRICT_COUNT = Object.keys(DISTRICTS).length;
