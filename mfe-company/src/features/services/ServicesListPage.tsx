import { DocumentHead } from '@site/shared/head';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { Breadcrumb } from '@site/shared/ui';
import { LISTED_SERVICE_IDS } from './serviceDefinitions';
import { ServiceTile } from './ServiceTile';
import styles from './ServicesListPage.module.scss';
import { servicesTexts } from './servicesTexts';

export default function ServicesListPage() {
  const common = useTexts(commonTexts);
  const t = useTexts(servicesTexts).list;
  return (
    <div className={styles.page}>
      <DocumentHead title={common.pageTitles.services} description={t.headDescription} />
      <Breadcrumb items={[{ label: common.breadcrumb.services }]} />
      <header className={styles.header}>
        <h1>{t.title}</h1>
        <p>{t.description}</p>
      </header>
      <ul className={styles.grid}>
        {LISTED_SERVICE_IDS.map((id) => (
          <ServiceTile key={id} id={id} />
        ))}
      </ul>
    </div>
  );
}
