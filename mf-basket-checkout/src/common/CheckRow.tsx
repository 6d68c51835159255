import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface CheckRowProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  type: 'checkbox' | 'radio';
  label: ReactNode;
  /** The team's layout class beside the design system's (a grid cell, a row of choices). */
  className?: string;
  /** What follows the row inside it: its error line. */
  children?: ReactNode;
}

/** A checkbox or radio beside its label: the design system's check row (`shop-field is-check`). */
export function CheckRow({ label, className, children, ...input }: CheckRowProps) {
  const id = useId();
  return (
    <div className={className ? `shop-field is-check ${className}` : 'shop-field is-check'}>
      <input id={id} {...input} />
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
