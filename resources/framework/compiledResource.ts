import { createContext, useContext, type ComponentType } from 'react';
import type { z } from 'zod';
import type { PageDefinition } from '../../ui/pageDefinition';
import type { ResourceDeclaration } from './declarationSchema';
import type { FormSlots } from './form/formSlots';
import type { CompiledListSlots } from './list/listSlots';

export const VIEWS = ['list', 'show', 'edit', 'create'] as const;
export type View = (typeof VIEWS)[number];

/**
 * A resource ready to render: its declaration (JSON, whatever its origin), the zod schema that
 * validates its form (the code resource's own, or one converted from the JSON Schema), and any
 * bespoke views. A view set to null has no route (e.g. users are created in a dialog of the list).
 */
export interface CompiledResource {
  declaration: ResourceDeclaration;
  validator: z.ZodType;
  views: Partial<Record<View, ComponentType | null>>;
  /** The generated list's cells, row click, row and bulk actions, row styles (see list/listSlots.ts). */
  list: CompiledListSlots;
  /** The generated form's own inputs and rules (see form/formSlots.ts). */
  form: FormSlots;
  /** Extra routed pages of the resource (e.g. the access page of a user). */
  pages: PageDefinition[];
  /** 'code', or the config file it came from. */
  origin: string;
}

export const CompiledResourceContext = createContext<CompiledResource | undefined>(undefined);

/** The resource being rendered; generic views read their declaration from here. */
export function useCompiledResource(): CompiledResource {
  const resource = useContext(CompiledResourceContext);
  if (!resource) throw new Error('useCompiledResource must be used inside a resource page');
  return resource;
}
