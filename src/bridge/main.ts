// Start-up of the chat bridge, its own process (npm run bridge): configuration → platforms →
// listen on BRIDGE_PORT; on SIGTERM it stops taking requests and finishes the work it acknowledged.
import { ConfigError, loadDotEnv } from '../config.ts';
import { loadBridgeConfig } from './config.ts';
import { createBridge } from './server.ts';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  loadDotEnv();
  let app;
  let config;
  try {
    config = loadBridgeConfig();
    // Start-up checks what only trying shows (a state directory it cannot write).
    ({ app } = await createBridge({ config, logger: { level: config.logLevel } }));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ service: config.serviceUrl }, 'bridge started');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
