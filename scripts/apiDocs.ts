// The build's API documentation: dist/api-docs/openapi.json (generated from the contract table and the api's
// routes) and a page that renders it with Scalar's API reference (a maintained renderer from npm), which the
// proxy serves at /api-docs/. Run by the vite build (vite.config.ts, with its outDir) and by
// `npx tsx scripts/apiDocs.ts [outDir]`.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../api/contract/openApi';
import { ALL_ROUTES } from '../api/routes';

const root = fileURLToPath(new URL('../', import.meta.url));
const out = path.join(process.argv[2] ?? path.join(root, 'dist'), 'api-docs');
const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string };

// The page loads nothing but same-origin files, as the app's content security policy wants: no inline script.
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Flora CRM · back-office API</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="./scalar.js"></script>
    <script src="./start.js"></script>
  </body>
</html>
`;
// Nothing that reaches out of the building: no web fonts, telemetry, AI agent, MCP or hosted toolbar.
const SCALAR_OPTIONS = {
  url: './openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showToolbar: 'never',
  showDeveloperTools: 'never',
  hideClientButton: true,
  tagsSorter: 'alpha',
  operationsSorter: 'alpha',
};
const START = `Scalar.createApiReference('#app', ${JSON.stringify(SCALAR_OPTIONS)});\n`;

await mkdir(out, { recursive: true });
await writeFile(path.join(out, 'openapi.json'), JSON.stringify(openApiDocument(ALL_ROUTES, version), null, 1));
await writeFile(path.join(out, 'index.html'), PAGE);
await writeFile(path.join(out, 'start.js'), START);
// The package exports no path to its browser bundle: it sits beside its main entry.
const scalarEntry = createRequire(import.meta.url).resolve('@scalar/api-reference');
await copyFile(path.join(path.dirname(scalarEntry), 'browser', 'standalone.js'), path.join(out, 'scalar.js'));
console.log(`API documentation written to ${path.relative(root, out)}/ (${ALL_ROUTES.length} calls)`);
