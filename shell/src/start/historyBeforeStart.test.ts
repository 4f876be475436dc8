import { announceShellStarted, loadAddressOnHistoryMove } from './historyBeforeStart';

/** A window whose address the test moves, as Back and Forward within one document do. */
function fakeWindow(address: string) {
  const target = new EventTarget();
  const [pathname = '', search = ''] = address.split(/(?=\?)/);
  const location = { pathname, search, hash: '', reload: jest.fn() };
  const win = Object.assign(target, { location }) as unknown as Window;
  const moveTo = (to: string) => {
    const [path = '', query = ''] = to.split('#')[0]?.split(/(?=\?)/) ?? [];
    location.pathname = path;
    location.search = query;
    location.hash = to.includes('#') ? `#${to.split('#')[1]}` : '';
    win.dispatchEvent(new Event('popstate'));
  };
  return { win, location, moveTo };
}

describe('Back and Forward before the application runs', () => {
  it('loads the address the history moved to: the page is the server’s markup of another', () => {
    const { win, location, moveTo } = fakeWindow('/ka/projects/tower');
    loadAddressOnHistoryMove(win);
    moveTo('/en/projects/tower');
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a move within the page to the browser', () => {
    const { win, location, moveTo } = fakeWindow('/en/about?utm_source=x');
    loadAddressOnHistoryMove(win);
    moveTo('/en/about?utm_source=x#team');
    expect(location.reload).not.toHaveBeenCalled();
    moveTo('/en/about?utm_source=y');
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('loads the address at once when the history moved before it ran (a deferred script)', () => {
    const { win, location } = fakeWindow('/en/projects/tower');
    Object.assign(win, {
      performance: {
        getEntriesByType: () => [{ name: 'http://localhost:8080/ka/projects/tower' }],
      },
    });
    loadAddressOnHistoryMove(win);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves every move to the application’s router once it has started', () => {
    const { win, location, moveTo } = fakeWindow('/en/projects');
    loadAddressOnHistoryMove(win);
    announceShellStarted(win);
    moveTo('/en/projects?page=2');
    expect(location.reload).not.toHaveBeenCalled();
  });
});
