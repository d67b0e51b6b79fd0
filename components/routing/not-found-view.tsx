import { LANGUAGES, localizePath } from '@/lib/i18n/language';
import { messagesFor } from '@/lib/i18n/messages';
import styles from './routing.module.css';

/**
 * The body of 404.html, which storage serves for every miss in either language, and of its
 * Vietnamese copy vi/404.html (for hosts that answer /vi/ misses with it: Netlify's _redirects rule,
 * Cloudflare Pages' nearest 404.html, the CloudFront function). Its head script has usually sent the
 * visitor on before this paints; without JS, both languages say what happened and link home and to
 * the rooms, the page's own language first.
 */
export function NotFoundView() {
  return (
    <main id="main" className={`container ${styles.notice}`}>
      {LANGUAGES.map((language) => {
        const t = messagesFor(language).NotFound;
        return (
          // data-not-found: postbuild puts the Vietnamese block first in vi/404.html (scripts/not-found-page.mjs).
          <div key={language} lang={language} className={styles.notFoundBlock} data-not-found={language}>
            <h1 className={styles.title}>{t.title}</h1>
            <p>{t.body}</p>
            <div className={styles.links}>
              <a href={localizePath('/', language)} className={styles.link}>
                {t.home}
              </a>
              <a href={localizePath('/accommodation/', language)} className={styles.secondary}>
                {t.rooms}
              </a>
            </div>
          </div>
        );
      })}
    </main>
  );
}
