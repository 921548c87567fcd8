// The four countdown boxes. The clock lives here, so each second re-renders these digits and nothing else; it starts
// at the build's instant (the hydration render matches the HTML) and stops once the kickoff has passed (all zeros).
import { useEffect, useState } from 'react';
import { pad2, time } from '../../lib/format.ts';
import { countdownParts } from '../../lib/league/countdown.ts';
import s from './home.module.css';

const UNITS = [['days', 'Days'], ['hours', 'Hours'], ['minutes', 'Minutes'], ['seconds', 'Seconds']] as const;

export function Countdown({ target, builtAt }: { target: string | null; builtAt: number }) {
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
    <ol className={s.units} aria-label="Time until kickoff">
      {UNITS.map(([key, label]) => (
        <li key={key}><span className={s.value} data-unit={key}>{pad2(parts[key])}</span><span className={s.unit}>{label}</span></li>
      ))}
    </ol>
  );
}
