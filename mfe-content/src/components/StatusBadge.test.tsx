import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { languageAtom } from '@site/shared/language';
import type { Language } from '@site/shared/i18n';
import { missingKeys, emptyTexts } from '@site/shared/i18n';
import { StatusBadge, statusTone } from './StatusBadge';
import { statusBadgeTexts } from './statusBadgeTexts';

function renderBadge(status: string, language: Language = 'en') {
  const store = createStore();
  store.set(languageAtom, language);
  render(
    <Provider store={store}>
      <StatusBadge status={status} />
    </Provider>,
  );
}

describe('StatusBadge', () => {
  it.each([
    ['ongoing', 'ongoing'],
    ['completed', 'completed'],
    ['Completed ', 'completed'],
    ['planned', 'other'],
    ['', 'other'],
  ])('gives %j the %s tone', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('labels ongoing amber and completed green in English', () => {
    renderBadge('ongoing');
    expect(screen.getByText('Ongoing')).toHaveClass('ongoing');
    renderBadge('completed');
    expect(screen.getByText('Completed')).toHaveClass('completed');
  });

  it('labels them in Georgian', () => {
    renderBadge('ongoing', 'ka');
    expect(screen.getByText('მიმდინარე')).toHaveClass('ongoing');
    renderBadge('completed', 'ka');
    expect(screen.getByText('დასრულებული')).toHaveClass('completed');
  });

  it('shows any other status blue by its capitalized name', () => {
    renderBadge('on hold');
    expect(screen.getByText('On hold')).toHaveClass('other');
  });

  it('falls back to a localized generic label when the status is empty', () => {
    renderBadge('  ', 'ka');
    expect(screen.getByText(statusBadgeTexts.ka.unknown)).toHaveClass('other');
  });

  it('has a complete catalogue', () => {
    expect(missingKeys(statusBadgeTexts)).toEqual([]);
    expect(emptyTexts(statusBadgeTexts.en)).toEqual([]);
    expect(emptyTexts(statusBadgeTexts.ka)).toEqual([]);
  });
});
