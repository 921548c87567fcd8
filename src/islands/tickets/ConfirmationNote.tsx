// The note that a booking is confirmed only by the confirmation e-mail (SPEC §1, §2): in the page's language, and on
// English pages in Nepali beside it (the SPEC's bilingual note); a Nepali page needs it once.
import type { TicketsText } from '../../i18n/texts/tickets.ts';
import s from './tickets.module.css';

export function ConfirmationNote({ t }: { t: TicketsText['common'] }) {
  return (
    <div className={s.note} role="note">
      <p className={s.flush}>{t.note}</p>
      {t.noteAlso && (
        <p className={s.flush} lang="ne">
          {t.noteAlso}
        </p>
      )}
    </div>
  );
}
