// The day's matches: both teams with their logos (default crest on a missing or broken image) and the kickoff time.
import { useState } from 'react';
import { DEFAULT_IMAGES } from '../../lib/api/media.ts';
import { time } from '../../lib/format/base.ts';
import type { BookingMatch } from '../../lib/league/booking-match.ts';
import { kickoffLabel } from '../../lib/league/kickoff-label.ts';
import { TBD_TEAM, asWritten, type TicketLang } from './ticket-lang.ts';
import { Typed } from './Written.tsx';
import s from './tickets.module.css';

function Logo({ src }: { src: string | null }) {
  const [broken, setBroken] = useState(false);
  // The team's name is written next to the logo: the image itself is decorative.
  return (
    <img
      className={s.logo}
      src={!src || broken ? DEFAULT_IMAGES.team : src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

type Props = { matches: BookingMatch[] } & Pick<TicketLang<'common'>, 't' | 'words' | 'locale'>;

export function MatchList({ matches, t: { common: t }, words, locale }: Props) {
  if (matches.length === 0) return <p className={s.muted}>{t.noMatches}</p>;
  const cms = asWritten(locale);
  // Team names stay as the CMS has them; a side not known yet is the page's word for it.
  const team = (name: string) =>
    name === TBD_TEAM ? (
      <span className={s.team}>{t.tbd}</span>
    ) : (
      <span className={s.team} lang={cms}>
        {name}
      </span>
    );
  return (
    <ul className={s.matches}>
      {matches.map((m, i) => {
        const label = kickoffLabel(m.kickoff, words, t.tbd);
        // A legacy record's kickoff that is not a date is shown as it was written.
        const asTyped = m.kickoff !== null && time(m.kickoff) === null;
        return (
          <li key={`${m.id}-${i}`} className={s.match}>
            <span className={s.side}>
              <Logo src={m.homeLogo} />
              {team(m.home)}
            </span>
            <span className={s.vs}>{t.vs}</span>
            <span className={s.side}>
              <Logo src={m.awayLogo} />
              {team(m.away)}
            </span>
            <span className={s.kickoff}>
              <span className="visually-hidden">{`${t.kickoff} `}</span>
              {asTyped ? <Typed text={label} locale={locale} /> : label}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
