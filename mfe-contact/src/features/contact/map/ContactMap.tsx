import { useEffect, useRef } from 'react';
import { getSiteConfig } from '@site/shared/config';
import { useTexts } from '@site/shared/i18n';
import { frameFallback, frameSource, frameWhenNear, loadFrameWhenNear } from '@site/shared/ui';
import { contactTexts } from '../contactTexts';
import styles from './ContactMap.module.scss';

/** A map asked for and not loaded this long after counts as failed (frames fire no `error`). */
export const MAP_LOAD_TIMEOUT_MS = 15_000;

/**
 * The office on an embedded map (URL from runtime config), with a link to the full map; a message
 * stands in for a map that does not load. The frame is given its address as it comes near the
 * viewport, never with the server's HTML: a frame in the page is asked for with it and shared the
 * network with the first paint (first contentful paint 1.38 s on /contact in the bench, 0.7 s
 * without), and `loading="lazy"` still asks for it at once on a phone. On a page the server drew,
 * the start script does that without the application (shared/src/ui/frameWhenNear.ts), so the
 * map is no reason to load it; it changes the frame's and the message's attributes, hence
 * `suppressHydrationWarning` on those three elements.
 */
export function ContactMap() {
  const t = useTexts(contactTexts);
  const { mapEmbedUrl, mapUrl } = getSiteConfig().company;
  const figure = useRef<HTMLElement>(null);

  useEffect(() => {
    const holder = figure.current;
    return holder ? loadFrameWhenNear(holder) : undefined;
  }, []);

  const link = (
    <a className={styles.link} href={mapUrl} target="_blank" rel="noopener noreferrer">
      {t.map.open}
      <span className={styles.hidden}> {t.info.opensMap}</span>
    </a>
  );

  if (!mapEmbedUrl) {
    return (
      <div className={styles.fallback}>
        <p>{t.map.unavailable}</p>
        {link}
      </div>
    );
  }
  return (
    <figure
      ref={figure}
      className={styles.map}
      {...frameWhenNear(MAP_LOAD_TIMEOUT_MS)}
      suppressHydrationWarning
    >
      <iframe
        className={styles.frame}
        title={t.map.title}
        {...frameSource(mapEmbedUrl)}
        referrerPolicy="no-referrer-when-downgrade"
        suppressHydrationWarning
      />
      <p className={styles.unavailable} {...frameFallback} hidden suppressHydrationWarning>
        {t.map.unavailable}
      </p>
      <figcaption className={styles.caption}>{link}</figcaption>
    </figure>
  );
}
