import { Link } from '@site/shared/router';
import { useTexts } from '@site/shared/i18n';
import { serviceDefinitions, type ServiceId } from './serviceDefinitions';
import { ICON_SIZE, SERVICE_ICONS } from './serviceIcons';
import styles from './ServicesListPage.module.scss';

/** One tile of /services; the whole tile is the link to the service's page. */
export function ServiceTile({ id }: { id: ServiceId }) {
  const service = useTexts(serviceDefinitions)[id];
  return (
    <li className={styles.tile}>
      <img src={SERVICE_ICONS[id]} alt="" width={ICON_SIZE} height={ICON_SIZE} />
      <h2 className={styles.tileTitle}>
        <Link to={`/services/${id}`} className={styles.tileLink}>
          {service.title}
        </Link>
      </h2>
      <p className={styles.tileText}>{service.summary}</p>
    </li>
  );
}
