import { format } from '@site/shared/i18n';
import styles from './StatsBanner.module.scss';
import type { StatisticsItem } from './statistics';
import { useCountUp } from './useCountUp';

interface StatCounterProps {
  item: StatisticsItem;
  label: string;
  rangeText: string;
  running: boolean;
  instant: boolean;
}

export function StatCounter({ item, label, rangeText, running, instant }: StatCounterProps) {
  const value = useCountUp({ start: item.start, end: item.end, running, instant });
  return (
    <li className={`${styles.item} ${styles[item.colour] ?? ''}`}>
      <span className={styles.value}>{value}+</span>
      <span className={styles.label}>{label}</span>
      <span className={styles.range}>{format(rangeText, { range: item.rangeLabel })}</span>
    </li>
  );
}
