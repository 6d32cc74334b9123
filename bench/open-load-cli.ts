import { measureOpenLoad, type OpenLoadOptions } from './open-load';

/**
 * Runs bench/open-load.ts in a process of its own (bench/load.ts starts it): the bench process
 * holds fixtures, earlier results and the embedded database's handle, and a garbage collection
 * of that heap paused its sends for tens of milliseconds, which counted against the server.
 *
 *   node --import tsx bench/open-load-cli.ts '<OpenLoadOptions as JSON>' <warm-up seconds>
 *
 * Prints the measured run's figures as one line of JSON.
 */

const options = JSON.parse(process.argv[2]!) as OpenLoadOptions;
await measureOpenLoad({ ...options, seconds: Number(process.argv[3]) });
console.log(JSON.stringify(await measureOpenLoad(options)));
