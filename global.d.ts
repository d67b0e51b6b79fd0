import type en from './messages/en.json';

// Types every useTranslations() key against the English messages (vi must mirror them).
declare module 'next-intl' {
  interface AppConfig {
    Locale: 'en' | 'vi';
    Messages: typeof en;
  }
}

declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export default classes;
}
