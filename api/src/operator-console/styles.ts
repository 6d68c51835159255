/**
 * The console's one stylesheet, served by the console itself (a file the CSP's `style-src 'self'`
 * allows: no inline styles, no inline scripts). Kept as a string so the bundled API needs no asset
 * step; its URL carries a hash of its content, so browsers may keep it as long as they like and a
 * new version is a new URL.
 *
 * Plain, readable, accessible: system fonts, a visible focus ring on everything focusable, tables
 * that scroll inside their own region on a phone (375 px) and fit a desktop (1440 px).
 */
import { createHash } from 'node:crypto';

export const CONSOLE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#fff}
body{margin:0}
a{color:#0b57d0}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.op-skip{position:absolute;left:8px;top:-48px;background:#fff;padding:8px 12px;z-index:10}
.op-skip:focus{top:8px}
.op-vh{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.op-header{display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center;justify-content:space-between;padding:12px 16px;background:#16213e;color:#fff}
.op-header a{color:#fff}
.op-header :focus-visible{outline-color:#ffd54f}
.op-brand{margin:0;font-weight:700}
.op-nav ul{display:flex;flex-wrap:wrap;gap:4px 16px;margin:0;padding:0;list-style:none}
.op-nav a{display:inline-block;padding:4px 0}
.op-nav a[aria-current="page"]{font-weight:700;text-decoration-thickness:3px}
.op-who{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0}
.op-who form{margin:0}
.op-who strong{overflow-wrap:anywhere}
main{padding:16px;max-width:1600px;margin:0 auto}
h1{font-size:1.6rem;margin:8px 0 12px}
h2{font-size:1.25rem;margin:28px 0 8px}
p{margin:8px 0}
.op-muted{color:#57606a}
.op-sizes{list-style:none;margin:4px 0 0;padding:0;white-space:nowrap}
.op-notice,.op-error{border-left:6px solid;padding:8px 12px;margin:12px 0}
.op-notice{border-color:#1a7f37;background:#dafbe1}
.op-error{border-color:#cf222e;background:#ffebe9}
.op-scroll{position:relative;overflow-x:auto;border:1px solid #d0d7de;margin:8px 0 16px}
table{border-collapse:collapse;width:100%;font-size:.9rem}
caption{text-align:left;padding:8px;color:#57606a;caption-side:top}
th,td{border-bottom:1px solid #d0d7de;padding:6px 8px;text-align:left;vertical-align:top}
thead th{background:#f6f8fa;white-space:nowrap}
tbody th{font-weight:600;white-space:nowrap}
td p{margin:0 0 4px}
.op-on{color:#1a7f37;font-weight:700}
.op-off{color:#cf222e;font-weight:700}
.op-warn{color:#9a6700;font-weight:700}
.op-cell form{margin:4px 0}
form.op-inline{display:flex;flex-wrap:wrap;gap:4px;align-items:center}
button,select,input{font:inherit;font-size:.9rem}
button{padding:4px 10px;border:1px solid #57606a;border-radius:4px;background:#f6f8fa;color:#1f2328;cursor:pointer}
button:hover{background:#eaeef2}
button.op-danger{border-color:#cf222e;color:#a40e26}
select,input,textarea{padding:3px 6px;border:1px solid #57606a;border-radius:4px;max-width:100%;font:inherit}
.op-field{display:flex;flex-direction:column;gap:2px;margin:0 0 12px;max-width:28rem}
.op-field label{font-weight:600}
.op-login{max-width:28rem;margin:32px auto}
.op-steps{max-width:40rem;padding-left:1.2em}
.op-steps li{margin:0 0 16px}
.op-qr{margin:8px 0}
.op-qr svg{display:block;width:220px;height:220px;max-width:100%;border:1px solid #d0d7de}
.op-secret{font-size:1.1rem;letter-spacing:.05em;word-break:break-all}
.op-filters{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end;margin:8px 0}
.op-filters .op-field{margin:0}
.op-changes{margin:0;padding-left:1.1em}
.op-changes li{margin:0 0 2px}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85em;overflow-wrap:anywhere}
/* Route keys are short words: the column is as wide as the longest, never broken inside one. */
.op-keys code{overflow-wrap:normal}
pre{white-space:pre-wrap;overflow-wrap:anywhere;margin:4px 0;font-size:.8rem}
.op-pager{display:flex;gap:16px;margin:12px 0}
/* Links and small navigation. */
.op-links{display:flex;flex-wrap:wrap;gap:4px 16px}
.op-jump ul{display:flex;flex-wrap:wrap;gap:4px 16px;margin:0 0 8px;padding:0;list-style:none}
.op-filter-actions{display:flex;gap:12px;align-items:center}
.op-filters select{min-height:2rem}
.op-help{margin:4px 0 8px}
.op-help summary{cursor:pointer;color:#0b57d0}
/* State words as small badges: the word carries the meaning, the colour repeats it. */
.op-tag{display:inline-block;padding:0 6px;border:1px solid #57606a;border-radius:10px;font-size:.8rem;line-height:1.4;white-space:nowrap}
.op-tag-on{border-color:#1a7f37;color:#116329;background:#dafbe1}
.op-tag-canary{border-color:#9a6700;color:#7d4e00;background:#fff8c5}
.op-tag-bad{border-color:#cf222e;color:#a40e26;background:#ffebe9}
/* A storefront table: the storefront column stays in view while the rest scrolls sideways. */
.op-sticky tbody th,.op-sticky thead th:first-child,.op-sticky tfoot th{position:sticky;left:0;z-index:1;background:#fff;box-shadow:inset -1px 0 0 #d0d7de}
.op-sticky thead th:first-child{background:#f6f8fa}
.op-store-name{color:#57606a;font-weight:400}
.op-sticky td form.op-inline{flex-wrap:nowrap}
.op-sticky button{white-space:nowrap}
.op-serves{min-width:6.5rem}
.op-errors{min-width:8rem}
.op-wide{min-width:14rem}
.op-nw{white-space:nowrap}
.op-to{display:block;font-size:.8rem}
.op-matrix td{min-width:12rem}
.op-matrix tfoot th,.op-matrix tfoot td{border-top:2px solid #8c959f;background:#f6f8fa}
/* "All storefronts at once" comes after the storefronts, set apart and plainer. */
.op-all{border:1px dashed #8c959f;border-radius:4px;padding:4px 12px 12px;margin:8px 0 16px;max-width:40rem}
.op-all h3{font-size:1rem;margin:8px 0 4px}
button.op-secondary{background:#fff;font-size:.85rem}
/* The compact release list: one line per release. */
.op-list td{white-space:nowrap}
.op-list tbody th a{font-weight:600}
.op-list td.op-act select{max-width:12rem}
.op-list td.op-act form{flex-wrap:nowrap}
.op-history td:last-child{white-space:nowrap}
.op-facts tbody th{white-space:normal;width:10rem}
.op-compare td{white-space:nowrap}
.op-diff{margin:4px 0;padding-left:1.2em}
meter{width:5rem;vertical-align:middle}
/* An account's remotes: a compact group of choices that wraps on a phone. */
.op-remotes{border:1px solid #d0d7de;border-radius:4px;padding:2px 8px 6px;margin:0;display:flex;flex-wrap:wrap;gap:2px 10px;max-width:24rem}
.op-remotes legend{font-size:.8rem;color:#57606a;padding:0 4px}
.op-remotes label{white-space:nowrap}
/* The service desk's action forms (ADR 0044): fields stacked, the reason as wide as the column allows. */
.op-desk{border:1px solid #d0d7de;border-radius:4px;padding:8px 12px;margin:8px 0 16px;max-width:36rem}
.op-desk textarea{width:100%;min-height:3.5rem}
.op-list td .op-desk{white-space:normal;min-width:16rem}
.op-desk .op-buttons{display:flex;flex-wrap:wrap;gap:8px}
.op-desk-search{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}
.op-desk-search .op-field{flex:1 1 18rem;margin:0}
/* Card art (ADR 0054): pictures at the card's proportions, never wider than the column. */
.op-card-art{display:block;width:320px;max-width:100%;height:auto;aspect-ratio:16/10;object-fit:cover;border-radius:8px;border:1px solid #d0d7de;background:#f6f8fa}
.op-card-thumb{display:block;width:96px;height:60px;object-fit:cover;border-radius:4px;border:1px solid #d0d7de}
.op-card-pair{display:flex;flex-wrap:wrap;gap:16px;margin:8px 0 16px}
.op-card-pair figure{margin:0}
.op-card-pair figcaption{font-size:.85rem;color:#57606a;margin-top:4px}
.op-upload{border:1px solid #d0d7de;border-radius:4px;padding:8px 12px;margin:8px 0 16px;max-width:36rem}
@media (max-width:600px){
main{padding:12px 8px}h1{font-size:1.35rem}th,td{padding:4px 6px}
/* A phone: the storefront column shows the key, the name below it, narrow. */
.op-sticky .op-store-name{display:block;max-width:6.5rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:.75rem}
/* The release list becomes a card per release: version, then the facts labelled, then its action. */
.op-list thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.op-list,.op-list tbody{display:block}
.op-list caption{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;padding:0}
.op-list tr{display:flex;flex-wrap:wrap;align-items:baseline;gap:0 12px;padding:6px 8px;border-bottom:1px solid #d0d7de;font-size:.85rem}
.op-list tr:last-child{border-bottom:0}
.op-list th,.op-list td{display:block;padding:0;border:0;white-space:normal}
.op-list tbody th{flex:1 0 100%}
.op-list td[data-label]::before{content:attr(data-label) ": ";color:#57606a;font-size:.75rem}
.op-list td.op-act{flex:1 0 100%;margin-top:4px}
.op-list td.op-act select{max-width:13rem}
.op-filters{gap:8px}
.op-filters .op-field{flex:1 1 9rem}
.op-filters select{width:100%}
}
`;

const hash = createHash('sha256').update(CONSOLE_CSS).digest('hex').slice(0, 16);

/** The stylesheet's URL: immutable per content. */
export const CONSOLE_CSS_PATH = `/operator/console.${hash}.css`;
