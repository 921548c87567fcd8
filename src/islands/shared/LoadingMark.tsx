// The small "Loading…" mark an island shows in a corner while its first live answer is on the way (no layout shift).
import s from './loading.module.css';

export function LoadingMark({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className={s.loading} role="status">
      <span className={s.ring} aria-hidden="true" />
      <span>{label}</span>
    </p>
  );
}
