import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { LanguageProvider } from './LanguageProvider';
import { useLanguage } from './useLanguage';

function Probe() {
  const { language, ready, setLanguage } = useLanguage();
  return (
    <div>
      <p>
        {language} {ready ? 'ready' : 'loading'}
      </p>
      <button type="button" onClick={() => setLanguage('ka')}>
        choose ka
      </button>
      <button type="button" onClick={() => setLanguage('ka', { manual: false })}>
        accept ka
      </button>
    </div>
  );
}

function renderProvider(detect: () => 'ka' | 'en', minimumLoadingMs = 50) {
  return render(
    <JotaiProvider>
      <LanguageProvider detect={detect} minimumLoadingMs={minimumLoadingMs}>
        <Probe />
      </LanguageProvider>
    </JotaiProvider>,
  );
}

describe('LanguageProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('starts in English and not ready, then switches to the detected language after 50 ms', () => {
    renderProvider(() => 'ka');
    expect(screen.getByText('en loading')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(49));
    expect(screen.getByText('en loading')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('ka ready')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ka');
  });

  it('stores the chosen language with the manually-set flag', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderProvider(() => 'en');
    act(() => jest.advanceTimersByTime(50));
    expect(document.documentElement.lang).toBe('en');
    await user.click(screen.getByRole('button', { name: 'choose ka' }));
    expect(screen.getByText('ka ready')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ka');
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('languageSetManually')).toBe('true');
  });

  it('stores a language without the manually-set flag when asked to', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderProvider(() => 'en');
    act(() => jest.advanceTimersByTime(50));
    await user.click(screen.getByRole('button', { name: 'accept ka' }));
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('languageSetManually')).toBeNull();
  });
});

describe('useLanguage', () => {
  it('throws outside a LanguageProvider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useLanguage())).toThrow(
      'useLanguage must be used within a LanguageProvider',
    );
    error.mockRestore();
  });

  it('returns the context inside the provider', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <JotaiProvider>
        <LanguageProvider detect={() => 'en'}>{children}</LanguageProvider>
      </JotaiProvider>
    );
    const { result } = renderHook(() => useLanguage(), { wrapper });
    expect(result.current.language).toBe('en');
    expect(typeof result.current.setLanguage).toBe('function');
  });
});
