import { errorMessageFor } from '@shop/shared';
import { validationMessage, validationMessageOfText } from '@shop/shared/validation';
import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';

export interface ContentApiError {
  message: string;
  code: number;
  referencedRequestParameter: string | null;
}

const NETWORK_ERROR: ContentApiError = { code: 0, message: 'network', referencedRequestParameter: null };

/**
 * One flow for this team's forms: the shared schema checks the fields first (the API runs the same
 * one), the first invalid field gets the focus; the API's errors land on their field
 * (`referencedRequestParameter` input.<field>) or above the form (role="alert").
 */
export function useContentForm<S extends v.GenericSchema, F extends string>(options: {
  schema: S;
  fields: readonly F[];
  read(form: HTMLFormElement): v.InferInput<S>;
  /** The API's errors (empty: done), or null when there was no answer. */
  send(input: v.InferOutput<S>): Promise<readonly ContentApiError[] | null>;
  onDone(input: v.InferOutput<S>): void;
}) {
  const intl = useIntl();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const text = (messageId: string) => {
    const message = validationMessage(messageId);
    return intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, message.values);
  };
  const apiText = (error: ContentApiError) => {
    const known = error.code === 2001 ? validationMessageOfText(error.message) : undefined;
    return known ? intl.formatMessage({ id: known.id, defaultMessage: known.defaultMessage }, known.values) : intl.formatMessage(errorMessageFor(error));
  };
  const focusFirst = (found: Partial<Record<F, string>>) => {
    const first = options.fields.find((field) => found[field]);
    const element = first ? form.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const current = form.current;
    if (!current || busy) return;
    setFormError(null);
    const parsed = v.safeParse(options.schema, options.read(current));
    if (!parsed.success) {
      const found: Partial<Record<F, string>> = {};
      for (const issue of parsed.issues) {
        const field = v.getDotPath(issue) as F | null;
        if (field && options.fields.includes(field) && !found[field]) found[field] = text(issue.message);
        else if (!field || !options.fields.includes(field)) setFormError(text(issue.message));
      }
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = (await options.send(parsed.output)) ?? [NETWORK_ERROR];
      if (answer.length === 0) {
        options.onDone(parsed.output);
        return;
      }
      const found: Partial<Record<F, string>> = {};
      let general: string | null = null;
      for (const error of answer) {
        const field = error.referencedRequestParameter?.replace(/^input\./, '') as F | undefined;
        if (field && options.fields.includes(field) && !found[field]) found[field] = apiText(error);
        else general ??= apiText(error);
      }
      setErrors(found);
      setFormError(general);
      focusFirst(found);
    } finally {
      setBusy(false);
    }
  }

  return { form, onSubmit, errors, formError, busy };
}

/** A text control's value from a form (empty when absent). */
export function controlValue(form: HTMLFormElement, name: string): string {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement ? element.value : '';
}
