'use client';

import { useEffect, useState, type RefObject } from 'react';
import type { UseFormReset } from 'react-hook-form';
import { clearDraft, isDraftWorthKeeping, loadDraft, saveDraft } from '@/lib/inquiry/draft';
import { readPreselection } from '@/lib/inquiry/preselect';
import { DEFAULT_VALUES, type InquiryValues } from '@/lib/inquiry/schema';
import { hotelToday } from '@/lib/rates';

/**
 * DESIGN decision 2: the draft in sessionStorage. After hydration: the hotel's today, the saved draft
 * (a reload loses nothing), then ?hotel=&room=; from then on the draft follows every change until a
 * successful send.
 */
export function useInquiryDraft({
  reset,
  values,
  nextRoomIdRef,
  failed,
  done,
}: {
  reset: UseFormReset<InquiryValues>;
  values: InquiryValues;
  nextRoomIdRef: RefObject<number>;
  /** The last send failed (kept in the draft so a reload shows it again). */
  failed: boolean;
  /** Sent: nothing more to keep. */
  done: boolean;
}) {
  const [today, setToday] = useState('');
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const draft = loadDraft();
    const pre = readPreselection(window.location.search);
    let start: InquiryValues = draft?.values ?? DEFAULT_VALUES;
    if (draft) nextRoomIdRef.current = draft.nextRoomId;
    if (pre.hotel && (start.rooms.length === 0 || pre.hotel === start.location)) {
      if (pre.hotel !== start.location) start = { ...start, location: pre.hotel, rooms: [], selectedRoomType: '' };
      if (pre.roomType) start = { ...start, selectedRoomType: pre.roomType };
    }
    /* eslint-disable react-hooks/set-state-in-effect -- browser-only state, read once after hydration */
    setToday(hotelToday());
    if (draft || start !== DEFAULT_VALUES) reset(start);
    if (draft?.failed) setRestored(true);
    setReady(true);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [reset, nextRoomIdRef]);

  useEffect(() => {
    if (!ready || done) return;
    if (isDraftWorthKeeping(values)) saveDraft({ values, nextRoomId: nextRoomIdRef.current, failed: failed || restored });
    else clearDraft();
  }, [values, ready, done, failed, restored, nextRoomIdRef]);

  return { today, ready, restored, setRestored };
}
