import type { InspectorModeEntryTags } from '@contentful/live-preview';
import type { Language } from '@site/shared/i18n';
import { contentLocale } from '../queries/contentLocale';
import { isEditorPreview } from './editorPreview';

// The tags by which Contentful's inspector mode leads an editor from an element to the field it
// shows (docs/operations.md#live-preview): the attributes ContentfulLivePreview.getProps returns
// (inspectorTags.test.ts holds them equal), written here so that the page needs none of the SDK's
// code to carry them. Only in an editor's preview: a visitor's markup has none.

export type InspectorTags = InspectorModeEntryTags | Record<string, never>;

const NONE: Record<string, never> = {};

/** Spread on the element that shows `fieldId` of entry `entryId` in `language`. */
export function inspectorTags(entryId: string, fieldId: string, language: Language): InspectorTags {
  if (!isEditorPreview()) return NONE;
  return {
    'data-contentful-entry-id': entryId,
    'data-contentful-field-id': fieldId,
    'data-contentful-locale': contentLocale(language),
  };
}
