import { useEffect, useState } from 'react';
import { COUNTER_STEP_MS, COUNTER_STEPS } from './statistics';

export interface CountUpOptions {
  start: number;
  end: number;
  /** Counting begins when this turns true. */
  running: boolean;
  /** Reduced motion: the end value at once, no counting. */
  instant: boolean;
}

/** The start value until `running`, then start → end in 40 steps of 50 ms, then the end value. */
export function useCountUp({ start, end, running, instant }: CountUpOptions): number {
  const [step, setStep] = useState(0);
  const counting = running && !instant && step < COUNTER_STEPS;

  useEffect(() => {
    if (!counting) return undefined;
    const timer = window.setInterval(
      () => setStep((current) => Math.min(current + 1, COUNTER_STEPS)),
      COUNTER_STEP_MS,
    );
    return () => window.clearInterval(timer);
  }, [counting]);

  if (instant) return end;
  return Math.round(start + ((end - start) * step) / COUNTER_STEPS);
}
