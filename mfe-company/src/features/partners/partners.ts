import kavkasiaBuildGray from '../../assets/partners/kavkasia-build-gray.svg';
import kavkasiaBuildColor from '../../assets/partners/kavkasia-build-color.svg';
import mtkvariEnergyGray from '../../assets/partners/mtkvari-energy-gray.svg';
import mtkvariEnergyColor from '../../assets/partners/mtkvari-energy-color.svg';
import tbilisiTowersGray from '../../assets/partners/tbilisi-towers-gray.svg';
import tbilisiTowersColor from '../../assets/partners/tbilisi-towers-color.svg';
import rustaviMetalGray from '../../assets/partners/rustavi-metal-gray.svg';
import rustaviMetalColor from '../../assets/partners/rustavi-metal-color.svg';
import potiHarbourGray from '../../assets/partners/poti-harbour-gray.svg';
import potiHarbourColor from '../../assets/partners/poti-harbour-color.svg';
import kolkhaHotelsGray from '../../assets/partners/kolkha-hotels-gray.svg';
import kolkhaHotelsColor from '../../assets/partners/kolkha-hotels-color.svg';
import iveriaCapitalGray from '../../assets/partners/iveria-capital-gray.svg';
import iveriaCapitalColor from '../../assets/partners/iveria-capital-color.svg';
import ajaraMedlineGray from '../../assets/partners/ajara-medline-gray.svg';
import ajaraMedlineColor from '../../assets/partners/ajara-medline-color.svg';
import alazaniFoodsGray from '../../assets/partners/alazani-foods-gray.svg';
import alazaniFoodsColor from '../../assets/partners/alazani-foods-color.svg';
import ushbaResortsGray from '../../assets/partners/ushba-resorts-gray.svg';
import ushbaResortsColor from '../../assets/partners/ushba-resorts-color.svg';
import caucadataGray from '../../assets/partners/caucadata-gray.svg';
import caucadataColor from '../../assets/partners/caucadata-color.svg';
import gelatiClinicGray from '../../assets/partners/gelati-clinic-gray.svg';
import gelatiClinicColor from '../../assets/partners/gelati-clinic-color.svg';
import narikalaPlazaGray from '../../assets/partners/narikala-plaza-gray.svg';
import narikalaPlazaColor from '../../assets/partners/narikala-plaza-color.svg';
import kutaisiTextileGray from '../../assets/partners/kutaisi-textile-gray.svg';
import kutaisiTextileColor from '../../assets/partners/kutaisi-textile-color.svg';
import lazikaBankGray from '../../assets/partners/lazika-bank-gray.svg';
import lazikaBankColor from '../../assets/partners/lazika-bank-color.svg';

/** A partner's logo in its two forms (docs/product.md#fixed-content). Names are fictional. */
export interface PartnerLogo {
  id: string;
  name: string;
  grayscaleImage: string;
  coloredImage: string;
}

/** The 15 partners (docs/product.md#partners-strip), shown by the Home strip and the About page. */
export const PARTNERS: readonly PartnerLogo[] = [
  {
    id: 'kavkasia-build',
    name: 'Kavkasia Build',
    grayscaleImage: kavkasiaBuildGray,
    coloredImage: kavkasiaBuildColor,
  },
  {
    id: 'mtkvari-energy',
    name: 'Mtkvari Energy',
    grayscaleImage: mtkvariEnergyGray,
    coloredImage: mtkvariEnergyColor,
  },
  {
    id: 'tbilisi-towers',
    name: 'TbilTowers Group',
    grayscaleImage: tbilisiTowersGray,
    coloredImage: tbilisiTowersColor,
  },
  {
    id: 'rustavi-metal',
    name: 'Rustmetal Works',
    grayscaleImage: rustaviMetalGray,
    coloredImage: rustaviMetalColor,
  },
  {
    id: 'poti-harbour',
    name: 'PotiHarbour Logistics',
    grayscaleImage: potiHarbourGray,
    coloredImage: potiHarbourColor,
  },
  {
    id: 'kolkha-hotels',
    name: 'Kolkha Hotels',
    grayscaleImage: kolkhaHotelsGray,
    coloredImage: kolkhaHotelsColor,
  },
  {
    id: 'iveria-capital',
    name: 'Iveria Capital',
    grayscaleImage: iveriaCapitalGray,
    coloredImage: iveriaCapitalColor,
  },
  {
    id: 'ajara-medline',
    name: 'Medline Ajara',
    grayscaleImage: ajaraMedlineGray,
    coloredImage: ajaraMedlineColor,
  },
  {
    id: 'alazani-foods',
    name: 'Alazani Foods',
    grayscaleImage: alazaniFoodsGray,
    coloredImage: alazaniFoodsColor,
  },
  {
    id: 'ushba-resorts',
    name: 'Ushba Resorts',
    grayscaleImage: ushbaResortsGray,
    coloredImage: ushbaResortsColor,
  },
  {
    id: 'caucadata',
    name: 'CaucaData Centers',
    grayscaleImage: caucadataGray,
    coloredImage: caucadataColor,
  },
  {
    id: 'gelati-clinic',
    name: 'Gelati Clinic',
    grayscaleImage: gelatiClinicGray,
    coloredImage: gelatiClinicColor,
  },
  {
    id: 'narikala-plaza',
    name: 'Narikala Plaza',
    grayscaleImage: narikalaPlazaGray,
    coloredImage: narikalaPlazaColor,
  },
  {
    id: 'kutaisi-textile',
    name: 'Kutaisi Textile',
    grayscaleImage: kutaisiTextileGray,
    coloredImage: kutaisiTextileColor,
  },
  {
    id: 'lazika-bank',
    name: 'Lazika Bank',
    grayscaleImage: lazikaBankGray,
    coloredImage: lazikaBankColor,
  },
];

/** Intrinsic size of every logo file (the strip and the grid scale them down with CSS). */
export const PARTNER_LOGO_SIZE = { width: 160, height: 74 } as const;
