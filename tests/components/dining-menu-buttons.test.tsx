import { act, fireEvent, screen, within } from '@testing-library/react';
import { ALaCarteActions } from '@/components/dining/a-la-carte-actions';
import { aLaCarteSetup } from '@/components/dining/a-la-carte-page';
import { renderWithIntl } from '@/tests/utils/intl';

// The a la carte menu buttons bring the server-rendered menu (menu-board.tsx) into view; a stand-in
// block with the same ids plays it here.
function MenuBlocks() {
  return (
    <>
      {['bistro-food', 'bistro-drinks'].map((id) => (
        <section key={id} id={`menu-${id}`}>
          <h3 tabIndex={-1}>{id}</h3>
        </section>
      ))}
    </>
  );
}

describe('a la carte menu buttons', () => {
  let scroll: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
  });
  afterEach(() => jest.useRealTimers());

  const choose = (name: string) => {
    fireEvent.click(within(screen.getByTestId('menu-actions')).getByRole('button', { name }));
    act(() => jest.advanceTimersByTime(400));
  };

  it('scroll to the menu on the page and move focus to its title, the PDF beside each', () => {
    renderWithIntl(
      <>
        <ALaCarteActions setup={aLaCarteSetup('bistro')} />
        <MenuBlocks />
      </>,
    );
    choose('Tiếng Việt');
    expect(screen.getByRole('link', { name: /Thực đơn đồ uống PDF/ })).toHaveAttribute('href', '/assets/menus/sorrento/drinks/vietnamese-drinks.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Thực đơn đồ uống' }));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.instances[0]).toBe(document.getElementById('menu-bistro-drinks'));
    expect(screen.getByRole('heading', { name: 'bistro-drinks' })).toHaveFocus();
  });

  it('are ignored while a fade runs', () => {
    renderWithIntl(
      <>
        <ALaCarteActions setup={aLaCarteSetup('bistro')} />
        <MenuBlocks />
      </>,
    );
    choose('English');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Food menu' }));
    expect(scroll).not.toHaveBeenCalled();
  });
});
