import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider, createIntl } from 'react-intl';
import de from '../messages/de.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { setUser, userStore } from '@shop/shared';
import { SPEC_COMPLETE_RELEASES, answer, answeringClient, renderInShop, testStorefront } from '@shop/shared/testing';
import { categoriesFixture, storeDataFixture } from '../testing/fixtures';
import { Footer } from '../layout/Footer';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEADER_DECORATION_HEIGHT, HEADER_HEIGHT, Header, LOGO_SIZES } from './Header';
import { RedeemHeader } from './RedeemHeader';
import { MOBILE_CATEGORY_COUNT } from './HeaderMenuOverlay';
import { MENU_CATEGORIES_QUERY } from './categories-query';
import { STORE_DATA_QUERY } from '../store-data/store-data-query';

function mockWidth(width: number) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : min ? width >= Number(min[1]) : false;
    return { matches, media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() };
  });
}

function renderHeader(options: { width?: number; toggles?: Partial<ReturnType<typeof testStorefront>['featureToggles']>; path?: string; storeData?: ReturnType<typeof storeDataFixture> } = {}) {
  mockWidth(options.width ?? 1440);
  const base = testStorefront('de');
  const config = { ...base, featureToggles: { ...base.featureToggles, ...options.toggles } };
  const client = answeringClient({ ...answer(MENU_CATEGORIES_QUERY, { categories: categoriesFixture(8) }) });
  const view = renderInShop(
    <IntlProvider locale="en">
      <Header storeData={options.storeData ?? storeDataFixture()} />
    </IntlProvider>,
    { config, client, path: options.path ?? '/' },
  );
  return { ...view, client };
}

afterEach(() => act(() => userStore.setState({ user: null, loading: false })));

