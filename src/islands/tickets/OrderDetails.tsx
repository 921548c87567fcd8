// A list of order facts (label and value) for checkout and success.
import type { ReactNode } from 'react';
import s from './tickets.module.css';

export function OrderDetails({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className={s.details}>
      {rows.map(([label, value]) => (
        <div key={label} className={s.detail}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
