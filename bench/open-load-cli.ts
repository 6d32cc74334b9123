import { measureOpenLoad, type OpenLoadOptions } from './open-load';

/**
 * Runs bench/open-load.ts in a process of its own (bench/load.ts starts it): the bench process
 * holds fixtures, earlier results and the embedded database's handle, and a garbage collection
 * of that heap paused its sends for tens of milliseconds, which counted against the server.
 *
 *   OPEN_LOAD_OPTIONS='<OpenLoadOptions as JSON>' node --import tsx bench/open-load-cli.ts <warm-up seconds>
 *
 * The options come in the environment, not the arguments: they can hold a session token, and
 * any user of the machine can read a process's arguments. Prints the measured run's figures as
 * one line of JSON.
 */

const options = JSON.parse(process.env.OPEN_LOAD_OPTIONS!) as OpenLoadOptions;
await measureOpenLoad({ ...options, seconds: Number(process.argv[2]) });
console.log(JSON.stringify(await measureOpenLoad(options)));
