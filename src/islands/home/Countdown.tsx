// The four countdown boxes. The clock lives here, so each second re-renders these digits and nothing else; it starts
// at the build's instant (the hydration render matches the HTML) and stops once the kickoff has passed (all zeros).
import { useEffect, useState } from 'react';
import { pad2, time } from '../../lib/format/base.ts';
import { countdownParts } from '../../lib/league/countdown.ts';
import { localNumber, type LocalWords } from '../../lib/format/local.ts';
import type { HomeMatchesText } from '../../i18n/texts/home-matches.ts';
import s from './home.module.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

type Props = { target: string | null; builtAt: number; t: HomeMatchesText['countdown']; words: LocalWords | null };

export function Countdown({ target, builtAt, t, words }: Props) {
  const [now, setNow] = useState(builtAt);
  useEffect(() => {
    const kickoff = time(target);
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (kickoff === null || t >= kickoff) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [target]);
  const parts = countdownParts(target, now);
  return (
    <ol className={s.units} aria-label={t.label}>
      {UNITS.map((key) => (
        <li key={key}>
          <span className={s.value} data-unit={key}>
            {localNumber(pad2(parts[key]), words)}
          </span>
          <span className={s.unit}>{t.units[key]}</span>
        </li>
      ))}
    </ol>
  );
}
