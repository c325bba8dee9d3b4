import { lazy, Suspense, useEffect, useState } from 'react';
import { KeyboardHelp } from '../shortcuts/KeyboardHelp';
import { PaletteButton } from '../toolbar/PaletteButton';
import { isPaletteShortcut, setPaletteOpen, usePaletteOpen } from './paletteOpen';

// The dialog and its search come with the first opening: the first page load carries only this.
const PaletteDialog = lazy(() => import('./PaletteDialog'));

/**
 * The command palette, mounted once in the shell: its toolbar button, Ctrl+K (⌘K) from anywhere, and the
 * dialog, which stays mounted once opened so what it fetched and indexed is there the next time. The
 * keyboard help sheet ('?') comes with it.
 */
export function CommandPalette() {
  const open = usePaletteOpen();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setPaletteOpen(!open);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  // Closed when the shell goes (sign-out): the next user starts with it closed.
  useEffect(() => () => setPaletteOpen(false), []);
  return (
    <>
      <PaletteButton />
      <KeyboardHelp />
      {wanted && (
        <Suspense fallback={null}>
          <PaletteDialog open={open} onClose={() => setPaletteOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
