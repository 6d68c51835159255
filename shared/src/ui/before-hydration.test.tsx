import { act, fireEvent, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useClientActive } from './client-active';
import { changesSinceServerRender, useChangesBeforeHydration, useFieldChangeBeforeHydration, useStartOnFirstTouch } from './before-hydration';

/** A controlled form like the shop's: radios, a number, a checkbox, a select, a text area, and a button that waits for the client. */
function OrderForm({ adopt = true }: { adopt?: boolean }) {
  const [kind, setKind] = useState('digital');
  const [quantity, setQuantity] = useState('1');
  const [wrapped, setWrapped] = useState(false);
  const [colour, setColour] = useState('red');
  const [note, setNote] = useState('');
  const active = useClientActive();
  const form = useRef<HTMLFormElement>(null);
  useChangesBeforeHydration(form, (changes) => {
    if (!adopt) return;
    const value = (name: string) => changes.get(name);
    if (typeof value('kind') === 'string') setKind(value('kind') as string);
    if (typeof value('quantity') === 'string') setQuantity(value('quantity') as string);
    if (typeof value('wrapped') === 'boolean') setWrapped(value('wrapped') as boolean);
    if (typeof value('colour') === 'string') setColour(value('colour') as string);
    if (typeof value('note') === 'string') setNote(value('note') as string);
  });
  return (
    <form ref={form}>
      <input type="radio" name="kind" value="digital" checked={kind === 'digital'} onChange={() => setKind('digital')} />
      <input type="radio" name="kind" value="physical" checked={kind === 'physical'} onChange={() => setKind('physical')} />
      <input type="number" name="quantity" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
      <input type="checkbox" name="wrapped" checked={wrapped} onChange={(event) => setWrapped(event.target.checked)} />
      <select name="colour" value={colour} onChange={(event) => setColour(event.target.value)}>
        <option value="red">red</option>
        <option value="blue">blue</option>
      </select>
      <textarea name="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <output>{`${kind} ${quantity} ${wrapped ? 'wrapped' : 'plain'} ${colour} ${note}`}</output>
      <button type="submit" disabled={!active}>
        Order
      </button>
    </form>
  );
}

/** A form rendered by the browser itself (a client navigation): nothing was typed before its code ran. */
function ClientForm({ adopt }: { adopt: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [quantity, setQuantity] = useState('2');
  useChangesBeforeHydration(form, adopt);
  return (
    <form ref={form}>
      <input name="quantity" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
      <input type="checkbox" name="gift" defaultChecked />
    </form>
  );
}

/** A search field outside any form, as the locations page has one. */
function SearchField({ adopt }: { adopt: (value: string | boolean) => void }) {
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useFieldChangeBeforeHydration(field, (value) => {
    adopt(value);
    if (typeof value === 'string') setText(value);
  });
  return <input ref={field} type="search" value={text} onChange={(event) => setText(event.target.value)} />;
}

const roots: Root[] = [];
type Booted = { __SHOP_BOOT__?: { serverRendered?: boolean } };
// A document the server rendered, as the shell's boot data says (what useClientActive starts from).
beforeEach(() => {
  (window as Booted).__SHOP_BOOT__ = { serverRendered: true };
});
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  (window as Booted).__SHOP_BOOT__ = undefined;
});

/** The server's HTML of the form, changed by a shopper as a browser lets them before any code runs. */
function serverRenderedAndChanged(adopt = true) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<OrderForm adopt={adopt} />);
  document.body.append(container);
  const $ = <T extends Element>(selector: string) => container.querySelector(selector) as T;
  $<HTMLInputElement>('input[value="physical"]').click();
  $<HTMLInputElement>('input[name="quantity"]').value = '3';
  $<HTMLInputElement>('input[name="wrapped"]').click();
  $<HTMLSelectElement>('select').value = 'blue';
  $<HTMLTextAreaElement>('textarea').value = 'Alles Gute';
  return { container, $ };
}

async function hydrate(container: HTMLElement, adopt = true) {
  await act(async () => {
    roots.push(hydrateRoot(container, <OrderForm adopt={adopt} />));
  });
}

