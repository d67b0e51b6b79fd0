import { act, fireEvent, screen, within } from '@testing-library/react';
import { RoomPhotos } from '@/components/rooms/room-photos';
import { getRoom, roomSlides } from '@/content/rooms';
import { renderWithIntl } from '../utils/intl';

const room = getRoom('sorrento', 'deluxe-room-sea-view')!;

function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    }),
  });
}

const renderSlideshow = () => renderWithIntl(<RoomPhotos images={roomSlides(room)} label="Photos of Deluxe Room Sea View" />);

/** Which image is showing: the thumbnail marked current (1-based), and the one visible slide. */
function shown(): number {
  const thumbs = within(screen.getByRole('group', { name: 'Choose an image' })).getAllByRole('button');
  const current = thumbs.findIndex((b) => b.getAttribute('aria-current') === 'true');
  const visible = screen.getAllByRole('group', { name: /^Image \d of 3$/ });
  expect(visible).toHaveLength(1); // hidden slides are aria-hidden
  expect(visible[0]).toHaveAccessibleName(`Image ${current + 1} of 3`);
  return current + 1;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('RoomSlideshow', () => {
  it('advances every 5000 ms and wraps around', () => {
    renderSlideshow();
    expect(shown()).toBe(1);
    advance(4999);
    expect(shown()).toBe(1);
    advance(1);
    expect(shown()).toBe(2);
    advance(5000);
    expect(shown()).toBe(3);
    advance(5000);
    expect(shown()).toBe(1);
  });

  it('previous and next wrap at the ends', () => {
    renderSlideshow();
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shown()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe(2);
  });

  it('thumbnails and dots select an image', () => {
    renderSlideshow();
    fireEvent.click(screen.getByRole('button', { name: /^Image 3 of 3:/ }));
    expect(shown()).toBe(3);
    fireEvent.click(screen.getAllByTestId('slideshow-dot')[1]!);
    expect(shown()).toBe(2);
  });

  it('restarts the 5000 ms wait after any manual change', () => {
    renderSlideshow();
    advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    fireEvent.pointerLeave(screen.getByTestId('slideshow-main'));
    expect(shown()).toBe(2);
    advance(4000);
    expect(shown()).toBe(2);
    advance(1000);
    expect(shown()).toBe(3);
    // Choosing the image already shown also restarts the wait.
    advance(3000);
    fireEvent.click(screen.getByRole('button', { name: /^Image 3 of 3:/ }));
    advance(3000);
    expect(shown()).toBe(3);
    advance(2000);
    expect(shown()).toBe(1);
  });

  it('pauses while the pointer is over the main image and resumes when it leaves', () => {
    renderSlideshow();
    const main = screen.getByTestId('slideshow-main');
    advance(3000);
    fireEvent.pointerEnter(main);
    advance(20_000);
    expect(shown()).toBe(1);
    fireEvent.pointerLeave(main);
    advance(4999);
    expect(shown()).toBe(1);
    advance(1);
    expect(shown()).toBe(2);
  });

  it('pauses while keyboard focus is inside the main image', () => {
    renderSlideshow();
    const next = screen.getByRole('button', { name: 'Next image' });
    act(() => next.focus());
    advance(20_000);
    expect(shown()).toBe(1);
    act(() => next.blur());
    advance(5000);
    expect(shown()).toBe(2);
  });

  it('works with the arrow keys, Home and End', () => {
    renderSlideshow();
    const slideshow = screen.getByRole('region', { name: 'Photos of Deluxe Room Sea View' });
    fireEvent.keyDown(slideshow, { key: 'ArrowRight' });
    expect(shown()).toBe(2);
    fireEvent.keyDown(slideshow, { key: 'ArrowLeft' });
    fireEvent.keyDown(slideshow, { key: 'ArrowLeft' });
    expect(shown()).toBe(3);
    fireEvent.keyDown(slideshow, { key: 'Home' });
    expect(shown()).toBe(1);
    fireEvent.keyDown(slideshow, { key: 'End' });
    expect(shown()).toBe(3);
  });

  it('moves keyboard focus along the thumbnails with the arrow keys', () => {
    renderSlideshow();
    const thumbs = within(screen.getByRole('group', { name: 'Choose an image' })).getAllByRole('button');
    act(() => thumbs[0]!.focus());
    fireEvent.keyDown(thumbs[0]!, { key: 'ArrowRight' });
    expect(shown()).toBe(2);
    expect(thumbs[1]).toHaveFocus();
  });

  it('has a pause button that stops and restarts the rotation', () => {
    renderSlideshow();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.pointerLeave(screen.getByTestId('slideshow-main'));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance(20_000);
    expect(shown()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance(5000);
    expect(shown()).toBe(2);
  });

  it('never advances by itself under reduced motion, but still responds to the controls', () => {
    setReducedMotion(true);
    renderSlideshow();
    advance(30_000);
    expect(shown()).toBe(1);
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe(2);
    advance(30_000);
    expect(shown()).toBe(2);
  });

  it('labels everything in Vietnamese', () => {
    renderWithIntl(<RoomPhotos images={roomSlides(room)} label="Hình ảnh phòng" />, { language: 'vi' });
    expect(screen.getByRole('button', { name: 'Ảnh trước' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ảnh tiếp theo' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Chọn ảnh' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ảnh 1/3' })).toBeInTheDocument();
  });

  it("leaves the connection to the hero's picture (the room's first, not in the slideshow): every slide and thumbnail is fetched at low priority", () => {
    const { container } = renderSlideshow();
    const slides = [...container.querySelectorAll('[data-testid="slideshow-main"] img')];
    expect(slides.map((img) => img.getAttribute('fetchpriority'))).toEqual(['low', 'low', 'low']);
    const thumbs = [...screen.getByRole('group', { name: 'Choose an image' }).querySelectorAll('img')];
    expect(thumbs.map((img) => img.getAttribute('fetchpriority'))).toEqual(['low', 'low', 'low']);
  });
});
