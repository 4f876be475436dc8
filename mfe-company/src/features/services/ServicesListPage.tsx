import { useDocumentHead } from '@site/shared/head';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { Breadcrumb } from '@site/shared/ui';

export default function ServicesListPage() {
  const t = useTexts(commonTexts);
  useDocumentHead({ title: t.pageTitles.services, description: t.pageTitles.services });
  return (
    <>
      <Breadcrumb items={[{ label: t.breadcrumb.services }]} />
      <h1>{t.pageTitles.services}</h1>
    </>
  );
}
