// INS-6: whether a build includes the machine inspector (/__inspect). Netlify sets CONTEXT in every build it runs
// ("production", "deploy-preview", "branch-deploy"; docs.netlify.com, build environment variables); a local
// `npm run build` (and so `npm start`) has none. The inspector is built for deploy previews, branch deploys and
// local builds, and for nothing else: an unknown context counts as production (docs/decisions.md).
export const INSPECTOR_PATH = '/__inspect';

const NON_PRODUCTION_CONTEXTS = new Set(['deploy-preview', 'branch-deploy']);

export const includesInspector = (context: string | undefined): boolean => context === undefined || context === '' || NON_PRODUCTION_CONTEXTS.has(context);
