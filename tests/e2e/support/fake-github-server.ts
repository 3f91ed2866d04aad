import { startFakeGitHub } from '../../../apps/server/test/support/fake-git-providers';

/*
 * The fake GitHub the repositories journey connects to, run by Playwright as a web server of its own. The
 * app is given its address and OAuth client in its environment before either is up, so both are fixed
 * here from the environment the config sets; a few repositories are there from the start, so the import
 * list has something to show.
 */
const port = Number(process.env.FAKE_GITHUB_PORT);
const clientId = process.env.FAKE_GITHUB_CLIENT_ID;
const clientSecret = process.env.FAKE_GITHUB_CLIENT_SECRET;
if (!port || !clientId || !clientSecret) throw new Error('FAKE_GITHUB_PORT, _CLIENT_ID and _CLIENT_SECRET are needed');

const github = await startFakeGitHub({ port, clientId, clientSecret });
github.addRepository({ name: 'weather-station', description: 'Sensors on the roof, readings every minute' });
github.addRepository({ name: 'kite-designs', description: 'Patterns and wind tables', private: false });
github.addRepository({ name: 'flight-log' });

const stop = () => void github.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
