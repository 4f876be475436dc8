import { DocumentHead } from '@site/shared/head';
import { RemoteRegion } from '@site/shared/federation';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { DeferUntilVisible, lazyWhenVisible } from '@site/shared/ui';
import { PartnersStrip } from '../partners/PartnersStrip';
import { AboutSection } from './about/AboutSection';
import { HeroSection } from './hero/HeroSection';
import { homeTexts } from './homeTexts';
import { ServicesSection } from './services/ServicesSection';
import { StatsBanner } from './stats/StatsBanner';

// The FAQ closes the page: it is in the server's HTML, and its code and texts load (and make it
// interactive) when the visitor scrolls towards it.
const faq = lazyWhenVisible(() =>
  import('./faq/FaqSection').then((module) => ({ default: module.FaqSection })),
);

/**
 * The Home page in the order of docs/product.md#home. Featured projects and the blog teaser belong
 * to the content remote: each is a region that remote renders (on the server through the entry, in
 * the browser in a root of its own), so the rest of the page renders when that remote is down.
 */
export default function HomePage() {
  const common = useTexts(commonTexts);
  const t = useTexts(homeTexts);
  return (
    <>
      <DocumentHead title={common.pageTitles.home} description={t.head.description} />
      <HeroSection />
      <ServicesSection />
      <AboutSection />
      <StatsBanner />
      <RemoteRegion module="content/FeaturedProjects" />
      <PartnersStrip />
      <RemoteRegion module="content/BlogTeaser" />
      <DeferUntilVisible onVisible={faq.reveal} minHeight={520}>
        <faq.Component />
      </DeferUntilVisible>
    </>
  );
}
