// Fictional names for the seed: Kathmandu Valley schools, Nepali people, venues, sponsors; all invented for the demo.
import type { Rgb } from './images.ts';
import type { Rng } from './seed-util.ts';

export type School = {
  name: string;
  place: string;
  city: string;
  founded: number;
  primary: Rgb;
  secondary: Rgb;
  motto: string;
};

export const VALLEY_SCHOOLS: School[] = [
  {
    name: 'Bagmati Valley Secondary School',
    place: 'Kalimati',
    city: 'Kathmandu',
    founded: 1972,
    primary: [22, 48, 120],
    secondary: [240, 196, 40],
    motto: 'discipline and flair on the ball',
  },
  {
    name: 'Lalitpur Model School',
    place: 'Jawalakhel',
    city: 'Lalitpur',
    founded: 1964,
    primary: [190, 28, 40],
    secondary: [250, 250, 250],
    motto: 'a proud tradition of youth football',
  },
  {
    name: 'Bhaktapur Heritage Academy',
    place: 'Suryabinayak',
    city: 'Bhaktapur',
    founded: 1988,
    primary: [118, 24, 44],
    secondary: [236, 180, 60],
    motto: 'patient, possession-based football',
  },
  {
    name: 'Swayambhu Heights School',
    place: 'Swayambhu',
    city: 'Kathmandu',
    founded: 1999,
    primary: [70, 150, 220],
    secondary: [250, 250, 250],
    motto: 'quick wingers and a high press',
  },
  {
    name: 'Godawari Pine Academy',
    place: 'Godawari',
    city: 'Lalitpur',
    founded: 2008,
    primary: [28, 120, 64],
    secondary: [245, 245, 240],
    motto: 'a young squad with big ambitions',
  },
  {
    name: 'Thimi Riverside School',
    place: 'Madhyapur Thimi',
    city: 'Bhaktapur',
    founded: 1981,
    primary: [232, 110, 28],
    secondary: [30, 30, 34],
    motto: 'hard work and a famous home crowd',
  },
  {
    name: 'Kirtipur Hillside Secondary School',
    place: 'Kirtipur',
    city: 'Kathmandu',
    founded: 1960,
    primary: [96, 48, 140],
    secondary: [250, 210, 60],
    motto: 'the oldest football programme in the valley',
  },
  {
    name: 'Dhapakhel Sunrise School',
    place: 'Dhapakhel',
    city: 'Lalitpur',
    founded: 2015,
    primary: [0, 128, 128],
    secondary: [250, 140, 40],
    motto: 'the newest school in the league',
  },
];

/** League venues: each match day has two matches at one of these. The first is the SPEC's default venue text. */
export const VALLEY_VENUES = [
  'Dhapakhel Lalitpur Stadium',
  'Kirtipur Community Ground, Kathmandu',
  'Suryabinayak Sports Ground, Bhaktapur',
  'Satdobato Youth Ground, Lalitpur',
];

export const FIRST_NAMES = [
  'Aarav',
  'Aayush',
  'Abhishek',
  'Anish',
  'Anup',
  'Arjun',
  'Ashish',
  'Bibek',
  'Bijay',
  'Bikash',
  'Binod',
  'Bishal',
  'Bhuwan',
  'Chiran',
  'Deepak',
  'Dhiraj',
  'Dinesh',
  'Dipesh',
  'Ganesh',
  'Hari',
  'Ishan',
  'Kiran',
  'Kushal',
  'Laxman',
  'Manish',
  'Milan',
  'Nabin',
  'Nikesh',
  'Niraj',
  'Nirajan',
  'Pawan',
  'Prabin',
  'Prakash',
  'Pratik',
  'Rabin',
  'Rajan',
  'Rohan',
  'Roshan',
  'Rupesh',
  'Sabin',
  'Sagar',
  'Sajan',
  'Samir',
  'Sandesh',
  'Sanjog',
  'Santosh',
  'Saroj',
  'Sujan',
  'Sunil',
  'Suraj',
  'Sushant',
  'Tilak',
  'Ujjwal',
  'Umesh',
  'Yuvraj',
  'Aadarsh',
  'Bishnu',
  'Kamal',
  'Nischal',
  'Sudip',
];
export const STAFF_FIRST_NAMES = [
  'Ram',
  'Shyam',
  'Krishna',
  'Gopal',
  'Mohan',
  'Rajendra',
  'Narayan',
  'Surendra',
  'Bal',
  'Mahesh',
  'Dil',
  'Keshav',
  'Puspa',
  'Sita',
  'Sarita',
  'Bimala',
];
export const SURNAMES = [
  'Shrestha',
  'Maharjan',
  'Tamang',
  'Gurung',
  'Rai',
  'Limbu',
  'Magar',
  'Thapa',
  'Karki',
  'Adhikari',
  'Basnet',
  'Khadka',
  'Bhandari',
  'Poudel',
  'Koirala',
  'Sharma',
  'Joshi',
  'Pradhan',
  'Bajracharya',
  'Shakya',
  'Dangol',
  'Lama',
  'Sherpa',
  'Rana',
  'K.C.',
  'Bista',
  'Dahal',
  'Ghimire',
  'Acharya',
  'Neupane',
  'Khatri',
  'Chaudhary',
  'Manandhar',
  'Tuladhar',
  'Prajapati',
];

