import { resolveSettings } from './config.ts';
import { startEmulator } from './server.ts';
import { prepareData } from './store/prepare.ts';

/** CLI: `tsx src/main.ts [--reset] [--seed-only] [--products N] [--quiet]`. */
async function main(): Promise<void> {
  const settings = resolveSettings();
  if (settings.seedOnly) {
    const { db, seeded } = await prepareData(settings.dataDir, { reset: settings.reset, products: settings.products });
    db.close();
    console.log(seeded
      ? `seeded ${settings.dataDir}: ${seeded.products} products${seeded.generated ? ` + ${seeded.generated} generated` : ''}, ${seeded.images} images in ${seeded.ms} ms`
      : `${settings.dataDir} is already seeded (pass --reset to reseed)`);
    return;
  }
  const emulator = await startEmulator({
    port: settings.port, host: settings.host, dataDir: settings.dataDir, reset: settings.reset,
    products: settings.products, quiet: settings.quiet, storefrontToken: settings.storefrontToken,
    storefrontPrivateToken: settings.storefrontPrivateToken,
    priceSigningSecret: settings.priceSigningSecret,
    publicUrl: process.env.EMULATOR_PUBLIC_URL ? settings.publicUrl : undefined,
  });
  console.log(`emulator listening on ${emulator.url}`);
  const stop = (signal: string) => {
    if (!settings.quiet) console.log(`emulator: ${signal}, shutting down`);
    void emulator.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
