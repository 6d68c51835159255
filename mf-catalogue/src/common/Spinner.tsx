/** Loading indicator; its label is read by screen readers (no translation needed before messages load). */
export function Spinner({ label, inline = false }: { label?: string; inline?: boolean }) {
  return (
    <div className={inline ? 'catalogue-spinner-wrap is-inline' : 'catalogue-spinner-wrap'} role="status" aria-live="polite">
      <span className="catalogue-spinner" aria-hidden="true" />
      {label && <span className="catalogue-visually-hidden">{label}</span>}
    </div>
  );
}
