import { z } from 'zod';
import { INPUT_MAX_LENGTH } from '../constants';
import { uuidInput } from './inputs';
import { companyIdInput, emailInput, groupCodeInput, languageInput, passwordInput } from './userInputs';

/** A role as the form sends it: {id, name} from the role list, or just its name. */
const roleRef = z.union([
  z.string().trim().min(1).max(INPUT_MAX_LENGTH).transform((name) => ({ id: undefined, name })),
  z
    .object({ id: z.coerce.number().int().positive().optional(), name: z.string().trim().max(INPUT_MAX_LENGTH).optional() })
    .refine((role) => role.id !== undefined || !!role.name, 'a role needs an id or a name'),
]);

/**
 * An account manager code of the user, as sent (spec part 2 §3: userAzureId, accountManagerCode, companyId) or as
 * listed (accountManager); company defaults to the user's. userAzureId names the user being saved (absent on
 * create, where the user has no id yet): the user is the one of the body, so another id is refused (updateUserRequest).
 */
const accountManagerRef = z
  .object({
    userAzureId: uuidInput.nullish(),
    accountManagerCode: z.string().trim().min(1).max(20).optional(),
    accountManager: z.string().trim().min(1).max(20).optional(),
    accountManagerName: z.string().trim().max(INPUT_MAX_LENGTH).nullish(),
    companyId: companyIdInput.optional(),
  })
  .refine((m) => m.accountManagerCode !== undefined || m.accountManager !== undefined, 'is required')
  .transform((m) => ({ code: (m.accountManagerCode ?? m.accountManager) as string, name: m.accountManagerName || undefined, companyId: m.companyId, userAzureId: m.userAzureId ?? undefined }));

const targetInput = z
  .union([z.number(), z.string().trim().min(1, 'is required').pipe(z.coerce.number())])
  .pipe(z.number({ error: 'is required' }).gt(0, 'Target must be greater than 0').max(9999.99));

/** The fields of the create and edit dialogs (spec part 2 §5 "User forms"). */
const formFields = {
  name: z.string().trim().min(1, 'is required').max(INPUT_MAX_LENGTH),
  email: emailInput,
  companyId: companyIdInput,
  groupCode: groupCodeInput,
  target: targetInput,
  language: languageInput.optional(),
  roles: z.array(roleRef).max(50),
  accountManagers: z.array(accountManagerRef).max(50).nullish(),
};

export const createUserBody = z.object({ ...formFields, password: passwordInput });

/** Edit needs at least one role; the password is checked only when it is being changed. */
export const updateUserBody = z.object({
  ...formFields,
  azureId: uuidInput,
  roles: formFields.roles.min(1, 'Pick at least one role'),
  password: z.string().max(1000).nullish(),
  /** The version the edit started from: an older one than the record's is refused (409). */
  version: z.number().int().positive().optional(),
});

/** POST admin/updateuser's body: the edit, its account manager codes (when they name a user) for this user only. */
export const updateUserRequest = updateUserBody.superRefine((user, ctx) => {
  user.accountManagers?.forEach((manager, index) => {
    if (manager.userAzureId !== undefined && manager.userAzureId.toLowerCase() !== user.azureId.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['accountManagers', index, 'userAzureId'], message: 'must be the azureId of the user saved' });
    }
  });
});

export type UserForm = z.output<typeof createUserBody> | z.output<typeof updateUserBody>;
