import { useId } from 'react';
import { useTexts } from '@site/shared/i18n';
import { aboutTexts } from './aboutTexts';
import { CERTIFICATE_SIZE, CERTIFICATES } from './certificates';
import styles from './AboutPage.module.scss';

/** Six numbered standard certificates and the licence; grey, coloured on hover. */
export function CertificatesSection() {
  const t = useTexts(aboutTexts).certificates;
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="certificates">
      <h2 id={titleId}>{t.title}</h2>
      <p className={styles.intro}>{t.description}</p>
      <ul className={styles.certificates}>
        {CERTIFICATES.map((certificate, index) => {
          const text = t.items[index];
          return (
            <li key={certificate.id} className={styles.certificate}>
              <span className={styles.swap}>
                <img
                  className={styles.gray}
                  src={certificate.grayscaleImage}
                  alt={text?.name ?? ''}
                  width={CERTIFICATE_SIZE.width}
                  height={CERTIFICATE_SIZE.height}
                  loading="lazy"
                />
                <img
                  className={styles.color}
                  src={certificate.coloredImage}
                  alt=""
                  width={CERTIFICATE_SIZE.width}
                  height={CERTIFICATE_SIZE.height}
                  loading="lazy"
                />
              </span>
              <span className={styles.certificateName}>{text?.name}</span>
              <span className={styles.certificateText}>{text?.description}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
