import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { SEARCH_FRAGMENT_MODULE, type SearchFragmentProps } from '@shop/shared';
import { hydrateInShop, renderInShop } from '@shop/shared/testing';

const runtime = { loadRemote: jest.fn() };
// Jest hoists jest.mock above the imports: the factory must only reach `runtime` lazily.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => runtime.loadRemote(...args),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

import { forgetFragment } from '../remotes/fragment-loader';
import { REMOTE_LOAD_TIMEOUT_MS, UNAVAILABLE } from '../remotes/remote-loader';
import { SearchBox } from './SearchBox';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Buttons that navigate elsewhere as a link of the page would: [label, target]. */
function Go({ to }: { to: ReadonlyArray<readonly [string, string]> }) {
  const navigate = useNavigate();
  return (
    <>
      {to.map(([label, target]) => (
        <button key={label} type="button" onClick={() => navigate(target)}>
          {label}
        </button>
      ))}
    </>
  );
}

function renderSearchBox(path = '/', links: ReadonlyArray<readonly [string, string]> = []) {
  return renderInShop(
    <IntlProvider locale="en">
      <SearchBox />
      <Go to={links} />
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </IntlProvider>,
    { path },
  );
}

// Stand-ins for the catalogue's fragment: one that shows what it was handed, one with a rendering bug.
const Overlay = ({ initialQuery }: SearchFragmentProps) => <p>{`overlay for "${initialQuery}"`}</p>;
const Broken = (): never => {
  throw new Error('overlay bug');
};

const plainInput = () => screen.getByRole('searchbox', { name: 'Search gift cards' });

/** The plain form still searches: the visitor loses nothing when the fragment is not there. */
async function expectPlainSearchWorks(user: ReturnType<typeof userEvent.setup>) {
  await user.clear(plainInput());
  await user.type(plainInput(), 'spa{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/geschenkkarten/?s=spa');
}

beforeEach(() => {
  forgetFragment(SEARCH_FRAGMENT_MODULE);
  runtime.loadRemote.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('SearchBox: the catalogue search fragment, contained like a page', () => {
  it('hands over to the fragment on the first focus, with what was typed', async () => {
    // The remote answers only after the visitor has typed: what they typed must not be lost.
    let deliver: (module: unknown) => void = () => undefined;
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (deliver = resolve)));
    const user = userEvent.setup();
    renderSearchBox();
    await user.type(plainInput(), 'rest');
    await act(async () => deliver({ default: Overlay }));
    expect(await screen.findByText('overlay for "rest"')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('catalogue/SearchOverlay');
  });

  it('keeps the plain form when the fragment throws while rendering, and does not load it again', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Broken });
    const user = userEvent.setup();
    renderSearchBox();
    await user.click(plainInput());
    await waitFor(() => expect(console.error).toHaveBeenCalledWith(expect.stringContaining('crashed'), expect.any(Error)));
    await expectPlainSearchWorks(user);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('keeps the plain form when the remote is unavailable (the runtime hands back its marker module)', async () => {
    runtime.loadRemote.mockResolvedValue({ [UNAVAILABLE]: true, error: new Error('offline') });
    const user = userEvent.setup();
    renderSearchBox();
    await user.click(plainInput());
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('unavailable')));
    await expectPlainSearchWorks(user);
  });

  it('gives up on a remote that never answers after the page timeout, and the plain form keeps working', async () => {
    jest.useFakeTimers();
    runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSearchBox();
    await user.click(plainInput());
    await act(async () => {
      jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS + 1);
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('failed to load'), expect.objectContaining({ name: 'RemoteUnavailableError' }));
    await expectPlainSearchWorks(user);
  });
});

/** The box as the server rendered it, `shopper` acting on its field before the page hydrates. */
function hydrateSearchBox(shopper: (field: HTMLInputElement) => void = () => {}) {
  return hydrateInShop(
    <IntlProvider locale="en">
      <SearchBox />
    </IntlProvider>,
    { path: '/', beforeHydration: (container) => shopper(container.querySelector('input[name="s"]') as HTMLInputElement) },
  );
}

describe('SearchBox used before the page is interactive (issues 36, 37)', () => {
  it('keeps what was typed into the server-rendered field, also after the renders that follow hydration', async () => {
    await hydrateSearchBox((field) => {
      field.value = 'kino';
    });
    const field = plainInput();
    expect(field).toHaveValue('kino');
    // The focus renders the box again (it asks for the live search): the field still holds what was typed.
    act(() => field.focus());
    expect(field).toHaveValue('kino');
  });

  it('brings the live search for a field tapped before hydration', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Overlay });
    await hydrateSearchBox((field) => field.focus());
    expect(await screen.findByText('overlay for ""')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith(SEARCH_FRAGMENT_MODULE);
  });

  it('loads nothing for a page hydrated untouched', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Overlay });
    await hydrateSearchBox();
    await act(async () => undefined);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(plainInput()).toBeInTheDocument();
  });
});

describe('SearchBox on the search result page', () => {
  it('holds the searched term from the first render (a result page loaded, shared or reloaded)', () => {
    renderSearchBox('/geschenkkarten/?s=Weihnachten');
    expect(plainInput()).toHaveValue('Weihnachten');
  });

  it('shows the term of each new search (a link, back and forward); leaving the results keeps it', async () => {
    const user = userEvent.setup();
    renderSearchBox('/geschenkkarten/?s=Weihnachten', [
      ['another search', '/geschenkkarten/?s=kerst'],
      ['an occasion', '/anlaesse/weihnachten/'],
    ]);
    await user.click(screen.getByRole('button', { name: 'another search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/geschenkkarten/?s=kerst');
    expect(plainInput()).toHaveValue('kerst');
    await user.click(screen.getByRole('button', { name: 'an occasion' }));
    expect(plainInput()).toHaveValue('kerst');
  });

  it('ignores s on pages other than the list', () => {
    renderSearchBox('/anlaesse/?s=Weihnachten');
    expect(plainInput()).toHaveValue('');
  });
});
