import { Link } from 'react-router-dom';
import { useDocumentHead } from '@site/shared/head';
import { commonTexts, useTexts } from '@site/shared/i18n';

export function NotFoundPage() {
  const t = useTexts(commonTexts);
  useDocumentHead({ title: t.pageTitles.notFound, description: t.pageTitles.notFound });
  return (
    <section>
      <p aria-hidden="true">404</p>
      <h1>{t.pageTitles.notFound}</h1>
      <Link to="/">{t.nav.home}</Link>
    </section>
  );
}
