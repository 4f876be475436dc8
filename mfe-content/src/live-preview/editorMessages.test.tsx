import {
  InspectorModeEventMethods,
  LIVE_PREVIEW_EDITOR_SOURCE,
  LivePreviewPostMessageMethods,
} from '@contentful/live-preview';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInSite } from '@site/shared/testing';
import ProjectDetailPage from '../features/projects/ProjectDetailPage';
import { fetchProjectBySlug, fetchRelatedProjects, type Project } from '../queries';
import { getEntries, type RawEntry } from '../queries/contentClient';
import { createContentQueryClient } from '../query-cache/contentQueryClient';
import { project } from '../test/fixtures';
import { followEditorChanges } from './followEditorChanges';

// Who may change a preview page (docs/operations.md#live-preview, editorMessages.ts): the page,
// in the editors' app's frame, follows the editor through Contentful's real SDK, and a window
// that merely holds a reference to the frame sends the very messages the app sends.

jest.mock('../queries', () => ({
  ...jest.requireActual('../queries'),
  fetchProjectBySlug: jest.fn(),
  fetchRelatedProjects: jest.fn(),
}));
jest.mock('../queries/contentClient', () => ({
  ...jest.requireActual('../queries/contentClient'),
  getEntries: jest.fn(),
}));

const EDITORS_APP = 'https://app.contentful.com';
const ELSEWHERE = 'https://elsewhere.example';
const KEY = ['content', 'en', 'project', 'project-7'];
const SHOWN = project(7, { title: 'Tbilisi Tower' });
// The entry as the Preview API gives it, which the page hands the SDK when it subscribes.
const ENTRY: RawEntry & { sys: Record<string, unknown> } = {
  sys: {
    id: 'project-7',
    type: 'Entry',
    createdAt: SHOWN.createdAt,
    contentType: { sys: { id: 'project', type: 'Link', linkType: 'ContentType' } },
  },
  fields: { title: 'Tbilisi Tower', slug: 'project-7', status: 'ongoing' },
};

/** What the page sends the editors' app: the SDK posts to `window.top`. */
interface Sent {
  method?: string;
  [key: string]: unknown;
}

// The editors' app: the window that frames the page. jsdom's window is always the top one, and
// its `top` and `parent` cannot be redefined; they read jsdom's own `_top` and `_parent` (how a
// frame's window knows its page), which stand in for it here, restored afterwards.
const editorsApp = {
  location: { href: `${EDITORS_APP}/spaces/space/live_preview` },
  postMessage: jest.fn<undefined, [Sent, string]>(),
};
const frameOf = window as unknown as { _top: unknown; _parent: unknown };
const ownTop = frameOf._top;
const ownParent = frameOf._parent;
/** Another window that holds a reference to the frame (a page that opened the app, say). */
const otherWindow = { postMessage: jest.fn() };

const asWindow = (stand: object) => stand as unknown as Window;
const sent = (method: string) =>
  editorsApp.postMessage.mock.calls.map(([message]) => message).filter((m) => m.method === method);

/** A message event as the browser gives it the page: from `source`, at `origin`. */
function receive(origin: string, source: object, data: Record<string, unknown>) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin,
        source: asWindow(source),
        data: { source: LIVE_PREVIEW_EDITOR_SOURCE, ...data },
      }),
    );
  });
}

let client: QueryClient;
let subscriptionId: unknown;

/** The editor's entry-update message, exactly as the editors' app sends it. */
const update = (title: string) => ({
  method: LivePreviewPostMessageMethods.ENTRY_UPDATED,
  data: { ...ENTRY, fields: { ...ENTRY.fields, title } },
  subscriptionId,
});

const shownTitle = () => client.getQueryData<Project>(KEY)?.title;

function renderProject() {
  return renderInSite(<ProjectDetailPage />, {
    route: '/projects/project-7',
    path: '/projects/:projectId',
    wrap: (site) => <QueryClientProvider client={client}>{site}</QueryClientProvider>,
  });
}

beforeAll(async () => {
  frameOf._top = editorsApp;
  frameOf._parent = editorsApp;
  // Should jsdom read them elsewhere one day, this says so (the page would follow nothing).
  expect(window.top).toBe(editorsApp);
  window.__SITE_PREVIEW__ = true;
  window.__SITE_PREVIEW_FRAME_ORIGINS__ = [EDITORS_APP];
  jest.mocked(getEntries).mockResolvedValue({ items: [ENTRY], total: 1, skip: 0, limit: 1 });
  client = createContentQueryClient();
  client.setQueryData(KEY, SHOWN);
  await followEditorChanges(client);
  // The SDK has subscribed to the entry the cache shows, and told the app the subscription's id.
  await waitFor(() => expect(sent('SUBSCRIBED')).toHaveLength(1));
  subscriptionId = sent('SUBSCRIBED')[0]?.id;
  expect(subscriptionId).toEqual(expect.any(String));
});