describe('Header', () => {
  it.each([
    [1, 200, 80],
    [2, 252, 86],
    [3, 202, 52],
  ])('version %i uses the logo size of spec §9 (%i × %i on desktop)', (version, width, height) => {
    const { container } = renderHeader({ toggles: { headerVersion: version } });
    expect(container.querySelector(`.shell-header-v${version}`)).not.toBeNull();
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('width', String(width));
    expect(source).toHaveAttribute('height', String(height));
  });

  it.each([
    [1, [200, 80], [170, 68]],
    [2, [252, 86], [116, 68]],
    [3, [202, 52], [134, 36]],
  ])('version %i: the header is 80 px high and the logo has its spec §9 box on desktop %j and on phones %j, whatever the image', (version, desktop, mobile) => {
    expect(HEADER_HEIGHT).toBe(80);
    expect(LOGO_SIZES[version as 1 | 2 | 3]).toEqual({ desktop, mobile });
    const { container } = renderHeader({ toggles: { headerVersion: version } });
    const header = container.querySelector('header') as HTMLElement;
    // What styles.css sizes the bar and the logo box with (the image is fitted into the box).
    expect(header.style.getPropertyValue('--shell-header-height')).toBe('80px');
    expect(header.style.getPropertyValue('--shell-logo-width')).toBe(`${desktop[0]}px`);
    expect(header.style.getPropertyValue('--shell-logo-height')).toBe(`${desktop[1]}px`);
    expect(header.style.getPropertyValue('--shell-logo-mobile-width')).toBe(`${mobile[0]}px`);
    expect(header.style.getPropertyValue('--shell-logo-mobile-height')).toBe(`${mobile[1]}px`);
    const img = container.querySelector('.shell-logo img');
    expect(img).toHaveAttribute('width', String(mobile[0]));
    expect(img).toHaveAttribute('height', String(mobile[1]));
  });

  it('spec §9: a storefront with a header decoration shows it as a 30 px band of its own, hidden from assistive technology, the bar staying 80 px; one without has none', () => {
    expect(HEADER_DECORATION_HEIGHT).toBe(30);
    const { container, unmount } = renderHeader();
    const header = container.querySelector('header') as HTMLElement;
    expect(header.style.getPropertyValue('--shell-header-height')).toBe('80px');
    expect(header.style.getPropertyValue('--shell-header-decoration-height')).toBe('30px');
    const band = container.querySelector('.shell-header-decoration');
    expect(band).toHaveAttribute('aria-hidden', 'true');
    expect(band?.querySelector('img')).toHaveAttribute('src', '/media/test/header-decoration.svg');
    expect(band?.querySelector('img')).toHaveAttribute('height', '30');
    expect(band?.querySelector('img')).toHaveAttribute('alt', '');
    const css = readFileSync(join(__dirname, '..', 'styles.css'), 'utf8');
    expect(css).toMatch(/\.shell-header-decoration \{[^}]*height: var\(--shell-header-decoration-height/);
    unmount();
    const plain = renderHeader({ storeData: storeDataFixture({ headerDecoration: null }) });
    expect(plain.container.querySelector('.shell-header-decoration')).toBeNull();
  });

  it('sizes the bar and the logo only from those properties (no fixed logo height, no 100.8 px bar from a tall image)', () => {
    const css = readFileSync(join(__dirname, '..', 'styles.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const rules = (selector: string) => [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter(([, sel]) => sel?.split(',').some((s) => s.trim() === selector)).map(([, , body]) => body ?? '');
    const logo = rules('.shell-logo img').join(';');
    expect(logo).toContain('width: var(--shell-logo-mobile-width)');
    expect(logo).toContain('height: var(--shell-logo-mobile-height)');
    expect(logo).toContain('width: var(--shell-logo-width)');
    expect(logo).toContain('height: var(--shell-logo-height)');
    expect(logo).toContain('object-fit: contain');
    expect(logo).not.toMatch(/height:\s*auto|max-height/);
    const bar = rules('.shell-header-bar').join(';');
    expect(bar).toContain('height: var(--shell-header-height, 80px)');
    // No version sets a bar height of its own.
    expect(css).not.toMatch(/\.shell-header-v\d \.shell-header-bar\s*\{[^}]*height/);
  });

  it('gives the redeem header the logo box of the storefront’s header version too', () => {
    mockWidth(1440);
    const base = testStorefront('de');
    const { container } = renderInShop(
      <IntlProvider locale="en">
        <RedeemHeader storeData={storeDataFixture()} />
      </IntlProvider>,
      { config: { ...base, featureToggles: { ...base.featureToggles, headerVersion: 2 } }, path: '/guthaben-pruefen/kasse/' },
    );
    const header = container.querySelector('header') as HTMLElement;
    expect(header.style.getPropertyValue('--shell-logo-width')).toBe('252px');
    expect(container.querySelector('picture source')).toHaveAttribute('height', '86');
    expect(container.querySelector('.shell-logo img')).toHaveAttribute('width', '116');
    // The redeem flow's header has the storefront's decoration band too (spec §9: +30 px).
    expect(container.querySelector('.shell-header-decoration img')).toHaveAttribute('src', '/media/test/header-decoration.svg');
    // No search row: on a phone its logo and two actions stay one bar (they wrapped into a second row).
    expect(readFileSync(join(__dirname, '..', 'styles.css'), 'utf8')).toMatch(/\.shell-header-redeem \.shell-header-bar \{ flex-wrap: nowrap; min-height: var\(--shell-header-height/);
  });

  it('shows the business strip (on invoice, whom to call) on the business page instead of the selling points', async () => {
    renderHeader({ path: '/unternehmen/' });
    const strip = await screen.findByTestId('business-strip');
    expect(strip).toHaveTextContent('Business customers order on invoice.');
    const contact = storeDataFixture().businessContact;
    expect(within(strip).getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    expect(within(strip).getByRole('link', { name: contact.phone })).toHaveAttribute('href', expect.stringMatching(/^tel:\+?\d+$/));
    expect(screen.queryByTestId('top-strip')).toBeNull();
  });

  it('keeps the selling points on every other page', () => {
    renderHeader({ path: '/geschenkkarten/' });
    expect(screen.getByTestId('top-strip')).toBeInTheDocument();
    expect(screen.queryByTestId('business-strip')).toBeNull();
  });

  it('shows the choice card link only where the storefront has one', () => {
    renderHeader({ toggles: { hasChoiceCard: false } });
    expect(screen.queryByRole('link', { name: 'Choice gift card' })).toBeNull();
  });

  it('links the account to the identify page without a user, and opens a dropdown with Log out for a user', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account/');
    act(() => setUser({ mainProfile: { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.test' }, subscribed: false }));
    // The dropdown's code loads once a user is known (its own chunk).
    const toggle = await screen.findByRole('button', { name: 'Hi Anna' });
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/account/bestellungen/');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('names the account button "My account" for a user without a first name, never "Hi " alone', async () => {
    renderHeader();
    act(() => setUser({ mainProfile: { firstName: '', lastName: 'Schmidt', email: 'anna@example.test' }, subscribed: false }));
    expect(await screen.findByRole('button', { name: 'My account' })).toBeInTheDocument();
    for (const [locale, messages, named, unnamed] of [
      ['de', de, 'Hallo Anna', 'Mein Konto'],
      ['nl', nl, 'Hoi Anna', 'Mijn account'],
      ['fr', fr, 'Bonjour Anna', 'Mon compte'],
    ] as const) {
      const intl = createIntl({ locale, messages });
      const greet = (name: string) => intl.formatMessage({ id: 'shell.account.greeting' }, { name, hasName: name ? 'yes' : 'no' });
      expect([greet('Anna'), greet('')]).toEqual([named, unnamed]);
    }
  });

  it('hides the account dropdown while the page is loading', () => {
    renderHeader();
    act(() => userStore.setState({ user: { mainProfile: { firstName: 'Anna', lastName: 'S', email: 'a@b.test' }, subscribed: false }, loading: true }));
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
  });

  it('opens the menu overlay with category tabs on desktop; hover changes the tab; Escape closes', async () => {
    const user = userEvent.setup();
    renderHeader({ width: 1440 });
    const button = screen.getByRole('button', { name: 'Gift cards' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByTestId('header-menu');
    const tabs = await within(menu).findAllByRole('link', { name: /^Kategorie/ });
    expect(tabs).toHaveLength(8);
    expect(tabs[0]).toHaveAttribute('href', '/kategorie/kategorie-1/');
    expect(within(menu).getByRole('heading', { name: 'Kategorie 1' })).toBeInTheDocument();
    await user.hover(tabs[2] as HTMLElement);
    expect(within(menu).getByRole('heading', { name: 'Kategorie 3' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Karte 3.1' })).toHaveAttribute('href', '/geschenkkarten/karte-3-1/');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('header-menu')).toBeNull();
  });

  it('shows 6 categories on mobile until "View all categories", plus the footer list', async () => {
    const user = userEvent.setup();
    renderHeader({ width: 375 });
    await user.click(screen.getByRole('button', { name: 'Gift cards' }));
    const menu = await screen.findByTestId('header-menu');
    expect(await within(menu).findAllByRole('link', { name: /^Kategorie/ })).toHaveLength(MOBILE_CATEGORY_COUNT);
    await user.click(within(menu).getByRole('button', { name: 'View all categories' }));
    expect(within(menu).getAllByRole('link', { name: /^Kategorie/ })).toHaveLength(8);
    expect(within(menu).getByRole('link', { name: 'Check balance' })).toHaveAttribute('href', '/guthaben-pruefen/');
    expect(within(menu).getByRole('button', { name: 'Country and language' })).toBeInTheDocument();
  });

  it('loads the categories only once the menu is opened', async () => {
    const user = userEvent.setup();
    const { client } = renderHeader();
    expect(client.calls.map((c) => c.name)).not.toContain('ShellMenuCategories');
    await user.click(screen.getByRole('button', { name: 'Gift cards' }));
    expect(client.calls.map((c) => c.name)).toContain('ShellMenuCategories');
  });

  it('opens the country modal from the language switcher', async () => {
    const user = userEvent.setup();
    renderHeader();
    // The modal's code and its messages (with the shared validation texts, in the storefront's
    // language) load when it opens: React suspends on them, which the test awaits.
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Country and language DE · DE' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Wähle dein Land' })).toBeInTheDocument();
  });
});

describe('Footer', () => {
  // The footer's content loads on its own (at once in jsdom, which cannot say where the screen is):
  // React suspends on it, which a test must await.
  // It reads the store data from the same query as the layout, and brings its own texts (German here).
  const renderFooter = async (config = testStorefront('de'), storeData = storeDataFixture()) => {
    const client = answeringClient(answer(STORE_DATA_QUERY, { storeData }));
    await act(async () => {
      renderInShop(
        <IntlProvider locale="en">
          <Footer />
        </IntlProvider>,
        { config, client },
      );
    });
  };

  it('shows the API menu, the visible social networks only, payment logos (4 on mobile) and this year', async () => {
    mockWidth(375);
    await renderFooter();
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt/');
    const social = screen.getByRole('list', { name: 'Folge uns' });
    expect(within(social).getAllByRole('link').map((a) => a.getAttribute('data-network'))).toEqual(['facebook', 'instagram', 'tiktok', 'linkedin', 'pinterest']);
    const payments = within(screen.getByRole('list', { name: 'Zahlungsmethoden' })).getAllByRole('listitem');
    expect(payments.filter((li) => !li.classList.contains('shell-desktop-only'))).toHaveLength(4);
    expect(screen.getByText(`© ${new Date().getFullYear()} CardBon Deutschland GmbH`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/cookie-erklaerung/');
  });

  it('folds its link sections on a phone, a tap opens one; wider, every section is open and its heading no control', async () => {
    mockWidth(375);
    await renderFooter();
    const service = screen.getByRole('heading', { name: 'Service' }).closest('details') as HTMLDetailsElement;
    expect(service.open).toBe(false);
    expect(service.querySelector('summary')).not.toHaveAttribute('tabindex');
    await userEvent.click(screen.getByRole('heading', { name: 'Service' }));
    expect(service.open).toBe(true);
  });

  it('shows every link section open from tablet width up', async () => {
    mockWidth(1024);
    await renderFooter();
    const sections = Array.from(document.querySelectorAll<HTMLDetailsElement>('details.shell-footer-section'));
    expect(sections).not.toHaveLength(0);
    for (const section of sections) {
      expect(section.open).toBe(true);
      expect(section.querySelector('summary')).toHaveAttribute('tabindex', '-1');
    }
  });

  it("shows the storefront's own payment methods as the API names them: iDEAL and Factuur in the Dutch footer, no Rechnung (ADR 0051)", async () => {
    await renderFooter(
      testStorefront('nl'),
      storeDataFixture({
        paymentMethods: [
          { id: 'ideal', name: 'iDEAL' },
          { id: 'card', name: 'Creditcard' },
          { id: 'klarna', name: 'Klarna – Achteraf betalen' },
          { id: 'invoice', name: 'Factuur' },
        ],
      }),
    );
    const list = screen.getByRole('list', { name: 'Betaalmethoden' });
    expect(within(list).getAllByRole('img').map((logo) => [logo.getAttribute('data-method'), logo.getAttribute('aria-label')])).toEqual([
      ['ideal', 'iDEAL'],
      ['card', 'Creditcard'],
      ['klarna', 'Klarna – Achteraf betalen'],
      ['invoice', 'Factuur'],
    ]);
    expect(list.textContent).not.toContain('Rechnung');
  });

  it("shows the branding preset's footer decoration as a band in its own height, hidden from assistive technology; a storefront without has none", async () => {
    await renderFooter();
    const band = document.querySelector('.shell-footer-decoration') as HTMLElement;
    expect(band).toHaveAttribute('aria-hidden', 'true');
    expect(band.style.height).toBe('40px');
    expect(band.querySelector('img')).toHaveAttribute('src', '/media/test/footer-decoration.svg');
    expect(band.querySelector('img')).toHaveAttribute('alt', '');
    cleanup();
    await renderFooter(testStorefront('de'), storeDataFixture({ footerDecoration: null }));
    expect(screen.getByRole('navigation', { name: 'Fußzeilenmenü' })).toBeInTheDocument();
    expect(document.querySelector('.shell-footer-decoration')).toBeNull();
  });

  it('shows no iDEAL in the German footer: only what the German storefront takes', async () => {
    await renderFooter();
    const list = screen.getByRole('list', { name: 'Zahlungsmethoden' });
    expect(within(list).getAllByRole('img').map((logo) => logo.getAttribute('aria-label'))).toEqual(['Kreditkarte', 'Apple Pay', 'Google Pay', 'PayPal', 'Klarna – Später bezahlen', 'Rechnung']);
    expect(within(list).queryByRole('img', { name: 'iDEAL' })).toBeNull();
  });

  it("hides menu links into a remote that is switched off in this storefront", async () => {
    const base = testStorefront('de');
    const config = { ...base, remotes: base.remotes.map((r) => (r.name === 'content' ? { ...r, enabled: false } : r)) };
    await renderFooter(config);
    expect(screen.getByRole('navigation', { name: 'Fußzeilenmenü' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kontakt' })).toBeNull();
  });

  describe('the redeem footer (spec §6: other terms and privacy on the redeem flow’s pages)', () => {
    // The redeem release with its own terms and privacy pages, as its route modules declare them.
    const withRedeemLegal = SPEC_COMPLETE_RELEASES.map((release) =>
      release.remote === 'redeem'
        ? {
            ...release,
            routes: [
              ...release.routes,
              { key: 'redeemTerms', header: 'redeem' as const, patterns: { de: '/guthaben-pruefen/einloesebedingungen/', nl: '/saldocheck/inwisselvoorwaarden/' } },
              { key: 'redeemPrivacy', header: 'redeem' as const, patterns: { de: '/guthaben-pruefen/datenschutz/', nl: '/saldocheck/privacy/' } },
            ],
          }
        : release,
    );
    const renderFooterAt = async (path: string, config = testStorefront('de', {}, { releases: withRedeemLegal })) => {
      await act(async () => {
        renderInShop(
          <IntlProvider locale="en">
            <Footer />
          </IntlProvider>,
          { config, client: answeringClient(answer(STORE_DATA_QUERY, { storeData: storeDataFixture() })), path },
        );
      });
    };

    it('links the redeem conditions and the redeem privacy page on a redeem page, in German and in Dutch', async () => {
      await renderFooterAt('/guthaben-pruefen/ergebnisse/');
      const legal = screen.getByRole('navigation', { name: 'Rechtliches' });
      expect(within(legal).getByRole('link', { name: 'Einlösebedingungen' })).toHaveAttribute('href', '/guthaben-pruefen/einloesebedingungen/');
      expect(within(legal).getByRole('link', { name: 'Datenschutz beim Einlösen' })).toHaveAttribute('href', '/guthaben-pruefen/datenschutz/');
      expect(within(legal).queryByRole('link', { name: 'AGB' })).toBeNull();
      expect(within(legal).queryByRole('link', { name: 'Datenschutz' })).toBeNull();
    });

    it('in Dutch', async () => {
      await renderFooterAt('/saldocheck/', testStorefront('nl', {}, { releases: withRedeemLegal }));
      const legal = screen.getByRole('navigation', { name: 'Juridisch' });
      expect(within(legal).getByRole('link', { name: 'Inwisselvoorwaarden' })).toHaveAttribute('href', '/saldocheck/inwisselvoorwaarden/');
      expect(within(legal).getByRole('link', { name: 'Privacy bij inwisselen' })).toHaveAttribute('href', '/saldocheck/privacy/');
    });

    it('keeps the general terms and privacy everywhere else, and where no release has the redeem pages', async () => {
      await renderFooterAt('/warenkorb/');
      expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/geschaeftsbedingungen/');
      expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/datenschutz-cookie-erklaerung/');
      expect(screen.queryByRole('link', { name: 'Einlösebedingungen' })).toBeNull();
    });

    it('falls back to the general ones on a redeem page of a storefront whose redeem release has none', async () => {
      await renderFooterAt('/guthaben-pruefen/', testStorefront('de'));
      expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/geschaeftsbedingungen/');
      expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/datenschutz-cookie-erklaerung/');
    });
  });

  it('hides the cookies link when its toggle is off', async () => {
    const base = testStorefront('de');
    await renderFooter({ ...base, featureToggles: { ...base.featureToggles, cookiesFooterLink: false } });
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cookies' })).toBeNull();
  });
});
