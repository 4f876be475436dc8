import { getSiteConfig } from '@site/shared/config';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { FacebookIcon, LinkedInIcon } from '../../icons/Icons';
import styles from './SocialLinks.module.scss';

export interface SocialLinksProps {
  /** `light` on dark backgrounds (footer, mobile menu). */
  tone?: 'light' | 'dark';
}

/** The professional network and the social network, each in a new tab (docs/product.md#footer). */
export function SocialLinks({ tone = 'light' }: SocialLinksProps) {
  const t = useTexts(commonTexts);
  const { company } = getSiteConfig();
  const links = [
    { href: company.linkedinUrl, label: t.social.linkedin, Icon: LinkedInIcon },
    { href: company.facebookUrl, label: t.social.facebook, Icon: FacebookIcon },
  ];
  return (
    <ul className={`${styles.list} ${styles[tone] ?? ''}`}>
      {links.map(({ href, label, Icon }) => (
        <li key={label}>
          <a
            className={styles.link}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} ${t.common.openInNewTab}`}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
