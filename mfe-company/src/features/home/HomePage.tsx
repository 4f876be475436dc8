import { useDocumentHead } from '@site/shared/head';
import { RemoteBoundary } from '@site/shared/federation';
import { commonTexts, useTexts } from '@site/shared/i18n';

export default function HomePage() {
  const t = useTexts(commonTexts);
  useDocumentHead({ title: t.pageTitles.home, description: t.pageTitles.home });
  return (
    <>
      <h1>{t.pageTitles.home}</h1>
      <RemoteBoundary module="content/FeaturedProjects" variant="section" />
      <RemoteBoundary module="content/BlogTeaser" variant="section" />
    </>
  );
}
