import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built app's page template, as small as the server needs it. */
const INDEX = `<!doctype html>
<html lang="bg">
  <head>
    <meta name="description" content="Намери партньор за тенис и корт в София" />
    <title>Тенис София</title>
    <link rel="manifest" href="/manifest.webmanifest" />
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A folder shaped like `dist/web`: the page template and one hashed asset. Remove it after. */
export async function createTestWebRoot(): Promise<string> {
  const webRoot = await mkdtemp(join(tmpdir(), 'tennis-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), INDEX);
  await writeFile(join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)');
  return webRoot;
}
