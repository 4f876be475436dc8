import { isContractReloadLanding, leaveContractReload, takeContractReload } from './pageStart';

// The note a full page load for a refused remote leaves for the page it brings
// (docs/architecture.md#the-shared-contract): it stops a loop, and nothing else.

/** The history entry the router would be at: its state carries the entry's key. */
function at(address: string, key?: string) {
  window.history.replaceState(key === undefined ? null : { key, idx: 1 }, '', address);
}

/** The full load's new document: nothing taken yet, the note in storage as the old one left it. */
function newDocument() {
  delete window.siteContractReload;
  takeContractReload(window);
}

beforeEach(() => {
  delete window.siteContractReload;
  sessionStorage.clear();
});

describe('the note a full load for a refused remote leaves', () => {
  it('lets the page it brought know it, refusing again at its start: same address, entry, language', () => {
    at('/about?x=1', 'k2');
    expect(leaveContractReload('en')).toBe(true);
    newDocument();
    expect(isContractReloadLanding('en')).toBe(true);
    // Asked again in that page (a second widget), the answer holds until the visitor moves.
    expect(isContractReloadLanding('en')).toBe(true);
  });

  it('is cleared from storage as that page starts: no later page finds it', () => {
    at('/about', 'k2');
    leaveContractReload('en');
    newDocument();
    expect(sessionStorage.length).toBe(0);
    // The page after that one, at the same address and entry (the visitor reloads it).
    newDocument();
    expect(isContractReloadLanding('en')).toBe(false);
  });

  it.each([
    ['another address (a link followed)', () => at('/services', 'k2'), 'en'],
    [
      'another history entry at the same address (the link to it again)',
      () => at('/about', 'k3'),
      'en',
    ],
    ['another language', () => undefined, 'ka'],
  ])('does not hold for %s', (_, move, language) => {
    at('/about', 'k2');
    leaveContractReload('en');
    newDocument();
    move();
    expect(isContractReloadLanding(language)).toBe(false);
  });

  it('is gone once the visitor goes Back or Forward, even to the entry it was left for', () => {
    at('/about', 'k2');
    leaveContractReload('en');
    newDocument();
    at('/contact', 'k3');
    window.dispatchEvent(new PopStateEvent('popstate'));
    at('/about', 'k2');
    expect(isContractReloadLanding('en')).toBe(false);
  });

  it('is gone when the page is shown again from the back/forward cache, not at its first showing', () => {
    at('/about', 'k2');
    leaveContractReload('en');
    newDocument();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(isContractReloadLanding('en')).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(isContractReloadLanding('en')).toBe(false);
  });

  it('is taken at the first question when the page did not take it at its start', () => {
    at('/about');
    leaveContractReload('en');
    delete window.siteContractReload;
    expect(isContractReloadLanding('en')).toBe(true);
    expect(sessionStorage.length).toBe(0);
  });

  it('holds for nothing when the page was not brought by such a load, or the note is not one', () => {
    at('/about', 'k2');
    newDocument();
    expect(isContractReloadLanding('en')).toBe(false);
    sessionStorage.setItem('contract-reload', '{"address":"/about"');
    newDocument();
    expect(isContractReloadLanding('en')).toBe(false);
    sessionStorage.setItem('contract-reload', JSON.stringify({ address: '/about', entry: 2 }));
    newDocument();
    expect(isContractReloadLanding('en')).toBe(false);
  });

  it('says so when storage refuses the note', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    try {
      expect(leaveContractReload('en')).toBe(false);
    } finally {
      jest.restoreAllMocks();
    }
  });
});
