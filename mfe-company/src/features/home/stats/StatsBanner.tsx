import { useId, useRef } from 'react';
import { needsScript } from '@site/shared/federation';
import { useTexts } from '@site/shared/i18n';
import { usePrefersReducedMotion, useSeenOnce } from '@site/shared/ui';
import { homeTexts } from '../homeTexts';
import { StatCounter } from './StatCounter';
import { COUNTER_VISIBILITY_THRESHOLD, STATISTICS } from './statistics';
import styles from './StatsBanner.module.scss';

/**
 * Three counters that count up once the banner is 30% visible (docs/product.md#statistics-banner).
 */
export function StatsBanner() {
  const t = useTexts(homeTexts).stats;
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const seen = useSeenOnce(ref, COUNTER_VISIBILITY_THRESHOLD);
  const reducedMotion = usePrefersReducedMotion();
  return (
    // The counters move: the page's scripts start as the banner comes near (needsScript).
    <section
      ref={ref}
      className={styles.banner}
      aria-labelledby={titleId}
      data-section="stats"
      {...needsScript}
    >
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        <ul className={styles.grid}>
          {STATISTICS.map((item) => (
            <StatCounter
              key={item.key}
              item={item}
              label={t[item.key]}
              rangeText={t.rangeLabel}
              running={seen}
              instant={reducedMotion}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
