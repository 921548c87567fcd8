// The Nepali glossary (src/i18n/GLOSSARY.md, issue 26) held over every Nepali text the site and the demo API write:
// each catalog's Nepali object (its functions called), the date words, the Nepali booking e-mail and the demo's
// Nepali CMS fields. The rules are read from the glossary's tables, so a row added there is checked here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NE_WORDS } from '../../../src/i18n/ne-words.ts';
import { confirmationEmail } from '../../../scripts/demo-api/payments-mail.ts';
import { offences as ofGlossary, readGlossary, saysEnglish } from '../../../scripts/lib/glossary.ts';

const ROOT = join(import.meta.dirname, '../../..');
const GLOSSARY = readGlossary();
const offences = (text: string) => ofGlossary(text, GLOSSARY);

// Every text of a catalog value: strings as they are, functions called (with text, then numbers, then nothing), lists
// and objects walked. The same arguments go to the English and the Nepali function of a place.
const ARGS: unknown[][] = [['{a}', '{b}', '{c}', '{d}'], [1, 2, 3, 4], []];
function leaves(value: unknown, path: string, args = 0): Array<{ path: string; text: string }> {
  if (typeof value === 'string') return [{ path, text: value }];
  if (typeof value === 'function') {
    for (let a = args; a < ARGS.length; a++) {
      try {
        return leaves((value as (...x: unknown[]) => unknown)(...ARGS[a]!), `${path}()`, a);
      } catch {
        // The next arguments.
      }
    }
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`, args));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, `${path}.${k}`, args));
  return [];
}

type Catalog = { en: Record<string, unknown>; ne: Record<string, unknown> };
const TEXTS = join(ROOT, 'src/i18n/texts');
const catalogs: Array<{ name: string; catalog: Catalog }> = [];
for (const file of readdirSync(TEXTS)
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  const mod = (await import(join(TEXTS, file))) as Record<string, unknown>;
  for (const [name, value] of Object.entries(mod))
    if (value && typeof value === 'object' && 'en' in value && 'ne' in value)
      catalogs.push({ name: `${file}:${name}`, catalog: value as Catalog });
}

/** The English and Nepali text at each place of every catalog. */
const pairs = catalogs.flatMap(({ name, catalog }) => {
  const en = new Map(leaves(catalog.en, name).map((l) => [l.path, l.text]));
  return leaves(catalog.ne, name).map((l) => ({ path: l.path, en: en.get(l.path), ne: l.text }));
});

/** The Nepali booking e-mail of a sample order, kicking off at 14:00 and 17:30. */
const mail = confirmationEmail(
  {
    orderId: 'NSFL-1',
    name: 'सीता',
    email: 's@example.com',
    week: 7,
    match_date: '2026-11-28',
    venue: 'Dhapakhel Lalitpur Stadium',
    matches: [
      { home: 'A', away: 'B', kickoff: '14:00' },
      { home: 'C', away: 'D', kickoff: '17:30' },
    ],
    ticketNumbers: [1, 2],
    ticketQty: 2,
    pricePerTicket: 5000,
    amount: 10000,
    transactionId: 'T1',
  },
  Date.UTC(2026, 10, 26),
  undefined,
  'ne',
);

/** Nepali string literals of the demo API's seed (the CMS's Nepali fields shown on Nepali pages). */
const SEED = join(ROOT, 'scripts/demo-api');
const seedTexts = readdirSync(SEED)
  .filter((f) => f.startsWith('seed') && f.endsWith('.ts'))
  .flatMap((f) =>
    [
      ...readFileSync(join(SEED, f), 'utf8').matchAll(/'[^'\n]*[\u0900-\u097F][^'\n]*'|`[^`]*[\u0900-\u097F][^`]*`/gu),
    ].map((m) => ({ path: f, text: m[0] })),
  );

describe('the glossary (src/i18n/GLOSSARY.md)', () => {
  it('is read: its terms, replaced forms, English checks and spelling rules', () => {
    expect(catalogs.length).toBeGreaterThanOrEqual(14);
    expect(pairs.length).toBeGreaterThan(600);
    expect(GLOSSARY.bans).toContainEqual({ form: 'हाइलाइट', term: 'हाइलाइट्स' });
    expect(GLOSSARY.bans).toContainEqual({ form: 'फेसबुक', term: '' });
    expect(GLOSSARY.checks).toContainEqual({ english: 'Venue', term: 'मैदान' });
    expect(GLOSSARY.spelling.length).toBe(8);
  });

  it('finds what it refuses (the checker can fail)', () => {
    expect(offences('सबै हाइलाइट हेर्नुहोस्')).toHaveLength(1);
    expect(offences('खेलका हाइलाइटहरू')).toHaveLength(1);
    expect(offences('सबै हाइलाइट्स, हाइलाइट्सको क्रम')).toEqual([]);
    expect(offences('खेल दिनका टिकट')).toHaveLength(1);
    expect(offences('खेल हुने दिनका टिकट')).toEqual([]);
    expect(offences('लिग अंक तालिका')).toHaveLength(1);
    expect(offences('टिकट संख्या')).toHaveLength(1);
    expect(offences('तपाईंको अङ्क तालिका')).toEqual([]);
    expect(offences('हामी के गर्छौं')).toHaveLength(1);
    // The danda ends a word: '-छौं।' is the ending the rule refuses (the pattern once read the danda as a letter).
    expect(offences('हामी राख्छौं।')).toHaveLength(1);
    expect(offences('हामी राख्छौँ।')).toEqual([]);
    expect(offences('लोड हुँदैछ')).toHaveLength(1);
    expect(offences('एउटा लिग ।')).toHaveLength(1);
    expect(offences('लोड हुँदै छ...')).toHaveLength(1);
    expect(offences('युट्युबमा हेर्नुहोस्')).toHaveLength(1);
    expect(offences('बिहिबार, १ बैशाख')).toHaveLength(2);
    expect(offences('दिउँसो २:०० बजे, रु. ५०००, +977-1-5550100')).toHaveLength(3);
    expect(offences('दिउँसो २ बजे, रु. ५,०००, +९७७-१-५५५०१००')).toEqual([]);
  });

  it('no catalog uses a term the glossary replaces, or breaks its spelling', () => {
    const bad = pairs.flatMap((p) => offences(p.ne).map((o) => `${p.path}: ${o} in '${p.ne}'`));
    expect(bad).toEqual([]);
  });

  it('where the English says a glossary word, the Nepali says its term', () => {
    const held = pairs.flatMap((p) => {
      const said = GLOSSARY.checks.filter((c) => p.en !== undefined && saysEnglish(p.en, c.english));
      // A longer phrase the text says wins over a word inside it ('less than a minute ago' is भर्खरै, not …अघि).
      const inner = (c: (typeof said)[number]) =>
        said.some((o) => o.english !== c.english && o.english.includes(c.english));
      return said.filter((c) => !inner(c)).map((c) => ({ ...p, ...c }));
    });
    // Venue, location, highlights, match day, device, ago, terms…: dozens of places, not a check that meets nothing.
    expect(held.length).toBeGreaterThan(40);
    const bad = held
      .filter((h) => !h.ne.includes(h.term))
      .map((h) => `${h.path}: '${h.en}' says '${h.english}', '${h.ne}' lacks '${h.term}'`);
    expect(bad).toEqual([]);
  });

  it('the date words, the booking e-mail and the demo CMS fields follow it too', () => {
    const texts = [
      ...leaves(NE_WORDS, 'NE_WORDS'),
      { path: 'e-mail', text: mail },
      ...seedTexts.map((s) => ({ path: s.path, text: s.text })),
    ];
    expect(texts.length).toBeGreaterThan(30);
    expect(texts.flatMap((t) => offences(t.text).map((o) => `${t.path}: ${o}`))).toEqual([]);
  });
});

describe('the Nepali booking e-mail writes numbers as the site does', () => {
  it('whole hours without minutes, others with them, the part of the day first', () => {
    expect(mail).toContain('१. A विरुद्ध B, खेल सुरु दिउँसो २ बजे');
    expect(mail).toContain('२. C विरुद्ध D, खेल सुरु साँझ ५:३० बजे');
  });

  it('money grouped the Nepali way, the venue as मैदान', () => {
    expect(mail).toContain('मूल्य: प्रति टिकट रु. ५,०००');
    expect(mail).toContain('जम्मा भुक्तानी: रु. १०,०००');
    expect(mail).toContain('मैदान: Dhapakhel Lalitpur Stadium');
  });
});
