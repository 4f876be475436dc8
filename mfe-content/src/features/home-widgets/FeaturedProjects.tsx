import { commonTexts, useTexts } from '@site/shared/i18n';

export default function FeaturedProjects() {
  const t = useTexts(commonTexts);
  return <section aria-label="FeaturedProjects">{t.common.loading}</section>;
}
