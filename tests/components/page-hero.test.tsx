import { screen } from '@testing-library/react';
import { PageHero } from '@/components/ui/page-hero';
import { PORTRAIT_MEDIA } from '@/content/images';
import { renderWithIntl } from '../utils/intl';

const portraitSources = () => document.querySelectorAll(`source[media="${PORTRAIT_MEDIA}"]`);

/**
 * On an upright phone a full page hero is a tall box filled by the hero's own portrait render; a compact one shows the
 * landscape picture whole above its text. The contact, gallery and privacy heroes are only ever compact, so they have
 * no portrait version (content/images.json "portrait": false), and a full hero without one must not be built.
 */
describe('PageHero', () => {
  it('serves a full hero its portrait render on an upright phone', () => {
    renderWithIntl(<PageHero image="amalfi-hero" title="Vela Amalfi" />);
    expect(portraitSources()).toHaveLength(2);
    expect(portraitSources()[0]!.getAttribute('srcset')).toContain('/images/amalfi-hero-portrait-480.avif 480w');
  });

  it('serves a compact hero its landscape picture, in either language', () => {
    for (const language of ['en', 'vi'] as const) {
      const { unmount } = renderWithIntl(<PageHero image="contact-hero" title="Contact" compact />, { language });
      expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
      expect(portraitSources()).toHaveLength(0);
      expect(document.querySelector('img')!.getAttribute('src')).toMatch(/^\/images\/contact-hero-\d+\.webp$/);
      unmount();
    }
  });

  it('refuses a full hero that has no portrait version', () => {
    // (React reports the error it rethrows on the console)
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithIntl(<PageHero image="privacy-hero" title="Privacy" />)).toThrow(/privacy-hero has no portrait version/);
    quiet.mockRestore();
  });
});
