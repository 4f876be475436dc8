import { COMPANY } from '@site/shared/config';
import { DocumentHead } from '@site/shared/head';
import { commonTexts, format, useTexts } from '@site/shared/i18n';
import { Breadcrumb } from '@site/shared/ui';
import aboutHero from '../../assets/about/about-hero.svg';
import { aboutTexts } from './aboutTexts';
import styles from './AboutPage.module.scss';
import { CertificatesSection } from './CertificatesSection';
import { PartnersGrid } from './PartnersGrid';
import { TeamSection } from './TeamSection';

export default function AboutPage() {
  const common = useTexts(commonTexts);
  const t = useTexts(aboutTexts);
  const facts = { years: COMPANY.yearsInBusiness, since: COMPANY.foundedYear };
  return (
    <div className={styles.page}>
      <DocumentHead
        title={common.pageTitles.about}
        description={format(t.headDescription, facts)}
      />
      <Breadcrumb items={[{ label: common.breadcrumb.about }]} />
      <section className={styles.hero} aria-labelledby="about-title">
        <div>
          <h1 id="about-title">{t.hero.title}</h1>
          <p>{format(t.hero.description, facts)}</p>
        </div>
        <img src={aboutHero} alt={t.hero.imageAlt} width={600} height={420} fetchPriority="high" />
      </section>
      <CertificatesSection />
      <PartnersGrid />
      <TeamSection />
    </div>
  );
}
