// A whole-page state of the ticket flow: loading, or a message with a way on (checkout, success, payment response).
import type { ReactNode } from 'react';
import s from './tickets.module.css';

type Props = {
  kind: 'loading' | 'message';
  title: string;
  text: string;
  action?: { href: string; label: string };
  children?: ReactNode;
};

export function PageState({ kind, title, text, action, children }: Props) {
  return (
    <div className={s.state}>
      <h1 className="visually-hidden">{title}</h1>
      {/* Keyed by kind: the message is a new box, not the loading box with its text moved up where the spinner was
          (a layout shift Lighthouse counted on /my-ticket, /success and /checkout). */}
      <div key={kind} className={s.stateBox} role={kind === 'loading' ? 'status' : 'alert'}>
        {kind === 'loading' && <span className={s.spinner} aria-hidden="true" />}
        <p className={s.stateText}>{text}</p>
        {action && (
          <a className="btn" href={action.href}>
            {action.label}
          </a>
        )}
        {children}
      </div>
    </div>
  );
}
