/** The install section (features/install), loaded with the sync page's chunk: see loadSyncPage. */
import { lazyComponent } from '../../lib/lazy-component';
import { loadInstallSection } from '../install';

export const installSection = lazyComponent(loadInstallSection);
