// After `react-router build`: the static host serves /404.html for unknown addresses.
import { copyFileSync, existsSync } from 'node:fs';

const from = 'build/client/404/index.html';
if (!existsSync(from)) throw new Error(`${from} is missing: is '/404' in prerenderPaths()?`);
copyFileSync(from, 'build/client/404.html');
console.log('postbuild: wrote build/client/404.html');
