// Start-up: configuration → database → application → listen; graceful shutdown on signals.
import type { Server } from 'node:http';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, loadDotEnv } from './config.ts';
import { openDatabase } from './platform/db/client.ts';
import { DataDirLocked } from './platform/db/data-dir-lock.ts';
import { startMetricsServer } from './platform/metrics.ts';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  // Files the service writes (the embedded database, the generated JWT secret) are its own user's only.
  process.umask(0o077);
  loadDotEnv();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, owner: { kind: 'service', command: 'service' } });
  } catch (error) {
    if (error instanceof DataDirLocked) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  redis?.on('error', () => {});

  const app = await buildApp({ config, database, redis });
  let metricsServer: Server | null = null;
  app.addHook('onClose', async () => {
    if (metricsServer) {
      metricsServer.closeAllConnections();
      await new Promise<void>((resolve) => metricsServer!.close(() => resolve()));
    }
    // Background work ends before the database closes: a pass in progress finishes first.
    await app.workers.scheduler.stop();
    await app.workers.outbox.stop();
    redis?.disconnect();
    await database.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    app.close().then(() => process.exit(0), (error: unknown) => {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort !== null) {
    metricsServer = await startMetricsServer(app.metrics, config.metricsPort, config.metricsHost);
    app.log.info({ host: config.metricsHost, port: config.metricsPort }, 'metrics served on their own port');
  }
  app.workers.outbox.start();
  if (config.schedulerEnabled) app.workers.scheduler.start();
  app.log.info({ database: database.kind, redis: Boolean(redis) }, 'service started');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
