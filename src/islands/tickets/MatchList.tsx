// The day's matches: both teams with their logos (default crest on a missing or broken image) and the kickoff time.
import { useState } from 'react';
import { DEFAULT_IMAGES } from '../../lib/api/media.ts';
import { kickoffLabel, type BookingMatch } from '../../lib/league/booking-match.ts';
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

export function MatchList({ matches, empty = 'No matches scheduled.' }: { matches: BookingMatch[]; empty?: string }) {
  if (matches.length === 0) return <p className={s.muted}>{empty}</p>;
  return (
    <ul className={s.matches}>
      {matches.map((m, i) => (
        <li key={`${m.id}-${i}`} className={s.match}>
          <span className={s.side}>
            <Logo src={m.homeLogo} />
            <span className={s.team}>{m.home}</span>
          </span>
          <span className={s.vs}>vs</span>
          <span className={s.side}>
            <Logo src={m.awayLogo} />
            <span className={s.team}>{m.away}</span>
          </span>
          <span className={s.kickoff}>
            <span className="visually-hidden">Kickoff </span>
            {kickoffLabel(m.kickoff)}
          </span>
        </li>
      ))}
    </ul>
  );
}
