import type { FieldValues, Resolver } from 'react-hook-form';
import type { zodResolver } from '#web/lib/zod-resolver';

/**
 * The auth forms' schemas, and zod with them, load on first use: the sign-in page is a first
 * view, and building its schemas while it came alive was a long task on a phone
 * (bench/RESULTS.md). A form asks for them when a field gets focus, so they are there by the
 * time anything is checked.
 */
export const loadAuthFormSchemas = () => import('./auth-form-schemas');

type AuthFormSchemas = Awaited<ReturnType<typeof loadAuthFormSchemas>>;

/** react-hook-form's zod resolver for one of the auth forms' schemas, loaded when first used. */
export function lazyAuthResolver<Values extends FieldValues>(
  schemaOf: (schemas: AuthFormSchemas) => Parameters<typeof zodResolver>[0],
): Resolver<Values> {
  let resolver: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([loadAuthFormSchemas(), import('#web/lib/zod-resolver')]).then(
      ([schemas, zod]) => zod.zodResolver(schemaOf(schemas)) as unknown as Resolver<Values>,
    );
    return (await resolver)(values, context, options);
  };
}

/** For a form's focus: the schemas start loading before the first check needs them. */
export function preloadAuthFormSchemas(): void {
  void loadAuthFormSchemas();
}
