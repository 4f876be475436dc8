import iso9001Gray from '../../assets/certificates/iso-9001-gray.svg';
import iso9001Color from '../../assets/certificates/iso-9001-color.svg';
import iso14001Gray from '../../assets/certificates/iso-14001-gray.svg';
import iso14001Color from '../../assets/certificates/iso-14001-color.svg';
import iso45001Gray from '../../assets/certificates/iso-45001-gray.svg';
import iso45001Color from '../../assets/certificates/iso-45001-color.svg';
import en54Gray from '../../assets/certificates/en-54-gray.svg';
import en54Color from '../../assets/certificates/en-54-color.svg';
import en12845Gray from '../../assets/certificates/en-12845-gray.svg';
import en12845Color from '../../assets/certificates/en-12845-color.svg';
import nfpa72Gray from '../../assets/certificates/nfpa-72-gray.svg';
import nfpa72Color from '../../assets/certificates/nfpa-72-color.svg';
import stateLicenceGray from '../../assets/certificates/state-licence-gray.svg';
import stateLicenceColor from '../../assets/certificates/state-licence-color.svg';

/**
 * The certificate badges (docs/product.md#about): six numbered standard certificates plus
 * the state licence, in the order of `aboutTexts.certificates.items`, which holds their names.
 */
export interface CertificateBadge {
  id: string;
  grayscaleImage: string;
  coloredImage: string;
}

export const CERTIFICATES: readonly CertificateBadge[] = [
  { id: 'iso-9001', grayscaleImage: iso9001Gray, coloredImage: iso9001Color },
  { id: 'iso-14001', grayscaleImage: iso14001Gray, coloredImage: iso14001Color },
  { id: 'iso-45001', grayscaleImage: iso45001Gray, coloredImage: iso45001Color },
  { id: 'en-54', grayscaleImage: en54Gray, coloredImage: en54Color },
  { id: 'en-12845', grayscaleImage: en12845Gray, coloredImage: en12845Color },
  { id: 'nfpa-72', grayscaleImage: nfpa72Gray, coloredImage: nfpa72Color },
  { id: 'state-licence', grayscaleImage: stateLicenceGray, coloredImage: stateLicenceColor },
];

export const CERTIFICATE_SIZE = { width: 120, height: 140 } as const;
