import engineeringSystemsIcon from '../../assets/icons/engineering-systems.svg';
import fireSafetyIcon from '../../assets/icons/fire-safety.svg';
import electricalIcon from '../../assets/icons/electrical.svg';
import hvacIcon from '../../assets/icons/hvac.svg';
import waterSupplyIcon from '../../assets/icons/water-supply.svg';
import serviceIcon from '../../assets/icons/service.svg';
import heatingCoolingIcon from '../../assets/icons/heating-cooling.svg';
import type { ServiceId } from './serviceDefinitions';

/** The icon of each service (docs/product.md#service-detail). */
export const SERVICE_ICONS: Record<ServiceId, string> = {
  'engineering-systems': engineeringSystemsIcon,
  'fire-safety': fireSafetyIcon,
  electrical: electricalIcon,
  hvac: hvacIcon,
  'water-supply': waterSupplyIcon,
  service: serviceIcon,
  'heating-cooling': heatingCoolingIcon,
};

export const ICON_SIZE = 48;
