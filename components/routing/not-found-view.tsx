import { LANGUAGES, localizePath } from '@/lib/i18n/language';
import { messagesFor } from '@/lib/i18n/messages';
import styles from './routing.module.css';

/**
 * The body of 404.html, which storage serves for every miss in either language. Its head script
 * has usually sent the visitor on before this paints; without JS, both languages say what happened
 * and link home and to the rooms.
 */
export function NotFoundView() {
  return (
    <main id="main" className={`container ${styles.notice}`}>
      {LANGUAGES.map((language) => {
        const t = messagesFor(language).NotFound;
        return (
          <div key={language} lang={language} className={styles.notFoundBlock}>
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
