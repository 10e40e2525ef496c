// Run by the build (scripts/build-server.mjs): the cluster a new embedded database is copied from.
import { buildPgliteTemplate, PGLITE_TEMPLATE_DIR } from '#server/db/pglite-template';

await buildPgliteTemplate(PGLITE_TEMPLATE_DIR);
