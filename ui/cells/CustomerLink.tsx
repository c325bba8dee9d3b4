import type { MouseEvent } from 'react';
import { LinkBase } from 'react-admin';
import { themeClass } from '../themeClass';
import { customerPath } from '../customerPath';
import { useLinkClassName } from './linkLook';
import { TOUCH_TARGET } from './touchTarget';

const useOneLineTarget = themeClass(() => ({ whiteSpace: 'nowrap', ...TOUCH_TARGET }));

/**
 * A debtor number linking to its customer page (lists and cards of the customer areas), on one line and a finger's
 * target on touch screens. A plain link that looks like MUI's (linkLook.ts), through the app's router: LinkBase is
 * the app's PathLink, which does not draw again when the address changes.
 */
export function CustomerLink({ debnr, to = customerPath(debnr) }: { debnr: string; to?: string }) {
  return (
    <LinkBase className={`${useLinkClassName()} ${useOneLineTarget()}`} to={to} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {debnr}
    </LinkBase>
  );
}
