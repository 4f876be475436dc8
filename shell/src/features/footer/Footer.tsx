import { isPlainClick, Link } from '@site/shared/router';
import { COMPANY, getSiteConfig } from '@site/shared/config';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { useLanguage } from '@site/shared/language';
import { scrollToTop } from '@site/shared/ui';
import { ArrowUpIcon, ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../icons/Icons';
import { shellTexts } from '../../texts/shellTexts';
import { LogoMark } from '../header/Logo';
import { SocialLinks } from '../social/SocialLinks';
import { Extinguisher } from './Extinguisher';
import styles from './Footer.module.scss';

/** `tel:` wants the number without spaces or punctuation. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const USEFUL_LINKS = [
  { to: '/services', key: 'services' },
  { to: '/about', key: 'about' },
  { to: '/projects', key: 'projects' },
  { to: '/blog', key: 'blog' },
] as const;

/**
 * The footer of every page (docs/product.md#footer). Company details come from the runtime
 * configuration.
 */
export function Footer() {
  const t = useTexts(commonTexts);
  const s = useTexts(shellTexts);
  const { language } = useLanguage();
  const { company } = getSiteConfig();
  const phoneLink = (
    <a className={styles.phoneCta} href={telHref(company.phone)}>
      <PhoneIcon />
      <span>{company.phone}</span>
    </a>
  );

  return (
    <footer className={styles.footer}>
      <section className={styles.cta} aria-labelledby="footer-cta-title">
        <div className={styles.ctaInner}>
          <Extinguisher className={styles.extinguisher} label={s.footer.extinguisherAlt} />
          <div className={styles.ctaText}>
            <h2 id="footer-cta-title" className={styles.ctaTitle}>
              {s.footer.ctaTitle}
            </h2>
            <p>{s.footer.ctaText}</p>
          </div>
          {phoneLink}
        </div>
      </section>

      <div className={styles.main}>
        <section className={styles.about} aria-labelledby="footer-about-title">
          <div className={styles.brand}>
            <LogoMark />
            <span>{COMPANY.name[language]}</span>
          </div>
          <h2 id="footer-about-title" className={styles.visuallyHidden}>
            {s.footer.aboutTitle}
          </h2>
          <p>{s.footer.aboutText}</p>
          <h2 className={styles.columnTitle}>{s.footer.socialTitle}</h2>
          <SocialLinks tone="light" />
        </section>

        <nav className={styles.column} aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className={styles.columnTitle}>
            {s.footer.linksTitle}
          </h2>
          <ul className={styles.links}>
            {USEFUL_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t.nav[link.key]}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className={styles.column} aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className={styles.columnTitle}>
            {s.footer.contactTitle}
          </h2>
          <ul className={styles.contacts}>
            <li>
              <PhoneIcon />
              <span>
                <span className={styles.label}>{t.contactInfo.phone}</span>
                <a href={telHref(company.phone)}>{company.phone}</a>
              </span>
            </li>
            <li>
              <ClockIcon />
              <span>
                <span className={styles.label}>{t.contactInfo.schedule}</span>
                <span>{t.contactInfo.scheduleWeekdays}</span>
                <span>{t.contactInfo.scheduleSunday}</span>
              </span>
            </li>
            <li>
              <MailIcon />
              <span>
                <span className={styles.label}>{t.contactInfo.email}</span>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </span>
            </li>
            <li>
              <PinIcon />
              <span>
                <span className={styles.label}>{t.contactInfo.address}</span>
                <a
                  href={company.mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${COMPANY.address[language]} (${s.footer.addressHint})`}
                >
                  {COMPANY.address[language]}
                </a>
              </span>
            </li>
          </ul>
        </section>
      </div>

      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p>
            © {COMPANY.copyrightYear} {COMPANY.name[language]}. {s.footer.rights}
          </p>
          {/* A link to the page's top: it works before (and without) the scripts, which scroll
              there smoothly unless the visitor asked for reduced motion. */}
          <a
            href="#top"
            className={styles.backToTop}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              scrollToTop();
            }}
          >
            <span>{s.footer.backToTop}</span>
            <ArrowUpIcon />
          </a>
        </div>
      </div>
    </footer>
  );
}
