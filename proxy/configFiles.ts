import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Router } from 'express';
import { CONFIG_CONTENTS_ROUTE, type ConfigFileContents } from '../schemas/configFiles';

/** The *.json files of the config folder, sorted; none when the folder does not exist. */
async function listConfigFiles(configDir: string): Promise<string[]> {
  try {
    const entries = await readdir(configDir, { withFileTypes: true });
    return entries.filter((e) => e.isFile() && e.name.endsWith('.json')).map((e) => e.name).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Every listed file with its text; one removed while being read is left out, as if listed a moment later. */
async function readConfigFiles(configDir: string): Promise<ConfigFileContents[]> {
  const read = await Promise.all(
    (await listConfigFiles(configDir)).map((file) =>
      readFile(path.join(configDir, file), 'utf8').then(
        (text) => ({ file, text }),
        () => undefined,
      ),
    ),
  );
  return read.filter((entry) => entry !== undefined);
}

/**
 * /config/resources lists the resources added by configuration and serves each file;
 * /config/resources/contents serves them all in one answer, which the app loads at start (one round
 * trip, not one per file behind the listing). Only names of the listing are served, so no path can
 * leave the folder. No-cache: a dropped file shows on reload.
 */
export function configFiles(configDir: string): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-cache');
    next();
  });
  router.get('/resources', async (_req, res) => {
    res.json(await listConfigFiles(configDir));
  });
  router.get(CONFIG_CONTENTS_ROUTE, async (_req, res) => {
    res.json(await readConfigFiles(configDir));
  });
  router.get('/resources/:name', async (req, res, next) => {
    const { name } = req.params;
    if (!(await listConfigFiles(configDir)).includes(name)) return next();
    res.sendFile(path.join(configDir, name), { cacheControl: false });
  });
  router.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  return router;
}
