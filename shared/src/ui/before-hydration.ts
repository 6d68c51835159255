import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * What a shopper did to a server-rendered form before the page became interactive (issue 36: a "Karte
 * per Post" click on a product page was silently reverted to digital, a typed quantity lost).
 *
 * A server-rendered page shows its form long before its code runs, and the browser lets the shopper
 * click a radio, tick a box or type. React 19 keeps those values while it hydrates, but a controlled
 * field's state is still the server's, and the next render (there is always one, e.g. the buttons that
 * wait for the client) writes that state back into the field. Nothing tells the component: no change
 * event fires, React's own value tracker starts from the field as it finds it.
 *
 * What the server rendered is still in the HTML: a field's default state (`defaultValue`,
 * `defaultChecked`, an option's `defaultSelected`). A field whose value differs from its default has
 * been changed by the shopper. The component adopts those values into its state right after hydration,
 * before anything renders again. A form the browser renders itself (client navigation) finds nothing
 * to adopt.
 */

/** A changed field by its name: a checkbox's checked state, a radio group's checked value (null: none), else the value. */
export type ChangesBeforeHydration = ReadonlyMap<string, string | boolean | null>;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isField(element: Element): element is Field {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

/** A select's value as the HTML rendered it: its `selected` option, else its first enabled one. */
function defaultSelectValue(select: HTMLSelectElement): string {
  const options = Array.from(select.options);
  const chosen = options.find((option) => option.defaultSelected) ?? options.find((option) => !option.disabled);
  return chosen?.value ?? '';
}

/** The fields of `form` whose value is no longer the one its HTML rendered, by name (unnamed fields are left out). */
export function changesSinceServerRender(form: HTMLFormElement): ChangesBeforeHydration {
  const changes = new Map<string, string | boolean | null>();
  for (const element of Array.from(form.elements)) {
    if (!isField(element) || !element.name || element.disabled) continue;
    const { name } = element;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (element.checked === element.defaultChecked) continue;
      if (element.type === 'checkbox') {
        changes.set(name, element.checked);
      } else {
        const group = form.elements.namedItem(name);
        const value = group instanceof RadioNodeList ? group.value : element.checked ? element.value : '';
        changes.set(name, value === '' ? null : value);
      }
    } else if (element instanceof HTMLSelectElement) {
      if (element.value !== defaultSelectValue(element)) changes.set(name, element.value);
    } else if (element.type !== 'file' && element.value !== element.defaultValue) {
      changes.set(name, element.value);
    }
  }
  return changes;
}

/**
 * Runs `deliver` once the commit that hydrates the component is complete, with what `read` found in the
 * DOM during that commit.
 *
 * The DOM is read in a layout effect: the fields as the shopper left them, before a later render can
 * write the server's state back into them. What was found is handed over in a microtask: after every
 * layout effect of the commit, the parents' included, and still before the browser paints. A parent's
 * layout effect matters: react-router's `navigate` refuses to run (silently, in production) until the
 * layout effect of the component that called `useNavigate` has run, and a parent's runs after its
 * child's, so a sort select that navigates from its own layout effect was ignored (issue 37: a sort
 * chosen before hydration was lost now and then). A cleanup before the microtask (an unmount, React's
 * strict-mode re-run) cancels the handover.
 */
function useHandOverAfterCommit<T>(read: () => T | null, deliver: (found: T) => void): void {
  const latestRead = useRef(read);
  latestRead.current = read;
  const latestDeliver = useRef(deliver);
  latestDeliver.current = deliver;
  useLayoutEffect(() => {
    const found = latestRead.current();
    if (found === null) return;
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) latestDeliver.current(found);
    });
    return () => {
      cancelled = true;
    };
  }, []);
}

/** A field's value when it is no longer the one its HTML rendered, else null (see `useFieldChangeBeforeHydration`). */
function fieldChange(element: Field | null): string | boolean | null {
  if (!element || element.disabled) return null;
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    if (element.checked === element.defaultChecked || (element.type === 'radio' && !element.checked)) return null;
    return element.type === 'checkbox' ? element.checked : element.value;
  }
  if (element instanceof HTMLSelectElement) return element.value !== defaultSelectValue(element) ? element.value : null;
  return element.value !== element.defaultValue ? element.value : null;
}

/**
 * A field outside a form (a sort select, a search field): its value when the shopper changed it before
 * hydration, as `useChangesBeforeHydration` does for a form's fields; `adopt` is not called otherwise.
 * A checkbox gives its checked state, a radio button only that it was checked (its value).
 */
export function useFieldChangeBeforeHydration(field: RefObject<Field | null>, adopt: (value: string | boolean) => void): void {
  useHandOverAfterCommit(() => fieldChange(field.current), adopt);
}

/**
 * Hands a server-rendered form's changes made before hydration to `adopt`, once, right after the commit
 * that hydrates the form (read in its layout effect, before a later render can overwrite them; handed
 * over before the browser paints). `adopt` puts them into the component's state, or navigates; it is
 * not called when nothing changed.
 */
export function useChangesBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (changes: ChangesBeforeHydration) => void): void {
  useHandOverAfterCommit(() => {
    const changes = form.current ? changesSinceServerRender(form.current) : null;
    return changes && changes.size > 0 ? changes : null;
  }, adopt);
}

/** Whether the shopper began on `region` before it was interactive: focus is in it, or a field of it changed. */
export function startedOn(region: Element): boolean {
  const active = region.ownerDocument.activeElement;
  if (active && active !== region.ownerDocument.body && region.contains(active)) return true;
  return Array.from(region.querySelectorAll('input, textarea, select')).some((field) => isField(field) && fieldChange(field) !== null);
}

/**
 * Calls `start` right after the commit that hydrates `region` when the shopper already began on it
 * while the page was not yet interactive: the focus is in it, or one of its fields holds something else
 * than its HTML rendered. For what a form starts at the shopper's first focus or tap (the captcha's
 * proof of work): that focus came before the handlers existed, and a shopper who goes on typing in the
 * same field gives no new one, so the form waited for a captcha that never came.
 */
export function useStartedBeforeHydration(region: RefObject<Element | null>, start: () => void): void {
  useHandOverAfterCommit(() => (region.current && startedOn(region.current) ? true : null), () => start());
}

/**
 * What a form starts at the shopper's first touch (a captcha's proof of work, which costs a phone's
 * battery and so does not run for a visitor who only reads): `started` turns true at the first focus
 * or pointer press inside the element that gets `startOn`, or as the page hydrates when the shopper
 * began on it before (useStartedBeforeHydration). `start` starts it from elsewhere. Spread `startOn`
 * on the element around the form and its captcha.
 */
export function useStartOnFirstTouch<T extends HTMLElement = HTMLDivElement>(startedAlready = false) {
  const [started, setStarted] = useState(startedAlready);
  const start = useCallback(() => setStarted(true), []);
  const ref = useRef<T>(null);
  useStartedBeforeHydration(ref, start);
  return { started, start, startOn: { ref, onFocusCapture: start, onPointerDownCapture: start } };
}
