/**
 * The console's HTML: one layout, and the small builders every page uses. Every value that reaches
 * the HTML goes through the shop's one escaper (text/escape-html.ts), attributes included; the only
 * unescaped strings are the markup these builders write themselves.
 */
import { escapeHtml as esc } from '../text/escape-html';
import { type OperatorCapability, type OperatorRole, roleCan } from '../domains/operator/roles';
import { CSRF_FIELD } from './csrf';
import { CONSOLE_CSS_PATH } from './styles';

export { esc };

/** A string of markup already escaped (or built only from escaped parts). */
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

const NAV: Array<{ href: string; label: string; capability: OperatorCapability }> = [
  { href: '/operator/', label: 'Storefronts × remotes', capability: 'read' },
  { href: '/operator/releases', label: 'Releases', capability: 'read' },
  { href: '/operator/desk', label: 'Service desk', capability: 'support' },
  { href: '/operator/audit', label: 'Audit log', capability: 'read' },
  { href: '/operator/overrides', label: 'Local overrides', capability: 'release' },
  { href: '/operator/accounts', label: 'Accounts', capability: 'admin' },
  { href: '/operator/me', label: 'Your account and tokens', capability: 'read' },
];

export function hiddenCsrf(csrf: string): Html {
  return `<input type="hidden" name="${CSRF_FIELD}" value="${esc(csrf)}">`;
}

export function hidden(name: string, value: string): Html {
  return `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;
}

/** A POST form with its CSRF field; `fields` is markup built by these helpers. */
export function postForm(action: string, csrf: string, fields: Html, options: { className?: string; label?: string } = {}): Html {
  const label = options.label ? ` aria-label="${esc(options.label)}"` : '';
  return `<form method="post" action="${esc(action)}" class="${esc(options.className ?? 'op-inline')}"${label}>${hiddenCsrf(csrf)}${fields}</form>`;
}

/** A button whose visible text is short and whose accessible name says exactly what it does. */
export function button(visible: string, hiddenRest: string, options: { danger?: boolean } = {}): Html {
  const rest = hiddenRest ? `<span class="op-vh"> ${esc(hiddenRest)}</span>` : '';
  return `<button type="submit"${options.danger ? ' class="op-danger"' : ''}>${esc(visible)}${rest}</button>`;
}

/** A select with a label (visually hidden when `hiddenLabel`). */
export function select(
  id: string,
  name: string,
  label: string,
  options: Array<{ value: string; label: string; selected?: boolean }>,
  hiddenLabel = true,
): Html {
  const opts = options.map((o) => `<option value="${esc(o.value)}"${o.selected ? ' selected' : ''}>${esc(o.label)}</option>`).join('');
  return `<label for="${esc(id)}"${hiddenLabel ? ' class="op-vh"' : ''}>${esc(label)}</label><select id="${esc(id)}" name="${esc(name)}">${opts}</select>`;
}

/** A time in UTC, readable and machine-readable. */
export function time(iso: string | null): Html {
  if (!iso) return '<span class="op-muted">never</span>';
  const readable = iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC').replace(/Z$/, ' UTC');
  return `<time datetime="${esc(iso)}">${esc(readable)}</time>`;
}

export function notice(n: Notice | null | undefined): Html {
  if (!n) return '';
  return n.kind === 'ok'
    ? `<div class="op-notice" role="status"><p>${esc(n.text)}</p></div>`
    : `<div class="op-error" role="alert"><p>${esc(n.text)}</p></div>`;
}

/** A table in a region of its own that scrolls sideways on narrow screens (and can be scrolled by keyboard). */
export function scrollingTable(labelId: string, table: Html): Html {
  return `<div class="op-scroll" role="region" aria-labelledby="${esc(labelId)}" tabindex="0">${table}</div>`;
}

/** The whole page: head, header with navigation and the operator, the main region with its h1. */
export function layout(options: { title: string; current?: string; viewer?: Viewer | null; notice?: Notice | null; body: Html; head?: Html }): Html {
  const { viewer } = options;
  const nav = viewer
    ? `<nav class="op-nav" aria-label="Console"><ul>${NAV.filter((item) => can(viewer, item.capability))
        .map((item) => `<li><a href="${esc(item.href)}"${item.href === options.current ? ' aria-current="page"' : ''}>${esc(item.label)}</a></li>`)
        .join('')}</ul></nav>
<div class="op-who"><span>Signed in as <strong>${esc(viewer.email)}</strong> (${esc(viewer.role)})</span>${postForm(
        '/operator/logout',
        viewer.csrf,
        '<button type="submit">Log out</button>',
      )}</div>`
    : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${esc(options.title)} · Operator console</title>
<link rel="stylesheet" href="${esc(CONSOLE_CSS_PATH)}">${options.head ? `\n${options.head}` : ''}
</head>
<body>
<a class="op-skip" href="#main">Skip to content</a>
<header class="op-header">
<p class="op-brand">Gift-card shop · Operator console</p>
${nav}
</header>
<main id="main" tabindex="-1">
<h1>${esc(options.title)}</h1>
${notice(options.notice)}
${options.body}
</main>
</body>
</html>
`;
}
