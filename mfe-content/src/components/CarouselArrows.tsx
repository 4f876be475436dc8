import styles from './CarouselArrows.module.scss';
import { needsScript } from '@site/shared/federation';

export interface CarouselArrowsProps {
  onPrevious: () => void;
  onNext: () => void;
  previousLabel: string;
  nextLabel: string;
  previousDisabled?: boolean;
  nextDisabled?: boolean;
  /** The id of the list the arrows move. */
  controls?: string;
}

/** Round previous/next buttons; a disabled one is greyed out. */
export function CarouselArrows(props: CarouselArrowsProps) {
  return (
    <div className={styles.arrows} {...needsScript}>
      <button
        type="button"
        className={styles.arrow}
        onClick={props.onPrevious}
        disabled={props.previousDisabled}
        aria-label={props.previousLabel}
        aria-controls={props.controls}
      >
        <Chevron direction="left" />
      </button>
      <button
        type="button"
        className={styles.arrow}
        onClick={props.onNext}
        disabled={props.nextDisabled}
        aria-label={props.nextLabel}
        aria-controls={props.controls}
      >
        <Chevron direction="right" />
      </button>
    </div>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5 8 12l7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
