import { PARTNER_LOGO_SIZE, type PartnerLogo } from './partners';
import styles from './PartnerLogoImage.module.scss';

interface PartnerLogoImageProps {
  partner: PartnerLogo;
  /** The strip's second copy is hidden from assistive technology: it only closes the loop. */
  decorative?: boolean;
}

/** The grey logo, with the coloured one over it that appears on hover. */
export function PartnerLogoImage({ partner, decorative = false }: PartnerLogoImageProps) {
  return (
    <span className={styles.logo}>
      <img
        className={styles.gray}
        src={partner.grayscaleImage}
        alt={decorative ? '' : partner.name}
        width={PARTNER_LOGO_SIZE.width}
        height={PARTNER_LOGO_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <img
        className={styles.color}
        src={partner.coloredImage}
        alt=""
        width={PARTNER_LOGO_SIZE.width}
        height={PARTNER_LOGO_SIZE.height}
        loading="lazy"
        decoding="async"
      />
    </span>
  );
}
