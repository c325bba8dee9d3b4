import { z } from 'zod';
import { isoDate, money } from './wireTypes';

/** A line of an open order (back order) as customer/getbackorders/{debnr} sends it (part 1 §3). */
export const BackorderLine = z.object({
  debiteurNummer: z.string(),
  /** 'order' or 'backorder'. */
  type: z.string(),
  orderNummer: z.number().int(),
  artikelNummer: z.string(),
  artikelOmschrijving: z.string(),
  totaalGeleverd: z.number().int(),
  partijPrijs: money,
  verkoopbedragTotaal: money,
  datumKlantorder: isoDate,
  datumUitlevering: isoDate,
  photoUrl: z.string().nullable(),
});
export type BackorderLine = z.infer<typeof BackorderLine>;
