import { Link, useParams } from '@site/shared/router';
import { COMPANY } from '@site/shared/config';
import { DocumentHead } from '@site/shared/head';
import { commonTexts, format, useTexts } from '@site/shared/i18n';
import { Breadcrumb } from '@site/shared/ui';
import checkIcon from '../../assets/icons/check.svg';
import locationIcon from '../../assets/icons/location.svg';
import { isServiceId, serviceDefinitions, type ServiceId } from './serviceDefinitions';
import styles from './ServiceDetailPage.module.scss';
import { ICON_SIZE, SERVICE_ICONS } from './serviceIcons';
import { ServiceNotFound } from './ServiceNotFound';
import { servicesTexts } from './servicesTexts';

export default function ServiceDetailPage() {
  const { serviceId } = useParams();
  return isServiceId(serviceId) ? <ServiceDetail id={serviceId} /> : <ServiceNotFound />;
}

function ServiceDetail({ id }: { id: ServiceId }) {
  const common = useTexts(commonTexts);
  const service = useTexts(serviceDefinitions)[id];
  const t = useTexts(servicesTexts).serviceDetail;
  return (
    <>
      <DocumentHead title={service.title} description={service.description} />
      <div className={styles.crumbs}>
        <Breadcrumb
          items={[{ label: common.breadcrumb.services, to: '/services' }, { label: service.title }]}
        />
      </div>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <span className={styles.heroIcon}>
            <img src={SERVICE_ICONS[id]} alt="" width={ICON_SIZE} height={ICON_SIZE} />
          </span>
          <div>
            <h1>{service.title}</h1>
            <p>{service.description}</p>
          </div>
        </div>
      </section>
      <div className={styles.body}>
        <section className={styles.offered} aria-labelledby="service-offered">
          <h2 id="service-offered">{t.offeredTitle}</h2>
          <ul>
            {service.services.map((item) => (
              <li key={item}>
                <img src={checkIcon} alt="" width={22} height={22} />
                {item}
              </li>
            ))}
          </ul>
        </section>
        <aside className={styles.areas} aria-labelledby="service-areas">
          <img src={locationIcon} alt="" width={32} height={32} />
          <h2 id="service-areas">{t.areasTitle}</h2>
          <p>{service.areas}</p>
        </aside>
      </div>
      <section className={styles.benefits} aria-labelledby="service-benefits">
        <div className={styles.benefitsInner}>
          <h2 id="service-benefits">{t.title}</h2>
          <p className={styles.benefitsIntro}>{t.description}</p>
          <ul>
            {t.benefits.map((benefit, index) => (
              <li key={benefit.title}>
                <span className={styles.benefitNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3>{benefit.title}</h3>
                <p>{format(benefit.description, { years: COMPANY.yearsInBusiness })}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={styles.cta} aria-labelledby="service-contact">
        <h2 id="service-contact">{t.contactTitle}</h2>
        <p>{t.contactText}</p>
        <Link to="/contact" className={styles.ctaButton}>
          {t.contactButton}
        </Link>
      </section>
    </>
  );
}
