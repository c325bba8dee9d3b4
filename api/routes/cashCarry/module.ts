import { z } from 'zod';
import type { Seller } from '../../../schemas/entities/cashCarry';
import { customerInCurrentGroup } from '../../customers/findCustomerInGroup';
import { badRequest, forbidden } from '../../http/errors';
import { debnrInput, uuidInput } from '../../../schemas/forms/inputs';
import { defineRoute } from '../../http/route';

const sellerCode = z.string().trim().min(1, 'is required').max(20);

/**
 * GET DexxCnCModuleGetVerkoopers?AzureId= (the caller's own id) lists the counter sellers of the current
 * group's company; POST DexxCnCModuleUpdateIKLANT?debnr=&verkooper= makes that seller the customer's
 * salesman (400 when either is missing or the seller is unknown).
 */
export const cashCarryModuleRoutes = [
  defineRoute({
    endpoint: 'GET DexxCnCModuleGetVerkoopers',
    query: z.object({ AzureId: uuidInput.optional() }),
    async handler(ctx) {
      if (ctx.query.AzureId !== undefined && ctx.query.AzureId.toLowerCase() !== ctx.caller.azureId.toLowerCase()) throw forbidden('Sellers can only be listed for yourself');
      const group = await ctx.currentGroup();
      return ctx.services.db.query<Seller>('SELECT code AS debnr, name AS debnaam, password FROM cnc_sellers WHERE company_id = $1 ORDER BY name, code', [group.companyId]);
    },
  }),
  defineRoute({
    endpoint: 'POST DexxCnCModuleUpdateIKLANT',
    query: z.object({ debnr: debnrInput, verkooper: sellerCode }),
    async handler(ctx) {
      const customer = await customerInCurrentGroup(ctx, ctx.query.debnr);
      const updated = await ctx.services.db.query(
        `UPDATE customers SET salesman_code = s.code FROM cnc_sellers s
          WHERE customers.debnr = $1 AND s.company_id = customers.company_id AND s.code = $2 RETURNING s.code`,
        [customer.debnr, ctx.query.verkooper],
      );
      if (updated.length === 0) throw badRequest('Invalid query parameters', { verkooper: 'is not a seller of this company' });
      return { success: true, debnr: customer.debnr, verkooper: ctx.query.verkooper };
    },
  }),
];
