import { act, renderHook } from '@testing-library/react';
import { useCarouselTrack } from './useCarouselTrack';

/** A track of `slides` slides, each `width` px wide, one in view (jsdom has no layout). */
function makeTrack(slides: number, width = 300) {
  const track = document.createElement('div');
  for (let i = 0; i < slides; i++) track.append(document.createElement('div'));
  let left = 0;
  Object.defineProperty(track, 'scrollLeft', { get: () => left, set: (value: number) => (left = value), configurable: true });
  Object.defineProperty(track, 'clientWidth', { value: width, configurable: true });
  Object.defineProperty(track, 'scrollWidth', { value: slides * width, configurable: true });
  const scrollTo = jest.fn();
  track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return { track, scrollTo };
}

const renderTrack = (track: HTMLElement) => {
  const ref = { current: track };
  return renderHook(() => useCarouselTrack(ref));
};

function scrollTrack(track: HTMLElement, left: number) {
  act(() => {
    track.scrollLeft = left;
    track.dispatchEvent(new Event('scroll'));
  });
}

describe('useCarouselTrack', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<typeof window>).matchMedia;
    delete (window as Partial<typeof window>).ResizeObserver;
  });

  it('starts on the first slide at the start edge, then measures on the first frame', () => {
    jest.useFakeTimers();
    const { track } = makeTrack(3);
    track.scrollLeft = 600;
    const { result } = renderTrack(track);
    expect(result.current).toMatchObject({ index: 0, start: true, end: false });
    act(() => {
      jest.advanceTimersByTime(20);
    });
    expect(result.current).toMatchObject({ index: 2, start: false, end: true });
  });

  it('follows the scroll: the slide in view and the edges', () => {
    const { track } = makeTrack(3);
    const { result } = renderTrack(track);
    scrollTrack(track, 310);
    expect(result.current).toMatchObject({ index: 1, start: false, end: false });
    scrollTrack(track, 599);
    expect(result.current).toMatchObject({ index: 2, start: false, end: true });
    scrollTrack(track, 1);
    expect(result.current).toMatchObject({ index: 0, start: true, end: false });
  });

  it('keeps the slide in view while the track has no width', () => {
    const { track } = makeTrack(3);
    const { result } = renderTrack(track);
    scrollTrack(track, 300);
    Object.defineProperty(track, 'clientWidth', { value: 0, configurable: true });
    scrollTrack(track, 300);
    expect(result.current.index).toBe(1);
  });

  it('measures again on resize, and stops listening when unmounted', () => {
    let onResize: () => void = () => {};
    const disconnect = jest.fn();
    window.ResizeObserver = jest.fn().mockImplementation((callback: () => void) => {
      onResize = callback;
      return { observe: jest.fn(), disconnect };
    });
    const { track } = makeTrack(4);
    const { result, unmount } = renderTrack(track);
    track.scrollLeft = 900;
    act(() => onResize());
    expect(result.current).toMatchObject({ index: 3, start: false, end: true });
    const removeListener = jest.spyOn(track, 'removeEventListener');
    unmount();
    expect(disconnect).toHaveBeenCalled();
    expect(removeListener).toHaveBeenCalledWith('scroll', expect.any(Function));
  });

  it('goes to a slide, clamped to the track, smoothly', () => {
    const { track, scrollTo } = makeTrack(3);
    const { result } = renderTrack(track);
    let reached = -1;
    act(() => {
      reached = result.current.goTo(5);
    });
    expect(reached).toBe(2);
    expect(result.current.index).toBe(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' });
    act(() => {
      reached = result.current.goTo(-1);
    });
    expect(reached).toBe(0);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the user prefers reduced motion', () => {
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }));
    const { track, scrollTo } = makeTrack(3);
    const { result } = renderTrack(track);
    act(() => {
      result.current.goTo(1);
    });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: 'auto' });
  });

  it('pages by 90% of the width, with moves that stay the same across renders', () => {
    const { track, scrollTo } = makeTrack(6, 500);
    const { result, rerender } = renderTrack(track);
    const { goTo, page } = result.current;
    track.scrollLeft = 100;
    result.current.page(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 550, behavior: 'smooth' });
    result.current.page(-1);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: -350, behavior: 'smooth' });
    rerender();
    expect(result.current.goTo).toBe(goTo);
    expect(result.current.page).toBe(page);
  });
});
