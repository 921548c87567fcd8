// The collections and fields the site reads and writes, written once: the demo API serves them
// (scripts/demo-api/collections.ts), the Payload plugin builds its collections from them (cms/plugin/src/collections.ts),
// and a unit test checks the site's data layer (src/lib/api/schemas.ts) against them. Plain data: field types, access
// and the public forms' rules; each field's meaning is in docs/deploying.md.

export type Field =
  | { type: 'text' | 'number' | 'date' | 'checkbox' | 'json' }
  | { type: 'relationship' | 'upload'; relationTo: string; hasMany?: boolean }
  | { type: 'group' | 'array'; fields: Fields };
export type Fields = { [name: string]: Field };

/** Checks on a public submission (SPEC §5); lengths bound what a visitor can store. */
export type Rule = {
  kind: 'text' | 'email' | 'checkbox' | 'integer';
  required?: boolean;
  max?: number;
  min?: number;
  mustBeTrue?: boolean;
};

export type CollectionDef = {
  slug: string;
  /** Payload's singular label, used in "… successfully created." */
  singular: string;
  fields: Fields;
  /** 'content': anyone reads, only the admin writes. 'private': anyone creates, only the admin reads. 'own': routed by
   *  its own module (push-subscriptions.ts: anyone creates, the holder of the subscription's secret or the admin
   *  changes, only the admin reads). */
  access: 'content' | 'private' | 'own';
  rules?: { [field: string]: Rule };
  /** A public submission with this field's value (trimmed, any case) already stored is answered, not stored again. */
  onePer?: string;
};

const text = { type: 'text' } as const;
const num = { type: 'number' } as const;
const date = { type: 'date' } as const;
const bool = { type: 'checkbox' } as const;
const rel = (relationTo: string, hasMany = false): Field => ({ type: 'relationship', relationTo, hasMany });
const upload: Field = { type: 'upload', relationTo: 'media' };

/** Where a knockout side comes from: a group's place (1 winner, 2 runner-up) or an earlier tie's winner or loser. */
const slot: Field = {
  type: 'group',
  fields: { group: rel('groups'), place: num, match: rel('matches'), outcome: text },
};

/** Fields every document has; array rows have a 24-hex string `id` instead. */
export const SYSTEM_FIELDS: Fields = { id: num, createdAt: date, updatedAt: date };
export const ROW_FIELDS: Fields = { id: text };

const content = (slug: string, singular: string, fields: Fields): CollectionDef => ({
  slug,
  singular,
  fields,
  access: 'content',
});

const str = (max: number, required = true): Rule => ({ kind: 'text', required, max });
const email: Rule = { kind: 'email', required: true, max: 254 };

function privateCollection(slug: string, singular: string, rules: { [field: string]: Rule }): CollectionDef {
  const fields: Fields = {};
  for (const [name, rule] of Object.entries(rules))
    fields[name] = rule.kind === 'checkbox' ? bool : rule.kind === 'integer' ? num : text;
  return { slug, singular, fields, access: 'private', rules };
}

