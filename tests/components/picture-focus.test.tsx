import { render, screen } from '@testing-library/react';
import { Picture } from '@/components/ui/picture';
import { pictureOf } from '@/content/images';

/**
 * A hero fills its box by cover, and a wide screen keeps only a band of it: the Amalfi tower's crown and
 * the hotel's name sit high in its picture, as does the Sorrento's name on its cornice, so the band is
 * placed around them (content/images.json focusY), or a 1440 x 900 screen cut the name off under the
 * navigation bar.
 */
describe('the focus of a hero picture', () => {
  it('places the Amalfi hero near its top, in both languages', () => {
    for (const language of ['en', 'vi'] as const) {
      render(<Picture picture={pictureOf('amalfi-hero', language)} sizes="100vw" priority portrait />);
      expect(screen.getByRole('img')).toHaveStyle({ objectPosition: '50% 10%' });
      screen.getByRole('img').closest('picture')!.parentElement!.remove();
    }
  });

  it("places the Sorrento hero's band high enough to keep the name on its cornice", () => {
    render(<Picture picture={pictureOf('sorrento-hero', 'vi')} sizes="100vw" priority portrait />);
    expect(screen.getByRole('img')).toHaveStyle({ objectPosition: '50% 25%' });
  });

  it('leaves a picture without a focus in the middle, with no style of its own', () => {
    render(<Picture picture={pictureOf('dining-hero', 'en')} sizes="100vw" priority portrait />);
    expect(screen.getByRole('img')).not.toHaveAttribute('style');
    expect(pictureOf('dining-hero', 'en')).not.toHaveProperty('focusY');
  });
});
