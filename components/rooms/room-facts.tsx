import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { Room } from '@/content/rooms';
import { LineIcon } from '@/components/ui/line-icon';
import styles from './room-facts.module.css';

const ICONS = {
  size: 'M4 4h6M4 4v6M20 20h-6M20 20v-6M4 4l6.5 6.5M20 20l-6.5-6.5',
  view: 'M2 15c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2M2 19c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2M12 4v3M5.6 6.6l2 2M18.4 6.6l-2 2',
  adults: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M17 11a3 3 0 1 0 0-6M21 20c0-2.8-1.7-5-4-5.7',
  children: 'M12 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM7 21v-4.5a5 5 0 0 1 10 0V21',
  beds: 'M3 19v-9M3 15h18v4M21 15v-3a3 3 0 0 0-3-3h-7v6M7 12.5a1.5 1.5 0 1 0 0-.01',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return <LineIcon className={styles.icon} d={ICONS[name]} />;
}

/**
 * Size, view, adults and children (and beds in the detail variant). Inline: a compact list on a
 * card; grid: the room page's spec list (a description list, one labelled row per fact).
 */
export function RoomFacts({ room, variant }: { room: Room; variant: 'inline' | 'grid' }) {
  const t = useTranslations('RoomInfo');
  const facts: Array<{ key: keyof typeof ICONS; label: string; value: string }> = [
    { key: 'size', label: t('sizeLabel'), value: t('size', { size: room.sizeM2 }) },
    { key: 'view', label: t('viewLabel'), value: t(`view.${room.view}`) },
    { key: 'adults', label: t('adultsLabel'), value: t('adults', { count: room.adults }) },
    { key: 'children', label: t('childrenLabel'), value: t('children', { count: room.children }) },
  ];
  if (variant === 'grid') facts.push({ key: 'beds', label: t('bedsLabel'), value: t(`beds.${room.beds}`) });

  if (variant === 'inline') {
    return (
      <ul className={clsx(styles.inline)} aria-label={t('details')}>
        {facts.map((f) => (
          <li key={f.key}>
            <Icon name={f.key} />
            {f.value}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl className={styles.grid}>
      {facts.map((f) => (
        <div key={f.key} className={styles.item}>
          <dt>
            <Icon name={f.key} />
            {f.label}
          </dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
