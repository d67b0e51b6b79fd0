import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { GalleryBrowser } from '@/components/gallery/gallery-browser';
import { GALLERY_IMAGES, galleryItems, type GalleryImage } from '@/lib/gallery-images';
import { catalogues } from '../utils/intl';
import { renderWithIntl } from '../utils/intl';
import { MockIntersectionObserver } from '../utils/intersection-observer';

/**
 * A controlled manifest: 15 hotel, 10 dining, 8 amenities and 7 explore pictures (40), plus a hero
 * and an avatar that the gallery must leave out. Titles and alt text in both languages.
 */
jest.mock('@/content/images', () => {
  const counts = { hotel: 15, dining: 10, amenities: 8, explore: 7 } as const;
  const card = (category: string, n: number) => ({
    id: `${category}-${n}`,
    kind: 'card',
    category,
    alt: { en: `Alt ${category} ${n}`, vi: `Ảnh ${category} ${n}` },
    title: { en: `Title ${category} ${n}`, vi: `Tiêu đề ${category} ${n}` },
    width: 1200,
    height: 900,
    widths: [480, 800, 1200],
    hasAvif: false,
  });
  const allImages = [
    ...Object.entries(counts).flatMap(([category, count]) => Array.from({ length: count }, (_, i) => card(category, i + 1))),
    { ...card('explore', 99), id: 'gallery-hero', kind: 'hero' },
    { ...card('people', 1), id: 'avatar-1', kind: 'avatar' },
  ];
  const byId = new Map(allImages.map((image) => [image.id, image]));
  const getImage = (id: string) => {
    const image = byId.get(id);
    if (!image) throw new Error(`unknown image ${id}`);
    return image;
  };
  return {
    allImages,
    getImage,
    imageSrc: (id: string, w: number) => `/images/${id}-${w}.webp`,
    imageSrcSet: (id: string, f: string) =>
      getImage(id)
        .widths.map((w: number) => `/images/${id}-${w}.${f} ${w}w`)
        .join(', '),
    ogImage: (id: string) => `/images/og/${id}.jpg`,
    pictureOf: (id: string, language: 'en' | 'vi') => {
      const image = getImage(id);
      return { id, widths: image.widths, width: image.width, height: image.height, avif: false, portraitWidths: [], alt: image.alt[language] };
    },
  };
});

/** The sentinel comes within the root margin. */
function scrollNearSentinel() {
  const [observer] = MockIntersectionObserver.live();
  if (!observer) throw new Error('no live observer');
  const [target] = [...observer.targets];
  act(() => observer.show(target!));
}

beforeAll(() => {
  // jsdom has no PointerEvent: a MouseEvent carries the coordinates a swipe needs.
  if (!('PointerEvent' in window)) {
    (window as unknown as { PointerEvent: unknown }).PointerEvent = class PointerEvent extends MouseEvent {};
  }
  // jsdom lacks the modal dialog API: open/close toggle the attribute, close fires "close".
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  MockIntersectionObserver.install();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  document.body.removeAttribute('style');
});

afterEach(() => {
  scrollTo.mockRestore();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

const thumbnails = () => within(screen.getByRole('list')).getAllByRole('button');
const dialog = () => document.querySelector('dialog') as HTMLDialogElement;
const filterButton = (name: string) => within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name });

describe('gallery content', () => {
  it('takes the card artworks of the four categories, mixed for "all", never heroes or avatars', () => {
    expect(GALLERY_IMAGES).toHaveLength(40);
    expect(GALLERY_IMAGES.map((i) => i.id)).not.toContain('gallery-hero');
    expect(GALLERY_IMAGES.map((i) => i.id)).not.toContain('avatar-1');
    expect(GALLERY_IMAGES.slice(0, 4).map((i) => i.category)).toEqual(['hotel', 'dining', 'amenities', 'explore']);
  });
});

