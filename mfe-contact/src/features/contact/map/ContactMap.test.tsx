import { act, fireEvent, screen } from '@testing-library/react';
import { resetSiteConfigForTests } from '@site/shared/config';
import { renderInLanguage } from '../../../test/renderInLanguage';
import { contactTexts } from '../contactTexts';
import { ContactMap, MAP_LOAD_TIMEOUT_MS } from './ContactMap';

const t = contactTexts.en;
const MAP_URL = 'https://maps.example.test/place';

function configure(mapEmbedUrl: string) {
  window.__SITE_CONFIG__ = { company: { mapEmbedUrl, mapUrl: MAP_URL } };
  resetSiteConfigForTests();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete window.__SITE_CONFIG__;
  resetSiteConfigForTests();
});

it('shows the embedded map with a link to the full map', () => {
  configure('https://maps.example.test/embed');
  renderInLanguage(<ContactMap />);
  expect(screen.getByTitle(t.map.title)).toHaveAttribute('src', 'https://maps.example.test/embed');
  expect(screen.getByRole('link', { name: new RegExp(t.map.open) })).toHaveAttribute(
    'href',
    MAP_URL,
  );
});

it('keeps a map that loaded', () => {
  configure('https://maps.example.test/embed');
  renderInLanguage(<ContactMap />);
  fireEvent.load(screen.getByTitle(t.map.title));
  act(() => jest.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS * 2));
  expect(screen.getByTitle(t.map.title)).toBeInTheDocument();
  expect(screen.queryByText(t.map.unavailable)).not.toBeInTheDocument();
});

it('puts a static link in place of a map that never loads', () => {
  configure('https://maps.example.test/embed');
  renderInLanguage(<ContactMap />);
  act(() => jest.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS));
  expect(screen.queryByTitle(t.map.title)).not.toBeInTheDocument();
  expect(screen.getByText(t.map.unavailable)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: new RegExp(t.map.open) })).toHaveAttribute(
    'href',
    MAP_URL,
  );
});
