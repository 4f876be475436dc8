import { defineTexts } from '@site/shared/i18n';

// The generic label of a project whose status has no name at all; named statuses other than
// ongoing/completed show their own name (docs/product.md#project-status).
export const statusBadgeTexts = defineTexts({
  en: { unknown: 'In progress' },
  ka: { unknown: 'მიმდინარეობს' },
});
