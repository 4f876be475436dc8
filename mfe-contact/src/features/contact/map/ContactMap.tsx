import { useEffect, useState } from 'react';
import { getSiteConfig } from '@site/shared/config';
import { useTexts } from '@site/shared/i18n';
import { contactTexts } from '../contactTexts';
import styles from './ContactMap.module.scss';

/**
 * A map that has not loaded by then counts as failed. Frames fire no `error` event (and fire
 * `load` even for an error page), so a time-out is the one signal for a host that never answers.
 */
export const MAP_LOAD_TIMEOUT_MS = 15_000;

/** The office on an embedded map (URL from runtime config); a plain link stands in on failure. */
export function ContactMap() {
  const t = useTexts(contactTexts);
  const { mapEmbedUrl, mapUrl } = getSiteConfig().company;
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(!mapEmbedUrl);

  useEffect(() => {
    if (loaded || failed) return undefined;
    const timer = window.setTimeout(() => setFailed(true), MAP_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, failed]);

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
    <figure className={styles.map}>
      <iframe
        className={styles.frame}
        src={mapEmbedUrl}
        title={t.map.title}
        referrerPolicy="no-referrer-when-downgrade"
        onLoad={() => setLoaded(true)}
      />
      <figcaption className={styles.caption}>{link}</figcaption>
    </figure>
  );
}
