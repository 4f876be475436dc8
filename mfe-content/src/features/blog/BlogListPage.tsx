import { useDocumentHead } from '@site/shared/head';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { Breadcrumb } from '@site/shared/ui';

export default function BlogListPage() {
  const t = useTexts(commonTexts);
  useDocumentHead({ title: t.pageTitles.blog, description: t.pageTitles.blog });
  return (
    <>
      <Breadcrumb items={[{ label: t.breadcrumb.blog }]} />
      <h1>{t.pageTitles.blog}</h1>
    </>
  );
}
