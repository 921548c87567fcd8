// /my-ticket: the last e-ticket bought on this device, from localStorage, readable offline (the service worker keeps the
// page) until its match day is over, and "Forget this ticket" at once. The ticket is facts only: it reads in the
// language of the page it is opened on.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { fill } from '../../i18n/fill.ts';
import type { TicketsText } from '../../i18n/texts/tickets.ts';
import { localNumber, type LocalWords } from '../../lib/format/local.ts';
import { ageOf } from '../../sw/rules.ts';
import { $lastTicket, forgetLastTicket } from '../../stores/last-ticket.ts';
import { ETicketCard, TicketActions } from './ETicket.tsx';
import type { TicketLang } from './ticket-lang.ts';
import { PageState } from './PageState.tsx';
import { useHydrated } from '../shared/useHydrated.ts';
import s from './tickets.module.css';

type Lang = TicketLang<'common' | 'eticket' | 'last'>;

/** 'less than a minute ago', '1 minute ago', '3 hours ago'… in the page's words. */
function ago(ms: number, t: TicketsText['last']['age'], words: LocalWords | null): string {
  const { unit, n } = ageOf(ms);
  const key = unit === 'now' ? 'now' : n === 1 ? unit : (`${unit}s` as const);
  return fill(t[key], { n: localNumber(n, words) });
}

/** `t`, `words`, `locale`: the page's language (src/i18n/README.md); the texts come as props, not in this code. */
export default function LastTicket(lang: Lang) {
  const { t, words, href } = lang;
  const ready = useHydrated();
  const last = useStore($lastTicket, { ssr: 'initial' });
  const [forgotten, setForgotten] = useState(false);
  if (!ready) return <PageState kind="loading" title={t.last.title} text={t.last.loading} />;
  if (!last) {
    return (
      <PageState
        kind="message"
        title={t.last.title}
        text={forgotten ? t.last.forgotten : t.last.none}
        action={{ href: href['/book-seat'], label: t.last.buy }}
      />
    );
  }
  return (
    <div className={s.success}>
      <h1 className={s.title}>{t.last.title}</h1>
      <p className={`${s.muted} ${s.noPrint}`}>
        {fill(t.last.saved, { age: ago(Date.now() - last.savedAt, t.last.age, words) })} {t.last.expires}
      </p>
      <ETicketCard record={last.ticket} {...lang} />
      <TicketActions record={last.ticket} {...lang} />
      <div className={`${s.actions} ${s.noPrint}`}>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            setForgotten(true);
            forgetLastTicket();
          }}
        >
          {t.last.forget}
        </button>
      </div>
    </div>
  );
}
