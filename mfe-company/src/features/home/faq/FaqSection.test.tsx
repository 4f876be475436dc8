import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { renderInSite } from '@site/shared/testing';
import { faqTexts } from './faqTexts';
import { FaqItem } from './FaqItem';
import { FaqSection } from './FaqSection';

const items = faqTexts.en.faq.items;
const question = (index: number) => items[index]?.question ?? 'missing';
const answer = (index: number) => items[index]?.answer ?? 'missing';

/** An item's control: the summary holding its question's heading. */
function summaryOf(text: string): HTMLElement {
  const summary = screen.getByRole('heading', { level: 3, name: text }).closest('summary');
  if (!summary) throw new Error(`no summary around "${text}"`);
  return summary;
}

/** The item (its details element, role group) that a question opens. */
function itemOf(text: string): HTMLElement {
  const item = screen.getAllByRole('group').find((group) => group.contains(summaryOf(text)));
  if (!item) throw new Error(`no item for "${text}"`);
  return item;
}

describe('FaqSection', () => {
  it('lists five questions as headings, each a closed native disclosure', () => {
    renderInSite(<FaqSection />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(
      items.map((item) => item.question),
    );
    for (const [index, item] of items.entries()) {
      expect(itemOf(question(index)).tagName).toBe('DETAILS');
      expect(itemOf(question(index))).not.toHaveAttribute('open');
      expect(screen.getByText(item.answer)).not.toBeVisible();
      // The browser gives a summary its expanded state; ARIA in HTML allows no aria-expanded on it.
      expect(summaryOf(question(index))).not.toHaveAttribute('aria-expanded');
    }
  });

  it('opens and closes items independently, several at once', async () => {
    const user = userEvent.setup();
    renderInSite(<FaqSection />);

    await user.click(summaryOf(question(0)));
    await user.click(summaryOf(question(2)));
    expect(itemOf(question(0))).toHaveAttribute('open');
    expect(itemOf(question(1))).not.toHaveAttribute('open');
    expect(itemOf(question(2))).toHaveAttribute('open');
    expect(screen.getByText(answer(0))).toBeVisible();
    expect(screen.getByText(answer(2))).toBeVisible();
    expect(screen.getByText(answer(1))).not.toBeVisible();

    await user.click(summaryOf(question(0)));
    expect(itemOf(question(0))).not.toHaveAttribute('open');
    expect(screen.getByText(answer(0))).not.toBeVisible();
    expect(screen.getByText(answer(2))).toBeVisible();
  });

  it('is reachable from the keyboard, each question in turn', async () => {
    // Enter and Space on a summary are the browser's own (jsdom and user-event have neither): the
    // end-to-end tests press them (e2e/tests/html-first-toggles.spec.ts).
    const user = userEvent.setup();
    renderInSite(<FaqSection />);
    for (const [index] of items.entries()) {
      await user.tab();
      expect(summaryOf(question(index))).toHaveFocus();
    }
  });

  it('cites NFPA, EN and ISO in both languages', () => {
    for (const language of ['en', 'ka'] as const) {
      const answers = faqTexts[language].faq.items.map((item) => item.answer).join(' ');
      expect(answers).toMatch(/NFPA/);
      expect(answers).toMatch(/\bEN \d/);
      expect(answers).toMatch(/ISO/);
    }
  });

  it('shows the Georgian questions in Georgian', () => {
    renderInSite(<FaqSection />, { language: 'ka' });
    const section = screen.getByRole('region', { name: 'ხშირად დასმული კითხვები' });
    expect(within(section).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
      faqTexts.ka.faq.items[0]?.question ?? 'missing',
    );
  });
});

describe('FaqItem after server rendering', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('stays open when the visitor opened it before hydration, without a mismatch', async () => {
    const item = (
      <ul>
        <FaqItem question="Why?" answer="Because." />
      </ul>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(item);
    document.body.append(container);
    expect(screen.getByText('Because.')).not.toBeVisible();
    // Opened by the visitor while the scripts were still on their way.
    await userEvent.click(summaryOf('Why?'));
    expect(screen.getByText('Because.')).toBeVisible();

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    try {
      await act(async () => {
        root = hydrateRoot(container, item, {
          onRecoverableError: (error) => recoverable.push(error),
        });
      });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(recoverable).toEqual([]);
    expect(itemOf('Why?')).toHaveAttribute('open');
    expect(screen.getByText('Because.')).toBeVisible();
    // And it is still the visitor's to close.
    await userEvent.click(summaryOf('Why?'));
    expect(screen.getByText('Because.')).not.toBeVisible();
  });
});
