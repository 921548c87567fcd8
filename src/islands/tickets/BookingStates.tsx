// /book-seat before the form: loading, the load error, and 'No Tickets Available' with its ways out (SPEC §2, §8).
import type { TicketLang } from './ticket-lang.ts';
import s from './tickets.module.css';

type Props = { kind: 'loading' | 'error' | 'empty'; onRetry?: () => void } & Pick<
  TicketLang<'common' | 'booking'>,
  't' | 'href'
>;

export function BookingStates({ kind, onRetry, t: { common, booking }, href }: Props) {
  const t = booking.states;
  return (
    <div className={s.state}>
      <h1 className="visually-hidden">{t.heading}</h1>
      {kind === 'loading' && (
        <p role="status" className={s.loading}>
          <span className={s.spinner} aria-hidden="true" />
          {t.loading}
        </p>
      )}
      {kind === 'error' && (
        <div role="alert" className={s.stateBox}>
          <p className={s.stateText}>{t.error}</p>
          <button type="button" className="btn" onClick={onRetry}>
            {t.retry}
          </button>
        </div>
      )}
      {kind === 'empty' && (
        <div role="status" className={s.stateBox}>
          <h2 className={s.stateTitle}>{t.empty}</h2>
          <p className={s.muted}>{t.emptyText}</p>
          <div className={s.actions}>
            <button type="button" className="btn" onClick={() => window.location.reload()}>
              {t.reload}
            </button>
            <a className="btn btn--ghost" href={href['/']}>
              {common.backHome}
            </a>
          </div>
          <p>
            {t.help} <a href={href['/contact']}>{t.contact}</a>
          </p>
        </div>
      )}
    </div>
  );
}
