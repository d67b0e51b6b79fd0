import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { MessengerLinks } from '@/components/ui/messenger-links';
import { site, type HotelKey, type Phone } from '@/content/site';
import controls from './form-controls.module.css';
import panel from './result-panel.module.css';

/** The thank-you panel and the error panel (docs/REQUIREMENTS.md §8), each with the contact e-mail. */
export function ResultPanel({
  kind,
  onAction,
  phone,
  hotel,
  children,
}: {
  kind: 'success' | 'error';
  onAction: () => void;
  phone?: Phone;
  /** The hotel asked: its Zalo and WhatsApp chats sit beside the phone and e-mail on a failure. */
  hotel?: HotelKey;
  children?: ReactNode;
}) {
  const t = useTranslations('InquiryForm');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const email = (chunks: ReactNode) => (
    <a href={`mailto:${site.email}`} className={panel.panelLink}>
      {chunks}
    </a>
  );
  const ok = kind === 'success';
  return (
    <section
      className={clsx(panel.panel, ok ? panel.panelSuccess : panel.panelError)}
      aria-labelledby="inquiry-result-title"
      data-testid={ok ? 'inquiry-success' : 'inquiry-error'}
    >
      <span className={panel.panelIcon} aria-hidden="true">
        {ok ? (
          <svg viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <circle cx="24" cy="24" r="21" />
            <path d="M14 24.5l7 7 13-14" />
          </svg>
        ) : (
          <svg viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <circle cx="24" cy="24" r="21" />
            <path d="M24 13v14M24 34v.5" />
          </svg>
        )}
      </span>
      <h2 id="inquiry-result-title" className={panel.panelTitle} ref={headingRef} tabIndex={-1}>
        {ok ? t('success.title') : t('failure.title')}
      </h2>
      <p className={panel.panelBody}>{ok ? t('success.body') : t('failure.body')}</p>
      {ok ? (
        <p className={panel.panelContact}>{t.rich('success.contact', { email, address: site.email })}</p>
      ) : (
        <>
          <p className={panel.panelBody}>{t('failure.kept')}</p>
          {children}
          <p className={panel.panelContact}>
            {t.rich('failure.contact', {
              email,
              address: site.email,
              number: (phone ?? site.hotline).display,
              phone: (chunks) => (
                <a href={`tel:${(phone ?? site.hotline).e164}`} className={panel.panelLink}>
                  {chunks}
                </a>
              ),
            })}
          </p>
          {hotel ? <MessengerLinks hotel={hotel} /> : null}
        </>
      )}
      <button type="button" className={clsx(controls.button, ok ? controls.secondary : controls.primary)} onClick={onAction}>
        {ok ? t('success.again') : t('failure.retry')}
      </button>
    </section>
  );
}
