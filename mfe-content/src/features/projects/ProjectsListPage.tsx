import { useDocumentHead } from '@site/shared/head';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { Breadcrumb } from '@site/shared/ui';

export default function ProjectsListPage() {
  const t = useTexts(commonTexts);
  useDocumentHead({ title: t.pageTitles.projects, description: t.pageTitles.projects });
  return (
    <>
      <Breadcrumb items={[{ label: t.breadcrumb.projects }]} />
      <h1>{t.pageTitles.projects}</h1>
    </>
  );
}
