import { useDocumentHead } from '@site/shared/head';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { Breadcrumb } from '@site/shared/ui';

export default function AboutPage() {
  const t = useTexts(commonTexts);
  useDocumentHead({ title: t.pageTitles.about, description: t.pageTitles.about });
  return (
    <>
      <Breadcrumb items={[{ label: t.breadcrumb.about }]} />
      <h1>{t.pageTitles.about}</h1>
    </>
  );
}
