// Teams and squads: crests, staff (manager, coaches) and 16+ players with jersey numbers, birth dates, sizes and photos.
import { crest, portrait, type Rgb } from './images.ts';
import { MediaBank, STAFF_POSITIONS, type PlayerRec, type Position, type TeamRec } from './seed-model.ts';
import { personName, type School } from './seed-names.ts';
import { DAY, dateOnly, slug, type Rng } from './seed-util.ts';

export type SquadOptions = {
  now: number;
  /** Squad sizes by position [gk, def, mid, fwd]: drawn per team. */
  shape: (rng: Rng) => [number, number, number, number];
  /** Shared image pools (nationwide); when absent every team and person gets its own image. */
  pools?: { crests: number[]; players: number[]; staff: number[] };
  /** How many players league-wide have no birth date / a nationality other than Nepali / no photo. */
  nullBirthDates: number;
  foreigners: number;
  missingPhotos: number;
  createdFrom: number;
};

const BACKGROUNDS: Rgb[] = [
  [206, 222, 240],
  [232, 226, 210],
  [214, 234, 214],
  [238, 218, 218],
  [226, 222, 240],
  [220, 220, 220],
];

export function buildTeams(
  rng: Rng,
  schools: School[],
  media: MediaBank,
  opts: SquadOptions,
): { teams: TeamRec[]; players: PlayerRec[] } {
  const teams: TeamRec[] = [];
  const players: PlayerRec[] = [];
  const nameTaken = new Set<string>();
  const uniqueName = (staff: boolean): string => {
    for (let i = 0; i < 20; i++) {
      const n = personName(rng, staff);
      if (!nameTaken.has(n)) {
        nameTaken.add(n);
        return n;
      }
    }
    return personName(rng, staff); // a rare duplicate name is realistic at nationwide scale
  };
  schools.forEach((school, ti) => {
    const teamId = ti + 1;
    const teamCreated = opts.createdFrom + ti * 3_600_000;
    const logo = opts.pools
      ? (opts.pools.crests[ti % opts.pools.crests.length] as number)
      : media.add(`crest-${teamId}.png`, `${school.name} crest`, crest(school.primary, school.secondary, ti * 4 + 1));
    const [nGk, nDef, nMid, nFwd] = opts.shape(rng);
    const shirtNumbers = {
      goalkeeper: [1],
      defender: [2, 3, 4, 5],
      midfielder: [6, 7, 8, 10],
      forward: [9, 11],
    } as Record<string, number[]>;
    const spare = rng.shuffle(Array.from({ length: 19 }, (_, i) => i + 12));
    const make = (position: Position, rank: number): PlayerRec => {
      const id = players.length + 1;
      const staff = STAFF_POSITIONS.includes(position);
      const name = uniqueName(staff);
      let img: number | null;
      if (opts.pools) img = rng.pick(staff ? opts.pools.staff : opts.pools.players);
      else
        img = media.add(
          `${staff ? 'staff' : 'player'}-${id}.png`,
          `${name}, ${staff ? position : 'player'}`,
          portrait(rng.pick(BACKGROUNDS), school.primary, school.secondary, rng.int(0, 3), staff),
        );
      const ageYears = staff ? rng.int(27, 56) : rng.int(14, 18);
      // Born between ageYears and ageYears + 1 years before now, so the age today is exactly ageYears.
      const born = opts.now - ageYears * 365.25 * DAY - rng.int(2, 360) * DAY;
      const inches = staff ? rng.int(63, 72) : rng.int(60, 73);
      const p: PlayerRec = {
        id,
        name,
        position,
        img,
        teamId,
        createdAt: teamCreated + (id % 1000) * 1000,
        jersey: staff ? null : (shirtNumbers[position]?.[rank] ?? (spare.shift() as number)),
        dob: dateOnly(born),
        nationality: 'Nepali',
        height: staff && rng.chance(0.5) ? null : { feet: Math.floor(inches / 12), inches: inches % 12 },
        weight: staff && rng.chance(0.5) ? null : { value: staff ? rng.int(58, 90) : rng.int(44, 74) },
        stats: { appearance: 0, goals: 0, cleansheet: 0, yellowcards: 0, redcards: 0 },
      };
      players.push(p);
      return p;
    };
    const group = (position: Position, n: number): PlayerRec[] =>
      Array.from({ length: n }, (_, rank) => make(position, rank));
    const gk = group('goalkeeper', nGk),
      def = group('defender', nDef),
      mid = group('midfielder', nMid),
      fwd = group('forward', nFwd);
    const staff = STAFF_POSITIONS.map((pos) => make(pos, 0));
    const manager = (staff[0] as PlayerRec).name;
    const captain = rng.pick([...def.slice(0, 2), ...mid.slice(0, 2)]).id;
    teams.push({
      id: teamId,
      school,
      logo,
      gk,
      def,
      mid,
      fwd,
      staff,
      captain,
      manager,
      stadium: `${school.place} School Ground, ${school.city}`,
      details: `${school.name} was founded in ${school.founded} in ${school.place}, ${school.city}, and is known for ${school.motto}.`,
      createdAt: teamCreated,
      updatedAt: teamCreated,
    });
  });
  // League-wide oddities the site must show gracefully (N/A, default photo, other nationality).
  const outfield = players.filter((p) => p.jersey !== null);
  const odd = rng.shuffle(outfield);
  odd.slice(0, opts.nullBirthDates).forEach((p) => {
    p.dob = null;
  });
  odd.slice(opts.nullBirthDates, opts.nullBirthDates + opts.foreigners).forEach((p, i) => {
    p.nationality = ['Indian', 'Bhutanese', 'Bangladeshi'][i % 3] as string;
  });
  odd
    .slice(opts.nullBirthDates + opts.foreigners, opts.nullBirthDates + opts.foreigners + opts.missingPhotos)
    .forEach((p) => {
      p.img = null;
    });
  return { teams, players };
}

export const teamSlug = (t: TeamRec): string => slug(t.school.name);
