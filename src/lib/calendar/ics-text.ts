// The RFC 5545 text layer every calendar file of the site shares: TEXT escaping, line folding, UTC stamps, Nepal's zone.
import { formatNepal } from '../format/base.ts';

export const TZID = 'Asia/Kathmandu';

/** Nepal has kept +05:45 without daylight saving since 1986 (+05:30 before): one STANDARD block is the whole zone. */
export const NEPAL_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19860101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0545',
  'TZNAME:+0545',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and newlines escaped; other control characters dropped (not allowed). */
export function escapeText(s: string): string {
  return (
    s
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- the control characters iCalendar forbids are what this pattern removes
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const enc = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const n = enc.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + n > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A UTC DATE-TIME (…Z) of an epoch-milliseconds instant. */
export const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A local DATE-TIME in Nepal, to go with TZID=Asia/Kathmandu. */
export const nepalStamp = (ms: number) => formatNepal(ms, "yyyyMMdd'T'HHmmss");

/** Content lines into a file: each folded, every line ending in CRLF (§3.1). */
export const icsFile = (lines: string[]) => lines.map(foldLine).join('\r\n') + '\r\n';
