import { act, screen } from '@testing-library/react';
import { renderInSite } from '@site/shared/testing';
import { StartupGate } from './StartupGate';

describe('StartupGate', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a full-screen Loading... in English for at least 50 ms, then the site', () => {
    renderInSite(
      <StartupGate>
        <p>Site</p>
      </StartupGate>,
      { language: 'ka', ready: false, minimumLoadingMs: 50 },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Site')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(49));
    expect(screen.queryByText('Site')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Site')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ka');
  });
});
