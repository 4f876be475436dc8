import { commonTexts, useTexts } from '@site/shared/i18n';

export default function BlogTeaser() {
  const t = useTexts(commonTexts);
  return <section aria-label="BlogTeaser">{t.common.loading}</section>;
}
