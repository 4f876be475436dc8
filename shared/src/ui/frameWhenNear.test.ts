import { screen } from '@testing-library/dom';
import { controlledView, type ControlledView } from '@site/shared/testing';
import { FRAME_STATE, loadFrameWhenNear, loadFramesWhenNear } from './frameWhenNear';

/** A frame holder as the server's page has it. */
function drawHolder(timeoutMs = 1000) {
  document.body.innerHTML = `
    <figure data-frame-when-near="${timeoutMs}">
      <iframe title="Map" data-frame-src="https://maps.example.test/embed"></iframe>
      <p data-frame-fallback hidden>The map is unavailable</p>
    </figure>`;
  return document.querySelector('figure')!;
}

const frame = () => screen.getByTitle('Map');

describe('loadFrameWhenNear', () => {
  let view: ControlledView;
  beforeEach(() => {
    jest.useFakeTimers();
    view = controlledView();
  });
  afterEach(() => {
    view.restore();
    jest.useRealTimers();
  });

  it('asks for nothing until the frame comes near, then gives it its address once', () => {
    const holder = drawHolder();
    loadFramesWhenNear();
    expect(frame()).not.toHaveAttribute('src');
    view.report(true);
    expect(frame()).toHaveAttribute('src', 'https://maps.example.test/embed');
    expect(holder).toHaveAttribute(FRAME_STATE, 'asked');
  });

  it('leaves a frame another call started alone: the start script, then the hydrated component', () => {
    const holder = drawHolder();
    const stopStart = loadFrameWhenNear(holder);
    const stopComponent = loadFrameWhenNear(holder);
    view.report(true);
    frame().dispatchEvent(new Event('load'));
    // The component unmounts: the frame the start script asked for keeps its state.
    stopComponent();
    jest.advanceTimersByTime(5000);
    expect(holder).toHaveAttribute(FRAME_STATE, 'loaded');
    expect(screen.getByText('The map is unavailable')).not.toBeVisible();
    stopStart();
    // Started already: a later call (the component drawn again) asks for nothing again.
    frame().removeAttribute('src');
    loadFrameWhenNear(holder);
    view.report(true);
    expect(frame()).not.toHaveAttribute('src');
    expect(holder).toHaveAttribute(FRAME_STATE, 'loaded');
  });

  it('shows the fallback in place of a frame not loaded within the time-out', () => {
    const holder = drawHolder(1000);
    loadFrameWhenNear(holder);
    view.report(true);
    jest.advanceTimersByTime(999);
    expect(frame()).toBeVisible();
    jest.advanceTimersByTime(1);
    expect(holder).toHaveAttribute(FRAME_STATE, 'failed');
    expect(frame()).not.toBeVisible();
    expect(screen.getByText('The map is unavailable')).toBeVisible();
    // A load after the time-out (a host that answered at last) does not bring it back.
    frame().dispatchEvent(new Event('load'));
    expect(holder).toHaveAttribute(FRAME_STATE, 'failed');
  });

  it('stops watching when asked to, before the frame came near', () => {
    drawHolder();
    const stop = loadFrameWhenNear(document.querySelector('figure')!);
    stop();
    view.report(true);
    expect(frame()).not.toHaveAttribute('src');
  });
});
