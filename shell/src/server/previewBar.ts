import { PREVIEW_ADDRESSES } from '@site/shared/addresses';
import { LANGUAGES, type Language } from '@site/shared/language';
import { escapeAttribute, ssiEcho } from '@site/platform/server';

// The bar an editor sees in preview (docs/operations.md#editor-preview). Plain HTML outside every
// React root, rendered when the entry starts and included by the entry above the page only while
// the content renderer has verified the request's preview cookie or pass: it is in the first paint (so it never moves the page), costs the
// visitors' bundles nothing, and stays through client-side navigation. It carries both languages;
// the page's shows (global.scss), so a language switch without a reload switches it too.

const TEXTS: Record<Language, { shown: string; end: string }> = {
  ka: { shown: 'გადახედვა: ნაჩვენებია მონახაზები', end: 'გადახედვის დასრულება' },
  en: { shown: 'Preview: drafts shown', end: 'End preview' },
};

export function previewBarHtml(): string {
  const inEach = (text: (language: Language) => string) =>
    LANGUAGES.map(
      (language) =>
        `<span lang="${language}">${escapeAttribute(text(language as Language))}</span>`,
    ).join('');
  return (
    // A frame's pass, where the editors' app's frame keeps no cookie (empty otherwise): the
    // content remote sends it with its content requests (docs/operations.md#live-preview).
    `<div class="site-preview-bar" data-preview-bar data-preview-pass="${ssiEcho('site_preview_pass')}">` +
    `<p class="site-preview-bar__text">${inEach((language) => TEXTS[language].shown)}</p>` +
    `<a class="site-preview-bar__end" href="${PREVIEW_ADDRESSES.exit}">${inEach((language) => TEXTS[language].end)}</a>` +
    `</div>`
  );
}
