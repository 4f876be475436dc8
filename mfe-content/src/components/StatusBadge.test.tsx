import { screen } from '@testing-library/react';
import type { Language } from '@site/shared/i18n';
import { expectCompleteTexts, renderInSite } from '@site/shared/testing';
import { StatusBadge, statusTone } from './StatusBadge';
import { statusBadgeTexts } from './statusBadgeTexts';

function renderBadge(status: string, language: Language = 'en') {
  renderInSite(<StatusBadge status={status} />, { language });
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
    expectCompleteTexts(statusBadgeTexts);
  });
});
