/** The selling points' icons (content-text-types USP_ICONS); an unknown one draws the star. */
const PATHS: Readonly<Record<string, string>> = {
  delivery: 'M3 6h11v9H3zm11 3h4l3 3v3h-7zM6 18a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  choice: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
  packaging: 'M3 8h18v4H3zm1 4h16v9H4zm7-4v13h2V8zM12 8c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z',
  business: 'M9 4h6v3h5v13H4V7h5zm2 0v3h2V4zM4 12h16v2H4z',
  secure: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5zm-1 13l6-6-1.4-1.4L11 12.2 8.4 9.6 7 11z',
  balance: 'M3 5h18v14H3zm2 2v2h14V7zm0 6v4h6v-4z',
};
const STAR = 'M12 2l3 7 7 .6-5.3 4.6 1.6 7.2L12 17.8 5.7 21.4l1.6-7.2L2 9.6 9 9z';

export function UspIcon({ icon }: { icon: string }) {
  return (
    <svg className="content-usp-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[icon] ?? STAR} />
    </svg>
  );
}
