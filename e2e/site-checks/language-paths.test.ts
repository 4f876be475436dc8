import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { within } from '@testing-library/dom';
import {
  expectDocumentIn,
  expectedHead,
  firstHeading,
  headAddresses,
  LANGUAGE_NAME,
  LANGUAGES,
  linksLeavingPath,
  onPath,
  OTHER,
  pageLinks,
  resolveRoute,
  ROUTE_PATTERNS,
  siteAddress,
  structuredData,
  structuredDataOffPath,
  TOGGLE_LABEL,
  type Language,
} from '../support/languagePathParts';
import { BROWSER_LIST } from '../support/languageVisitors';
import { SITE_URL } from '../support/ports';
import { plainDocument, plainRequest } from '../support/plainRequest';
import { hiddenInHtml, landmark, type ServerDocument } from '../support/serverDocument';

// Issue 54, a URL for each language (docs/product.md#language-paths), as the server's HTML says
// it: every route on `/ka/…` and `/en/…` answers in the path's language with its own head, and
// every link, the phone menu's and the language switch's included, keeps the path or names the
// page on the other one. What a browser without scripts shows and follows is this HTML; what the
// page's scripts change after hydration is checked in the browser (tests/every-route.spec.ts).

const answered = new Map<string, Promise<ServerDocument>>();

/**
 * The page at a language path as a browser without cookies or a list gets it, asked once: the
 * phone menu's checks and the switch's read the same page (jsdom's parse is most of a check's time).
 */
function pageAt(address: string): Promise<ServerDocument> {
  let page = answered.get(address);
  if (!page) {
    page = plainDocument(address, { follow: false });
    answered.set(address, page);
  }
  return page;
}

/**
 * The language disclosures of the server's page in `language` (the header's and the phone menu's):
 * each a `details` around the toggle, which a browser opens without scripts.
 */
function languageDisclosures(document: Document, language: Language): HTMLElement[] {
  const toggles = within(landmark(document, 'banner')).getAllByLabelText(TOGGLE_LABEL[language]);
  return toggles.map((toggle) => {
    const disclosure = toggle.parentElement;
    assert.equal(`${disclosure?.tagName} > ${toggle.tagName}`, 'DETAILS > SUMMARY');
    // A browser opens a disclosure with its first summary, unless the HTML hides it.
    assert.equal(disclosure?.querySelector(':scope > summary'), toggle);
    assert.equal(hiddenInHtml(toggle), false);
    return disclosure as HTMLElement;
  });
}

describe('every route on its language path', () => {
  for (const language of LANGUAGES) {
    for (const pattern of ROUTE_PATTERNS) {
      test(`${onPath(language, pattern)}: 200 in ${language}, its own head, every link on the path`, async () => {
        const route = await resolveRoute(pattern, language);
        // From a browser of the other language: the path, not the browser, says the language.
        const { status, document } = await plainDocument(onPath(language, route), {
          headers: { 'Accept-Language': BROWSER_LIST[OTHER[language]] },
          follow: false,
        });
        assert.equal(status, 200, 'answered at its own address');
        expectDocumentIn(document, language);
        // Its own canonical, both languages' alternates and the spec's address as x-default.
        assert.deepEqual(await headAddresses(document), expectedHead(route, language));
        // JSON-LD: the company's root (which leads each visitor to their language) or this
        // language's path; never the other language's, never a `?lang=`.
        assert.deepEqual(
          structuredDataOffPath(await structuredData(document), language),
          [],
          'JSON-LD names no page off this language path',
        );
        // Header (the phone menu's links are in it), main and footer.
        assert.notDeepEqual(await pageLinks(landmark(document, 'banner')), []);
        assert.notDeepEqual(await pageLinks(landmark(document, 'contentinfo')), []);
        assert.deepEqual(await linksLeavingPath(document.body, language), []);
      });
    }
  }
});

const OPEN_MENU = /^(Open menu|მენიუს გახსნა)$/;

describe('the phone menu keeps the path', () => {
  // The menu is in the server's HTML at every width, a popover its hamburger opens with no script
  // (html-first-toggles.spec.ts opens it in a browser): its links are read in that HTML.
  for (const language of LANGUAGES) {
    test(`on every route in ${language}`, async () => {
      const wrong: string[] = [];
      for (const pattern of ROUTE_PATTERNS) {
        const address = onPath(language, await resolveRoute(pattern, language));
        const { status, document } = await pageAt(address);
        assert.equal(status, 200, address);
        expectDocumentIn(document, language);
        const hamburger = within(landmark(document, 'banner')).getByRole('button', {
          name: OPEN_MENU,
          hidden: true,
        });
        // What makes a browser open the menu without scripts: a real, shown button that targets
        // the popover with an action that opens it (show or toggle, not hide).
        assert.deepEqual(
          {
            button: hamburger.tagName,
            hidden: hiddenInHtml(hamburger),
            opens: hamburger.getAttribute('popovertargetaction') !== 'hide',
          },
          { button: 'BUTTON', hidden: false, opens: true },
          address,
        );
        const menu = document.getElementById(hamburger.getAttribute('popovertarget') ?? '');
        assert.equal(
          menu?.matches('[popover][role="dialog"]'),
          true,
          `${address}: the hamburger opens the menu without scripts`,
        );
        const links = await pageLinks(menu as Element);
        if (links.length === 0) wrong.push(`${address}: no links`);
        for (const href of await linksLeavingPath(menu as Element, language)) {
          wrong.push(`${address}: ${href}`);
        }
      }
      assert.deepEqual(wrong, []);
    });
  }
});

