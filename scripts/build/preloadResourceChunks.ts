import type { Plugin } from 'vite';

/**
 * Lists the resource pages' chunks in index.html as module preloads, so a signed-in start fetches them with the
 * entry's own. The app asks for them only once its entry has run (app/routes/loadResources.ts), 300 ms into a cold
 * load of a list; fetched then, they arrived 100 ms after the entry had finished, and the list's calls waited for
 * them. Preloaded, they are fetched, not run: a page that does not need them yet (login, a custom page) runs them
 * later or never. `module` is the chunk's source file, from the project's root.
 */
export function preloadResourceChunks(module: string): Plugin {
  return {
    name: 'preload-resource-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const resources = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
        if (!resources) throw new Error(`preload-resource-chunks: no chunk is built from ${module}`);
        const files = [resources.fileName, ...resources.imports].filter((file) => !html.includes(`/${file}"`));
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
