import { useTranslations } from 'next-intl';
import { MessengerLinks } from '@/components/ui/messenger-links';
import { PageHero } from '@/components/ui/page-hero';
import { site, type Phone } from '@/content/site';
import { messengerLinks } from '@/lib/messenger';
import { InquiryForm, type RoomNames } from './inquiry-form';
import styles from './contact-page.module.css';

const tel = (phone: Phone) => (
  <a href={`tel:${phone.e164}`} className={styles.link}>
    {phone.display}
  </a>
);

/** /contact's client tree: the booking inquiry and the ways to reach the hotels directly. */
export function ContactView({ roomNames }: { roomNames: RoomNames }) {
  const t = useTranslations('ContactPage');
  return (
    <>
      <PageHero image="contact-hero" eyebrow={t('eyebrow')} title={t('title')} subtitle={t('intro')} compact />
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          <InquiryForm roomNames={roomNames} />
        </div>
        <aside className={styles.aside} aria-labelledby="contact-steps-title">
          <section className={styles.card}>
            <h2 id="contact-steps-title" className={styles.cardTitle}>
              {t('stepsTitle')}
            </h2>
            <ol className={styles.steps}>
              <li>{t('step1')}</li>
              <li>{t('step2')}</li>
              <li>{t('step3')}</li>
            </ol>
          </section>
          <section className={styles.card} aria-labelledby="contact-direct-title">
            <h2 id="contact-direct-title" className={styles.cardTitle}>
              {t('directTitle')}
            </h2>
            <p className={styles.muted}>{t('directBody')}</p>
            <dl className={styles.contacts}>
              <div>
                <dt>{t('sorrento')}</dt>
                <dd>
                  <span className={styles.kind}>{t('telephone')}</span> {tel(site.hotels.sorrento.telephone)}
                </dd>
                {site.hotels.sorrento.mobile ? (
                  <dd>
                    <span className={styles.kind}>{t('mobile')}</span> {tel(site.hotels.sorrento.mobile)}
                  </dd>
                ) : null}
                {messengerLinks('sorrento').length ? (
                  <dd className={styles.chat}>
                    <span className={styles.kind}>{t('chat')}</span> <MessengerLinks hotel="sorrento" />
                  </dd>
                ) : null}
              </div>
              <div>
                <dt>{t('amalfi')}</dt>
                <dd>
                  <span className={styles.kind}>{t('telephone')}</span> {tel(site.hotels.amalfi.telephone)}
                </dd>
                {messengerLinks('amalfi').length ? (
                  <dd className={styles.chat}>
                    <span className={styles.kind}>{t('chat')}</span> <MessengerLinks hotel="amalfi" />
                  </dd>
                ) : null}
              </div>
              <div>
                <dt>{t('email')}</dt>
                <dd>
                  <a href={`mailto:${site.email}`} className={styles.link}>
                    {site.email}
                  </a>
                </dd>
              </div>
            </dl>
          </section>
        </aside>
      </div>
    </>
  );
}
