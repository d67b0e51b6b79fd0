import 'server-only';
import clsx from 'clsx';
import { MENU_MARKS, MENU_PRINT_LABELS, type MenuMark } from '@/content/menus';
import { MENU_LANGUAGE_OPTIONS, type VenueKey } from '@/content/venues';
import type { Language } from '@/lib/i18n/language';
import { MENU_LANGUAGE, MENUS_ANCHOR, marksUsed, menuView, venueMenus, type MenuView } from '@/lib/menus';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { MenuMarkIcon } from './menu-marks';
import pill from './pdf-pill.module.css';
import styles from './menu-board.module.css';

const MESSAGES = { en, vi };

/**
 * A venue's menus as HTML, from the data the PDFs are printed from (content/menus via lib/menus).
 *
 * A server component on purpose: each page is pre-rendered once per language (/…, /vi/…), so the
 * menu is written into that page's HTML in its language, readable by crawlers and with JavaScript
 * off, and no dish travels in a client bundle (a component marked 'use client' may not import this:
 * 'server-only'). A live language switch moves to the twin page, whose board is in its language.
 */
export function MenuBoard({ venue, language }: { venue: VenueKey; language: Language }) {
  const text = MESSAGES[language].DiningMenu;
  const labels = MENU_PRINT_LABELS[MENU_LANGUAGE[language]];
  const menus = venueMenus(venue).map((menu) => menuView(menu, language));
  const first = menus[0];
  if (!first) return null;
  const legend = marksUsed(menus, MENU_MARKS);
  const notes = menus.flatMap((m) => (m.note ? [m.note] : []));
  return (
    <section id={MENUS_ANCHOR} className={styles.board} aria-labelledby={`${MENUS_ANCHOR}-title`} lang={language} data-testid="menu-board">
      <div className={clsx('container', styles.inner)}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>
            {first.venue} · {first.hotel}
          </p>
          <h2 id={`${MENUS_ANCHOR}-title`} className={styles.title}>
            {text.title}
          </h2>
          <span className={styles.ornament} aria-hidden="true" />
          <p className={styles.hours}>
            {labels.daily} · {first.hours}
          </p>
        </header>
        <div className={clsx(styles.menus, menus.length === 1 && styles.single)}>
          {menus.map((menu) => (
            <MenuCard key={menu.id} menu={menu} title={labels[menu.kind]} pdf={text.pdf} newTab={MESSAGES[language].Common.opensInNewTab} marks={text.marks} />
          ))}
        </div>
        <footer className={styles.footer}>
          {notes.map((note) => (
            <p key={note} className={styles.note}>
              {note}
            </p>
          ))}
          {legend.length ? (
            <div className={styles.legend}>
              <h3 className={styles.legendTitle} id={`${MENUS_ANCHOR}-legend`}>
                {text.legend}
              </h3>
              <ul aria-labelledby={`${MENUS_ANCHOR}-legend`}>
                {legend.map((mark) => (
                  <li key={mark}>
                    <MenuMarkIcon mark={mark} className={styles.mark} />
                    {text.marks[mark]}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className={styles.fine}>{labels.priceNote}</p>
          <p className={styles.fine}>{labels.allergyNote}</p>
        </footer>
      </div>
    </section>
  );
}

function MenuCard({ menu, title, pdf, newTab, marks }: { menu: MenuView; title: string; pdf: string; newTab: string; marks: Record<string, string> }) {
  const titleId = `${menu.anchor}-title`;
  const fallback = menu.pdfFallback ? MENU_LANGUAGE_OPTIONS[menu.pdfFallback] : null;
  return (
    <section id={menu.anchor} className={styles.menu} aria-labelledby={titleId} data-menu={menu.id}>
      <div className={styles.menuHead}>
        {/* Focus target for the a la carte page's menu buttons (they scroll here and move focus). */}
        <h3 id={titleId} className={styles.menuTitle} tabIndex={-1}>
          {title}
        </h3>
        {menu.pdfHref ? (
          <a
            href={menu.pdfHref}
            target="_blank"
            rel="noopener noreferrer"
            hrefLang={fallback?.lang ?? menu.language}
            className={pill.pdfPill}
            aria-describedby={titleId}
            data-testid="menu-pdf"
          >
            {pdf}
            {fallback ? (
              // Printed in another language than the page's (Luxe prints no Vietnamese): say which.
              <>
                {/* No-break spaces: the pill is a flex box, which drops plain spaces at the edges of its text runs. */}
                {'\u00a0·\u00a0'}
                <span aria-hidden="true">{fallback.code}</span>
                <span className="visually-hidden" lang={fallback.lang}>
                  {fallback.nativeName}
                </span>
              </>
            ) : null}
            <span className="visually-hidden"> {newTab}</span>
          </a>
        ) : null}
      </div>
      {menu.sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={section.id}>
          <h4 id={section.id} className={styles.sectionTitle}>
            <span>{section.title}</span>
          </h4>
          {section.hours ? <p className={styles.sectionHours}>{section.hours}</p> : null}
          <ul className={styles.items}>
            {section.items.map((item) => (
              <li key={item.name} className={styles.item}>
                <p className={styles.line}>
                  <DishName dish={item} marks={marks} className={styles.dish} />
                  <span className={styles.leader} aria-hidden="true" />
                  <span className={styles.price}>{item.priceText}</span>
                </p>
                {item.description ? <p className={styles.description}>{item.description}</p> : null}
              </li>
            ))}
          </ul>
          {/* A buffet session: what each station serves, all included in the price above. */}
          {section.stations.map((station) => (
            <section key={station.id} className={styles.station} aria-labelledby={station.id}>
              <h5 id={station.id} className={styles.stationTitle}>
                {station.title}
              </h5>
              <ul className={styles.dishes}>
                {station.dishes.map((dish) => (
                  <li key={dish.name}>
                    <DishName dish={dish} marks={marks} className={styles.stationDish} />
                    {dish.description ? <span className={styles.description}>{dish.description}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </section>
  );
}

/** A dish's name with its marks (vegetarian, spicy…), each icon labelled for screen readers. */
function DishName({ dish, marks, className }: { dish: { name: string; marks: readonly MenuMark[] }; marks: Record<string, string>; className?: string }) {
  return (
    <span className={className}>
      {dish.name}
      {dish.marks.map((mark) => (
        <MenuMarkIcon key={mark} mark={mark} label={marks[mark]} className={styles.mark} />
      ))}
    </span>
  );
}
