import { screen } from '@testing-library/react';
import { MessengerLinks } from '@/components/ui/messenger-links';
import { renderWithIntl } from '@/tests/utils/intl';

describe('MessengerLinks', () => {
  it('names each chat link after the messenger and the hotel, opening safely in a new tab', () => {
    renderWithIntl(<MessengerLinks hotel="sorrento" />);
    const zalo = screen.getByRole('link', { name: 'Chat on Zalo with Vela Sorrento (opens in a new tab)' });
    expect(zalo).toHaveAttribute('href', 'https://zalo.me/0912688868');
    expect(zalo).toHaveAttribute('target', '_blank');
    expect(zalo).toHaveAttribute('rel', 'noopener noreferrer');
    expect(zalo).toHaveTextContent('Zalo');
    expect(screen.getByRole('link', { name: /^Chat on WhatsApp with Vela Sorrento/ })).toHaveAttribute('href', 'https://wa.me/84912688868');
  });

  it('speaks Vietnamese on Vietnamese pages', () => {
    renderWithIntl(<MessengerLinks hotel="amalfi" />, { language: 'vi' });
    expect(screen.getByRole('link', { name: /^Nhắn tin Zalo cho Vela Amalfi/ })).toHaveAttribute('href', 'https://zalo.me/0912686886');
    expect(screen.getByRole('link', { name: /^Nhắn tin WhatsApp cho Vela Amalfi/ })).toHaveAttribute('href', 'https://wa.me/84912686886');
  });
});