describe('GalleryBrowser', () => {
  it.each([
    ['en', 'Alt', 'Title', 'Showing 12 of 40 images'],
    ['vi', 'Ảnh', 'Tiêu đề', 'Đang hiển thị 12 trên 40 ảnh'],
  ] as const)('pre-renders (%s) the filters and the first batch of 12, with alt text and titles in the language', (locale, alt, title, count) => {
    const html = renderToString(
      <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Asia/Ho_Chi_Minh">
        <GalleryBrowser images={galleryItems(locale)} />
      </NextIntlClientProvider>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const images = [...doc.querySelectorAll('ul button img')];
    expect(images).toHaveLength(12);
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(GALLERY_IMAGES.slice(0, 12).map((i) => `${alt} ${i.id.replace('-', ' ')}`));
    expect([...doc.querySelectorAll('ul button > span:last-child')].map((s) => s.textContent)).toEqual(
      GALLERY_IMAGES.slice(0, 12).map((i) => `${title} ${i.id.replace('-', ' ')}`),
    );
    expect(doc.querySelectorAll('[aria-pressed]')).toHaveLength(5);
    expect(doc.body.textContent).toContain(count);
    expect(doc.querySelector('[data-testid="gallery-sentinel"]')).not.toBeNull();
  });

  it('has a labelled toggle group of five filters, "All" pressed, and the first batch of 12', () => {
    renderWithIntl(<GalleryBrowser images={galleryItems('en')} />);
    const group = screen.getByRole('group', { name: 'Show' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['All', 'Hotel', 'Dining', 'Amenities', 'Explore']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    expect(thumbnails()).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 40 images')).toBeInTheDocument();
  });

  it('thumbnails are buttons holding the image with its alt text and title', () => {
    renderWithIntl(<GalleryBrowser images={galleryItems('en')} />);
    const first = thumbnails()[0]!;
    expect(within(first).getByRole('img')).toHaveAttribute('alt', 'Alt hotel 1');
    expect(first).toHaveTextContent('Title hotel 1');
    expect(first).toHaveAccessibleName('Alt hotel 1 Title hotel 1');
  });

  it('filters by category and marks the pressed filter', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GalleryBrowser images={galleryItems('en')} />);
    await user.click(filterButton('Dining'));
    expect(filterButton('Dining')).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'false');
    expect(thumbnails()).toHaveLength(10);
    expect(thumbnails().every((b) => b.textContent?.startsWith('Title dining'))).toBe(true);
    expect(screen.getByText('Showing 10 of 10 images')).toBeInTheDocument();
  });

  it('loads the next batch of 12 when the sentinel comes within 300 px, until all are shown', () => {
    renderWithIntl(<GalleryBrowser images={galleryItems('en')} />);
    expect(MockIntersectionObserver.live()[0]?.options.rootMargin).toBe('300px');
    expect(MockIntersectionObserver.live()[0]?.targets.has(screen.getByTestId('gallery-sentinel'))).toBe(true);
    scrollNearSentinel();
    expect(thumbnails()).toHaveLength(24);
    scrollNearSentinel();
    expect(thumbnails()).toHaveLength(36);
    scrollNearSentinel();
    expect(thumbnails()).toHaveLength(40);
    expect(screen.queryByTestId('gallery-sentinel')).not.toBeInTheDocument();
    expect(MockIntersectionObserver.live()).toHaveLength(0);
  });

  it('shows every image at once where IntersectionObserver is missing', () => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    renderWithIntl(<GalleryBrowser images={galleryItems('en')} />);
    expect(thumbnails()).toHaveLength(40);
    expect(screen.queryByTestId('gallery-sentinel')).not.toBeInTheDocument();
  });

  it('a new category starts again at one batch', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GalleryBrowser images={galleryItems('en')} />);
    scrollNearSentinel();
    scrollNearSentinel();
    expect(thumbnails()).toHaveLength(36);
    await user.click(filterButton('Hotel'));
    expect(thumbnails()).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 15 images')).toBeInTheDocument();
    scrollNearSentinel();
    expect(thumbnails()).toHaveLength(15);
    await user.click(filterButton('All'));
    expect(thumbnails()).toHaveLength(12);
  });

  it('says so when a category has no images, in both languages', async () => {
    const user = userEvent.setup();
    const noExplore: GalleryImage[] = GALLERY_IMAGES.filter((i) => i.category !== 'explore');
    const { unmount } = renderWithIntl(<GalleryBrowser images={galleryItems('en', noExplore)} />);
    await user.click(filterButton('Explore'));
    expect(screen.getByText('No images found in this category')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();

    renderWithIntl(<GalleryBrowser images={galleryItems('vi', noExplore)} />, { language: 'vi' });
    await user.click(within(screen.getByRole('group', { name: 'Hiển thị' })).getByRole('button', { name: 'Khám phá' }));
    expect(screen.getByText('Không tìm thấy hình ảnh nào trong danh mục này')).toBeInTheDocument();
  });

  it('shows alt text and titles in Vietnamese', () => {
    renderWithIntl(<GalleryBrowser images={galleryItems('vi')} />, { language: 'vi' });
    const first = thumbnails()[0]!;
    expect(within(first).getByRole('img')).toHaveAttribute('alt', 'Ảnh hotel 1');
    expect(first).toHaveTextContent('Tiêu đề hotel 1');
    expect(screen.getByText('Đang hiển thị 12 trên 40 ảnh')).toBeInTheDocument();
  });
});

