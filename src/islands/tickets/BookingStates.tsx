// /book-seat before the form: loading, the load error, and 'No Tickets Available' with its ways out (SPEC §2, §8).
import s from './tickets.module.css';

type Props = { kind: 'loading' | 'error' | 'empty'; onRetry?: () => void };

export function BookingStates({ kind, onRetry }: Props) {
  return (
    <div className={s.state}>
      <h1 className="visually-hidden">Book match-day tickets</h1>
      {kind === 'loading' && (
        <p role="status" className={s.loading}>
          <span className={s.spinner} aria-hidden="true" />
          Loading ticket information...
        </p>
      )}
      {kind === 'error' && (
        <div role="alert" className={s.stateBox}>
          <p className={s.stateText}>Error loading ticket information. Please try again later.</p>
          <button type="button" className="btn" onClick={onRetry}>
            Retry
          </button>
        </div>
      )}
      {kind === 'empty' && (
        <div role="status" className={s.stateBox}>
          <h2 className={s.stateTitle}>No Tickets Available</h2>
          <p className={s.muted}>Tickets for the next match day are not on sale yet. Please check back soon.</p>
          <div className={s.actions}>
            <button type="button" className="btn" onClick={() => window.location.reload()}>
              Reload Page
            </button>
            <a className="btn btn--ghost" href="/">
              Back to Home
            </a>
          </div>
          <p>
            Need help? <a href="/contact">Contact Support</a>
          </p>
        </div>
      )}
    </div>
  );
}
