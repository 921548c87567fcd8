// News articles in the four categories, written from the season's real data (results, scorers, squads) as Lexical JSON.
import type { MatchRec, PlayerRec, TeamRec } from './seed-model.ts';
import { DAY, HOUR, nepaliDigits, type Rng } from './seed-util.ts';

export type Category = 'Match Reports' | 'League News' | 'Team News' | 'Interviews';
/** Nepali versions a CMS editor may add (title_ne, preview_ne, content_ne; docs/deploying.md): a body is optional. */
export type NepaliFields = { title: string; preview: string; blocks?: string[] };
export type Article = {
  category: Category;
  title: string;
  preview: string;
  blocks: string[];
  tags: string[];
  date: number;
  palette: TeamRec | null;
  match: MatchRec | null;
  ne?: NepaliFields;
};
export type BlogContext = {
  rng: Rng;
  teams: TeamRec[];
  matches: MatchRec[];
  byId: Map<number, PlayerRec>;
  now: number;
  seasonStart: number;
  league: string;
};

const name = (t: TeamRec): string => t.school.name;
const who = (ctx: BlogContext, id: number | null): string =>
  id === null ? 'a player' : (ctx.byId.get(id)?.name ?? 'a player');
const coach = (t: TeamRec): string => t.staff.find((s) => s.position === 'Head Coach')?.name ?? t.manager;
const between = (ctx: BlogContext, from: number, to: number): number =>
  from + Math.floor((ctx.rng.next() * Math.max(1, to - from)) / 60_000) * 60_000;

export function matchReport(ctx: BlogContext, m: MatchRec, keyMoments: boolean): Article {
  const [sh, sa] = [m.scoreHome ?? 0, m.scoreAway ?? 0];
  const H = name(m.home),
    A = name(m.away);
  const title =
    sh > sa
      ? `${H} beat ${A} ${sh}-${sa}`
      : sh < sa
        ? `${A} win ${sa}-${sh} against ${H}`
        : `${H} and ${A} share the points in a ${sh}-${sa} draw`;
  const goals = m.events.filter((e) => e.type === 'goal' || e.type === 'own_goal');
  const cards = m.events.filter((e) => e.type === 'yellow_card' || e.type === 'red_card');
  const teamOf = (id: number) => (id === m.home.id ? H : A);
  const line = (e: MatchRec['events'][number]) =>
    `${e.minute}' **${who(ctx, e.player)}** (${teamOf(e.teamId)}${e.type === 'own_goal' ? ', own goal' : ''})`;
  const winner = sh >= sa ? m.home : m.away;
  const blocks = [
    `**${H}** and **${A}** met at ${m.venue} in week ${m.week}, and the ${sh + sa > 2 ? '_open, end-to-end_ contest' : '_tight, tactical_ game'} finished ${sh}-${sa}.`,
    goals.length
      ? `The goals came from ${goals.map((e) => `**${who(ctx, e.player)}**${e.type === 'own_goal' ? ' (an own goal)' : ''} in the ${e.minute}th minute`).join(', ')}.`
      : `Neither side found the net: both goalkeepers were _outstanding_ and the defences held firm for **ninety minutes**.`,
    `Referee _${m.officials[0]}_ showed ${cards.length ? `${cards.length} card${cards.length > 1 ? 's' : ''}` : 'no cards at all'} in a match played in a fine spirit.`,
    ...(keyMoments && goals.length ? ['## Key moments', goals.map((e) => `- ${line(e)}`).join('\n')] : []),
    `"We prepared for this all week and the boys gave everything," said **${coach(winner)}** of ${name(winner)} _after the final whistle_.`,
  ];
  return {
    category: 'Match Reports',
    title,
    preview: `Week ${m.week} at ${m.venue}: ${title}.`,
    blocks,
    match: m,
    palette: winner,
    tags: ['match report', `week ${m.week}`, H, A],
    date: Math.min(m.kickoff + 6 * HOUR, ctx.now - HOUR),
  };
}

