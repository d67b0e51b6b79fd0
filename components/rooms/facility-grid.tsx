import { useLocale, useTranslations } from 'next-intl';
import { BED_FACILITY, FACILITIES, GENERIC_FACILITY_ICON, type FacilityKey } from '@/content/facilities';
import type { RoomBeds } from '@/content/rooms';
import { FacilityIcon } from './facility-icon';
import styles from './facility-grid.module.css';

/**
 * A room's facilities with their names in the page's language, rendered on the server: only the icon,
 * which swaps in a drawn symbol when its file fails to load, runs in the browser (facility-icon.tsx),
 * so the facility table in both languages stays out of the room page's scripts.
 */
export function FacilityGrid({ facilities, beds }: { facilities: readonly FacilityKey[]; beds: RoomBeds }) {
  const language = useLocale() as 'en' | 'vi';
  const tInfo = useTranslations('RoomInfo');
  return (
    <ul className={styles.grid}>
      {facilities.map((key) => {
        const facility = FACILITIES[key];
        // The bed is named as the room has it (content/facilities.ts BED_FACILITY).
        const name = key === BED_FACILITY ? tInfo(`beds.${beds}`) : facility.name[language];
        return (
          <li key={key} className={styles.item} data-testid="facility">
            <FacilityIcon src={facility.icon} altText={name} genericSrc={GENERIC_FACILITY_ICON} />
            <span>{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
