import { useEffect, useState, type RefObject } from 'react';
import type { UseFormReset } from 'react-hook-form';
import { clearDraft, isDraftWorthKeeping, loadDraft, updateDraft, type Draft } from '@/lib/inquiry/draft';
import { readPreselection } from '@/lib/inquiry/preselect';
import { readStayDates } from '@/lib/stay-link';
import { DEFAULT_VALUES, type InquiryValues } from '@/lib/inquiry/schema';
import { hotelToday } from '@/lib/rates';

/**
 * docs/DECISIONS.md #2: the draft in sessionStorage. After hydration: the hotel's today, the saved draft
 * (a reload loses nothing, nor does anything typed before the scripts ran: early-submit.ts keeps
 * that), then ?hotel=&room=; from then on the draft follows every change until a successful send.
 * `onRestore` gets the draft found, once the form holds its values.
 */
export function useInquiryDraft({
  reset,
  values,
  nextRoomIdRef,
  failed,
  done,
  onRestore,
}: {
  reset: UseFormReset<InquiryValues>;
  values: InquiryValues;
  nextRoomIdRef: RefObject<number>;
  /** The last send failed (kept in the draft so a reload shows it again). */
  failed: boolean;
  /** Sent: nothing more to keep. */
  done: boolean;
  onRestore: (draft: Draft | undefined) => void;
}) {
  const [today, setToday] = useState('');
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const [found, setFound] = useState<{ draft: Draft | undefined } | null>(null);

  useEffect(() => {
    const draft = loadDraft();
    const pre = readPreselection(window.location.search);
    let start: InquiryValues = draft?.values ?? DEFAULT_VALUES;
    if (draft) nextRoomIdRef.current = draft.nextRoomId;
    if (pre.hotel && (start.rooms.length === 0 || pre.hotel === start.location)) {
      if (pre.hotel !== start.location) start = { ...start, location: pre.hotel, rooms: [], selectedRoomType: '' };
      if (pre.roomType) start = { ...start, selectedRoomType: pre.roomType };
    }
    // The room calendar's "Request these dates" adds the stay (?checkIn=&checkOut=, lib/stay-link.ts).
    const stay = readStayDates(window.location.search, hotelToday());
    if (stay.checkIn && stay.checkOut) start = { ...start, checkIn: stay.checkIn, checkOut: stay.checkOut };
    /* eslint-disable react-hooks/set-state-in-effect -- browser-only state, read once after hydration */
    setToday(hotelToday());
    if (draft || start !== DEFAULT_VALUES) reset(start);
    if (draft?.failed || draft?.sendingSince) setRestored(true);
    setFound({ draft });
    setReady(true);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [reset, nextRoomIdRef]);

  // Handed over after the render that shows the restored values, so a send it starts sends those.
  useEffect(() => {
    if (!found) return;
    onRestore(found.draft);
    // A submit made before the scripts ran is handled once (sent, or its errors shown), not per reload.
    if (found.draft?.submitted) updateDraft({ submitted: undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per draft found, whatever onRestore's identity
  }, [found]);

  useEffect(() => {
    if (!ready || done) return;
    if (isDraftWorthKeeping(values)) updateDraft({ values, nextRoomId: nextRoomIdRef.current, failed: failed || restored });
    else clearDraft();
  }, [values, ready, done, failed, restored, nextRoomIdRef]);

  return { today, ready, restored, setRestored };
}