export function leagueNews(ctx: BlogContext, variant: number): Article {
  const { rng, teams, league } = ctx;
  const date =
    variant % 4 === 0 ? ctx.seasonStart - 2 * DAY + 9 * HOUR : between(ctx, ctx.seasonStart, ctx.now - 2 * DAY);
  const refs = [...new Set(ctx.matches.slice(0, 12).flatMap((m) => m.officials))].slice(0, 4);
  const items: Array<Omit<Article, 'category' | 'date' | 'palette' | 'match'>> = [
    {
      title: `${teams.length} schools, one league: the new season kicks off`,
      tags: ['season', 'fixtures', league],
      preview: `The ${league} returns with ${teams.length} schools, ${ctx.matches.length} matches and every game streamed live.`,
      blocks: [
        `The **${league}** is back. ${teams.length} schools will play a _double round-robin_, home and away, over the coming weeks.`,
        '## The schools',
        teams
          .slice(0, 12)
          .map((t) => `- ${name(t)} (${t.school.place}, ${t.school.city})`)
          .join('\n'),
        `Every match day has two matches at one venue. Find the grounds on [OpenStreetMap](https://www.openstreetmap.org/search?query=Dhapakhel%2C%20Lalitpur%2C%20Nepal).`,
        `_Good luck to every player_, and **enjoy the football**.`,
      ],
      // A Nepali title and preview over the English body: the Nepali page marks the body lang="en".
      ne: {
        title: `${nepaliDigits(teams.length)} विद्यालय, एउटै लिग: नयाँ सिजन सुरु`,
        preview: `नेपाल विद्यालय फुटबल लिग ${nepaliDigits(teams.length)} विद्यालय, ${nepaliDigits(ctx.matches.length)} खेल र हरेक खेलको प्रत्यक्ष प्रसारणसहित फर्किएको छ।`,
      },
    },
    {
      title: 'Match-day tickets are now sold online',
      tags: ['tickets', 'Fonepay', 'match day'],
      preview: 'Reserve your seat for the next match day and pay online; one ticket covers both matches of the day.',
      blocks: [
        'Fans can now **book match-day tickets online** and pay with Fonepay in a few taps.',
        '## What to know',
        '- One ticket admits one person\n- Valid for **both matches** of the day\n- No re-entry once you leave the ground',
        `Tickets are _non-refundable_ and non-transferable, and a booking is confirmed only once the **confirmation e-mail** arrives.`,
      ],
      // Wholly Nepali: title, preview and body.
      ne: {
        title: 'खेलका टिकट अब अनलाइन बिक्रीमा',
        preview: 'अर्को खेल हुने दिनका लागि आफ्नो सिट आरक्षण गर्नुहोस् र अनलाइन भुक्तानी गर्नुहोस्; एउटै टिकटले दिनका दुवै खेल हेर्न पाइन्छ।',
        blocks: [
          'दर्शकहरू अब **खेलका टिकट अनलाइन बुक** गर्न र केही ट्यापमै मोबाइलबाट भुक्तानी गर्न सक्नुहुन्छ।',
          '## जान्नुपर्ने कुरा',
          '- एउटा टिकटले एक जनालाई मात्र प्रवेश दिन्छ\n- दिनका **दुवै खेल**का लागि मान्य\n- मैदानबाट बाहिर निस्केपछि पुनः प्रवेश पाइँदैन',
          'टिकट _फिर्ता हुँदैन_ र अरूलाई दिन मिल्दैन; **पुष्टि इमेल** आएपछि मात्र बुकिङ पक्का हुन्छ।',
        ],
      },
    },
    {
      title: 'League referees complete a youth officiating course',
      tags: ['referees', 'training'],
      preview: `${refs.length} of the league's officials finished a week-long course on refereeing school football.`,
      blocks: [
        `Officials including ${refs.map((r) => `**${r}**`).join(', ')} spent a week on _fitness, positioning and communication_.`,
        `"School football is about **learning**, for players and referees alike," said one instructor, _smiling_.`,
        `The course ends with a practical assessment during ${rng.pick(['week 3', 'week 4', 'week 5'])} fixtures.`,
      ],
    },
    {
      title: 'Every match streamed live, free of charge',
      tags: ['live', 'YouTube', 'streaming'],
      preview: 'All league matches are shown live on the league channels, with highlights the same evening.',
      blocks: [
        'Cannot make it to the ground? **Every match is streamed live** on the league channels.',
        `Highlights follow _the same evening_; search for the league on [YouTube](https://www.youtube.com/results?search_query=school+football+nepal).`,
        'Our volunteer crew is made up of **students** from the participating schools, _trained by professionals_.',
      ],
    },
  ];
  return {
    category: 'League News',
    ...(items[variant % items.length] as (typeof items)[number]),
    date,
    palette: null,
    match: null,
  };
}

