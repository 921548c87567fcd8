// Reading the built site's feeds back as a client would: iCalendar through ical.js, RSS through fast-xml-parser,
// JSON-LD through JSON.parse of each script block.
import ICAL from 'ical.js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Page } from '@playwright/test';

export type CalEvent = { uid: string; summary: string; start: number; url: string; status: string };

/** The VEVENTs of an .ics text, times read through the file's own VTIMEZONE; throws on what a parser refuses. */
export function readCalendar(ics: string): CalEvent[] {
  if (/[^\r]\n/.test(ics) || !ics.endsWith('\r\n')) throw new Error('lines must end in CRLF');
  const long = ics.split('\r\n').find((l) => new TextEncoder().encode(l).length > 75);
  if (long) throw new Error(`a line over 75 octets: ${long}`);
  const cal = new ICAL.Component(ICAL.parse(ics));
  for (const z of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(z);
  return cal.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return {
      uid: e.uid,
      summary: e.summary,
      start: e.startDate.toJSDate().getTime(),
      url: String(c.getFirstPropertyValue('url')),
      status: String(c.getFirstPropertyValue('status')),
    };
  });
}

export type RssItem = { title: string; link: string; guid: string; pubDate?: string; description: string };

export function readRss(xml: string): RssItem[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`invalid XML: ${JSON.stringify(valid)}`);
  const doc = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    trimValues: false,
    isArray: (n) => n === 'item',
  }).parse(xml);
  if (!doc.rss?.channel) throw new Error('no rss/channel');
  return doc.rss.channel.item ?? [];
}

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test here). */
export async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}
