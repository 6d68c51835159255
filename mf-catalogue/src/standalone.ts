// Dev only: runs this remote on its own dev server without the shell (see README "Run one remote alone").
import('@shop/shared/standalone').then(({ mountStandalone }) => mountStandalone(() => import('./routes')));
