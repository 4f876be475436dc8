import { DocumentHead } from '@site/shared/head';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { Breadcrumb } from '@site/shared/ui';
import { contactTexts } from './contactTexts';
import { ContactForm } from './form/ContactForm';
import { ContactInfo } from './info/ContactInfo';
import { ContactMap } from './map/ContactMap';
import styles from './ContactPage.module.scss';

/**
 * /contact (docs/product.md#contact): breadcrumb, contact details, the map and the contact form.
 */
export default function ContactPage() {
  const common = useTexts(commonTexts);
  const t = useTexts(contactTexts);
  return (
    <>
      <DocumentHead title={common.pageTitles.contact} description={t.page.description} />
      <Breadcrumb items={[{ label: common.breadcrumb.contact }]} />
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.heading}>{common.pageTitles.contact}</h1>
          <p className={styles.intro}>{t.page.intro}</p>
        </header>
        <div className={styles.layout}>
          <div className={styles.aside}>
            <ContactInfo />
            <ContactMap />
          </div>
          <ContactForm />
        </div>
      </div>
    </>
  );
}
