import { HOTEL_KEYS } from '@/content/site';
import { EARLY_SUBMIT_SCRIPT } from '@/lib/inquiry/early-submit';
import { useLocale } from 'next-intl';
import type { Language } from '@/lib/i18n/language';
import { messagesFor } from '@/lib/i18n/messages';
import { ContactView } from './contact-view';
import type { RoomNames } from './inquiry-form';

/**
 * The room names the room pages show (messages Rooms.{hotel}.{slug}.name), in the page's language,
 * picked here on the server: the form needs only the names, not the rooms' whole descriptions.
 */
function roomNames(language: Language): RoomNames {
  const rooms = messagesFor(language).Rooms as Record<string, Record<string, { name: string }>>;
  return {
    [language]: Object.fromEntries(
      HOTEL_KEYS.map((hotel) => [hotel, Object.fromEntries(Object.entries(rooms[hotel] ?? {}).map(([slug, room]) => [slug, room.name]))]),
    ),
  };
}

/** /contact: the booking inquiry (docs/REQUIREMENTS.md §2 "Contact page"). */
export function ContactPage() {
  const language = useLocale() as Language;
  return (
    <>
      <ContactView roomNames={roomNames(language)} />
      {/* After the form: keeps what is typed, and holds a submit, until the form is hydrated. */}
      <script dangerouslySetInnerHTML={{ __html: EARLY_SUBMIT_SCRIPT }} />
    </>
  );
}
