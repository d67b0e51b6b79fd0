import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { site, type Phone } from '@/content/site';
import { shortReference } from '@/lib/inquiry/inquiry-id';
import { INTL_LOCALE, type Language } from '@/lib/i18n/language';
import type { Unsure } from './use-send-inquiry';
import styles from './inquiry-form.module.css';
import panel from './result-panel.module.css';

const email = (chunks: ReactNode) => (
  <a href={`mailto:${site.email}`} className={panel.panelLink}>
    {chunks}
  </a>
);

/**
 * An inquiry that may have arrived: when sending began, how to check, and that a resend is safe. In
 * the error panel (`inPanel`) the panel's own contact line gives the address.
 */
export function UnsureNote({ unsure, inPanel = false, className }: { unsure: Unsure; inPanel?: boolean; className?: string }) {
  const t = useTranslations('InquiryForm');
  const language = useLocale() as Language;
  const time = new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(unsure.since));
  return (
    <p className={className} role="status" data-testid="inquiry-unsure">
      {inPanel
        ? t('unsure.panel', { time, reference: shortReference(unsure.id) })
        : t.rich('unsure.form', { time, reference: shortReference(unsure.id), address: site.email, email })}
    </p>
  );
}

/** A build whose endpoints are on its own computer, opened from another host: say so, send nothing. */
export function LocalOnlyPanel({ phone }: { phone: Phone }) {
  const t = useTranslations('InquiryForm');
  return (
    <section className={`${panel.panel} ${panel.panelError}`} aria-labelledby="inquiry-local-title" data-testid="inquiry-local-only">
      <h2 id="inquiry-local-title" className={panel.panelTitle}>
        {t('localOnly.title')}
      </h2>
      <p className={panel.panelContact}>
        {t.rich('localOnly.body', {
          email,
          address: site.email,
          number: phone.display,
          phone: (chunks) => (
            <a href={`tel:${phone.e164}`} className={panel.panelLink}>
              {chunks}
            </a>
          ),
        })}
      </p>
    </section>
  );
}

/** With JavaScript off the form cannot send: how to reach the hotels instead (the form is hidden by CSS). */
export function NoScriptContact() {
  const t = useTranslations('InquiryForm');
  return (
    <noscript>
      <p className={styles.notice} data-testid="inquiry-noscript">
        {t('noscript', { address: site.email, sorrento: site.hotels.sorrento.telephone.display, amalfi: site.hotels.amalfi.telephone.display })}
      </p>
    </noscript>
  );
}
