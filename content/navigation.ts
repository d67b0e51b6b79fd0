/** The navigation bar's links (docs/REQUIREMENTS.md §2 "Shared navigation bar"). Labels live in messages/Navbar. */
export const LOCATION_LINKS = [
  { key: 'sorrento', href: '/sorrento/' },
  { key: 'amalfi', href: '/amalfi/' },
] as const;

export const MAIN_LINKS = [
  { key: 'accommodation', href: '/accommodation/' },
  { key: 'dining', href: '/dining/' },
  { key: 'amenities', href: '/amenities/' },
  { key: 'offers', href: '/offers/' },
  { key: 'explore', href: '/explore/' },
  { key: 'gallery', href: '/gallery/' },
  { key: 'contact', href: '/contact/' },
] as const;

export const BOOKING_HREF = '/contact/';
