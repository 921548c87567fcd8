// Small factories for domain objects in rule tests.
import type { Article, Highlight, Match, Player, Standing, TeamRef } from '../../../src/lib/api/types.ts';

const img = { src: '/x.png', alt: '', width: null, height: null, isDefault: false };
export const teamRef = (id: string, name = `Team ${id}`): TeamRef => ({ id, name, logo: img });

export function match(over: Partial<Match> = {}): Match {
  return {
    id: '1',
    date: '2026-11-22T08:15:00.000Z',
    time: '14:00',
    venue: 'Dhapakhel',
    status: 'upcoming',
    week: 1,
    scoreHome: null,
    scoreAway: null,
    home: teamRef('1'),
    away: teamRef('2'),
    homeCaptain: null,
    awayCaptain: null,
    homePlayers: [],
    awayPlayers: [],
    homeSubstitutes: [],
    awaySubstitutes: [],
    referee: null,
    assistantReferee1: null,
    assistantReferee2: null,
    fourthOfficial: null,
    ...over,
  };
}

export function player(over: Partial<Player> = {}): Player {
  return {
    id: '1',
    name: 'Player',
    position: 'forward',
    jersey: 9,
    photo: img,
    dateOfBirth: null,
    nationality: 'Nepali',
    height: null,
    weightKg: null,
    appearances: 0,
    goals: 0,
    cleanSheets: 0,
    yellowCards: 0,
    redCards: 0,
    teamId: '1',
    ...over,
  };
}

export function standing(over: Partial<Standing> = {}): Standing {
  return {
    id: '1',
    team: teamRef('1'),
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDifference: 0,
    points: 0,
    form: [],
    ...over,
  };
}

export function highlight(over: Partial<Highlight> = {}): Highlight {
  return {
    id: '1',
    title: 'H',
    videoId: 'dQw4w9WgXcQ',
    duration: '05:00',
    views: 0,
    image: img,
    publishedDate: '2026-11-01T00:00:00.000Z',
    ...over,
  };
}

export function article(over: Partial<Article> = {}): Article {
  return {
    id: '1',
    title: 'A',
    preview: null,
    category: 'League News',
    date: '2026-11-01T00:00:00.000Z',
    readTime: 3,
    image: img,
    createdAt: null,
    content: [],
    ...over,
  };
}

/** An instant given as Nepal wall-clock time 'yyyy-MM-ddTHH:mm' (UTC+05:45). */
export const npt = (local: string) => new Date(`${local}:00+05:45`).getTime();
export const nptIso = (local: string) => new Date(npt(local)).toISOString();
