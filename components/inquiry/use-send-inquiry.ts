import { useEffect, useRef, useState, type RefObject } from 'react';
import type { UseFormReset } from 'react-hook-form';
import { inquiryEndpoints, isLoopbackHost } from '@/content/build-settings.mjs';
import { clearDraft, loadDraft, markSent, takeSent, updateDraft, type Draft } from '@/lib/inquiry/draft';
import { newInquiryId } from '@/lib/inquiry/inquiry-id';
import { buildPayload } from '@/lib/inquiry/payload';
import { DEFAULT_VALUES, type InquiryValues } from '@/lib/inquiry/schema';
import { sendInquiry, SLOW_MS } from '@/lib/inquiry/send';

export type Status = 'editing' | 'sending' | 'success' | 'error';

/** What the guest is told about an inquiry that may have arrived: when sending began, and its id. */
export interface Unsure {
  since: string;
  id: string;
}

/**
 * Sending one inquiry (docs/DECISIONS.md #13 and #14) and what the form shows meanwhile and after. The
 * draft knows a send is under way (its id and start time) until the answer is read, so a reload, a
 * closed tab or a lost answer leaves an inquiry that "may have arrived", and its resend carries the
 * same id. A send that ends after the guest followed a link inside the site still records its success
 * for the next form to show.
 */
export function useSendInquiry({
  reset,
  nextRoomIdRef,
  onSettled,
}: {
  reset: UseFormReset<InquiryValues>;
  nextRoomIdRef: RefObject<number>;
  onSettled: () => void;
}) {
  const [status, setStatus] = useState<Status>('editing');
  const [slow, setSlow] = useState(false);
  const [unsure, setUnsure] = useState<Unsure | null>(null);
  // Endpoints on this computer, page opened from another: nothing could arrive (build-settings.mjs).
  const [localOnly, setLocalOnly] = useState(false);
  const sending = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    /* eslint-disable react-hooks/set-state-in-effect -- browser-only facts, read once after hydration */
    setLocalOnly(inquiryEndpoints().local && !isLoopbackHost(window.location.hostname));
    if (takeSent()) setStatus('success');
    /* eslint-enable react-hooks/set-state-in-effect */
    return () => {
      mounted.current = false;
    };
  }, []);

  const succeed = (sent: InquiryValues) => {
    clearDraft();
    nextRoomIdRef.current = 1;
    // docs/REQUIREMENTS.md §4: adults 2, children 0, no dates, no requests, no rooms; the counter restarts.
    reset({ ...DEFAULT_VALUES, location: sent.location, name: sent.name, email: sent.email, phone: sent.phone });
    setUnsure(null);
    onSettled();
    setStatus('success');
  };

  const send = async (data: InquiryValues) => {
    if (sending.current || localOnly) return; // one click, one request
    sending.current = true;
    // The same inquiry keeps its id through every attempt, until one succeeds.
    const id = loadDraft()?.id ?? newInquiryId();
    const since = new Date().toISOString();
    updateDraft({ values: data, nextRoomId: nextRoomIdRef.current, id, sendingSince: since, submitted: undefined });
    setStatus('sending');
    const slowTimer = setTimeout(() => setSlow(true), SLOW_MS);
    try {
      if (data.website.trim()) {
        succeed(data); // DECISIONS #14: a bot filled the honeypot; nothing is sent
        return;
      }
      const result = await sendInquiry(inquiryEndpoints()[data.location], buildPayload({ ...data, id }));
      if (result.ok) {
        if (mounted.current) succeed(data);
        else {
          clearDraft();
          markSent(id);
        }
        return;
      }
      console.error(`[inquiry] The inquiry was not sent: ${result.error}`);
      const maybeArrived = result.kind === 'unknown';
      updateDraft({ values: data, failed: true, sendingSince: maybeArrived ? since : undefined });
      setUnsure(maybeArrived ? { since, id } : null);
      setStatus('error');
    } finally {
      clearTimeout(slowTimer);
      setSlow(false);
      sending.current = false;
    }
  };

  /** The draft found after a reload: a send whose answer never came may have arrived. */
  const restore = (draft: Draft | undefined) => setUnsure(draft?.sendingSince && draft.id ? { since: draft.sendingSince, id: draft.id } : null);

  return { status, slow, unsure, localOnly, sending, send, restore, backToForm: () => setStatus('editing') };
}
