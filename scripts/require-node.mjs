// npm scripts run on the Node 24 LTS the project carries (the `node` dev dependency puts it in
// node_modules/.bin, which npm puts first on a script's PATH). A script started some other way,
// on an older Node, stops here with the reason instead of failing later in a dependency.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node}: this project runs on Node 24 LTS. Run it through npm (npm test, npm run ...), which uses node_modules/.bin/node after npm install.`,
  );
  process.exit(1);
}
