/**
 * The console's markup: one layout and the small parts every page uses, as JSX rendered to static
 * HTML (react-dom/server). React escapes every text and attribute value it writes, so pages never
 * escape by hand and never write markup as strings; no client JavaScript comes with it.
 */
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { PageHead, renderDocument } from '../text/html-document';
import { type OperatorCapability, type OperatorRole, roleCan } from '../domains/operator/roles';
import { CSRF_FIELD } from './csrf';
import { CONSOLE_CSS_PATH } from './styles';

/** A whole console page, as the handler sends it. */
export type Html = string;

/** Who is looking at a page: what the layout shows and which forms the pages render. */
export interface Viewer {
  email: string;
  role: OperatorRole;
  /** The session's CSRF token, for the hidden field of every form. */
  csrf: string;
}

export const can = (viewer: Viewer, capability: OperatorCapability) => roleCan(viewer.role, capability);

export interface Notice {
  kind: 'ok' | 'error';
  text: string;
}

/** The document a page component renders: the doctype, then its static markup. */
export function renderPage(page: ReactElement): Html {
  return renderDocument(page);
}

const NAV: Array<{ href: string; label: string; capability: OperatorCapability }> = [
  { href: '/operator/', label: 'Storefronts × remotes', capability: 'read' },
  { href: '/operator/releases', label: 'Releases', capability: 'read' },
  { href: '/operator/desk', label: 'Service desk', capability: 'support' },
  { href: '/operator/card-art', label: 'Card art', capability: 'read' },
  { href: '/operator/storefront-settings', label: 'Storefront settings', capability: 'read' },
  { href: '/operator/audit', label: 'Audit log', capability: 'read' },
  { href: '/operator/overrides', label: 'Local overrides', capability: 'release' },
  { href: '/operator/accounts', label: 'Accounts', capability: 'admin' },
  { href: '/operator/me', label: 'Your account and tokens', capability: 'read' },
];

export function CsrfField({ csrf }: { csrf: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={csrf} />;
}

export function Hidden({ name, value }: { name: string; value: string }) {
  return <input type="hidden" name={name} value={value} />;
}

/** A POST form with its CSRF field. */
export function PostForm({
  action,
  csrf,
  className = 'op-inline',
  label,
  children,
}: {
  action: string;
  csrf: string;
  className?: string;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <form method="post" action={action} className={className} aria-label={label}>
      <CsrfField csrf={csrf} />
      {children}
    </form>
  );
}

/** A submit button whose visible text is short and whose accessible name says exactly what it does. */
export function Button({ visible, rest, danger = false }: { visible: string; rest?: string; danger?: boolean }) {
  return (
    <button type="submit" className={danger ? 'op-danger' : undefined}>
      {visible}
      {rest ? <span className="op-vh"> {rest}</span> : null}
    </button>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  selected?: boolean;
}

/** A select with a label (visually hidden when `hiddenLabel`); the option marked `selected` is preselected. */
export function Select({ id, name, label, options, hiddenLabel = true }: { id: string; name: string; label: string; options: SelectOption[]; hiddenLabel?: boolean }) {
  const selected = options.find((o) => o.selected)?.value;
  return (
    <>
      <label htmlFor={id} className={hiddenLabel ? 'op-vh' : undefined}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={selected}>
        {options.map((o, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once (values may repeat).
          <option key={index} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** A time in UTC, readable and machine-readable. */
export function Time({ iso }: { iso: string | null }) {
  if (!iso) return <span className="op-muted">never</span>;
  const readable = iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC').replace(/Z$/, ' UTC');
  return <time dateTime={iso}>{readable}</time>;
}

/** Text in the muted colour: "none", "never", "not recorded". */
export function Muted({ children }: { children?: ReactNode }) {
  return <span className="op-muted">{children}</span>;
}

export function NoticeBox({ notice }: { notice: Notice | null | undefined }) {
  if (!notice) return null;
  return notice.kind === 'ok' ? (
    <div className="op-notice" role="status">
      <p>{notice.text}</p>
    </div>
  ) : (
    <div className="op-error" role="alert">
      <p>{notice.text}</p>
    </div>
  );
}

/** Problems said at once (filters, choices): one alert, a paragraph each; nothing when there are none. */
export function Problems({ problems }: { problems: string[] }) {
  if (!problems.length) return null;
  return (
    <div className="op-error" role="alert">
      {problems.map((p, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static markup, rendered once.
        <p key={index}>{p}</p>
      ))}
    </div>
  );
}

/** A table in a region of its own that scrolls sideways on narrow screens (and can be scrolled by keyboard). */
export function ScrollingTable({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled scrolling region around a table, not a section of the page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
    <div className="op-scroll" role="region" aria-labelledby={labelId} tabIndex={0}>
      {children}
    </div>
  );
}

/** Items separated by a space, as inline links and buttons are written; empty items are left out. */
export function Spaced({ children }: { children: ReactNode[] }) {
  const items = children.filter((c) => c !== null && c !== undefined && c !== false && c !== '');
  return (
    <>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once.
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          {item}
        </Fragment>
      ))}
    </>
  );
}

/** The whole page: head, header with navigation and the operator, the main region with its h1. */
export function ConsoleLayout({
  title,
  current,
  viewer,
  notice,
  head,
  children,
}: {
  title: string;
  current?: string;
  viewer?: Viewer | null;
  notice?: Notice | null;
  head?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <html lang="en">
      <PageHead title={`${title} · Operator console`} robots="noindex, nofollow">
        <link rel="stylesheet" href={CONSOLE_CSS_PATH} />
        {head}
      </PageHead>
      <body>
        <a className="op-skip" href="#main">
          Skip to content
        </a>
        <header className="op-header">
          <p className="op-brand">Gift-card shop · Operator console</p>
          {viewer ? (
            <>
              <nav className="op-nav" aria-label="Console">
                <ul>
                  {NAV.filter((item) => can(viewer, item.capability)).map((item) => (
                    <li key={item.href}>
                      <a href={item.href} aria-current={item.href === current ? 'page' : undefined}>
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="op-who">
                <span>
                  Signed in as <strong>{viewer.email}</strong> ({viewer.role})
                </span>
                <PostForm action="/operator/logout" csrf={viewer.csrf}>
                  <button type="submit">Log out</button>
                </PostForm>
              </div>
            </>
          ) : null}
        </header>
        <main id="main" tabIndex={-1}>
          <h1>{title}</h1>
          <NoticeBox notice={notice} />
          {children}
        </main>
      </body>
    </html>
  );
}
