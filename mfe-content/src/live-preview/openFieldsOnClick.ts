import type {
  ContentfulLivePreview,
  InspectorModeEventMethods,
  LIVE_PREVIEW_EDITOR_SOURCE,
} from '@contentful/live-preview';

// Inspector mode (docs/operations.md#live-preview): while the editor has it on in the editors'
// app, a click on an element tagged with an entry's field (inspectorTags.ts) opens that field in
// the editor, through the SDK, instead of doing what the click would do on the page.

const TAGGED = '[data-contentful-entry-id][data-contentful-field-id]';

/** What this needs of the SDK's module, loaded by followEditorChanges.ts. */
export interface LivePreviewSdk {
  ContentfulLivePreview: typeof ContentfulLivePreview;
  InspectorModeEventMethods: typeof InspectorModeEventMethods;
  LIVE_PREVIEW_EDITOR_SOURCE: typeof LIVE_PREVIEW_EDITOR_SOURCE;
}

/** Whether a message from the editors' app turns inspector mode on (true) or off (false). */
function inspectorModeOf(sdk: LivePreviewSdk, data: unknown): boolean | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as { source?: unknown; method?: unknown; isInspectorActive?: unknown };
  if (
    message.source !== sdk.LIVE_PREVIEW_EDITOR_SOURCE ||
    message.method !== sdk.InspectorModeEventMethods.INSPECTOR_MODE_CHANGED ||
    typeof message.isInspectorActive !== 'boolean'
  ) {
    return undefined;
  }
  return message.isInspectorActive;
}

/**
 * Started after acceptOnlyEditorMessages (followEditorChanges.ts): the messages this hears are the
 * framing editors' app's, as the SDK's are; that one filter decides for both.
 */
export function openFieldsOnClick(sdk: LivePreviewSdk): void {
  let inspecting = false;
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    inspecting = inspectorModeOf(sdk, event.data) ?? inspecting;
  });
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(TAGGED) : null;
      if (!inspecting || !(target instanceof HTMLElement)) return;
      const { contentfulEntryId: entryId, contentfulFieldId: fieldId } = target.dataset;
      if (!entryId || !fieldId) return;
      event.preventDefault();
      event.stopPropagation();
      sdk.ContentfulLivePreview.openEntryInEditor({
        entryId,
        fieldId,
        ...(target.dataset.contentfulLocale ? { locale: target.dataset.contentfulLocale } : {}),
      });
    },
    { capture: true },
  );
}
