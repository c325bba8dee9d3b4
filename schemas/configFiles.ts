/** Where the proxy serves the config resources (proxy/configFiles.ts). */
export const CONFIG_BASE = '/config';
/** Every config resource file with its text, in one answer: its route under CONFIG_BASE, and its address. */
export const CONFIG_CONTENTS_ROUTE = '/resources/contents';
export const CONFIG_CONTENTS_PATH = `${CONFIG_BASE}${CONFIG_CONTENTS_ROUTE}`;

/** A config file as the app loads it: its name and its text, parsed by the app (which reports a broken one). */
export interface ConfigFileContents {
  file: string;
  text: string;
}
