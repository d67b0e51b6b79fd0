'use client';

import { useRef, useState, type RefObject } from 'react';
import type { UseFormReset } from 'react-hook-form';
import { inquiryEndpoints } from '@/content/build-settings.mjs';
import { clearDraft, saveDraft } from '@/lib/inquiry/draft';
import { newInquiryId } from '@/lib/inquiry/inquiry-id';
import { buildPayload } from '@/lib/inquiry/payload';
import { DEFAULT_VALUES, type InquiryValues } from '@/lib/inquiry/schema';
import { sendInquiry } from '@/lib/inquiry/send';

export type Status = 'editing' | 'sending' | 'success' | 'error';

/** Sending one inquiry (DESIGN decisions 13 and 14) and what the form shows meanwhile and after. */
export function useSendInquiry({
  reset,
  nextRoomIdRef,
  onSettled,
}: {
  reset: UseFormReset<InquiryValues>;
  nextRoomIdRef: RefObject<number>;
  /** After a success: the restored-draft notice no longer applies. */
  onSettled: () => void;
}) {
  const [status, setStatus] = useState<Status>('editing');
  const sending = useRef(false);

  const succeed = (sent: InquiryValues) => {
    clearDraft();
    nextRoomIdRef.current = 1;
    // Spec section 4: adults 2, children 0, no dates, no requests, no rooms; the counter restarts.
    reset({ ...DEFAULT_VALUES, location: sent.location, name: sent.name, email: sent.email, phone: sent.phone });
    onSettled();
    setStatus('success');
  };

  const send = async (data: InquiryValues) => {
    if (sending.current) return; // one click, one request
    sending.current = true;
    setStatus('sending');
    try {
      if (data.website.trim()) {
        succeed(data); // DESIGN decision 14: a bot filled the honeypot; nothing is sent
        return;
      }
      const result = await sendInquiry(inquiryEndpoints()[data.location], buildPayload({ ...data, id: newInquiryId() }));
      if (result.ok) succeed(data);
      else {
        console.error(`[inquiry] The inquiry was not sent: ${result.error}`);
        saveDraft({ values: data, nextRoomId: nextRoomIdRef.current, failed: true });
        setStatus('error');
      }
    } finally {
      sending.current = false;
    }
  };

  return { status, sending, send, backToForm: () => setStatus('editing') };
}
