import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { appSettingsFromEnv } from '../../proxy/settings';
import { provideAppSettings } from '../../ui/appSettings';

afterEach(() => cleanup());
// The app loads the deployment's outside addresses before its first render: the demo's, as a server with none set serves them.
provideAppSettings(appSettingsFromEnv({}));
