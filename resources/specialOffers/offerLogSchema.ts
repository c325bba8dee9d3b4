import { z } from 'zod';

/** A row of the send log (spec part 2 §3 Log): created and sent as a tick or a cross, the date with its time. */
export const OfferLogRow = z.object({
  id: z.number().int(),
  specialOfferName: z.string(),
  userName: z.string(),
  createdCampaign: z.boolean().meta({ 'x-format': 'boolean-icon' }),
  sentCampaign: z.boolean().meta({ 'x-format': 'boolean-icon' }),
  createDate: z.string().meta({ 'x-format': 'datetime' }),
});
