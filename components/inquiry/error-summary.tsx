import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import type { InquiryValues } from '@/lib/inquiry/schema';
import summary from './error-summary.module.css';

type Name = keyof InquiryValues;

const FIELD_LABEL = {
  location: 'hotelLegend',
  name: 'name',
  email: 'email',
  phone: 'phone',
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  adults: 'adults',
  children: 'children',
  rooms: 'roomsLegend',
  specialRequests: 'specialRequests',
  selectedRoomType: 'roomType',
  website: 'honeypot',
} as const satisfies Record<Name, string>;

const fieldId = (name: Name) => (name === 'rooms' ? 'inquiry-roomType' : name === 'location' ? 'inquiry-location-sorrento' : `inquiry-${name}`);

/** After a failed submit: every problem, in page order, each a link to its field. Focused by the form. */
export function ErrorSummary({ items, ref }: { items: { name: Name; text: string }[]; ref: Ref<HTMLDivElement> }) {
  const t = useTranslations('InquiryForm');
  return (
    <div className={summary.summary} ref={ref} tabIndex={-1} role="alert" aria-labelledby="inquiry-summary-title">
      <h3 id="inquiry-summary-title" className={summary.summaryTitle}>
        {t('summaryTitle', { count: items.length })}
      </h3>
      <ul>
        {items.map(({ name, text }) => (
          <li key={name}>
            <a
              href={`#${fieldId(name)}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(fieldId(name))?.focus();
              }}
            >
              {t(FIELD_LABEL[name])}: {text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
