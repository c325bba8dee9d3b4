import type { ComponentType } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { CompiledResourceContext, type CompiledResource } from './compiledResource';

/** Puts a resource (react-admin's name and our declaration) in context around one of its views. */
export function ResourcePage({ resource, view: View }: { resource: CompiledResource; view: ComponentType }) {
  return (
    <ResourceContextProvider value={resource.declaration.name}>
      <CompiledResourceContext.Provider value={resource}>
        <View />
      </CompiledResourceContext.Provider>
    </ResourceContextProvider>
  );
}
