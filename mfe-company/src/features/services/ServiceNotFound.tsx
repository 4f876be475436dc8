import { Link } from '@site/shared/router';
import { DocumentHead } from '@site/shared/head';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { Breadcrumb } from '@site/shared/ui';
import styles from './ServiceDetailPage.module.scss';
import { SERVICE_NOT_FOUND_MESSAGE, servicesTexts } from './servicesTexts';

/**
 * An unknown /services/{id}: the Georgian message of docs/product.md#service-detail and a way back
 * to the list.
 */
export function ServiceNotFound() {
  const common = useTexts(commonTexts);
  const t = useTexts(servicesTexts).serviceDetail;
  return (
    <div className={styles.notFound}>
      {/* The head speaks the page's language, as the site's own 404 page's does. */}
      <DocumentHead
        title={common.pageTitles.notFound}
        description={common.pageDescriptions.notFound}
        indexable={false}
      />
      <Breadcrumb
        items={[
          { label: common.breadcrumb.services, to: '/services' },
          { label: SERVICE_NOT_FOUND_MESSAGE },
        ]}
      />
      {/* The message is Georgian in both languages; lang lets screen readers pronounce it. */}
      <h1 lang="ka">{SERVICE_NOT_FOUND_MESSAGE}</h1>
      <Link to="/services" className={styles.ctaButton}>
        {t.notFoundBack}
      </Link>
    </div>
  );
}
