import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { type ErrorCatalogueEntry, errorMessageFor } from '../../graphql/error-catalogue';
import { validationMessage, validationMessageOfText } from '../../validation/messages';

/** An API error in the spec's format (§8). */
export interface FormApiError {
  message: string;
  code: number;
  referencedRequestParameter?: string | null;
}

export type FieldErrors = Partial<Record<string, string>>;

export interface SchemaFormOptions<S extends v.GenericSchema> {
  schema: S;
  /** The schema's input, read from the form's controls (the DOM: what was typed before hydration counts). */
  read(form: HTMLFormElement): v.InferInput<S>;
  /** Sends the valid input; answers the API's errors (empty: done), or null when it was not sent (nothing to show). */
  send(input: v.InferOutput<S>): Promise<readonly FormApiError[] | null>;
  onDone(input: v.InferOutput<S>): void;
  /** The team's own codes (spec §8 card errors …); the shared catalogue answers the general ones. */
  catalogue?: readonly ErrorCatalogueEntry[];
  /** Fields that are no control of the form (the captcha widget stays outside it): their errors stay on them. */
  outsideFields?: readonly string[];
  /**
   * The fields that show their own error, when the form's controls do not say it (a list of lines whose
   * entries are named by their place: `lines.0.quantity`). Without it: every control of the form.
   */
  fields?: readonly string[];
  /** Values a schema message needs from the screen, by message id (an amount range's {min} and {max}). */
  messageValues?: Record<string, Record<string, string | number>>;
}

/** An API error in the page's language: a shared validation text (code 2001) by its id, else the code's message. */
export function useApiErrorText(catalogue?: readonly ErrorCatalogueEntry[]): (error: FormApiError) => string {
  const intl = useIntl();
  return useCallback(
    (error: FormApiError) => {
      const validation = error.code === 2001 ? validationMessageOfText(error.message) : undefined;
      if (validation) return intl.formatMessage({ id: validation.id, defaultMessage: validation.defaultMessage }, validation.values);
      return intl.formatMessage(errorMessageFor({ ...error, referencedRequestParameter: error.referencedRequestParameter ?? null }, catalogue));
    },
    [intl, catalogue],
  );
}

/** A schema issue's message id in the page's language. */
export function useValidationText(): (id: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return useCallback(
    (id: string, values?: Record<string, string | number>) => {
      const message = validationMessage(id);
      return intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, { ...message.values, ...values });
    },
    [intl],
  );
}

/**
 * One way for the shop's forms: the shared schema checks the fields first (the API runs the same one),
 * the first invalid field gets the focus; the API's errors land on their field
 * (`referencedRequestParameter` input.<field>) or above the form (the page shows `formError` with
 * role="alert"). A second submit while one is under way is ignored.
 */
export function useSchemaForm<S extends v.GenericSchema>(options: SchemaFormOptions<S>) {
  const form = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const validationText = useValidationText();
  const errorText = useApiErrorText(options.catalogue);

  const isField = (name: string) =>
    options.fields ? options.fields.includes(name) : Boolean(form.current?.elements.namedItem(name)) || (options.outsideFields ?? []).includes(name);
  /** The first invalid field in the page's order (`fields`, else the form's controls) gets the focus. */
  const focusFirst = (errors: FieldErrors) => {
    const controls = form.current ? [...form.current.elements].map((element) => element.getAttribute('name') ?? '') : [];
    const order = [...(options.fields ?? controls), ...Object.keys(errors)];
    const first = order.find((name) => name && errors[name]);
    const element = first ? form.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
    // A radio group: its first option.
    else if (element instanceof RadioNodeList && element[0] instanceof HTMLElement) element[0].focus();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const current = form.current;
    if (!current || busy) return;
    setFormError(null);
    const parsed = v.safeParse(options.schema, options.read(current));
    if (!parsed.success) {
      const errors: FieldErrors = {};
      let general: string | null = null;
      for (const issue of parsed.issues) {
        const key = v.getDotPath(issue) ?? '';
        const text = validationText(issue.message, options.messageValues?.[issue.message]);
        if (key && isField(key)) errors[key] ??= text;
        else general ??= text;
      }
      setFieldErrors(errors);
      setFormError(general);
      focusFirst(errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const answer = await options.send(parsed.output);
      if (answer === null) return;
      if (answer.length === 0) {
        options.onDone(parsed.output);
        return;
      }
      const errors: FieldErrors = {};
      let general: string | null = null;
      for (const error of answer) {
        const field = error.referencedRequestParameter?.replace(/^input\./, '');
        if (field && isField(field)) errors[field] ??= errorText(error);
        else general ??= errorText(error);
      }
      setFieldErrors(errors);
      setFormError(general);
      focusFirst(errors);
    } finally {
      setBusy(false);
    }
  }

  return { form, onSubmit, fieldErrors, setFieldErrors, formError, setFormError, busy };
}

/** A text control's value from a form (empty when absent). */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return element.value;
  // A radio group: the checked option's value.
  if (element instanceof RadioNodeList) return element.value;
  return '';
}

/** A checkbox's state from a form. */
export function checkedValue(form: HTMLFormElement, name: string): boolean {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement && element.checked;
}
