import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { DataDirBusyError, openDatabase } from './db/open';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './modules/access';
import { prepareDatabase } from './startup';

const configured = (): Config => {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
};

const config = configured();
const started = Date.now();

const main = async () => {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config, database });
  await prepareDatabase(database, config, (m) => app.log.info(m));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}/`;
  const engine = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  const lines = [
    '',
    `  ${config.brandName} is running at ${url}`,
    `  Portal: ${url}login    API docs: ${url}api/docs`,
    `  Database: ${engine}    started in ${Date.now() - started} ms`,
  ];
  if (!config.databaseUrl) {
    lines.push('', `  Demo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_SIGN_INS.join(', ')}`);
  }
  if (!config.loginCaptcha) lines.push('', '  WARNING: LOGIN_CAPTCHA=off: the sign-in verification code is disabled.');
  console.log(`${lines.join('\n')}\n`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