afterAll(() => {
  frameOf._top = ownTop;
  frameOf._parent = ownParent;
  delete window.__SITE_PREVIEW__;
  delete window.__SITE_PREVIEW_FRAME_ORIGINS__;
});

beforeEach(() => {
  jest.mocked(fetchProjectBySlug).mockResolvedValue(SHOWN);
  jest.mocked(fetchRelatedProjects).mockResolvedValue([]);
  client.setQueryData(KEY, SHOWN);
});

describe('the editor’s messages to a preview page (docs/operations.md#live-preview)', () => {
  it.each([
    ['another origin, from another window', ELSEWHERE, otherWindow],
    ['another origin, from the framing window', ELSEWHERE, editorsApp],
    ['the editors’ app’s origin, from another window', EDITORS_APP, otherWindow],
  ])('change nothing when they come from %s', async (_, origin, source) => {
    renderProject();
    const title = await screen.findByRole('heading', { level: 1, name: 'Tbilisi Tower' });

    receive(origin, source, update('Forged title'));
    expect(shownTitle()).toBe('Tbilisi Tower');
    // Whatever the cache would draw has drawn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(title).toHaveTextContent('Tbilisi Tower');
    expect(screen.queryByText('Forged title')).toBeNull();
  });

  it('change the page when the editors’ app that frames it sends them', async () => {
    renderProject();
    await screen.findByRole('heading', { level: 1, name: 'Tbilisi Tower' });

    receive(EDITORS_APP, editorsApp, update('Typed, not yet saved'));
    expect(shownTitle()).toBe('Typed, not yet saved');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Typed, not yet saved' }),
    ).toBeInTheDocument();
  });

  it('turn inspector mode on only from the editors’ app, as the SDK’s own do', async () => {
    // The SDK's inspector measures the page's tagged elements (their size, whether they are
    // visible, what covers them), which jsdom does not lay out: stand-ins, restored afterwards.
    const { ResizeObserver: hadResizeObserver } = window;
    const { checkVisibility: hadCheckVisibility } = Element.prototype;
    const { elementFromPoint: hadElementFromPoint } = document;
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    Element.prototype.checkVisibility = () => true;
    document.elementFromPoint = () => null;
    const inspector = (isInspectorActive: boolean) => ({
      method: InspectorModeEventMethods.INSPECTOR_MODE_CHANGED,
      action: InspectorModeEventMethods.INSPECTOR_MODE_CHANGED,
      isInspectorActive,
    });
    try {
      renderProject();
      const title = await screen.findByRole('heading', { level: 1, name: 'Tbilisi Tower' });

      // Turned on by another window: a click on a tagged field does what it does on the page.
      receive(ELSEWHERE, otherWindow, inspector(true));
      expect(fireEvent.click(title)).toBe(true);
      expect(sent('TAGGED_FIELD_CLICKED')).toEqual([]);

      // Turned on by the app: the click leads to the field in the editor instead.
      receive(EDITORS_APP, editorsApp, inspector(true));
      expect(fireEvent.click(title)).toBe(false);
      expect(sent('TAGGED_FIELD_CLICKED')).toEqual([
        expect.objectContaining({ entryId: 'project-7', fieldId: 'title', locale: 'en-US' }),
      ]);
    } finally {
      receive(EDITORS_APP, editorsApp, inspector(false));
      window.ResizeObserver = hadResizeObserver;
      Element.prototype.checkVisibility = hadCheckVisibility;
      document.elementFromPoint = hadElementFromPoint;
    }
  });

  it('leave the page’s own messages to every listener, and no other window’s', () => {
    const heard = jest.fn();
    const listener = (event: MessageEvent<unknown>) => heard(event.data);
    window.addEventListener('message', listener);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: window.location.origin, source: window, data: 1 }),
      );
      window.dispatchEvent(
        new MessageEvent('message', { origin: ELSEWHERE, source: asWindow(otherWindow), data: 2 }),
      );
    });
    window.removeEventListener('message', listener);
    expect(heard.mock.calls).toEqual([[1]]);
  });
});
