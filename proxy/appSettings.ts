import express, { type Router } from 'express';
import { APP_SETTINGS_PATH } from '../schemas/appSettings';
import { appSettingsFromEnv } from './settings';

/**
 * GET /config/settings: the outside addresses of this deployment (schemas/appSettings.ts), which the app
 * loads before its first render. Read and checked once, when the server is made: a bad variable throws,
 * naming it, so the server does not start. No-cache: a restart with new values shows on reload.
 */
export function appSettings(env: NodeJS.ProcessEnv): Router {
  const answer = JSON.stringify(appSettingsFromEnv(env));
  return express.Router().get(APP_SETTINGS_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('json').send(answer);
  });
}
