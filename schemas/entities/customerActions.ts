import { z } from 'zod';
import { isoDate } from './wireTypes';

/**
 * POST customer/OpenAndCloseCustomer/{debnr}. levStop is the state the button showed: the call sets
 * the opposite. With shouldUpdateAllInFinancialGroup every customer of the current group sharing the
 * customer's finDebnr follows (not for '*NEW*'). finDebnr, email and name are informative (the server
 * reads the financial group from the customer); a notice goes to the `email` header (or body email).
 */
export const OpenAndCloseRequest = z.object({
  debnr: z.string().optional(),
  levStop: z.boolean(),
  shouldUpdateAllInFinancialGroup: z.boolean().default(false),
  finDebnr: z.string().nullish(),
  email: z.string().nullish(),
  name: z.string().nullish(),
});
export type OpenAndCloseRequest = z.infer<typeof OpenAndCloseRequest>;

/** The new delivery-stop state and the debnrs whose state changed. */
export const OpenAndCloseResult = z.object({
  levStop: z.boolean(),
  changed: z.array(z.string()),
});
export type OpenAndCloseResult = z.infer<typeof OpenAndCloseResult>;

/** POST customer/opencustomerroute: a weekday from today up to ROUTE_OPEN_MAX_DAYS_AHEAD (constants) days ahead. */
export const RouteOpeningRequest = z.object({
  debnr: z.string(),
  datum: isoDate,
  /** Informative: the server records the caller's user name. */
  username: z.string().nullish(),
});
export type RouteOpeningRequest = z.infer<typeof RouteOpeningRequest>;

/** Opening the same route twice is harmless: `created` tells whether this call added it. */
export const RouteOpeningResult = z.object({
  success: z.literal(true),
  created: z.boolean(),
  debnr: z.string(),
  datum: isoDate,
});
export type RouteOpeningResult = z.infer<typeof RouteOpeningResult>;

/** POST customer/MailReservationExcel: who received the reservations file. */
export const MailReservationResult = z.object({ sent: z.array(z.string()) });
export type MailReservationResult = z.infer<typeof MailReservationResult>;
