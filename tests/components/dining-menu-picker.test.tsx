import { act, fireEvent, screen, within } from '@testing-library/react';
import { ALaCarteActions } from '@/components/dining/a-la-carte-actions';
import { aLaCarteSetup } from '@/components/dining/a-la-carte-page';
import { site } from '@/content/site';
import { renderWithIntl } from '@/tests/utils/intl';

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const stage = () => screen.getByTestId('menu-actions');
const choose = (name: string) => {
  fireEvent.click(within(stage()).getByRole('button', { name }));
  advance(400);
};

describe('a la carte language picker (REQUIREMENTS §4 "Language pages")', () => {
  let open: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    open = jest.spyOn(window, 'open').mockImplementation(() => ({ opener: window }) as unknown as Window);
  });

  afterEach(() => {
    open.mockRestore();
    jest.useRealTimers();
  });

  it('offers the Bistro in Vietnamese and English only', () => {
    renderWithIntl(<ALaCarteActions setup={aLaCarteSetup('bistro')} />);
    const names = within(stage())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['VITiếng Việt', 'ENEnglish']);
    expect(screen.getByText('Choose the language of your menu')).toBeInTheDocument();
  });

  it('offers Luxe in five languages, each with its code and native name', () => {
    renderWithIntl(<ALaCarteActions setup={aLaCarteSetup('luxe')} />);
    for (const name of ['Tiếng Việt', 'English', '한국어', '中文', 'Русский']) {
      expect(within(stage()).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(stage()).getByRole('button', { name: '한국어' })).toHaveTextContent('KO');
  });

  it('labels the buttons in the chosen language and links its PDFs', () => {
    renderWithIntl(<ALaCarteActions setup={aLaCarteSetup('luxe')} />);
    choose('한국어');
    expect(screen.getByRole('link', { name: /음식 메뉴/ })).toHaveAttribute('href', '/assets/menus/amalfi/alacarte/food%20korean.pdf');
    expect(screen.getByRole('link', { name: /음료 메뉴/ })).toHaveAttribute('href', '/assets/menus/amalfi/drinks/drinks%20korean.pdf');
    expect(screen.getByRole('link', { name: /리뷰 남기기/ })).toHaveAttribute('href', site.hotels.amalfi.reviewUrl);
    expect(screen.getByRole('button', { name: '뒤로' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /음식 메뉴/ })).toHaveFocus();
  });

  it('gives Russian its own labels and the English Luxe PDFs', () => {
    renderWithIntl(<ALaCarteActions setup={aLaCarteSetup('luxe')} />);
    choose('Русский');
    expect(screen.getByRole('link', { name: /Меню блюд/ })).toHaveAttribute('href', '/assets/menus/amalfi/alacarte/food%20english.pdf');
    expect(screen.getByRole('link', { name: /Карта напитков/ })).toHaveAttribute('href', '/assets/menus/amalfi/drinks/drinks%20english.pdf');
    expect(screen.getByRole('link', { name: /Оставить отзыв/ })).toBeInTheDocument();
  });

  it('links the Bistro PDFs of the chosen language and its Sorrento review page', () => {
    renderWithIntl(<ALaCarteActions setup={aLaCarteSetup('bistro')} />);
    choose('Tiếng Việt');
    expect(screen.getByRole('link', { name: /Thực đơn món ăn/ })).toHaveAttribute('href', '/assets/menus/sorrento/alacarte/vietnamese-menu.pdf');
    expect(screen.getByRole('link', { name: /Thực đơn đồ uống/ })).toHaveAttribute('href', '/assets/menus/sorrento/drinks/vietnamese-drinks.pdf');
    expect(screen.getByRole('link', { name: /Để lại đánh giá/ })).toHaveAttribute('href', site.hotels.sorrento.reviewUrl);
  });

  it('back resets to no language selected and English labels', () => {
    renderWithIntl(<ALaCarteActions setup={aLaCarteSetup('luxe')} />);
    choose('中文');
    expect(screen.getByRole('link', { name: /菜单/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    advance(399);
    expect(screen.getByRole('link', { name: /菜单/ })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('link', { name: /菜单/ })).not.toBeInTheDocument();
    expect(within(stage()).getByRole('button', { name: 'Tiếng Việt' })).toHaveFocus();
    choose('English');
    expect(screen.getByRole('link', { name: /Food menu/ })).toHaveAttribute('href', '/assets/menus/amalfi/alacarte/food%20english.pdf');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('ignores a second choice while the first one fades', () => {
    renderWithIntl(<ALaCarteActions setup={aLaCarteSetup('luxe')} />);
    fireEvent.click(within(stage()).getByRole('button', { name: '한국어' }));
    fireEvent.click(within(stage()).getByRole('button', { name: '中文' }));
    advance(400);
    expect(screen.getByRole('link', { name: /음식 메뉴/ })).toBeInTheDocument();
    advance(1000);
    expect(screen.queryByRole('link', { name: /菜单/ })).not.toBeInTheDocument();
  });

  it('opens the chosen PDF 0.35 s after the click, then unlocks', () => {
    renderWithIntl(<ALaCarteActions setup={aLaCarteSetup('luxe')} />);
    choose('한국어');
    fireEvent.click(screen.getByRole('link', { name: /음료 메뉴/ }));
    fireEvent.click(screen.getByRole('button', { name: '뒤로' }));
    advance(350);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('http://localhost/assets/menus/amalfi/drinks/drinks%20korean.pdf', '_blank');
    // The back click came during the lock: still on the options.
    expect(screen.getByRole('link', { name: /음식 메뉴/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '뒤로' }));
    advance(400);
    expect(within(stage()).getByRole('button', { name: '한국어' })).toBeInTheDocument();
  });

  it('writes its own text in Vietnamese when the site does', () => {
    renderWithIntl(<ALaCarteActions setup={aLaCarteSetup('luxe')} />, { language: 'vi' });
    expect(screen.getByText('Chọn ngôn ngữ thực đơn')).toBeInTheDocument();
  });
});
