import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of biome.json, tried on small files: each is linted where it would live
// in the tree (a copy of the configuration in a temporary folder, so the tree itself is untouched).
const root = join(import.meta.dirname, '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

const RESTRICTED = 'lint/style/noRestrictedImports';
const CYCLE = 'lint/suspicious/noImportCycles';

/** path in the tree → its source, and the rule that must fire on it (null: none). */
const cases: { path: string; source: string; fires: string | null }[] = [
  // A feature reaches another feature through its index only, its own files by relative paths.
  {
    path: 'src/web/features/x/components/deep.tsx',
    source: "import { z } from '#web/features/y/components/z';",
    fires: RESTRICTED,
  },
  {
    path: 'src/web/features/x/components/index-ok.tsx',
    source: "import { z } from '#web/features/y';",
    fires: null,
  },
  {
    path: 'src/web/features/x/components/own-alias.tsx',
    source: "import { z } from '#web/features/x/api/z';",
    fires: RESTRICTED,
  },
  {
    path: 'src/web/features/x/components/sibling-ok.tsx',
    source: "import { z } from '../api/z';",
    fires: null,
  },
  {
    path: 'src/web/features/x/components/climb.tsx',
    source: "import { z } from '../../y/api/z';",
    fires: RESTRICTED,
  },
  { path: 'src/web/features/x/climb.ts', source: "import { z } from '../y';", fires: RESTRICTED },
  {
    path: 'src/web/features/x/page.ts',
    source: "import { z } from '#web/pages/home-page';",
    fires: RESTRICTED,
  },
  {
    path: 'src/web/features/x/server.ts',
    source: "import { z } from '#server/app';",
    fires: RESTRICTED,
  },
  // A page composes features and may import their files directly.
  {
    path: 'src/web/pages/deep-ok.tsx',
    source: "import { z } from '#web/features/y/components/z';",
    fires: null,
  },
  // components/ and lib/ know no domain.
  {
    path: 'src/web/components/feature.tsx',
    source: "import { z } from '#web/features/y';",
    fires: RESTRICTED,
  },
  {
    path: 'src/web/lib/realtime/climb.ts',
    source: "import { z } from '../../features/y/z';",
    fires: RESTRICTED,
  },
  {
    path: 'src/web/lib/shell.ts',
    source: "import { z } from '#web/app/router';",
    fires: RESTRICTED,
  },
  {
    path: 'src/web/lib/ui-ok.ts',
    source: "import { z } from '#web/components/ui/button';",
    fires: null,
  },
  // Browser, server and contract.
  {
    path: 'src/web/app/server.ts',
    source: "import { z } from '../../server/app';",
    fires: RESTRICTED,
  },
  {
    path: 'src/server/routes/web.ts',
    source: "import { z } from '#web/lib/format';",
    fires: RESTRICTED,
  },
  {
    path: 'src/server/climb.ts',
    source: "import { z } from '../web/lib/format';",
    fires: RESTRICTED,
  },
  { path: 'src/server/routes/own-web-ok.ts', source: "import { z } from '../web/z';", fires: null },
  { path: 'src/contract/server.ts', source: "import { z } from '#server/app';", fires: RESTRICTED },
  // Two files that import each other, even for types only.
  {
    path: 'src/web/lib/cycle-a.ts',
    source: "import type { B } from './cycle-b';\nexport type A = B;",
    fires: CYCLE,
  },
  {
    path: 'src/web/lib/cycle-b.ts',
    source: "import type { A } from './cycle-a';\nexport type B = A | 1;",
    fires: CYCLE,
  },
];

interface Diagnostic {
  category: string;
  location: { path: string };
}

let folder: string;
let diagnostics: Diagnostic[];
let exitCode: number;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(folder, 'biome.json'), JSON.stringify(config));
  for (const c of cases) {
    mkdirSync(join(folder, dirname(c.path)), { recursive: true });
    const usesIt = c.source.includes('export') ? '' : '\nexport const a = z;';
    writeFileSync(join(folder, c.path), `${c.source}${usesIt}\n`);
  }
  let output: string;
  try {
    output = execFileSync(biome, ['lint', '--reporter=json', 'src'], {
      cwd: folder,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    exitCode = 0;
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    output = failed.stdout;
    exitCode = failed.status;
  }
  diagnostics = (JSON.parse(output) as { diagnostics: Diagnostic[] }).diagnostics;
}, 60_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the import boundaries of biome.json', () => {
  it('fail the lint', () => {
    expect(exitCode).not.toBe(0);
  });

  it.each(cases)('$path: $source → $fires', ({ path, fires }) => {
    const found = diagnostics.filter((d) => d.location.path === path).map((d) => d.category);
    expect(found).toEqual(fires ? [fires] : []);
  });
});
