import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { TEAM_PHOTO_SIZE } from './teamPhotos';
import styles from './TeamSection.module.scss';
import { needsScript } from '@site/shared/federation';

/** docs/product.md#about: positions longer than this are clipped to two lines. */
export const POSITION_CLIP_LENGTH = 50;

export function isPositionClipped(position: string): boolean {
  return position.length > POSITION_CLIP_LENGTH;
}

interface TeamMemberCardProps {
  name: string;
  position: string;
  photo: string;
}

export function TeamMemberCard({ name, position, photo }: TeamMemberCardProps) {
  return (
    <li className={styles.member}>
      <img
        className={styles.photo}
        src={photo}
        alt={name}
        width={TEAM_PHOTO_SIZE.width}
        height={TEAM_PHOTO_SIZE.height}
        loading="lazy"
      />
      <h3 className={styles.name}>{name}</h3>
      {isPositionClipped(position) ? (
        <ClippedPosition position={position} />
      ) : (
        <p className={styles.position}>{position}</p>
      )}
    </li>
  );
}

/**
 * A long position, clipped to two lines, with the full text in a tooltip on hover and on keyboard
 * focus (and on tap, since it is a button). Escape closes it, as WCAG 1.4.13 asks.
 */
function ClippedPosition({ position }: { position: string }) {
  const [open, setOpen] = useState(false);
  const tooltipId = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Focused or pointed at before the page's scripts ran (that focus is what started them): the
  // tooltip shows once they run, as that focus or pointer would have shown it.
  useEffect(() => {
    if (button.current === document.activeElement || wrapper.current?.matches(':hover')) {
      setOpen(true);
    }
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  return (
    // The pointer handlers sit on the wrapper so the tooltip stays open while the pointer moves
    // onto it (WCAG 1.4.13); keyboard and touch users reach the same through the button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      ref={wrapper}
      className={styles.clipWrapper}
      {...needsScript}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        ref={button}
        type="button"
        className={`${styles.position} ${styles.clipped}`}
        aria-describedby={open ? tooltipId : undefined}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      >
        {position}
      </button>
      <span id={tooltipId} role="tooltip" className={styles.tooltip} hidden={!open}>
        {position}
      </span>
    </span>
  );
}
