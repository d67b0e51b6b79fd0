import type { Messages } from './lib/i18n/catalogues';

// Types every useTranslations() key against the English messages (vi must mirror them), with the
// offers' and amenities' words their data files add (lib/i18n/catalogues.ts).
declare module 'next-intl' {
  interface AppConfig {
    Locale: 'en' | 'vi';
    Messages: Messages;
  }
}

declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export default classes;
}
