import { commonTexts, useTexts } from '@site/shared/i18n';
import styles from './StatusBadge.module.scss';
import { statusBadgeTexts } from './statusBadgeTexts';

export type StatusTone = 'ongoing' | 'completed' | 'other';

/** docs/product.md#project-status: ongoing is amber, completed is green, anything else is blue. */
export function statusTone(status: string): StatusTone {
  const normalized = status.trim().toLowerCase();
  if (normalized === 'ongoing') return 'ongoing';
  if (normalized === 'completed') return 'completed';
  return 'other';
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export interface StatusBadgeProps {
  /** The project's status as stored in the content service. */
  status: string;
  className?: string;
}

/** A project's status as a coloured, localized pill. */
export function StatusBadge({ status, className }: StatusBadgeProps) {
  const labels = useTexts(commonTexts).status;
  const unknown = useTexts(statusBadgeTexts).unknown;
  const tone = statusTone(status);
  const label = tone === 'other' ? capitalize(status.trim()) || unknown : labels[tone];
  return (
    <span
      className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}
      data-tone={tone}
    >
      {label}
    </span>
  );
}
