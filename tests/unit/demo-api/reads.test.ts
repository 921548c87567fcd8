// The demo API's reads over real HTTP: documents by id, depth population, select, custom team routes, media, CORS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, ids, PNG_BYTES, q, startWithFixtures, type TestServer } from './support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startWithFixtures();
});
afterAll(() => s.cleanup());

const one = async (path: string, params: Record<string, string | number> = {}) => {
  const r = await getJson(`${s.api}/${path}${q(params)}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};

describe('documents by id', () => {
  it('answers the bare document', async () => {
    const team = await one('teams/2', { depth: 0 });
    expect(team).toEqual({
      id: 2,
      team_name: 'Beta Academy',
      team_logo: null,
      foundedYear: 2005,
      stadium: 'Beta Ground',
      team_manager: 'B. Manager',
      team_details: 'Second',
      players: [4],
      createdAt: '2025-01-04T06:00:00.000Z',
      updatedAt: '2025-01-05T06:00:00.000Z',
    });
  });

  it('answers 404 in Payload shapes', async () => {
    expect(await getJson(`${s.api}/teams/99`)).toMatchObject({
      status: 404,
      body: { errors: [{ message: 'Not Found' }] },
    });
    expect(await getJson(`${s.api}/teams/abc`)).toMatchObject({
      status: 404,
      body: { errors: [{ message: 'Not Found' }] },
    });
    const unknown = await getJson(`${s.api}/coaches`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Route not found "/api/coaches"' });
    expect((await getJson(`${s.api}/teams/1/extra`)).status).toBe(404);
    expect((await getJson(`${s.url}/elsewhere`)).status).toBe(404);
  });
});

describe('depth', () => {
  it('depth=0 leaves relationships as ids', async () => {
    const m = await one('matches/1', { depth: 0 });
    expect(m).toMatchObject({ homeTeam: 1, awayTeam: 2, homeCaptain: 1, homePlayers: [1, 2, 3] });
  });

  it('depth=1 populates one level; the next stays ids', async () => {
    const m = await one('matches/1', { depth: 1 });
    expect(m.homeTeam).toMatchObject({ id: 1, team_name: 'Alpha School', team_logo: 1, players: [1, 2, 3, 5] });
    expect(m.homePlayers.map((p: { name: string }) => p.name)).toEqual(['Ram Thapa', 'Hari Rai', 'Sita Gurung']);
    expect(m.homeCaptain).toMatchObject({ id: 1, team: 1, img: 1 });
  });

  it('the default depth is 2: two levels populated, uploads as media with a url', async () => {
    const m = await one('matches/1');
    expect(m.homeTeam.team_logo).toEqual({
      id: 1,
      url: '/api/media/file/crest-alpha.png',
      filename: 'crest-alpha.png',
      alt: 'Alpha crest',
      width: 1,
      height: 1,
      mimeType: 'image/png',
      filesize: PNG_BYTES.length,
      createdAt: '2025-01-01T06:00:00.000Z',
      updatedAt: '2025-01-02T06:00:00.000Z',
    });
    expect(m.homeTeam.players[0]).toMatchObject({ id: 1, team: 1, img: 1 }); // level 3: ids again
    expect(m.homeCaptain.team).toMatchObject({ id: 1, team_logo: 1 });
  });

  it('populates through arrays: activate-ticket days → matches → teams at depth 2', async () => {
    const t = await one('activate-ticket/1');
    expect(t.days[1]).toMatchObject({
      id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
      status: 'open',
      matches: [{ id: 1, homeTeam: { id: 1, team_logo: 1 } }],
    });
    const deeper = await one('activate-ticket/1', { depth: 3 });
    expect(deeper.days[1].matches[0].homeTeam.team_logo).toMatchObject({
      id: 1,
      url: '/api/media/file/crest-alpha.png',
    });
  });

  it('a relation to a missing document stays an id; null stays null', async () => {
    const m = await one('matches/2', { depth: 2 });
    expect(m.awayTeam).toBe(99);
    expect(m.homeTeam).toMatchObject({ id: 2, team_logo: null });
    expect(m.homeCaptain).toBeNull();
  });

  it('caps depth at 10 instead of failing', async () => {
    const p = await one('players/4', { depth: 50 });
    expect(p.team.players[0].team.id).toBe(2);
  });

  it('media lists carry urls at any depth', async () => {
    const body = await one('media', { depth: 0, sort: 'id' });
    expect(body.docs.map((d: { url: string }) => d.url)).toEqual([
      '/api/media/file/crest-alpha.png',
      '/api/media/file/gone.png',
    ]);
  });
});

describe('select', () => {
  it('select[field]=true keeps id and the chosen fields', async () => {
    const body = await one('teams', { 'select[updatedAt]': 'true', depth: 0, sort: 'id' });
    expect(body.docs[0]).toEqual({ id: 1, updatedAt: '2025-01-04T06:00:00.000Z' });
  });
  it('select[field]=false drops the field', async () => {
    const t = await one('teams/3', { 'select[team_details]': 'false', 'select[players]': 'false' });
    expect(t).not.toHaveProperty('team_details');
    expect(t).not.toHaveProperty('players');
    expect(t.team_name).toBe('Gamma High');
  });
});

describe('custom team routes', () => {
  it('/teams/{id}/players lists the squad as a Payload list', async () => {
    const body = await one('teams/1/players', { sort: 'jersey', depth: 0 });
    expect(ids(body)).toEqual([5, 1, 3, 2]);
    expect(body).toMatchObject({ totalDocs: 4, page: 1, limit: 10 });
    expect((await one('teams/3/players')).docs).toEqual([]);
    expect((await getJson(`${s.api}/teams/42/players`)).status).toBe(404);
  });
  it('/teams/{teamId}/players/{playerId} answers a player of that team only', async () => {
    expect(await one('teams/2/players/4', { depth: 1 })).toMatchObject({
      id: 4,
      name: 'Bikash Tamang',
      team: { id: 2 },
    });
    expect(await getJson(`${s.api}/teams/1/players/4`)).toMatchObject({
      status: 404,
      body: { errors: [{ message: 'Not Found' }] },
    });
    expect((await getJson(`${s.api}/teams/1/players/999`)).status).toBe(404);
  });
});

describe('media files, health and CORS', () => {
  it('serves media bytes with their type and a year-long immutable cache', async () => {
    const res = await fetch(`${s.api}/media/file/crest-alpha.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG_BYTES);
  });
  it('answers 404 for missing files, path tricks and HEAD (as Payload does)', async () => {
    expect((await fetch(`${s.api}/media/file/gone.png`)).status).toBe(404);
    expect((await fetch(`${s.api}/media/file/..%2Fdemo.sqlite`)).status).toBe(404);
    expect((await fetch(`${s.api}/media/file/.hidden`)).status).toBe(404);
    const head = await fetch(`${s.api}/media/file/crest-alpha.png`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.headers.get('cache-control')).not.toMatch(/immutable/);
  });
  it('answers /api/health', async () => {
    expect(await getJson(`${s.api}/health`)).toMatchObject({ status: 200, body: { ok: true } });
  });
  it('allows the site’s origin only (here, without a site address: pages of this machine), never *', async () => {
    const foreign = await fetch(`${s.api}/teams`, { headers: { Origin: 'https://example.org' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const local = await fetch(`${s.api}/teams`, { headers: { Origin: 'http://127.0.0.1:4321' } });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
    expect(local.headers.get('access-control-allow-credentials')).toBeNull();
    const pre = await fetch(`${s.api}/contacts`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(pre.headers.get('access-control-allow-methods')).toBe('GET, POST, PATCH, DELETE, OPTIONS');
    expect(pre.headers.get('access-control-allow-headers')).toBe(
      'Content-Type, Authorization, X-Push-Endpoint, X-Push-Auth',
    );
    const evil = await fetch(`${s.api}/players/1`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'PATCH' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-methods')).toBeNull();
  });
});

describe('compression', () => {
  // node:http, not fetch: fetch would unzip silently and hide what went over the wire.
  const raw = (path: string, encoding: string | null) =>
    new Promise<{ headers: import('node:http').IncomingHttpHeaders; body: Buffer }>((done, fail) => {
      import('node:http').then(({ get }) => {
        get(`${s.api}/${path}`, { headers: encoding ? { 'Accept-Encoding': encoding } : {} }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () => done({ headers: res.headers, body: Buffer.concat(parts) }));
        }).on('error', fail);
      }, fail);
    });

  it('gzips a list for a client that accepts gzip, and the unzipped body is the same JSON', async () => {
    const { gunzipSync } = await import('node:zlib');
    const plain = await raw('teams?depth=2&limit=0', null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const zipped = await raw('teams?depth=2&limit=0', 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('leaves a small answer as it is', async () => {
    const small = await raw('teams/99', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ errors: [{ message: 'Not Found' }] });
  });
});
