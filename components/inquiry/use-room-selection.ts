import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { HotelKey } from '@/content/site';
import type { Language } from '@/lib/i18n/language';
import { findRoomOption, roomOptions } from '@/lib/inquiry/room-options';
import { addRoom, removeRoom, repriceRooms, stayNights } from '@/lib/inquiry/rooms';
import type { InquiryValues } from '@/lib/inquiry/schema';
import { roomSlug } from '@/lib/slug';

/** Each room's name as its own page shows it, by language, hotel and slug (contact-page.tsx picks them). */
export type RoomNames = Partial<Record<Language, Partial<Record<HotelKey, Record<string, string>>>>>;

type Form = Pick<UseFormReturn<InquiryValues>, 'getValues' | 'setValue' | 'register'>;

/**
 * The room picker's state: the options of the chosen hotel and their labels, adding and removing
 * rooms (docs/REQUIREMENTS.md §4, §5, §9), re-pricing when the dates change (docs/DECISIONS.md #5), the room
 * counter, and what is announced to screen readers.
 */
export function useRoomSelection(
  form: Form,
  { location, checkIn, checkOut, validate, roomNames }: { location: HotelKey; checkIn: string; checkOut: string; validate: boolean; roomNames?: RoomNames },
) {
  const t = useTranslations('InquiryForm');
  const language = useLocale() as Language;
  const { getValues, setValue, register } = form;
  const nextRoomIdRef = useRef(1);
  const selectRef = useRef<HTMLSelectElement | null>(null);
  const [notice, setNotice] = useState<'roomNotAdded' | 'roomUnavailable' | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // Changing the dates prices every selected room again (DECISIONS #5).
  useEffect(() => {
    const current = getValues('rooms');
    if (!current.length) return;
    const repriced = repriceRooms(current, getValues('location'), checkIn, checkOut);
    if (JSON.stringify(repriced) !== JSON.stringify(current)) setValue('rooms', repriced);
  }, [checkIn, checkOut, getValues, setValue]);

  const options = useMemo(() => roomOptions(location), [location]);
  // Shown in the visitor's language; the value (and the hotel's e-mail) keeps the English name, the
  // one the rate sheet, the room pages' slugs and the reservations staff all use.
  const names = roomNames?.[language]?.[location];
  const optionLabel = useCallback(
    (value: string) => {
      const option = findRoomOption(location, value);
      return option ? `${names?.[roomSlug(option.roomType)] ?? option.roomType} ${t(`beds.${option.bed}`)}` : value;
    },
    [location, names, t],
  );

  const onLocationChange = () => {
    // REQUIREMENTS §4: switching hotel clears the chosen rooms and the selected type.
    setValue('rooms', [], { shouldValidate: validate });
    setValue('selectedRoomType', '');
    setNotice(null);
  };

  const add = () => {
    const name = getValues('selectedRoomType');
    if (!name) return;
    const current = getValues('rooms');
    const [inDate, outDate] = [getValues('checkIn'), getValues('checkOut')];
    const next = addRoom(current, nextRoomIdRef.current, name, getValues('location'), inDate, outDate);
    if (next.length === current.length) {
      setNotice(inDate && outDate && stayNights(inDate, outDate) <= 0 ? 'roomNotAdded' : 'roomUnavailable');
      return;
    }
    nextRoomIdRef.current += 1;
    setNotice(null);
    setValue('rooms', next, { shouldValidate: validate, shouldDirty: true });
    setAnnouncement(t('roomAdded', { name: optionLabel(name) }));
  };

  const remove = (id: number, name: string) => {
    setValue('rooms', removeRoom(getValues('rooms'), id), { shouldValidate: validate, shouldDirty: true });
    setAnnouncement(t('roomRemoved', { name: optionLabel(name) }));
    selectRef.current?.focus();
  };

  const selectField = register('selectedRoomType', { onChange: () => setNotice(null) });
  /** The room-type select: registered, and focused again after a room is removed. */
  const select = {
    ...selectField,
    ref: (element: HTMLSelectElement | null) => {
      selectField.ref(element);
      selectRef.current = element;
    },
  };

  return { nextRoomIdRef, select, notice, announcement, options, optionLabel, onLocationChange, add, remove };
}
