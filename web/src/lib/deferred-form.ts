import { useForm } from '@mantine/form';
import type { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef, type FormEvent } from 'react';

type Schema = Parameters<typeof zod4Resolver>[0];

/**
 * useSchemaForm (lib/form.ts) for a public page's first screen (the sign-in): its schema and zod load
 * when the visitor first focuses the form (`preload`, for the form's onFocusCapture) or submits it,
 * not at the start, where building zod's schemas cost a phone a 230-290 ms task (bench/README.md). A
 * submit waits for the schema; if it cannot load (no connection) the server's check still answers.
 */
export function useDeferredSchemaForm<Values extends Record<string, unknown>>(
  loadSchema: () => Promise<Schema>,
  initialValues: Values,
) {
  const validate = useRef<ReturnType<typeof zod4Resolver> | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues,
    validate: (values) => validate.current?.(values) ?? {},
  });

  const preload = (): Promise<void> =>
    (loading.current ??= Promise.all([loadSchema(), import('mantine-form-zod-resolver')]).then(
      ([schema, resolver]) => void (validate.current = resolver.zod4Resolver(schema)),
      () => void (loading.current = null),
    ));
  /** form.onSubmit, once the schema is in. */
  const onSubmit = (handler: (values: Values) => void) => (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    void preload().then(() => form.onSubmit(handler)());
  };
  return { ...form, onSubmit, preload };
}
