// npm start: build what is missing or out of date, then run the bundled server in this process.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

/** Newest modification time of the files below the given folders. */
const newest = (...dirs) => {
  let latest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  for (const d of dirs) walk(path.join(root, d));
  return latest;
};

const webSources = newest('apps/web/src', 'apps/web/public', 'packages/domain/src', 'packages/domain/data');
if (!existsSync(webIndex) || statSync(webIndex).mtimeMs < webSources) {
  console.log('Building the web app…');
  execFileSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
}
// The server bundle takes well under a second to build, so it is always fresh.
await buildServer();
await import(path.join(root, 'apps/server/dist/main.mjs'));