export function personName(rng: Rng, staff = false): string {
  return `${rng.pick(staff ? STAFF_FIRST_NAMES : FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
}

export const SPONSORS: Array<{ name: string; primary: Rgb; secondary: Rgb }> = [
  { name: 'Annapurna Dairy Co.', primary: [30, 90, 170], secondary: [240, 240, 255] },
  { name: 'Sagarmatha Telecom', primary: [200, 30, 50], secondary: [40, 40, 60] },
  { name: 'Koshi Sports Gear', primary: [20, 140, 90], secondary: [250, 200, 40] },
  { name: 'Gandaki Noodles', primary: [240, 150, 20], secondary: [150, 30, 30] },
  { name: 'Mechi Tea Estates', primary: [40, 110, 50], secondary: [200, 170, 90] },
  { name: 'Rara Mineral Water', primary: [40, 160, 220], secondary: [20, 60, 120] },
];

/** Nepal-wide places for the nationwide scale: [town, district]. */
const TOWNS: Array<[string, string]> = [
  ['Kathmandu', 'Kathmandu'],
  ['Lalitpur', 'Lalitpur'],
  ['Bhaktapur', 'Bhaktapur'],
  ['Pokhara', 'Kaski'],
  ['Bharatpur', 'Chitwan'],
  ['Biratnagar', 'Morang'],
  ['Dharan', 'Sunsari'],
  ['Itahari', 'Sunsari'],
  ['Butwal', 'Rupandehi'],
  ['Nepalgunj', 'Banke'],
  ['Damak', 'Jhapa'],
  ['Birtamod', 'Jhapa'],
  ['Dhangadhi', 'Kailali'],
  ['Janakpur', 'Dhanusha'],
  ['Birgunj', 'Parsa'],
  ['Hetauda', 'Makwanpur'],
  ['Birendranagar', 'Surkhet'],
  ['Ghorahi', 'Dang'],
  ['Tansen', 'Palpa'],
  ['Ilam', 'Ilam'],
  ['Gorkha', 'Gorkha'],
  ['Waling', 'Syangja'],
  ['Baglung', 'Baglung'],
  ['Tulsipur', 'Dang'],
  ['Mahendranagar', 'Kanchanpur'],
  ['Lahan', 'Siraha'],
  ['Rajbiraj', 'Saptari'],
  ['Bidur', 'Nuwakot'],
  ['Banepa', 'Kavrepalanchok'],
  ['Dhulikhel', 'Kavrepalanchok'],
];
const STYLES = [
  'Valley',
  'Model',
  'Sunrise',
  'Heritage',
  'Riverside',
  'Hillside',
  'Everest',
  'Pine',
  'Public',
  'Shanti',
  'Himalayan',
  'Green Field',
];
const KINDS = ['Secondary School', 'Academy', 'English School', 'Higher Secondary School', 'Model School'];

/** `count` distinct fictional schools across Nepal (deterministic for the rng). */
export function nationwideSchools(rng: Rng, count: number): Array<School & { district: string }> {
  const combos: Array<[number, number, number]> = [];
  for (let t = 0; t < TOWNS.length; t++)
    for (let s = 0; s < STYLES.length; s++) for (let k = 0; k < KINDS.length; k++) combos.push([t, s, k]);
  const chosen = rng.shuffle(combos).slice(0, count);
  if (chosen.length < count) throw new Error(`at most ${combos.length} nationwide schools`);
  // Group towns together (regional groups are built from consecutive schools).
  chosen.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  return chosen.map(([t, s, k]) => {
    const [town, district] = TOWNS[t] as [string, string];
    return {
      name: `${town} ${STYLES[s]} ${KINDS[k]}`,
      place: town,
      city: district,
      district,
      founded: rng.int(1960, 2015),
      primary: [rng.int(10, 200), rng.int(10, 200), rng.int(10, 200)],
      secondary: rng.chance(0.5) ? [250, 250, 250] : [rng.int(150, 255), rng.int(120, 230), rng.int(0, 90)],
      motto: rng.pick([
        'a growing football programme',
        'a strong youth academy',
        'fast, direct football',
        'a loyal home crowd',
      ]),
    };
  });
}
