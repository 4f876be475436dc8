import { useDocumentHead } from '@site/shared/head';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { Breadcrumb } from '@site/shared/ui';

export default function ContactPage() {
  const t = useTexts(commonTexts);
  useDocumentHead({ title: t.pageTitles.contact, description: t.pageTitles.contact });
  return (
    <>
      <Breadcrumb items={[{ label: t.breadcrumb.contact }]} />
      <h1>{t.pageTitles.contact}</h1>
    </>
  );
}
