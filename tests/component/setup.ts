import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetEmotionStyles } from './emotionStyles';
import { resetSharedState } from './sharedState';

// Runs before each test file is imported (its top-level code may read the state already).
resetSharedState();
afterEach(() => {
  cleanup();
  forgetEmotionStyles();
});
