import type { QueryClient } from '@tanstack/react-query';
import { isLanguage } from '@site/shared/language';
import type { Language } from '@site/shared/i18n';
import { getEntries } from '../queries/contentClient';
import { contentLocale } from '../queries/contentLocale';
import { applyEditorChange } from './applyEditorChange';
import { acceptOnlyEditorMessages } from './editorMessages';
import { editorAppOrigins, framingOrigins } from './editorPreview';
import { openFieldsOnClick } from './openFieldsOnClick';
import { shownEntryIds } from './replaceEntry';

// Contentful's Live preview (docs/operations.md#live-preview): in an editor's preview shown in a
// frame of the editors' app, the page follows the editor's unsaved changes through Contentful's
// SDK, and its tagged elements lead to their fields. Loaded only in preview (contentQueryClient.ts),
// and the SDK only when the page is framed: a visitor's page loads none of it.

/** How many entries one request asks for (the Delivery API's `sys.id[in]` takes up to 100). */
const IDS_PER_REQUEST = 100;

/**
 * Follows, for every entry an answer in `client` shows (now and as answers arrive), the editor's
 * changes: the entry as the Delivery API has it is asked for through the site's preview address,
 * given to the SDK, and each version the editors' app sends replaces it in the cache.
 */
export async function followEditorChanges(client: QueryClient): Promise<void> {
  const allowed = editorAppOrigins();
  if (window.top === window || allowed.length === 0) return;
  const origins = framingOrigins(allowed);
  // Before the SDK is loaded: its listener, and openFieldsOnClick's, then only ever hear the
  // editors' app that frames the page (editorMessages.ts), from the windows the SDK talks to.
  acceptOnlyEditorMessages(origins);
  const sdk = await import(/* webpackChunkName: "live-preview-sdk" */ '@contentful/live-preview');
  const { ContentfulLivePreview } = sdk;
  const { lang } = document.documentElement;
  await ContentfulLivePreview.init({
    locale: contentLocale(isLanguage(lang) ? lang : 'en'),
    enableInspectorMode: true,
    enableLiveUpdates: true,
    targetOrigin: origins,
  });
  openFieldsOnClick(sdk);

  const followed = new Set<string>();
  const subscribe = async (language: Language, ids: string[]) => {
    const locale = contentLocale(language);
    for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
      const some = ids.slice(start, start + IDS_PER_REQUEST);
      const { items } = await getEntries({
        'sys.id[in]': some.join(','),
        locale,
        limit: some.length,
        include: 2,
      });
      for (const entry of items) {
        ContentfulLivePreview.subscribe({
          data: entry,
          locale,
          callback: (changed) => applyEditorChange(client, language, changed),
        });
      }
    }
  };
  const followNew = () => {
    const fresh = new Map<Language, string[]>();
    for (const query of client.getQueryCache().getAll()) {
      const [scope, language] = query.queryKey;
      if (scope !== 'content' || !isLanguage(language)) continue;
      for (const id of shownEntryIds(query.state.data)) {
        const key = `${language}|${id}`;
        if (followed.has(key)) continue;
        followed.add(key);
        fresh.set(language, [...(fresh.get(language) ?? []), id]);
      }
    }
    for (const [language, ids] of fresh) {
      subscribe(language, ids).catch((error: unknown) =>
        console.error('Live preview: the entries could not be followed', error),
      );
    }
  };
  followNew();
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') followNew();
  });
}
