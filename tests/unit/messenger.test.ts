import { site } from '@/content/site';
import { messengerLinks, whatsappHref, zaloHref } from '@/lib/messenger';

describe('messenger links', () => {
  it('builds Zalo links from the number as dialled in Vietnam', () => {
    expect(zaloHref('0912 688 868')).toBe('https://zalo.me/0912688868');
  });

  it('builds WhatsApp links from the international number, digits only', () => {
    expect(whatsappHref('+84 (912) 688-868')).toBe('https://wa.me/84912688868');
  });

  it("lists each hotel's messengers from the site config, Zalo first", () => {
    expect(messengerLinks('sorrento')).toEqual([
      { messenger: 'zalo', href: zaloHref(site.hotels.sorrento.zalo) },
      { messenger: 'whatsapp', href: whatsappHref(site.hotels.sorrento.whatsapp) },
    ]);
    expect(messengerLinks('amalfi').map((l) => l.messenger)).toEqual(['zalo', 'whatsapp']);
  });

  it('leaves out a messenger whose number is not set', () => {
    const hotel = site.hotels.amalfi as { zalo?: string; whatsapp?: string };
    const saved = { ...hotel };
    try {
      hotel.whatsapp = undefined;
      hotel.zalo = ' ';
      expect(messengerLinks('amalfi')).toEqual([]);
      hotel.zalo = saved.zalo;
      expect(messengerLinks('amalfi')).toEqual([{ messenger: 'zalo', href: zaloHref(saved.zalo!) }]);
    } finally {
      Object.assign(hotel, saved);
    }
  });
});
