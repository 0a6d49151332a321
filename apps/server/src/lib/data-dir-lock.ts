import lockfile from 'proper-lockfile';

/**
 * PGlite is a single-process database: two servers opening one data directory would
 * corrupt it, so the directory is locked for the life of the process.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.lock`,
      stale: 30_000,
      update: 10_000,
      // The lock file vanished or was taken over: stop rather than risk two writers.
      onCompromised: (error) => {
        console.error(`The lock on ${dataDir} was lost (${error.message}); stopping to protect the database.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') {
      throw new Error(
        `Another Marquee process is using the data directory ${dataDir}. Stop it first, or set DATA_DIR to another directory.`,
        { cause: error },
      );
    }
    throw error;
  }
}
