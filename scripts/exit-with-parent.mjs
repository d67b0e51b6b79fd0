// `--exit-with-parent`: a server started by another program stops when that program is gone.
//
// Playwright starts its web servers (playwright.config.ts) in process groups of their own, with a pipe on
// their stdin, and stops them when it ends normally or on Ctrl-C. Killed instead (SIGTERM, as `npm test`
// stops a lane after another step failed), it cannot: the servers kept the ports, and the next run
// failed at once ("http://127.0.0.1:3001/health is already used"). The pipe closing is the one sign a
// server still gets, so it stops on that.

/**
 * Calls `stop` when stdin ends, if the command line asks for it.
 * @param {() => void} stop
 */
export function exitWithParent(stop) {
  if (!process.argv.includes('--exit-with-parent')) return;
  process.stdin.on('end', stop);
  process.stdin.on('error', stop);
  process.stdin.resume();
}
