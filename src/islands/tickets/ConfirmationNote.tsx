// The note that a booking is confirmed only by the confirmation e-mail, in English and Nepali (SPEC §1, §2).
import { CONFIRMATION_NOTE } from '../../lib/league/ticket-copy.ts';
import s from './tickets.module.css';

export function ConfirmationNote() {
  return (
    <div className={s.note} role="note">
      <p className={s.flush}>{CONFIRMATION_NOTE.en}</p>
      <p className={s.flush} lang="ne">
        {CONFIRMATION_NOTE.ne}
      </p>
    </div>
  );
}