describe('lightbox', () => {
  it('opens the clicked image full size with its title, locks the page scroll, and closes with the close button', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GalleryBrowser images={galleryItems('en')} />);
    expect(dialog()).not.toHaveAttribute('open');
    const third = thumbnails()[2]!;
    await user.click(third);

    expect(dialog()).toHaveAttribute('open');
    const view = within(dialog());
    expect(view.getByRole('heading', { name: 'Title amenities 1' })).toBeInTheDocument();
    expect(view.getByRole('img')).toHaveAttribute('alt', 'Alt amenities 1');
    expect(view.getByRole('img').getAttribute('src')).toContain('amenities-1-1200');
    expect(view.getByText('Image 3 of 40')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(view.getByRole('button', { name: 'Close the image viewer' }));
    expect(dialog()).not.toHaveAttribute('open');
    expect(document.body.style.overflow).toBe('');
    expect(third).toHaveFocus();
  });

  it('a click on the image does not close it; a click on the backdrop does, and focus returns', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GalleryBrowser images={galleryItems('en')} />);
    const opener = thumbnails()[5]!;
    await user.click(opener);

    await user.click(within(dialog()).getByRole('img'));
    expect(dialog()).toHaveAttribute('open');
    await user.click(within(dialog()).getByRole('heading'));
    expect(dialog()).toHaveAttribute('open');

    await user.click(dialog());
    expect(dialog()).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('arrow keys move through the current filter, wrapping at both ends', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GalleryBrowser images={galleryItems('en')} />);
    await user.click(filterButton('Dining'));
    await user.click(thumbnails()[0]!);
    const heading = () => within(dialog()).getByRole('heading').textContent;
    expect(heading()).toBe('Title dining 1');

    fireEvent.keyDown(dialog(), { key: 'ArrowLeft' });
    expect(heading()).toBe('Title dining 10');
    expect(within(dialog()).getByText('Image 10 of 10')).toBeInTheDocument();
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(heading()).toBe('Title dining 1');
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(heading()).toBe('Title dining 2');

    await user.click(within(dialog()).getByRole('button', { name: 'Next image' }));
    expect(heading()).toBe('Title dining 3');
    await user.click(within(dialog()).getByRole('button', { name: 'Previous image' }));
    expect(heading()).toBe('Title dining 2');
    expect(dialog()).toHaveAttribute('open');
  });

  it('a horizontal swipe moves to the next or previous image and does not close it', () => {
    renderWithIntl(<GalleryBrowser images={galleryItems('en')} />);
    fireEvent.click(thumbnails()[0]!);
    const heading = () => within(dialog()).getByRole('heading').textContent;
    const img = () => within(dialog()).getByRole('img');

    fireEvent.pointerDown(img(), { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(dialog(), { clientX: 180, clientY: 210 });
    fireEvent.click(dialog());
    expect(heading()).toBe('Title dining 1');
    expect(dialog()).toHaveAttribute('open');

    fireEvent.pointerDown(img(), { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(img(), { clientX: 220, clientY: 190 });
    expect(heading()).toBe('Title hotel 1');
  });

  it('gives back the page scroll position and body styles after closing', async () => {
    const user = userEvent.setup();
    document.body.style.paddingRight = '3px';
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    renderWithIntl(<GalleryBrowser images={galleryItems('en')} />);
    await user.click(thumbnails()[1]!);
    expect(document.body.style.overflow).toBe('hidden');

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    act(() => dialog().close());
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('3px');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 640 }));
  });

  it('speaks Vietnamese when the site does', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GalleryBrowser images={galleryItems('vi')} />, { language: 'vi' });
    await user.click(thumbnails()[0]!);
    const view = within(dialog());
    expect(view.getByRole('heading', { name: 'Tiêu đề hotel 1' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Đóng trình xem ảnh' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Ảnh tiếp theo' })).toBeInTheDocument();
    expect(view.getByText('Ảnh 1 trên 40')).toBeInTheDocument();
  });
});
