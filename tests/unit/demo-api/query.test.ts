// The demo API's Payload query dialect over real HTTP: where operators, and/or, nested paths, sort and pagination.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, ids, q, startWithFixtures, type TestServer } from './support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startWithFixtures();
});
afterAll(() => s.cleanup());

const list = async (collection: string, params: Record<string, string | number> = {}) => {
  const r = await getJson(`${s.api}/${collection}${q(params)}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const where = async (collection: string, params: Record<string, string | number>) =>
  ids(await list(collection, { depth: 0, limit: 0, sort: 'id', ...params }));

describe('pagination', () => {
  it('answers a list with Payload fields, 10 per page, newest created first', async () => {
    const body = await list('players');
    expect(Object.keys(body).sort()).toEqual([
      'docs',
      'hasNextPage',
      'hasPrevPage',
      'limit',
      'nextPage',
      'page',
      'pagingCounter',
      'prevPage',
      'totalDocs',
      'totalPages',
    ]);
    expect(body).toMatchObject({
      totalDocs: 5,
      limit: 10,
      totalPages: 1,
      page: 1,
      pagingCounter: 1,
      hasPrevPage: false,
      hasNextPage: false,
      prevPage: null,
      nextPage: null,
    });
    expect(ids(body)).toEqual([5, 4, 3, 2, 1]);
  });

  it('pages with limit and page', async () => {
    const body = await list('players', { limit: 2, page: 2 });
    expect(ids(body)).toEqual([3, 2]);
    expect(body).toMatchObject({
      totalDocs: 5,
      limit: 2,
      totalPages: 3,
      page: 2,
      pagingCounter: 3,
      hasPrevPage: true,
      hasNextPage: true,
      prevPage: 1,
      nextPage: 3,
    });
    const last = await list('players', { limit: 2, page: 3 });
    expect(ids(last)).toEqual([1]);
    expect(last).toMatchObject({ hasNextPage: false, nextPage: null, prevPage: 2, pagingCounter: 5 });
  });

  it('answers a page past the end with no docs', async () => {
    const body = await list('players', { limit: 2, page: 9 });
    expect(body).toMatchObject({
      docs: [],
      totalDocs: 5,
      totalPages: 3,
      page: 9,
      hasNextPage: false,
      hasPrevPage: true,
      prevPage: 8,
    });
  });

  it('returns everything for limit=0, as one page', async () => {
    const body = await list('players', { limit: 0 });
    expect(body).toMatchObject({
      totalDocs: 5,
      limit: 0,
      totalPages: 1,
      page: 1,
      pagingCounter: 1,
      hasNextPage: false,
      hasPrevPage: false,
    });
    expect(body.docs).toHaveLength(5);
  });

  it('answers no match with an empty first page', async () => {
    const body = await list('players', { 'where[name][equals]': 'Nobody' });
    expect(body).toMatchObject({
      docs: [],
      totalDocs: 0,
      totalPages: 1,
      page: 1,
      pagingCounter: 1,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });
});

describe('sort', () => {
  it('sorts ascending and descending, numbers as numbers', async () => {
    expect(ids(await list('players', { sort: 'goals' }))).toEqual([1, 5, 4, 2, 3]);
    expect(ids(await list('players', { sort: '-goals' }))).toEqual([3, 2, 4, 5, 1]);
  });
  it('sorts by text, by nested group fields and by several keys', async () => {
    expect(ids(await list('players', { sort: 'name' }))).toEqual([4, 5, 2, 1, 3]);
    // Nulls first ascending (SQLite's order), ties broken by the next key.
    expect(ids(await list('players', { sort: 'height.feet,-goals' }))).toEqual([5, 3, 4, 1, 2]);
    expect(ids(await list('matches', { sort: '-match_date' }))).toEqual([2, 1]);
  });
});

describe('where operators', () => {
  it('equals and not_equals (not_equals keeps nulls)', async () => {
    expect(await where('players', { 'where[position][equals]': 'forward' })).toEqual([2, 4]);
    expect(await where('players', { 'where[position][not_equals]': 'forward' })).toEqual([1, 3, 5]);
    expect(await where('players', { 'where[jersey][not_equals]': 9 })).toEqual([1, 3, 4, 5]);
    expect(await where('players', { 'where[team][equals]': 2 })).toEqual([4]);
  });
  it('compares numbers as numbers', async () => {
    expect(await where('players', { 'where[goals][greater_than]': 5 })).toEqual([2, 3]);
    expect(await where('players', { 'where[goals][greater_than_equal]': 5 })).toEqual([2, 3, 4]);
    expect(await where('players', { 'where[goals][less_than]': 10 })).toEqual([1, 2, 4, 5]);
    expect(await where('players', { 'where[goals][less_than_equal]': 7 })).toEqual([1, 2, 4, 5]);
  });
  it('compares dates as dates, whatever their spelling', async () => {
    expect(await where('matches', { 'where[match_date][greater_than]': '2025-03-15' })).toEqual([2]);
    expect(await where('matches', { 'where[match_date][less_than_equal]': '2025-03-01T15:00:00+06:00' })).toEqual([1]);
    expect(await where('players', { 'where[updatedAt][greater_than_equal]': '2025-01-10T06:00:00.000Z' })).toEqual([
      4, 5,
    ]);
  });
  it('in and not_in, as a comma list or an array', async () => {
    expect(await where('players', { 'where[position][in]': 'goalkeeper,midfielder' })).toEqual([1, 3]);
    expect(await where('players', { 'where[id][in][0]': 2, 'where[id][in][1]': 4 })).toEqual([2, 4]);
    expect(await where('players', { 'where[position][not_in]': 'forward,Head Coach' })).toEqual([1, 3]);
  });
  it('exists true and false', async () => {
    expect(await where('players', { 'where[dateofbirth][exists]': 'true' })).toEqual([1, 2, 4]);
    expect(await where('players', { 'where[dateofbirth][exists]': 'false' })).toEqual([3, 5]);
    expect(await where('teams', { 'where[players][exists]': 'false' })).toEqual([3]);
  });
  it('like needs every word, in any order, any case; contains a substring', async () => {
    expect(await where('blogs', { 'where[title][like]': 'BETA alpha' })).toEqual([1]);
    expect(await where('blogs', { 'where[title][like]': 'beta' })).toEqual([1, 3]);
    expect(await where('blogs', { 'where[title][contains]': 'new season' })).toEqual([2]);
    expect(await where('blogs', { 'where[title][contains]': 'season new' })).toEqual([]);
  });
  it('matches hasMany relationships when any id matches', async () => {
    expect(await where('matches', { 'where[homePlayers][equals]': 2 })).toEqual([1]);
    expect(await where('matches', { 'where[homePlayers][contains]': 3 })).toEqual([1]);
    expect(await where('teams', { 'where[players][in]': '4,99' })).toEqual([2]);
  });
  it('applies several operators on one path together', async () => {
    expect(await where('players', { 'where[goals][greater_than]': 0, 'where[goals][less_than]': 10 })).toEqual([2, 4]);
  });
  it('checkboxes compare as booleans', async () => {
    expect(await where('activate-ticket', { 'where[isActive][equals]': 'true' })).toEqual([1]);
    expect(await where('activate-ticket', { 'where[isActive][equals]': 'false' })).toEqual([]);
  });
});

describe('and / or', () => {
  it('or matches either branch; and needs both', async () => {
    expect(
      await where('players', {
        'where[or][0][goals][greater_than]': 8,
        'where[or][1][position][equals]': 'goalkeeper',
      }),
    ).toEqual([1, 3]);
    expect(
      await where('players', { 'where[and][0][position][equals]': 'forward', 'where[and][1][team][equals]': 1 }),
    ).toEqual([2]);
  });
  it('nests or inside and', async () => {
    expect(
      await where('players', {
        'where[and][0][team][equals]': 1,
        'where[and][1][or][0][jersey][equals]': 1,
        'where[and][1][or][1][jersey][exists]': 'false',
      }),
    ).toEqual([1, 5]);
  });
});

describe('nested paths', () => {
  it('go through groups', async () => {
    expect(await where('players', { 'where[height.feet][greater_than]': 5 })).toEqual([2]);
    expect(await where('players', { 'where[weight.value][equals]': 53 })).toEqual([3]);
  });
  it('go through relationships', async () => {
    expect(await where('matches', { 'where[homeTeam.team_name][equals]': 'Beta Academy' })).toEqual([2]);
    expect(await where('players', { 'where[team.foundedYear][less_than]': 2000 })).toEqual([1, 2, 3, 5]);
    expect(await where('matches', { 'where[homeCaptain.team.team_name][like]': 'alpha' })).toEqual([1]);
  });
  it('go through arrays and their relationships', async () => {
    expect(await where('activate-ticket', { 'where[days.status][equals]': 'open' })).toEqual([1]);
    expect(await where('activate-ticket', { 'where[days.matches][equals]': 1 })).toEqual([1]);
    expect(await where('activate-ticket', { 'where[days.matches.venue][equals]': 'Nowhere' })).toEqual([]);
  });
});

describe('bad queries answer 400 with a message', () => {
  it.each([
    ['unknown operator', 'where[name][starts_with]=R', /Unknown operator "starts_with"/],
    ['unknown field', 'where[shoe_size][equals]=9', /cannot be queried: shoe_size/],
    ['unknown nested field', 'where[team.colour][equals]=red', /cannot be queried: team.colour/],
    ['missing operator', 'where[name]=Ram', /needs an operator/],
    ['unpaired bracket', 'where[name[equals]=Ram', /brackets do not pair up/],
    ['text after brackets', 'where[name]x[equals]=Ram', /brackets do not pair up/],
    ['or that is not a list', 'where[or][name][equals]=Ram', /must be a list/],
    ['exists that is not a boolean', 'where[name][exists]=maybe', /true or false/],
    ['non-numeric limit', 'limit=ten', /limit must be a whole number/],
    ['negative limit', 'limit=-1', /limit must be a whole number/],
    ['page 0', 'page=0', /page must be a whole number of at least 1/],
    ['non-numeric depth', 'depth=deep', /depth must be a whole number/],
    ['limit given twice', 'limit=1&limit=2', /limit must be given once/],
    ['unknown sort field', 'sort=-shoe_size', /cannot be queried: shoe_size/],
    ['bad percent-encoding', 'where[name][equals]=%E0%A4', /percent-encoding/],
  ])('%s', async (_label, query, message) => {
    const r = await getJson(`${s.api}/players?${query}`);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toMatch(message);
  });

  it('ignores unknown parameters, as Payload does', async () => {
    const body = await list('players', { match: 3, category: 'x' });
    expect(body.totalDocs).toBe(5);
  });
});
