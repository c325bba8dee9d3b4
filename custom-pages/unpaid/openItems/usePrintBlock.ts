import { useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Prints one block of the page: the block is marked (see PrintStyles) before the browser's print
 * dialog opens, so only it is printed, and unmarked once the dialog returns.
 */
export function usePrintBlock() {
  const [printing, setPrinting] = useState<string>();
  const print = (key: string) => {
    flushSync(() => setPrinting(key));
    try {
      window.print();
    } finally {
      setPrinting(undefined);
    }
  };
  return { printing, print };
}