/** Every collection the site reads or writes, with its fields and access. */
export const COLLECTION_LIST: readonly CollectionDef[] = [
  content('media', 'Media', { filename: text, alt: text, width: num, height: num, mimeType: text, filesize: num }),
  content('teams', 'Team', {
    team_name: text,
    // Optional Nepali names (docs/deploying.md, "Nepali fields"): shown on Nepali pages.
    team_name_ne: text,
    short_name_ne: text,
    team_logo: upload,
    foundedYear: num,
    stadium: text,
    stadium_ne: text,
    team_manager: text,
    team_manager_ne: text,
    team_details: text,
    team_details_ne: text,
    players: rel('players', true),
    // Optional (docs/deploying.md, "Groups"): the regional group the school plays in; the demo season has none.
    group: rel('groups'),
  }),
  // Optional: a national league's regional groups (docs/deploying.md, "Groups"); the demo season has none.
  content('groups', 'Group', { name: text, name_ne: text, province: text, district: text, order: num }),
  content('players', 'Player', {
    name: text,
    name_ne: text,
    position: text,
    jersey: num,
    img: upload,
    dateofbirth: date,
    nationality: text,
    height: { type: 'group', fields: { feet: num, inches: num } },
    weight: { type: 'group', fields: { value: num } },
    appearance: num,
    goals: num,
    cleansheet: num,
    yellowcards: num,
    redcards: num,
    team: rel('teams'),
  }),
  content('matches', 'Match', {
    match_date: date,
    time: text,
    venue: text,
    venue_ne: text,
    status: text,
    week: num,
    scoreHome: num,
    scoreAway: num,
    homeTeam: rel('teams'),
    awayTeam: rel('teams'),
    homeCaptain: rel('players'),
    awayCaptain: rel('players'),
    homePlayers: rel('players', true),
    awayPlayers: rel('players', true),
    homePlayersSubstitutes: rel('players', true),
    awayPlayersSubstitutes: rel('players', true),
    referee: text,
    assistantReferee1: text,
    assistantReferee2: text,
    fourthOfficial: text,
    // Optional (docs/deploying.md, "Knockout rounds"): a knockout tie's round, its number in the round, the league's
    // own name for the round, its sides while not yet known (slots) and a penalty shoot-out; the demo season has none.
    round: text,
    round_name: text,
    round_name_ne: text,
    tie: num,
    homeSlot: slot,
    awaySlot: slot,
    penaltiesHome: num,
    penaltiesAway: num,
  }),
  content('tables', 'Table', {
    team: rel('teams'),
    played: num,
    won: num,
    drawn: num,
    lost: num,
    goalsFor: num,
    goalsAgainst: num,
    goalDifference: num,
    points: num,
    form: text,
  }),
  // title_ne, preview_ne, content_ne: optional Nepali versions (docs/deploying.md, "Nepali fields").
  content('highlights', 'Highlight', {
    title: text,
    title_ne: text,
    videoId: text,
    duration: text,
    views: num,
    image: upload,
    publishedDate: date,
  }),
  content('sponsors', 'Sponsor', { name: text, logo: upload, website: text }),
  content('blogs', 'Blog', {
    title: text,
    preview: text,
    category: text,
    date,
    readTime: num,
    image: upload,
    content: { type: 'json' },
    tags: text,
    title_ne: text,
    preview_ne: text,
    content_ne: { type: 'json' },
  }),
  content('watchlive', 'Watchlive', {
    isActive: bool,
    platform: text,
    videoUrl: text,
    twitchChannel: text,
    title: text,
  }),
  content('match-events', 'Match Event', {
    match: rel('matches'),
    teamSelection: rel('teams'),
    eventType: text,
    minute: num,
    player: rel('players'),
    playerIn: rel('players'),
    playerOut: rel('players'),
  }),
  content('posts', 'Post', { title: text, title_ne: text, isActive: bool, image: upload }),
  content('activate-ticket', 'Activate Ticket', {
    ticketsStartFrom: num,
    week: num,
    isActive: bool,
    days: {
      type: 'array',
      fields: {
        date,
        capacity: num,
        availableCount: num,
        bookedCount: num,
        heldCount: num,
        status: text,
        venue: text,
        venue_ne: text,
        matches: rel('matches', true),
      },
    },
  }),
  privateCollection('contacts', 'Contact', {
    name: str(200),
    email,
    phone: str(50),
    message: str(5000),
    agreeToTerms: { kind: 'checkbox' },
  }),
  // Subscribing twice (a second click, a second visit) must not put the address on the list twice.
  { ...privateCollection('subscribers', 'Subscriber', { email }), onePer: 'email' },
  privateCollection('sponsor-applications', 'Sponsor Application', {
    companyName: str(200),
    contactPerson: str(200),
    email,
    phone: str(50),
    address: str(500, false),
    website: str(500, false),
    message: str(5000, false),
    agreeToTerms: { kind: 'checkbox', required: true, mustBeTrue: true },
  }),
  privateCollection('registrations', 'Registration', {
    teamName: str(200),
    teamEstablished: str(50, false),
    teamPlayersNumber: { kind: 'integer', required: true, min: 11, max: 20 },
    coachLeaderName: str(200),
    email,
    phone: str(50),
    location: str(200),
    message: str(5000, false),
    agreeToTerms: { kind: 'checkbox', required: true, mustBeTrue: true },
  }),
  // Goal alerts (issue 28): a phone's push subscription and the alerts already sent, both routed by push-subscriptions.ts.
  {
    slug: 'push-subscriptions',
    singular: 'Push Subscription',
    access: 'own',
    fields: {
      endpoint: text,
      keys: { type: 'group', fields: { p256dh: text, auth: text } },
      teams: rel('teams', true),
      lang: text,
      failures: num,
    },
  },
  {
    slug: 'push-alerts',
    singular: 'Push Alert',
    access: 'own',
    fields: {
      key: text,
      match: text,
      event: text,
      sig: text,
      // The fan-out's progress (issue 40): who sends it until when, through which subscription, and whether it is done.
      owner: text,
      generation: num,
      leaseUntil: date,
      cursor: text,
      unsent: text,
      done: bool,
      teams: text,
      topic: text,
      messages: text,
      sent: num,
      failed: num,
    },
  },
];