describe('changes made before hydration', () => {
  it('are what differs from the HTML the server rendered', () => {
    const { container } = serverRenderedAndChanged();
    expect(Object.fromEntries(changesSinceServerRender(container.querySelector('form') as HTMLFormElement))).toEqual({
      kind: 'physical',
      quantity: '3',
      wrapped: true,
      colour: 'blue',
      note: 'Alles Gute',
    });
  });

  it('are nothing in a form as the server rendered it', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<OrderForm />);
    expect(changesSinceServerRender(container.querySelector('form') as HTMLFormElement).size).toBe(0);
  });

  it('survive hydration and the renders after it: the component adopts them into its state', async () => {
    const { container, $ } = serverRenderedAndChanged();
    await hydrate(container);
    // The button waits for the client: it rendered again after hydration, and nothing was written back.
    expect($<HTMLButtonElement>('button').disabled).toBe(false);
    expect($<HTMLInputElement>('input[value="physical"]').checked).toBe(true);
    expect($<HTMLInputElement>('input[value="digital"]').checked).toBe(false);
    expect($<HTMLInputElement>('input[name="quantity"]').value).toBe('3');
    expect($<HTMLInputElement>('input[name="wrapped"]').checked).toBe(true);
    expect($<HTMLSelectElement>('select').value).toBe('blue');
    expect($<HTMLTextAreaElement>('textarea').value).toBe('Alles Gute');
    expect($('output').textContent).toBe('physical 3 wrapped blue Alles Gute');
  });

  it('are lost without it: React writes the server’s state back at the next render (the bug this fixes)', async () => {
    const { container, $ } = serverRenderedAndChanged(false);
    await hydrate(container, false);
    expect($<HTMLButtonElement>('button').disabled).toBe(false);
    expect($('output').textContent).toBe('digital 1 plain red ');
    expect($<HTMLInputElement>('input[value="physical"]').checked).toBe(false);
    expect($<HTMLInputElement>('input[name="quantity"]').value).toBe('1');
  });

  it('of a single field outside a form are adopted too, and only when there are some', async () => {
    for (const typed of ['Berlin', null]) {
      const adopt = jest.fn();
      const container = document.createElement('div');
      container.innerHTML = renderToString(<SearchField adopt={adopt} />);
      document.body.append(container);
      if (typed) (container.querySelector('input') as HTMLInputElement).value = typed;
      await act(async () => {
        roots.push(hydrateRoot(container, <SearchField adopt={adopt} />));
      });
      expect(adopt.mock.calls).toEqual(typed ? [[typed]] : []);
      expect((container.querySelector('input') as HTMLInputElement).value).toBe(typed ?? '');
    }
  });

  it('leave a form the client rendered itself alone', () => {
    const adopt = jest.fn();
    render(<ClientForm adopt={adopt} />);
    expect(adopt).not.toHaveBeenCalled();
  });
});

/** A form whose captcha starts at the shopper's first focus or tap (the account and contact forms). */
function CaptchaForm({ startedAlready = false }: { startedAlready?: boolean }) {
  const { started, startOn } = useStartOnFirstTouch(startedAlready);
  return (
    <div {...startOn}>
      <form>
        <input name="email" type="email" defaultValue="" />
      </form>
      <output>{started ? 'captcha started' : 'captcha waiting'}</output>
    </div>
  );
}

describe('a form begun on before hydration', () => {
  async function hydrateCaptchaForm(shopper: (email: HTMLInputElement) => void) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CaptchaForm />);
    document.body.append(container);
    const email = container.querySelector('input') as HTMLInputElement;
    shopper(email);
    await act(async () => {
      roots.push(hydrateRoot(container, <CaptchaForm />));
    });
    return container.querySelector('output')?.textContent;
  }

  it('starts what the first focus starts when the focus is already in it (the focus came before the handlers)', async () => {
    expect(await hydrateCaptchaForm((email) => email.focus())).toBe('captcha started');
  });

  it('starts it when a field was typed in and left', async () => {
    expect(
      await hydrateCaptchaForm((email) => {
        email.value = 'lena@example.com';
      }),
    ).toBe('captcha started');
  });

  it('waits for the shopper when nothing was done to it', async () => {
    expect(await hydrateCaptchaForm(() => {})).toBe('captcha waiting');
  });
});

describe('a form that starts at the first touch (useStartOnFirstTouch)', () => {
  it('starts at the first focus or pointer press inside its region, not before', () => {
    const { container } = render(<CaptchaForm />);
    const output = () => container.querySelector('output')?.textContent;
    expect(output()).toBe('captcha waiting');
    act(() => (container.querySelector('input') as HTMLInputElement).focus());
    expect(output()).toBe('captcha started');

    const second = render(<CaptchaForm />).container;
    fireEvent.pointerDown(second.querySelector('form') as HTMLFormElement);
    expect(second.querySelector('output')?.textContent).toBe('captcha started');
  });

  it('is started from the first render when told so (a form whose card is already known)', () => {
    const { container } = render(<CaptchaForm startedAlready />);
    expect(container.querySelector('output')?.textContent).toBe('captcha started');
  });
});
