// The example CMS's e-mail: Payload's email adapter slot, filled with an outbox folder instead of a mail server, as the
// demo API keeps one ({data}/outbox/{PRN}.eml), so that the confirmation a buyer would receive can be read and tested
// on one machine. A league puts its own adapter here (SMTP through @payloadcms/email-nodemailer, or a mail service).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmailAdapter } from 'payload';

export const outboxEmail =
  (dir: string): EmailAdapter =>
  () => ({
    name: 'outbox',
    defaultFromAddress: 'tickets@nsfl.example.com',
    defaultFromName: 'Nepal Schools Football League',
    sendEmail: async (message) => {
      // The settlement's e-mail comes whole (nodemailer's `raw`: headers and body, written by the site's own
      // composer); it is filed under its Message-ID's order, once ('wx': a second one for an order is refused).
      const raw = typeof message.raw === 'string' ? message.raw : JSON.stringify(message);
      const id = /^Message-ID: <([A-Za-z0-9_-]+)@/m.exec(raw)?.[1] ?? `${Date.now()}`;
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${id}.eml`), raw, { flag: 'wx' });
    },
  });
