/**
 * The federation runtime for a page with no portal shell: a studio page that embeds a remote through
 * `embedEntry.js` (this file, bundled whole, followed by the remote's `remoteEntry.js`).
 */
import * as runtimeCore from '@module-federation/runtime-core';
import { RUNTIME_CORE_GLOBAL } from './runtimeCoreGlobal';

const global = runtimeCore.CurrentGlobal as unknown as Record<string, unknown>;
global[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