describe('the switch on every route', () => {
  // The link a browser follows without scripts; a browser opening the switch and following it is
  // html-first-links.spec.ts's, a click that moves the page in place every-route.spec.ts's.
  for (const language of LANGUAGES) {
    const other = OTHER[language];
    for (const pattern of ROUTE_PATTERNS) {
      test(`${onPath(language, pattern)} → /${other}: its choice is a link to the page on the other path`, async () => {
        const route = await resolveRoute(pattern, language);
        const here = await pageAt(onPath(language, route));
        assert.equal(here.status, 200);
        expectDocumentIn(here.document, language);

        const choices = languageDisclosures(here.document, language).map((disclosure) =>
          within(disclosure).getByRole('link', { name: LANGUAGE_NAME[other], hidden: true }),
        );
        for (const choice of choices) {
          assert.equal(choice.getAttribute('href'), onPath(other, route));
          // Shown once the disclosure is open: nothing in the HTML hides it there.
          assert.equal(hiddenInHtml(choice), false);
        }

        // Answered there, with no redirect on the way.
        const there = await pageAt(choices[0]?.getAttribute('href') ?? '');
        assert.equal(there.status, 200);
        assert.equal(there.url, siteAddress(onPath(other, route)));
        expectDocumentIn(there.document, other);
        assert.notEqual(firstHeading(there.document), firstHeading(here.document));
      });
    }
  }
});

describe('the 404', () => {
  for (const language of LANGUAGES) {
    const other = OTHER[language];
    const address = `/${language}/nowhere`;
    test(`${address} is not found, in ${language}, its links on the path`, async () => {
      const { status, document, screen } = await plainDocument(address, { follow: false });
      assert.equal(status, 404);
      expectDocumentIn(document, language);
      const main = screen.getByRole('main', { hidden: true });
      assert.notDeepEqual(await pageLinks(main), []);
      assert.deepEqual(await linksLeavingPath(document.body, language), []);
      // Its switch leads to the same address on the other path.
      for (const disclosure of languageDisclosures(document, language)) {
        assert.equal(
          disclosure.querySelector(`a[hreflang="${other}"]`)?.getAttribute('href'),
          `/${other}/nowhere`,
        );
      }

      // On from it, in its language: the first link a visitor can follow (one the HTML hides is
      // none).
      const first = within(main)
        .getAllByRole('link', { hidden: true })
        .find((link) => !hiddenInHtml(link));
      const next = await plainDocument(first?.getAttribute('href') ?? '');
      assert.equal(next.status, 200);
      assert.match(next.url, new RegExp(`^${SITE_URL}/${language}/`));
      expectDocumentIn(next.document, language);
    });
  }
});

// Issue 65: a form posted to its page's address with a trailing slash is not lost to a redirect
// the browser would follow with a GET.
test('a form posted to a language path with a trailing slash is sent on as posted (308), then delivered', async () => {
  const form = {
    name: 'Nino',
    email: 'nino@example.com',
    message: 'Sent to an address with a slash',
  };
  const headers = { Origin: SITE_URL, 'Accept-Language': BROWSER_LIST.ka };
  for (const [posted, target] of [
    ['/ka/contact/', '/ka/contact'],
    ['/en/contact//?ref=footer', '/en/contact?ref=footer'],
  ] as const) {
    const moved = await plainRequest(posted, { method: 'POST', form, headers });
    assert.equal(moved.status, 308, `POST ${posted}`);
    assert.equal(moved.headers['location'], target, `POST ${posted}`);
    const sent = await plainRequest(target, { method: 'POST', form, headers });
    assert.equal(sent.status, 303, `POST ${target}`);
    assert.match(sent.headers['location'] ?? '', /#message-sent$/, `POST ${target}`);
  }
  // A page asked for with the slash still moves for good to the address without it.
  const page = await plainRequest('/ka/contact/');
  assert.equal(page.status, 301);
  assert.equal(page.headers['location'], '/ka/contact');
});

// Issue 65: the switch names the same page, never what else the address carried (a tracking tag
// followed starts a new visit in analytics; a preview's pass is a credential).
test('the language switch keeps of the address only the list parameters, in every language', async () => {
  for (const language of LANGUAGES) {
    const address = `/${language}/projects?utm_source=mail&page=2&preview_pass=1&status=completed&utm_medium=x`;
    const { status, text } = await plainRequest(address);
    assert.equal(status, 200, address);
    const choices = [...text.matchAll(/<a href="([^"]*)"[^>]*data-language-choice="([a-z]+)"/g)];
    assert.ok(choices.length >= 2, `${address}: the switch's links`);
    for (const [, href = '', choice = ''] of choices) {
      assert.equal(
        href.replaceAll('&amp;', '&'),
        `/${choice}/projects?page=2&status=completed`,
        address,
      );
    }
  }
});
