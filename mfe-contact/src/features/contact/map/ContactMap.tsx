import { useEffect, useRef, useState } from 'react';
import { getSiteConfig } from '@site/shared/config';
import { useTexts } from '@site/shared/i18n';
import { whenNearViewport } from '@site/shared/ui';
import { contactTexts } from '../contactTexts';
import styles from './ContactMap.module.scss';
import { needsScript } from '@site/shared/federation';

/**
 * A map that has not loaded this long after it was put in counts as failed. Frames fire no
 * `error` event (and fire `load` even for an error page), so a time-out is the one signal for a
 * host that never answers.
 */
export const MAP_LOAD_TIMEOUT_MS = 15_000;

/**
 * The office on an embedded map (URL from runtime config); a plain link stands in on failure.
 * The frame is put in when it comes near the viewport, never by the server's HTML: a frame in the
 * page is asked for with it and shared the network with the first paint (first contentful paint
 * 1.38 s on /contact in the bench, 0.7 s without), and `loading="lazy"` still asks for it at
 * once on a phone, where it is within the browser's look-ahead. Its place is held meanwhile.
 */
export function ContactMap() {
  const t = useTexts(contactTexts);
  const { mapEmbedUrl, mapUrl } = getSiteConfig().company;
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(!mapEmbedUrl);
  const [near, setNear] = useState(false);
  const figure = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = figure.current;
    if (near || !element) return undefined;
    return whenNearViewport(element, () => setNear(true));
  }, [near]);

  useEffect(() => {
    if (!near || loaded || failed) return undefined;
    const timer = window.setTimeout(() => setFailed(true), MAP_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [near, loaded, failed]);

  const link = (
    <a className={styles.link} href={mapUrl} target="_blank" rel="noopener noreferrer">
      {t.map.open}
      <span className={styles.hidden}> {t.info.opensMap}</span>
    </a>
  );

  if (failed) {
    return (
      <div className={styles.fallback}>
        <p>{t.map.unavailable}</p>
        {link}
      </div>
    );
  }
  return (
    <figure ref={figure} className={styles.map} {...needsScript}>
      {near ? (
        <iframe
          className={styles.frame}
          src={mapEmbedUrl}
          title={t.map.title}
          referrerPolicy="no-referrer-when-downgrade"
          onLoad={() => setLoaded(true)}
        />
      ) : (
        <div className={styles.frame} data-testid="map-placeholder" />
      )}
      <figcaption className={styles.caption}>{link}</figcaption>
    </figure>
  );
}
