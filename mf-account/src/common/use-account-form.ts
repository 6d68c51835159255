import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import type { AccountError } from './account-documents';
import { useAccountErrorText, useValidationText } from './account-errors';

export type FieldErrors = Partial<Record<string, string>>;

export interface AccountFormOptions<S extends v.GenericSchema> {
  schema: S;
  /** The schema's input from the form's fields (read from the DOM: what was typed before hydration counts). */
  read(form: HTMLFormElement): v.InferInput<S>;
  /** Sends the valid input; answers the API's errors (empty: done), or null when it could not be sent. */
  send(input: v.InferOutput<S>): Promise<AccountError[] | null>;
  onDone(): void;
  /** Values a schema's message needs from the screen, by message id (an amount range's {min} and {max}). */
  messageValues?: Record<string, Record<string, string | number>>;
}

/**
 * One way for every account form: the shared schema checks the fields first (the API runs the same
 * one), the first invalid field gets the focus, the API's errors land on their field
 * (`referencedRequestParameter`) or above the form, read out (role="alert").
 */
export function useAccountForm<S extends v.GenericSchema>({ schema, read, send, onDone, messageValues }: AccountFormOptions<S>) {
  const form = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const validationText = useValidationText();
  const errorText = useAccountErrorText();

  function focusField(name: string) {
    const element = form.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.current || busy) return;
    setFormError(null);
    const parsed = v.safeParse(schema, read(form.current));
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.issues) {
        const key = v.getDotPath(issue) ?? '';
        if (!errors[key]) errors[key] = validationText(issue.message, messageValues?.[issue.message]);
      }
      setFieldErrors(errors);
      const first = Object.keys(errors)[0];
      if (first) focusField(first);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const errors = await send(parsed.output);
      if (errors === null) return;
      if (errors.length === 0) {
        onDone();
        return;
      }
      const onFields: FieldErrors = {};
      let general: string | null = null;
      for (const error of errors) {
        const field = error.referencedRequestParameter?.replace(/^input\./, '');
        if (field && form.current.elements.namedItem(field) && !onFields[field]) onFields[field] = errorText(error);
        else general ??= errorText(error);
      }
      setFieldErrors(onFields);
      setFormError(general);
      const first = Object.keys(onFields)[0];
      if (first) focusField(first);
    } finally {
      setBusy(false);
    }
  }

  return { form, onSubmit, fieldErrors, setFieldErrors, formError, setFormError, busy };
}

/** A text field's value from a form (empty when absent). */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ? element.value : '';
}

export function checked(form: HTMLFormElement, name: string): boolean {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement && element.checked;
}
