import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '@site/shared/testing';
import { faqTexts } from './faqTexts';
import { FaqSection } from './FaqSection';

describe('FaqSection', () => {
  it('lists five questions, all closed, each button controlling its own answer', () => {
    renderInSite(<FaqSection />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(5);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
  });

  it('opens and closes items independently, several at once', async () => {
    const user = userEvent.setup();
    renderInSite(<FaqSection />);
    const [first, second, third] = faqTexts.en.faq.items;
    const button = (question = '') => screen.getByRole('button', { name: question });

    await user.click(button(first?.question));
    await user.click(button(third?.question));
    expect(button(first?.question)).toHaveAttribute('aria-expanded', 'true');
    expect(button(second?.question)).toHaveAttribute('aria-expanded', 'false');
    expect(button(third?.question)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(first?.answer ?? '')).toBeVisible();
    expect(screen.getByText(third?.answer ?? '')).toBeVisible();
    expect(screen.queryByText(second?.answer ?? '')).not.toBeVisible();

    await user.click(button(first?.question));
    expect(button(first?.question)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(first?.answer ?? '')).not.toBeVisible();
    expect(button(third?.question)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(third?.answer ?? '')).toBeVisible();
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    renderInSite(<FaqSection />);
    await user.tab();
    await user.keyboard('{Enter}');
    const [firstButton] = screen.getAllByRole('button');
    expect(firstButton).toHaveFocus();
    expect(firstButton).toHaveAttribute('aria-expanded', 'true');
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
    expect(within(section).getAllByRole('button')[0]).toHaveTextContent(
      faqTexts.ka.faq.items[0]?.question ?? 'missing',
    );
  });
});
