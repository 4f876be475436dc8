import { act, fireEvent, screen } from '@testing-library/react';
import { resetSiteConfigForTests } from '@site/shared/config';
import { controlledView, type ControlledView } from '@site/shared/testing';
import { renderInLanguage } from '../../../test/renderInLanguage';
import { contactTexts } from '../contactTexts';
import { ContactMap, MAP_LOAD_TIMEOUT_MS } from './ContactMap';

const t = contactTexts.en;
const MAP_URL = 'https://maps.example.test/place';

function configure(mapEmbedUrl: string) {
  window.__SITE_CONFIG__ = { company: { mapEmbedUrl, mapUrl: MAP_URL } };
  resetSiteConfigForTests();
}

// Whether the map is in view is the test's to say.
let view: ControlledView;
const reportVisible = (visible: boolean) => act(() => view.report(visible));

beforeEach(() => {
  jest.useFakeTimers();
  view = controlledView();
});
afterEach(() => {
  jest.useRealTimers();
  view.restore();
  delete window.__SITE_CONFIG__;
  resetSiteConfigForTests();
});

it('shows the embedded map with a link to the full map', () => {
  configure('https://maps.example.test/embed');
  renderInLanguage(<ContactMap />);
  reportVisible(true);
  expect(screen.getByTitle(t.map.title)).toHaveAttribute('src', 'https://maps.example.test/embed');
  expect(screen.getByRole('link', { name: new RegExp(t.map.open) })).toHaveAttribute(
    'href',
    MAP_URL,
  );
  expect(screen.getByText(t.map.unavailable)).not.toBeVisible();
});

it('keeps a map that loaded', () => {
  configure('https://maps.example.test/embed');
  renderInLanguage(<ContactMap />);
  reportVisible(true);
  fireEvent.load(screen.getByTitle(t.map.title));
  act(() => jest.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS * 2));
  expect(screen.getByTitle(t.map.title)).toBeVisible();
  expect(screen.getByText(t.map.unavailable)).not.toBeVisible();
});

it('puts a message in the place of a map that never loads, and keeps the link', () => {
  configure('https://maps.example.test/embed');
  renderInLanguage(<ContactMap />);
  reportVisible(true);
  act(() => jest.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS));
  expect(screen.getByTitle(t.map.title)).not.toBeVisible();
  expect(screen.getByText(t.map.unavailable)).toBeVisible();
  expect(screen.getByRole('link', { name: new RegExp(t.map.open) })).toHaveAttribute(
    'href',
    MAP_URL,
  );
});

it('gives the frame its address when it comes near the viewport, and only then starts its time-out', () => {
  configure('https://maps.example.test/embed');
  renderInLanguage(<ContactMap />);
  // Far below: its place is held, nothing is asked for, and it is not given up on.
  expect(screen.getByTitle(t.map.title)).not.toHaveAttribute('src');
  act(() => jest.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS * 2));
  expect(screen.getByText(t.map.unavailable)).not.toBeVisible();

  reportVisible(true);
  expect(screen.getByTitle(t.map.title)).toHaveAttribute('src', 'https://maps.example.test/embed');
  act(() => jest.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS - 1));
  expect(screen.getByTitle(t.map.title)).toBeVisible();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText(t.map.unavailable)).toBeVisible();
});
