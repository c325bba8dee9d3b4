/** Where the proxy serves the config resources (proxy/configFiles.ts). */
export const CONFIG_BASE = '/config';
/** The proxy's address of every config resource file with its text, in one answer. */
export const CONFIG_CONTENTS_PATH = `${CONFIG_BASE}/resources/contents`;

/** A config file as the app loads it: its name and its text, parsed by the app (which reports a broken one). */
export interface ConfigFileContents {
  file: string;
  text: string;
}