export function teamNews(ctx: BlogContext, team: TeamRec, variant: number): Article {
  const T = name(team),
    cap = ctx.byId.get(team.captain);
  const date = between(ctx, ctx.seasonStart, ctx.now - 3 * HOUR);
  const items: Array<Omit<Article, 'category' | 'date' | 'palette' | 'match'>> = [
    {
      title: `${T} confirm ${coach(team)} as head coach`,
      tags: ['coaching', T],
      preview: `${coach(team)} will lead ${T} for the rest of the season.`,
      blocks: [
        `**${T}** have confirmed **${coach(team)}** as head coach, working alongside team manager _${team.manager}_.`,
        `"The squad is young but _hungry_," said ${coach(team)}. "We want to play **brave football**."`,
        `The school was founded in ${team.school.founded} and plays its home training sessions in ${team.stadium}.`,
      ],
    },
    {
      title: `${cap?.name ?? 'Captain'} back in training for ${T}`,
      tags: ['fitness', T],
      preview: `Good news for ${T}: the captain has returned to full training.`,
      blocks: [
        `**${cap?.name ?? 'The captain'}** trained with the squad this week after a _minor ankle knock_.`,
        `The ${cap?.position ?? 'player'} is expected to be **available** for the next match day.`,
        `${team.manager}, the team manager, said the medical staff had been _very careful_.`,
      ],
    },
    {
      title: `${T} unveil a new kit`,
      tags: ['kit', T],
      preview: `${T} will wear a new home kit for the second half of the season.`,
      blocks: [
        `**${T}** revealed a new home kit in the school's _traditional colours_ this week.`,
        `Students voted on the design, and the shirt carries **every player's** school house on the collar.`,
        'The kit will be worn for the first time _on the next match day_.',
      ],
    },
  ];
  return {
    category: 'Team News',
    ...(items[variant % items.length] as (typeof items)[number]),
    date,
    palette: team,
    match: null,
  };
}

export function interview(ctx: BlogContext, player: PlayerRec, team: TeamRec): Article {
  const T = name(team);
  const staff = player.jersey === null;
  const topic = staff
    ? `the season so far at ${T}`
    : player.position === 'goalkeeper'
      ? `${player.stats.cleansheet} clean sheets and counting`
      : `${player.stats.goals} goals and counting`;
  return {
    category: 'Interviews',
    title: `"We play for the whole school": ${player.name} on ${topic}`,
    tags: ['interview', T, player.name],
    preview: `${player.name} (${player.position}, ${T}) talks about training, exams and football.`,
    date: between(ctx, ctx.seasonStart + 7 * DAY, ctx.now - 5 * HOUR),
    palette: team,
    match: null,
    blocks: [
      `We sat down with **${player.name}** of ${T} _after training on Thursday_.`,
      `**How is the season going?** "${staff ? 'The boys are improving every week.' : `I have ${player.stats.appearance} appearances so far, but the team comes first.`}"`,
      `**How do you balance football and exams?** "_Early mornings_. We train before school and study in the evening."`,
      ...(ctx.rng.chance(0.5)
        ? [
            '## Three things about ' + player.name,
            `- Position: ${player.position}\n- Nationality: ${player.nationality}\n- Favourite ground: ${ctx.matches[0]?.venue ?? 'home'}`,
          ]
        : []),
      `**What would you tell younger players?** "Enjoy it. _Every dream counts._"`,
    ],
  };
}

/** The demo's articles: match reports of recent results and a mix of the other three categories, oldest first. */
export function demoArticles(ctx: BlogContext): Article[] {
  const done = ctx.matches.filter((m) => m.status === 'completed').sort((a, b) => b.kickoff - a.kickoff);
  const reports = [0, 4, 8, 13, 17, 22].flatMap((i) => (done[i] ? [matchReport(ctx, done[i], i % 8 === 0)] : []));
  const squad = ctx.teams.flatMap((t) => [...t.fwd, ...t.mid]);
  const scorer = [...squad].sort((a, b) => b.stats.goals - a.stats.goals)[0] as PlayerRec;
  const keeper = ctx.teams.flatMap((t) => t.gk).sort((a, b) => b.stats.cleansheet - a.stats.cleansheet)[0] as PlayerRec;
  const teamById = (id: number) => ctx.teams.find((t) => t.id === id) as TeamRec;
  const headCoach = (ctx.teams[2] as TeamRec).staff[1] as PlayerRec;
  const articles = [
    ...reports,
    ...[0, 1, 2, 3].map((v) => leagueNews(ctx, v)),
    ...[0, 1, 2].map((v) => teamNews(ctx, ctx.teams[(v * 3 + 1) % ctx.teams.length] as TeamRec, v)),
    ...[scorer, keeper, headCoach].map((p) => interview(ctx, p, teamById(p.teamId))),
  ];
  return articles.sort((a, b) => a.date - b.date);
}

/** `count` articles for the nationwide scale: the same writers over random results and teams. */
export function manyArticles(ctx: BlogContext, count: number): Article[] {
  const done = ctx.matches.filter((m) => m.status === 'completed');
  const out: Article[] = [];
  for (let i = 0; i < count; i++) {
    const team = ctx.rng.pick(ctx.teams);
    const kind = i % 4;
    if (kind === 0 && done.length) out.push(matchReport(ctx, ctx.rng.pick(done), i % 3 === 0));
    else if (kind === 1) out.push(leagueNews(ctx, i));
    else if (kind === 2) out.push(teamNews(ctx, team, i));
    else out.push(interview(ctx, ctx.rng.pick([...team.fwd, ...team.gk]), team));
  }
  return out.sort((a, b) => a.date - b.date);
}
