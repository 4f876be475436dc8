export { defineTexts, format } from './catalogue';
export { commonTexts } from './commonTexts';
export { dateLocale } from './dateLocale';
export {
  isLanguage,
  LANGUAGES,
  type Catalogue,
  type Language,
  type SameShape,
  type TextNode,
  type TextTree,
} from './types';
export { useTexts } from './useTexts';
