import { forwardRef } from 'react';
import { Button, useTranslate, type ButtonProps } from 'react-admin';

/**
 * react-admin's Button, named by its label also when disabled on a phone: there react-admin draws an icon
 * button and names it only while enabled, and a nameless button is a critical accessibility fault.
 */
export const NamedButton = forwardRef<HTMLButtonElement, ButtonProps>(function NamedButton(props, ref) {
  const translate = useTranslate();
  const name = typeof props.label === 'string' ? translate(props.label, { _: props.label }) : undefined;
  return <Button ref={ref} aria-label={name} {...props} />;
});
