import { site, type HotelContact, type HotelKey } from '@/content/site';

export type Messenger = 'zalo' | 'whatsapp';

export interface MessengerLink {
  messenger: Messenger;
  href: string;
}

const digits = (number: string) => number.replace(/\D/g, '');

/** Zalo's public chat link takes the number as it is dialled in Vietnam (zalo.me/0912688868). */
export const zaloHref = (number: string) => `https://zalo.me/${digits(number)}`;

/** WhatsApp's click-to-chat wants the full international number without "+", spaces or a leading 0. */
export const whatsappHref = (number: string) => `https://wa.me/${digits(number)}`;

/** A hotel's chat links in display order; a messenger whose number is not set is left out. */
export function messengerLinks(hotel: HotelKey): MessengerLink[] {
  // Typed as the interface, so a hotel without one of the fields still compiles and simply has no link.
  const contact: HotelContact = site.hotels[hotel];
  const links: MessengerLink[] = [];
  if (contact.zalo && digits(contact.zalo)) links.push({ messenger: 'zalo', href: zaloHref(contact.zalo) });
  if (contact.whatsapp && digits(contact.whatsapp)) links.push({ messenger: 'whatsapp', href: whatsappHref(contact.whatsapp) });
  return links;
}
