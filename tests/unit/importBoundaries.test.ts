import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { checkImports, describeViolation, importsOf, violationsOf } from '../support/importBoundaries';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('import boundaries', () => {
  it('hold in the whole tree (file:line of each import that breaks one)', () => {
    expect(checkImports(ROOT).map(describeViolation)).toEqual([]);
  });
});

describe('the import checker', () => {
  const offences = (file: string, text: string) => importsOf(file, text).flatMap((site) => violationsOf(site)).map(describeViolation);

  it('fails on a deliberately wrong import, naming file and line', () => {
    const text = "import { z } from 'zod';\n\nimport { createUserBody } from '../../api/users/userForm';\n";
    expect(offences('resources/users/userForm.ts', text)).toEqual([
      "resources/users/userForm.ts:3 imports '../../api/users/userForm' (api/users/userForm): browser code never imports server code (shared forms and rules live in schemas/)",
    ]);
  });

  it('sees multi-line, re-export, side-effect, dynamic and vi.mock imports', () => {
    const text = [
      'import {',
      '  CustomerLink,',
      "} from '../../custom-pages/shared/CustomerLink';",
      "export { x } from '../../app/App';",
      "import '../../app/theme';",
      "const page = () => import('../../custom-pages/customer/CustomerPage');",
      "vi.mock('../../app/i18n/catalogues');",
    ].join('\n');
    expect(importsOf('ui/x.tsx', text).map((s) => `${s.line} ${s.specifier}`)).toEqual([
      '1 ../../custom-pages/shared/CustomerLink',
      '4 ../../app/App',
      '5 ../../app/theme',
      '6 ../../custom-pages/customer/CustomerPage',
      '7 ../../app/i18n/catalogues',
    ]);
    expect(offences('ui/x.tsx', text)).toHaveLength(5);
  });

  it('ignores imports in comments and package imports, and allows the folder its own files', () => {
    const text = "// import { x } from '../api/x';\n/* import '../app/y'; */\nimport { useQuery } from '@tanstack/react-query';\nimport { a } from './framework/access';\n";
    expect(offences('resources/index.ts', text)).toEqual([]);
  });

  it('keeps the resource framework off app/, authProvider/ and custom-pages/, and schemas/ off everything', () => {
    expect(offences('resources/framework/access.ts', "import { tokenStore } from '../../authProvider/tokenStore';")).toHaveLength(1);
    expect(offences('resources/customers/CustomerList.tsx', "import { tokenStore } from '../../authProvider/tokenStore';")).toEqual([]);
    expect(offences('schemas/endpoints.ts', "import { x } from '../api/http/route';")).toHaveLength(1);
  });
});
