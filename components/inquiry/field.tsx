import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { InquiryValues } from '@/lib/inquiry/schema';
import controls from './form-controls.module.css';

type Name = keyof InquiryValues;

/** The visible asterisk, read out as "(required)". */
export function RequiredMark() {
  const t = useTranslations('InquiryForm');
  return (
    <span className={controls.required}>
      <span aria-hidden="true">*</span>
      <span className="visually-hidden"> ({t('required')})</span>
    </span>
  );
}

/** A field's error line, the target of its input's aria-describedby. */
export function FieldError({ name, text }: { name: Name; text: string }) {
  if (!text) return null;
  return (
    <p id={`inquiry-${name}-error`} className={controls.error}>
      <span aria-hidden="true" className={controls.errorIcon}>
        !
      </span>
      {text}
    </p>
  );
}

/** What a field's input needs to be labelled, described and marked invalid. */
export interface FieldA11y {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: 'true';
}

/**
 * One labelled input: label (with the required mark), the input the caller renders with the ids it is
 * given, an optional hint, and the error once there is one.
 */
export function Field({
  name,
  label,
  required = false,
  hint,
  hintClassName,
  error,
  className,
  children,
}: {
  name: Name;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  hintClassName?: string;
  /** The translated error, or '' while there is none. */
  error: string;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}) {
  const id = `inquiry-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? controls.field}>
      <label htmlFor={id} className={controls.label}>
        {label} {required ? <RequiredMark /> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required ? 'true' : undefined })}
      {hint ? (
        <p id={`${id}-hint`} className={hintClassName ?? controls.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError name={name} text={error} />
    </div>
  );
}
